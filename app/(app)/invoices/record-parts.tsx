import { cache } from 'react';
import { Link } from '@/components/ui/link';

import { convertedFacts } from '@/components/detail-page/converted-amount';
import type { DetailTab } from '@/components/detail-page/detail-tabs';
import { RelatedTable } from '@/components/detail-page/related-table';
import type { Row } from '@/lib/area/view';
import { invoiceArea, invoiceLinesOf, type Invoice } from '@/lib/areas/invoices';
import type { CurrentUser } from '@/lib/contract/auth';
import { formatDay, formatMoney } from '@/lib/format';
import { meetsGuard } from '@/lib/rights';
import { InvoiceActions } from './invoice-actions';

/*
 * What the invoice's record page adds to the shared one: the facts under its number, its actions, and
 * the Payments, Credit notes and Orders tabs.
 */

const readInvoice = cache((row: Row): Invoice => invoiceArea.detailSchema.parse(row));

const owed = (invoice: Invoice) => invoice.totalAmount - invoice.creditedAmount - invoice.paidAmount;

export function invoiceFacts(row: Row) {
  const invoice = readInvoice(row);
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  return [
    invoice.customerName,
    ...convertedFacts({
      label: 'Total',
      amount: invoice.totalAmount,
      currency: invoice.currency,
      inEuros: invoice.totalInEuros,
      rate: invoice.rateUsed,
      day: invoice.issueDate ?? invoice.createdDate.slice(0, 10),
    }),
    `VAT ${money(invoice.vatAmount)}`,
    invoice.issueDate ? `Issued ${formatDay(invoice.issueDate)}, due ${formatDay(invoice.dueDate)}` : null,
    invoice.status !== 'draft' ? `Owed ${money(owed(invoice))}` : null,
  ].filter(Boolean);
}

export function invoiceActions(row: Row, user: CurrentUser) {
  const invoice = readInvoice(row);
  if (!meetsGuard(user, invoiceArea.rights.update)) return null;
  return (
    <InvoiceActions
      key={invoice.version}
      invoiceId={invoice.invoiceId}
      status={invoice.status}
      version={invoice.version}
      owed={owed(invoice)}
      currency={invoice.currency}
      lines={invoiceLinesOf(invoice).map(({ lineId, description, quantity, creditedQuantity }) => ({
        lineId,
        description,
        quantity,
        creditedQuantity,
      }))}
    />
  );
}

export function invoiceTabs(row: Row): DetailTab[] {
  const invoice = readInvoice(row);
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  return [
    {
      value: 'payments',
      label: 'Payments',
      count: invoice.payments.length,
      content: (
        <RelatedTable
          caption={`Payments of ${invoice.title}`}
          rows={invoice.payments}
          rowKey={(payment) => payment.paymentId}
          empty="No payment recorded yet."
          columns={[
            { header: 'Received', cell: (payment) => formatDay(payment.paidOn) },
            { header: 'Reference', cell: (payment) => payment.reference ?? '—' },
            { header: 'Amount', cell: (payment) => money(payment.amount), align: 'end' },
          ]}
        />
      ),
    },
    {
      value: 'credit-notes',
      label: 'Credit notes',
      count: invoice.creditNotes.length,
      content: (
        <RelatedTable
          caption={`Credit notes of ${invoice.title}`}
          rows={invoice.creditNotes}
          rowKey={(note) => note.creditNoteId}
          empty="Nothing credited."
          columns={[
            { header: 'Credit note', cell: (note) => note.number, className: 'font-mono' },
            { header: 'Made', cell: (note) => formatDay(note.issueDate) },
            { header: 'Reason', cell: (note) => note.reason },
            { header: 'Total', cell: (note) => money(note.totalAmount), align: 'end' },
          ]}
        />
      ),
    },
    {
      value: 'orders',
      label: 'Orders',
      count: invoice.orders.length,
      content: (
        <RelatedTable
          caption={`Orders billed by ${invoice.title}`}
          rows={invoice.orders}
          rowKey={(order) => order.orderId}
          empty="Invoiced by hand."
          columns={[
            {
              header: 'Order',
              cell: (order) => (
                <Link className="hover:underline" href={`/orders/manage/${order.orderId}`}>
                  {order.orderNumber}
                </Link>
              ),
            },
          ]}
        />
      ),
    },
  ];
}
