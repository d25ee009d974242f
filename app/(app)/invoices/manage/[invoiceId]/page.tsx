import type { Metadata } from 'next';

import { areaRecordPage } from '@/components/area/area-record-page';
import { invoiceArea } from '@/lib/areas/invoices';
import { InvoiceForm } from '../../form';
import { invoiceActions, invoiceFacts, invoiceTabs } from '../../record-parts';

export const metadata: Metadata = { title: 'Invoice' };

export default areaRecordPage(invoiceArea, {
  Form: InvoiceForm,
  statusField: 'status',
  newNote: 'A new invoice is a draft: it is numbered when issued, and never changes after.',
  facts: invoiceFacts,
  actions: invoiceActions,
  tabs: invoiceTabs,
});
