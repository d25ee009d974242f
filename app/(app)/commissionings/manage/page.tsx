import type { Metadata } from 'next';

import { areaListPage } from '@/components/area/area-list-page';
import { whileFilteredBy } from '@/components/area/area-page-parts';
import { commissioningArea } from '@/lib/areas/commissionings';
import { loadEditors } from '../editors';
import { CommissioningTable } from '../table';

export const metadata: Metadata = { title: 'Commissionings' };

export default areaListPage(commissioningArea, {
  title: 'Commissionings',
  description: 'Books from proposal to publication: who edits them, who writes them, where they stand.',
  Table: CommissioningTable,
  load: whileFilteredBy('editorId', loadEditors),
});
