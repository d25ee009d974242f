import type { Metadata } from 'next';

import { areaListPage } from '@/components/area/area-list-page';
import { praiseArea } from '@/lib/areas/praises';

export const metadata: Metadata = { title: 'Praises' };

export default areaListPage(praiseArea, {
  title: 'Praises',
  description:
    'Quotes about the books and their contributors, who said them and where; only rights-cleared ones go into feeds.',
});
