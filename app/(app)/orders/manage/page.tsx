import type { Metadata } from 'next';

import { areaListPage } from '@/components/area/area-list-page';
import { orderArea } from '@/lib/areas/orders';

export const metadata: Metadata = { title: 'Orders' };

export default areaListPage(orderArea, {
  title: 'Orders',
  description:
    'Sales orders from bookshops, wholesalers, libraries and readers: confirmed, shipped, invoiced.',
});
