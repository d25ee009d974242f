import { z } from 'zod';
import { PUBLICATION_FORMATS } from '@/lib/contract/enums';
import { recordId } from '@/lib/contract/safe-input';
import { hasTwoDecimalsAtMost } from '@/lib/contract/storable';

/*
 * An order's lines and its returns, checked on their own. The lines are what royalty runs and sales
 * figures count, so once an order is confirmed they change only by returns.
 */

export const MAX_ORDER_LINES = 200;
export const MAX_LINE_QUANTITY = 1_000_000;
export const MAX_UNIT_PRICE = 10_000_000;

/** A line as the form sends it: which format of which title, how many, at what list price and discount. */
export const orderLineRow = z.object({
  publicationId: recordId('Choose the publication'),
  quantity: z
    .number({ error: 'Enter the quantity' })
    .int('Enter a whole number of copies')
    .min(1, 'Enter at least one copy')
    .max(MAX_LINE_QUANTITY, 'Enter fewer copies'),
  /** The list price of one copy, in minor units of the order's currency. */
  unitPrice: z
    .number({ error: 'Enter the unit list price' })
    .int('Enter the price in minor units (cents)')
    .min(0, 'Enter a price from 0')
    .max(MAX_UNIT_PRICE, 'Enter a smaller price'),
  discountPercent: z
    .number({ error: 'Enter the discount' })
    .refine(
      (value) => value >= 0 && value <= 100 && hasTwoDecimalsAtMost(value),
      'Enter a discount from 0 to 100%, with up to two decimals',
    ),
});
export type OrderLineInput = z.infer<typeof orderLineRow>;

/** A line as the API answers it: what the form sends, and what the order made of it. */
export const orderLineShown = orderLineRow.extend({
  lineId: z.number().int(),
  title: z.string(),
  format: z.enum(PUBLICATION_FORMATS),
  isbn: z.string(),
  /** Quantity × unit price less the discount, in minor units, rounded to the unit. */
  netAmount: z.number().int(),
  returnedQuantity: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineShown>;
