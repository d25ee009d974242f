import type { Metadata } from 'next';

import { areaListPage } from '@/components/area/area-list-page';
import { contactArea } from '@/lib/areas/contacts';

export const metadata: Metadata = { title: 'Manage contacts' };

export default areaListPage(contactArea, {
  title: 'Manage contacts',
  description: 'Find, filter and export the people and firms the books are made with.',
});
