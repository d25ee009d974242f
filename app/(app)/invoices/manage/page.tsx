import type { Metadata } from 'next';

import { areaListPage } from '@/components/area/area-list-page';
import { invoiceArea } from '@/lib/areas/invoices';
import { getCurrentUser } from '@/lib/auth/dal';
import { meetsGuard } from '@/lib/rights';
import { BillingTable, type BillingExtra } from '../invoices-table';

export const metadata: Metadata = { title: 'Invoices' };

export default areaListPage<BillingExtra>(invoiceArea, {
  title: 'Invoices',
  description: 'Invoices numbered per year when issued, their payments, and credit notes that correct them.',
  Table: BillingTable,
  load: async () => ({ canInvoiceOrders: meetsGuard(await getCurrentUser(), invoiceArea.rights.create) }),
});
