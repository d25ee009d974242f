import type { Metadata } from 'next';

import { areaListPage } from '@/components/area/area-list-page';
import { invoiceArea } from '@/lib/areas/invoices';
import { orderArea } from '@/lib/areas/orders';
import { getCurrentUser } from '@/lib/auth/dal';
import { meetsGuard } from '@/lib/rights';
import { BillingTable, type BillingExtra } from '../../invoices/invoices-table';

export const metadata: Metadata = { title: 'Orders' };

export default areaListPage<BillingExtra>(orderArea, {
  title: 'Orders',
  description:
    'Sales orders from bookshops, wholesalers, libraries and readers: confirmed, shipped, invoiced.',
  Table: BillingTable,
  load: async () => ({ canInvoiceOrders: meetsGuard(await getCurrentUser(), invoiceArea.rights.create) }),
});
