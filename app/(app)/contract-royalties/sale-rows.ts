import { isRecord, okOf } from '@/lib/bff/parser';
import type { RoyaltySaleRow } from '@/lib/contract/royalty-runs';

/*
 * The order lines behind a statement's figure, as the browser checks them: by hand rather than with
 * the contract's zod schema, which stays on the server (architecture: what the browser loads).
 */

const isText = (value: unknown): value is string => typeof value === 'string';
const isWhole = (value: unknown): value is number => Number.isInteger(value);

function isSaleRow(value: unknown): value is RoyaltySaleRow {
  return (
    isRecord(value) &&
    [value.orderLineId, value.orderId, value.units, value.unitPrice, value.netAmount].every(isWhole) &&
    [
      value.orderNumber,
      value.orderDate,
      value.customerName,
      value.format,
      value.channel,
      value.currency,
    ].every(isText) &&
    (value.territory === null || isText(value.territory)) &&
    typeof value.discountPercent === 'number'
  );
}

export const saleRowsAnswer = okOf(
  (value): value is RoyaltySaleRow[] => Array.isArray(value) && value.every(isSaleRow),
);
