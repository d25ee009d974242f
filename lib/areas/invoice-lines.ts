import { z } from 'zod';
import { TAX_CLASSES, VAT_RULES } from '@/lib/contract/enums';
import { requiredDate, requiredText, optionalText, versionSchema } from '@/lib/contract/resource';
import { recordId } from '@/lib/contract/safe-input';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, MAX_UNIT_PRICE } from './order-lines';

/*
 * An invoice's lines and the requests of its own routes: issuing, payments, credit notes, invoicing
 * orders. A line's VAT is the API's to work out (lib/finance/vat.ts) from the customer and its class.
 */

export const invoiceLineRow = z.object({
  description: requiredText(300, 'Describe what is invoiced'),
  /** The publication billed, when the line is one. */
  publicationId: recordId('Choose the publication').nullable(),
  quantity: z
    .number({ error: 'Enter the quantity' })
    .int('Enter a whole number')
    .min(1, 'Enter at least one')
    .max(MAX_LINE_QUANTITY, 'Enter a smaller quantity'),
  unitPrice: z
    .number({ error: 'Enter the unit price' })
    .int('Enter the price in minor units (cents)')
    .min(0, 'Enter a price from 0')
    .max(MAX_UNIT_PRICE, 'Enter a smaller price'),
  discountPercent: z
    .number({ error: 'Enter the discount' })
    .min(0, 'Enter a discount from 0 to 100%')
    .max(100, 'Enter a discount from 0 to 100%'),
  taxClass: z.enum(TAX_CLASSES, { error: 'Choose the tax class' }),
});

export const invoiceLineShown = invoiceLineRow.extend({
  lineId: z.number().int(),
  netAmount: z.number().int(),
  vatRule: z.enum(VAT_RULES),
  vatRate: z.number(),
  vatAmount: z.number().int(),
  /** Of the quantity, how much credit notes have reversed. */
  creditedQuantity: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineShown>;

export const MAX_INVOICE_LINES = MAX_ORDER_LINES;

export const issueRequestSchema = z.object({ version: versionSchema });

export const paymentRequestSchema = z.object({
  amount: z
    .number({ error: 'Enter the amount received' })
    .int('Enter the amount in minor units (cents)')
    .min(1, 'Enter an amount above zero')
    .max(1_000_000_000_00, 'Enter a smaller amount'),
  paidOn: requiredDate('Enter the day it was received'),
  reference: optionalText(100),
  version: versionSchema,
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

export const creditNoteRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        lineId: recordId('Choose the line'),
        quantity: z
          .number({ error: 'Enter the quantity credited' })
          .int('Enter a whole number')
          .min(1, 'Enter at least one')
          .max(MAX_LINE_QUANTITY, 'Enter a smaller quantity'),
      }),
      { error: 'Give the lines credited' },
    )
    .min(1, 'Give at least one line')
    .max(MAX_INVOICE_LINES, `At most ${MAX_INVOICE_LINES} lines`),
  reason: requiredText(300, 'Say why it is credited'),
  version: versionSchema,
});
export type CreditNoteRequest = z.infer<typeof creditNoteRequestSchema>;

export const invoiceOrdersRequestSchema = z.object({
  orderIds: z
    .array(recordId('Choose the orders'), { error: 'Choose the orders' })
    .min(1, 'Choose at least one shipped order')
    .max(50, 'At most 50 orders on one invoice'),
});
export type InvoiceOrdersRequest = z.infer<typeof invoiceOrdersRequestSchema>;

/** A shipped order no invoice bills yet, as the "Invoice shipped orders" dialog lists it. */
export const billableOrderSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  customerName: z.string(),
  currency: z.string(),
  orderDate: z.string(),
  /** Copies kept at their net price, in the currency's minor units. */
  netSales: z.number().int(),
});
export type BillableOrder = z.infer<typeof billableOrderSchema>;
