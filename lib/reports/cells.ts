import type { ReportCell, ReportColumn, ReportFigure, ReportRow } from '@/lib/contract/reports';
import { DASH, formatDays, formatMoney, formatNumber, formatPercent, toMajor } from '@/lib/format';

/*
 * A report's cell, as the page shows it and as the files carry it: money in the major units of its
 * currency (the API answers minor units), counts and days as numbers, the rest as text.
 */

/** The currency of a money cell: the column's own, or the row's. */
export function cellCurrency(
  column: Pick<ReportColumn, 'currency' | 'currencyKey'>,
  row: ReportRow,
): string | null {
  if (column.currency) return column.currency;
  const value = column.currencyKey ? row[column.currencyKey] : null;
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The value for a file: a number where the column is numeric (money in major units), else text. */
export function cellValue(column: ReportColumn, row: ReportRow): string | number | null {
  const value: ReportCell = row[column.key] ?? null;
  if (value === null) return null;
  if (column.kind === 'money') {
    const currency = cellCurrency(column, row);
    return typeof value === 'number' && currency ? toMajor(value, currency) : null;
  }
  if (column.kind === 'rate') return Number(value);
  return value;
}

/** The text of a cell on the page. */
export function cellText(column: ReportColumn, row: ReportRow): string {
  const value: ReportCell = row[column.key] ?? null;
  if (value === null || value === '') return DASH;
  switch (column.kind) {
    case 'money':
      return typeof value === 'number' ? formatMoney(value, cellCurrency(column, row)) : DASH;
    case 'count':
      return formatNumber(Number(value));
    case 'percent':
      return formatPercent(Number(value));
    case 'rate':
      return formatPercent(Number(value), 2, false);
    case 'days':
      return formatDays(Number(value));
    default:
      return String(value);
  }
}

/** A headline figure's value or its previous one, as text. */
export function figureText(figure: ReportFigure, value: number | null): string {
  return cellText(
    { key: 'v', label: figure.label, kind: figure.kind, currency: figure.currency },
    { v: value },
  );
}

/** The change from the previous period, in percent, one decimal; null when there is nothing to compare. */
export function figureChange(figure: ReportFigure): number | null {
  if (figure.previous === null || figure.value === null) return null;
  if (figure.previous === 0) return figure.value === 0 ? 0 : null;
  return Math.round(((figure.value - figure.previous) / Math.abs(figure.previous)) * 1000) / 10;
}
