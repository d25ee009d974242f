import { choiceLabel, type Choice } from '@/lib/contract/choices';
import type { CsvValue } from '@/lib/contract/csv';
import { formatDay, toMajor } from '@/lib/format';
import type { CellKind } from './field';

/** What printing a value needs to know of its field. */
export interface ValueKind {
  cell: CellKind;
  choice?: Choice;
}

/** A linked record by its name or title, as History and spreadsheets name it. */
export function refName(value: object): string | undefined {
  const named = value as { name?: unknown; title?: unknown };
  if (typeof named.name === 'string') return named.name;
  return typeof named.title === 'string' ? named.title : undefined;
}

/**
 * A value as a spreadsheet cell: labels for codes, days as YYYY-MM-DD, lists joined with "; ", money in
 * major units of its currency (cents where the currency is not known).
 */
export function csvValue(field: ValueKind, value: unknown, currency?: string): CsvValue {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value))
    return value.map((entry) => String(csvValue(field, entry, currency) ?? '')).join('; ');
  if (field.choice && typeof value === 'string') return choiceLabel(field.choice, value);
  if (field.cell === 'money' && typeof value === 'number')
    return currency ? toMajor(value, currency) : value / 100;
  if (typeof value === 'object' && refName(value) !== undefined) return refName(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** A value as History and the record's page print it. */
export function displayValue(field: ValueKind, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field.cell === 'date' && typeof value === 'string') return formatDay(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const cell = csvValue(field, value);
  return cell === null || cell === '' ? '—' : String(cell);
}
