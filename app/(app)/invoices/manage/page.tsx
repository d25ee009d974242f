import type { Metadata } from 'next';

import { areaListPage } from '@/components/area/area-list-page';
import { invoiceArea } from '@/lib/areas/invoices';

export const metadata: Metadata = { title: 'Invoices' };

export default areaListPage(invoiceArea, {
  title: 'Invoices',
  description: 'Invoices numbered per year when issued, their payments, and credit notes that correct them.',
});
