import type { Metadata } from 'next';

import { areaListPage } from '@/components/area/area-list-page';
import { publicationArea } from '@/lib/areas/publications';
import { loadPublicationFilters } from '../list-filters';
import { PublicationTable } from '../table';

export const metadata: Metadata = { title: 'Publications' };

export default areaListPage(publicationArea, {
  title: 'Publications',
  description: 'Every format of every title: its ISBN, status, prices and contributors.',
  Table: PublicationTable,
  load: loadPublicationFilters,
});
