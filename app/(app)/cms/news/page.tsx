import type { Metadata } from 'next';

import { areaListPage } from '@/components/area/area-list-page';
import { newsArea } from '@/lib/areas/news';

export const metadata: Metadata = { title: 'News' };

export default areaListPage(newsArea, {
  title: 'News',
  description: 'News of the firm for its website: written, previewed, scheduled to go live, then archived.',
});
