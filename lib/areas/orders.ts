import { z } from 'zod';
import { rateUsedSchema } from '@/lib/contract/exchange-rates';
import { defineArea } from '@/lib/area/define-area';
import { field } from '@/lib/area/field';
import { ORDER_CHANNEL, ORDER_STATUS, PAYMENT_TERM } from '@/lib/contract/choices';
import { ORDER_STATUSES } from '@/lib/contract/enums';
import { optionalText, requiredDate, versionSchema } from '@/lib/contract/resource';
import { recordId, safeText } from '@/lib/contract/safe-input';
import { MAX_RECORD_ID } from '@/lib/contract/storable';
import { publicationRef } from './refs';
import { AREA_RIGHTS } from '@/lib/rights';
import { countryCodeInput, currencyCodeInput } from './codes';
import { ORDER_MOVES } from './order-workflow';
import {
  MAX_ORDER_LINES,
  MAX_LINE_QUANTITY,
  orderLineRow,
  orderLineShown,
  type OrderLine,
} from './order-lines';

const customer = { group: 'Customer' } as const;
const addresses = { group: 'Addresses' } as const;

/**
 * Sales orders (Financial → Orders): a customer buying formats of the firm's titles through a channel,
 * in a currency and on payment terms, delivered and billed to addresses. The life moves by its own
 * route (`order-workflow.ts`); copies that come back are recorded as returns against the lines.
 */
export const orderArea = defineArea({
  path: 'orders',
  idParam: 'orderId',
  noun: { one: 'order', many: 'orders' },
  schemaName: 'Order',
  href: '/orders/manage',
  rights: AREA_RIGHTS.orders,
  titleField: 'orderNumber',
  fields: {
    orderNumber: field.computed('Order', z.string(), 'mono', {
      column: { sort: true },
      search: true,
    }),
    status: field.computed('Status', z.enum(ORDER_STATUSES), 'enum', {
      choice: ORDER_STATUS,
      column: true,
      filter: true,
      audit: true,
    }),
    customerName: field.requiredText('Customer', 200, 'Please enter the customer’s name', {
      column: { sort: true },
      search: true,
      form: { ...customer, description: 'The trade account or the person, as the invoice names them.' },
    }),
    contactId: field.integer(
      'Customer account',
      { min: 1, max: MAX_RECORD_ID, message: 'Choose a contact' },
      { audit: true, form: { ...customer, description: 'The contact the customer is kept as, if any.' } },
    ),
    customerEmail: field.email('Email', { form: customer }),
    customerCountry: field.text('Country', 2, {
      input: countryCodeInput,
      column: { hidden: true },
      form: { ...customer, placeholder: 'GB', description: 'Of the delivery address; it decides the VAT.' },
    }),
    customerReference: field.text('Customer’s reference', 60, {
      search: true,
      form: { ...customer, placeholder: 'PO-12345' },
    }),
    channel: field.one('Channel', ORDER_CHANNEL, 'Choose the sales channel', { column: true, filter: true }),
    orderDate: field.requiredDate('Order date', 'Please enter the day of the order', {
      column: { sort: true },
    }),
    currency: field.requiredText('Currency', 3, 'Enter the currency of the order', {
      input: currencyCodeInput('Enter the currency of the order'),
      column: { hidden: true },
      form: { placeholder: 'EUR' },
    }),
    paymentTerms: field.one('Payment terms', PAYMENT_TERM, 'Choose the payment terms', {
      column: { hidden: true },
      filter: true,
    }),
    lines: field.rows(
      'Lines',
      orderLineRow,
      { max: MAX_ORDER_LINES, message: `At most ${MAX_ORDER_LINES} lines` },
      // History names titles only; a change of quantities or prices shows as the net's change.
      { audit: false, output: orderLineShown },
    ),
    netSales: field.computed('Net', z.number(), 'money', {
      currencyField: 'currency',
      column: { sort: true },
      audit: true,
    }),
    copiesReturned: field.computed('Copies returned', z.number().int(), 'number', {
      column: { hidden: true },
      audit: true,
    }),
    shippingAddress: field.longText('Shipping address', 500, { form: { ...addresses, rows: 3 } }),
    billingAddress: field.longText('Billing address', 500, {
      form: { ...addresses, rows: 3, description: 'Empty: the shipping address.' },
    }),
    /** The net in euros at the rate of the order's day, and that rate (null for an order in euros). */
    netInEuros: field.computed('Net in euros', z.number().int().nullable(), 'number'),
    rateUsed: field.computed('Rate used', rateUsedSchema.nullable(), 'text'),
    cancelReason: field.computed('Reason for cancelling', z.string().nullable(), 'text', { audit: true }),
    notes: field.longText('Notes', 5000, { form: { rows: 3 } }),
  },
  list: { defaultSort: '-orderDate', searchHint: 'order numbers, customers and references' },
  extraReads: ['publications', 'customers'],
  recordActions: ['status', 'returns'],
  related: {
    returns: z.array(
      z.object({
        returnId: z.number().int(),
        lineId: z.number().int(),
        title: z.string(),
        quantity: z.number().int(),
        returnDate: z.string(),
        reason: z.string().nullable(),
      }),
    ),
  },
  refine(values, context) {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    const seen = new Set<number>();
    values.lines.forEach((line, index) => {
      if (seen.has(line.publicationId))
        issue('lines', `Line ${index + 1} repeats a publication: add to the first line’s quantity instead`);
      seen.add(line.publicationId);
    });
  },
});
export type Order = z.infer<typeof orderArea.detailSchema>;

/** The lines as the API answers them (`orderLineShown`); the rows field is typed by what the form sends. */
export const linesOf = (order: Pick<Order, 'lines'>) => order.lines as OrderLine[];

export const orderStatusRequestSchema = z
  .object({
    status: z.enum(ORDER_MOVES, { error: 'Choose confirmed, shipped or cancelled' }),
    /** Why the order is cancelled: required for a cancellation, refused otherwise. */
    reason: safeText().trim().max(500, 'At most 500 characters').optional(),
    version: versionSchema,
  })
  .superRefine((request, context) => {
    if (request.status === 'cancelled' && !request.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the order is cancelled' });
  });
export type OrderStatusRequest = z.infer<typeof orderStatusRequestSchema>;

/** Copies that came back against lines of the order, on a day. */
export const orderReturnRequestSchema = z.object({
  returnDate: requiredDate('Enter the day the copies came back'),
  lines: z
    .array(
      z.object({
        lineId: recordId('Choose the line'),
        quantity: z
          .number({ error: 'Enter the copies returned' })
          .int('Enter a whole number of copies')
          .min(1, 'Enter at least one copy')
          .max(MAX_LINE_QUANTITY, 'Enter fewer copies'),
      }),
      { error: 'Give the lines returned' },
    )
    .min(1, 'Give at least one line')
    .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} lines`),
  reason: optionalText(500),
  version: versionSchema,
});
export type OrderReturnRequest = z.infer<typeof orderReturnRequestSchema>;

/** A publication an order line can name, with its list price in the order's currency when it has one. */
export const orderableSchema = publicationRef.extend({ listPrice: z.number().int().nullable() });
export type Orderable = z.infer<typeof orderableSchema>;

/** A contact an order can be kept under, with what the order copies from it. */
export const customerAccountSchema = z.object({
  contactId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  country: z.string().nullable(),
  address: z.string().nullable(),
});
export type CustomerAccount = z.infer<typeof customerAccountSchema>;
