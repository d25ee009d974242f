import type { Metadata } from 'next';

import { areaListPage } from '@/components/area/area-list-page';
import { siteElementArea } from '@/lib/areas/site-elements';

export const metadata: Metadata = { title: 'Elements' };

export default areaListPage(siteElementArea, {
  title: 'Elements',
  description:
    'Reusable blocks of the website (banners, featured books, author spotlights): edited as drafts, then published.',
});
