import type { Invoice } from '@/lib/areas/invoices';
import { invoiceLinesOf } from '@/lib/areas/invoices';
import { VAT_RULE, choiceLabel } from '@/lib/contract/choices';
import { formatDay, formatMoney, formatPercent } from '@/lib/format';
import { FIRM } from '@/lib/royalties/statement-layout';
import { FIRM_VAT_NUMBER } from './vat';

/*
 * An invoice as the firm sends it, as text: the printable page and the PDF draw the same rows, so what
 * the customer prints and what they are emailed never differ.
 */

export const INVOICE_COLUMNS = [
  'Description',
  'Qty',
  'Unit price',
  'Disc.',
  'Net',
  'VAT',
  'VAT amount',
] as const;

export interface InvoiceLayout {
  title: string;
  firm: string[];
  customer: string[];
  facts: [string, string][];
  rows: string[][];
  totals: [string, string][];
  notes: string[];
}

export function invoiceLayout(invoice: Invoice): InvoiceLayout {
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const lines = invoiceLinesOf(invoice);
  const reverseCharged = lines.some((line) => line.vatRule === 'reverse_charge');
  const owed = invoice.totalAmount - invoice.creditedAmount - invoice.paidAmount;
  return {
    title: invoice.status === 'draft' ? 'Draft invoice' : `Invoice ${invoice.title}`,
    firm: [FIRM.name, ...FIRM.address, `VAT ${FIRM_VAT_NUMBER}`],
    customer: [
      invoice.customerName,
      ...(invoice.customerAddress ?? '').split(/\n|, /).filter(Boolean),
      ...(invoice.customerVatNumber ? [`VAT ${invoice.customerVatNumber}`] : []),
    ],
    facts: [
      ['Invoice', invoice.status === 'draft' ? 'Draft, not yet issued' : invoice.title],
      ['Issued', invoice.issueDate ? formatDay(invoice.issueDate) : '—'],
      ['Due', invoice.dueDate ? formatDay(invoice.dueDate) : '—'],
      ['Currency', invoice.currency],
    ],
    rows: lines.map((line) => [
      line.description,
      String(line.quantity),
      money(line.unitPrice),
      line.discountPercent > 0 ? formatPercent(line.discountPercent) : '',
      money(line.netAmount),
      line.vatRule === 'reverse_charge' ? 'RC' : formatPercent(line.vatRate),
      money(line.vatAmount),
    ]),
    totals: [
      ['Net', money(invoice.netAmount)],
      ['VAT', money(invoice.vatAmount)],
      ['Total', money(invoice.totalAmount)],
      ...(invoice.creditedAmount > 0
        ? ([['Credited', `−${money(invoice.creditedAmount)}`]] as [string, string][])
        : []),
      ...(invoice.paidAmount > 0 ? ([['Paid', `−${money(invoice.paidAmount)}`]] as [string, string][]) : []),
      ['Amount due', money(owed)],
    ],
    notes: [
      ...(reverseCharged
        ? [
            `${choiceLabel(VAT_RULE, 'reverse_charge')}: VAT is accounted for by the customer (Article 196, Directive 2006/112/EC).`,
          ]
        : []),
      ...(lines.some((line) => line.vatRule === 'outside_eu')
        ? ['Export outside the EU: no VAT charged.']
        : []),
      ...(invoice.notes ? [invoice.notes] : []),
    ],
  };
}

export const invoiceFileName = (invoice: Invoice) =>
  `invoice-${invoice.status === 'draft' ? `draft-${invoice.invoiceId}` : invoice.title}.pdf`;
