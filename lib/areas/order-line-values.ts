import { PUBLICATION_FORMAT, choiceLabel } from '@/lib/contract/choices';

/*
 * What an order's screens and its API both work out about a line, without zod (the browser loads this).
 */

/** The net price of a line, rounded half up to the minor unit, as the order's totals count it. */
export function lineNetAmount(line: {
  quantity: number;
  unitPrice: number;
  discountPercent: number;
}): number {
  return Math.round(
    (line.quantity * line.unitPrice * (10_000 - Math.round(line.discountPercent * 100))) / 10_000,
  );
}

/** A line's publication as the screens name it: the title and its format. */
export const lineName = (title: string, format: string) =>
  `${title} (${choiceLabel(PUBLICATION_FORMAT, format)})`;

/** The net price of a line a form is editing, once its figures are typed in; null until then. */
export function typedNetAmount(row: {
  quantity: unknown;
  unitPrice: unknown;
  discountPercent: unknown;
}): number | null {
  const { quantity, unitPrice, discountPercent } = row;
  return typeof quantity === 'number' && typeof unitPrice === 'number' && typeof discountPercent === 'number'
    ? lineNetAmount({ quantity, unitPrice, discountPercent })
    : null;
}
