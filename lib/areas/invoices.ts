import { z } from 'zod';
import { rateUsedSchema } from '@/lib/contract/exchange-rates';
import { defineArea } from '@/lib/area/define-area';
import { field } from '@/lib/area/field';
import { INVOICE_STATUS } from '@/lib/contract/choices';
import { INVOICE_STATUSES } from '@/lib/contract/enums';

import { AREA_RIGHTS } from '@/lib/rights';
import { countryCodeInput, currencyCodeInput } from './codes';
import { MAX_INVOICE_LINES, invoiceLineRow, invoiceLineShown, type InvoiceLine } from './invoice-lines';

const customer = { group: 'Customer' } as const;
const amount = (label: string) =>
  field.computed(label, z.number(), 'money', { currencyField: 'currency', column: { hidden: true } });

/**
 * Invoices (Financial → Invoices): made from shipped orders or by hand, changed only as drafts, then
 * issued with the next number of the year, paid in one or more payments, and corrected only by credit
 * notes. Each line's VAT follows the customer's country and VAT number and the line's tax class.
 */
export const invoiceArea = defineArea({
  path: 'invoices',
  idParam: 'invoiceId',
  noun: { one: 'invoice', many: 'invoices' },
  schemaName: 'Invoice',
  href: '/invoices/manage',
  rights: AREA_RIGHTS.invoices,
  titleField: 'title',
  fields: {
    /** The number once issued (2026-000123), "Draft n" before. */
    title: field.computed('Invoice', z.string(), 'mono', { column: true, search: true }),
    status: field.computed('Status', z.enum(INVOICE_STATUSES), 'enum', {
      choice: INVOICE_STATUS,
      column: true,
      filter: true,
      audit: true,
    }),
    customerName: field.requiredText('Customer', 200, 'Please enter the customer’s name', {
      column: { sort: true },
      search: true,
      form: customer,
    }),
    customerAddress: field.longText('Address', 500, { form: { ...customer, rows: 3 } }),
    customerEmail: field.email('Email', {
      form: { ...customer, description: 'Where “Email invoice” sends it.' },
    }),
    customerCountry: field.text('Country', 2, {
      input: countryCodeInput,
      column: { hidden: true },
      form: {
        ...customer,
        placeholder: 'NL',
        description: 'With the VAT number, it decides each line’s VAT.',
      },
    }),
    customerVatNumber: field.text('VAT number', 30, {
      form: {
        ...customer,
        placeholder: 'DE123456789',
        description: 'A business customer’s; empty for a consumer.',
      },
    }),
    currency: field.requiredText('Currency', 3, 'Enter the currency of the invoice', {
      input: currencyCodeInput('Enter the currency of the invoice'),
      column: { hidden: true },
      form: { placeholder: 'EUR' },
    }),
    paymentDays: field.integer(
      'Payment days',
      { min: 0, max: 365, message: 'Enter the days to pay, from 0 to 365' },
      { form: { description: 'From the day of issue to the due date.', placeholder: '30' } },
    ),
    lines: field.rows(
      'Lines',
      invoiceLineRow,
      { max: MAX_INVOICE_LINES, message: `At most ${MAX_INVOICE_LINES} lines` },
      { audit: false, output: invoiceLineShown },
    ),
    issueDate: field.computed('Issued', z.string().nullable(), 'date', {
      column: { sort: true },
      audit: true,
    }),
    dueDate: field.computed('Due', z.string().nullable(), 'date', { column: { sort: true } }),
    netAmount: amount('Net'),
    vatAmount: amount('VAT'),
    totalAmount: field.computed('Total', z.number(), 'money', {
      currencyField: 'currency',
      column: { sort: true },
      audit: true,
    }),
    paidAmount: field.computed('Paid', z.number(), 'money', {
      currencyField: 'currency',
      column: true,
      audit: true,
    }),
    creditedAmount: field.computed('Credited', z.number(), 'money', {
      currencyField: 'currency',
      column: { hidden: true },
      audit: true,
    }),
    /** The total in euros at the rate of the day of issue (a draft's day for a draft), and that rate. */
    totalInEuros: field.computed('Total in euros', z.number().int().nullable(), 'number'),
    rateUsed: field.computed('Rate used', rateUsedSchema.nullable(), 'text'),
    notes: field.longText('Notes', 2000, { form: { rows: 3, description: 'Printed on the invoice.' } }),
  },
  list: { defaultSort: '-issueDate', searchHint: 'numbers and customers' },
  recordActions: ['issue', 'payments', 'credit-notes', 'email', 'print-link'],
  extraReads: ['billable-orders'],
  related: {
    orders: z.array(z.object({ orderId: z.number().int(), orderNumber: z.string() })),
    payments: z.array(
      z.object({
        paymentId: z.number().int(),
        amount: z.number(),
        paidOn: z.string(),
        reference: z.string().nullable(),
      }),
    ),
    creditNotes: z.array(
      z.object({
        creditNoteId: z.number().int(),
        number: z.string(),
        issueDate: z.string(),
        reason: z.string(),
        totalAmount: z.number(),
      }),
    ),
  },
});
export type Invoice = z.infer<typeof invoiceArea.detailSchema>;

/** The lines as the API answers them (`invoiceLineShown`); the rows field is typed by what the form sends. */
export const invoiceLinesOf = (invoice: Pick<Invoice, 'lines'>) => invoice.lines as InvoiceLine[];
