import { csvDocument, type CsvValue } from '@/lib/contract/csv';

/** A spreadsheet cell as its CSV text: days as YYYY-MM-DD, yes and no for ticks. */
function cellText(value: unknown): CsvValue {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return value;
  return null;
}

/**
 * The first sheet of an Excel workbook (.xlsx) as CSV, read in the browser, so that the API takes one
 * format. The reader is loaded only when such a file is chosen, and stays out of the page's first load.
 */
export async function readSpreadsheet(file: File): Promise<string> {
  const { readSheet } = await import('read-excel-file/browser');
  const rows = await readSheet(file);
  return csvDocument(rows.map((row) => row.map(cellText)));
}
