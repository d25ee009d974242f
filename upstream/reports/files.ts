import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/node';
import { CSV_BOM, csvLine } from '@/lib/contract/csv';
import type { Report, ReportColumn, ReportRow, ReportTable } from '@/lib/contract/reports';
import { cellValue } from '@/lib/reports/cells';

/*
 * A report as files: one table as CSV, or the whole report as an XLSX workbook with a sheet of the
 * headline figures and one sheet per table (the accountant's pack). Both carry exactly the rows and
 * totals the API answered; money is in the major units of its currency, which the headers name.
 */

function header(column: ReportColumn): string {
  if (column.kind !== 'money' || !column.currency || column.label.includes(`(${column.currency})`))
    return column.label;
  return `${column.label} (${column.currency})`;
}

function lines(table: ReportTable): (string | number | null)[][] {
  const rows = table.rows.map((row) => table.columns.map((column) => cellValue(column, row)));
  if (table.total) {
    const total: ReportRow = table.total;
    rows.push(table.columns.map((column, index) => (index === 0 ? 'Total' : cellValue(column, total))));
  }
  return rows;
}

export function reportCsv(
  report: Report,
  tableId: string | undefined,
): { name: string; body: string } | null {
  const table = tableId ? report.tables.find((candidate) => candidate.id === tableId) : report.tables[0];
  if (!table) return null;
  const body = [table.columns.map(header), ...lines(table)].map((values) => csvLine(values)).join('');
  return { name: `${fileBase(report)}-${table.id}.csv`, body: CSV_BOM + body };
}

export const fileBase = (report: Report) => `${report.name}-report-${report.from}-to-${report.to}`;

const cell = (value: string | number | null, bold = false): Cell =>
  value === null
    ? null
    : typeof value === 'number'
      ? { value, type: Number, ...(bold ? { fontWeight: 'bold' as const } : {}) }
      : { value, type: String, ...(bold ? { fontWeight: 'bold' as const } : {}) };

/** Sheet names: at most 31 characters, cut at a word, none of []:*?/\\, each once. */
function sheetName(title: string, taken: Set<string>): string {
  const clean = title
    .replace(/[[\]:*?/\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = clean.length <= 28 ? clean : clean.slice(0, 29).replace(/\s+\S*$/, '');
  const base = cut.replace(/[\s,;-]+$/, '');
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base} ${n}`;
  taken.add(name);
  return name;
}

export async function reportXlsx(report: Report): Promise<{ name: string; body: Buffer }> {
  const taken = new Set<string>();
  const summary: { sheet: string; data: SheetData } = {
    sheet: sheetName('Summary', taken),
    data: [
      [cell(report.title, true)],
      [cell('Period'), cell(`${report.from} to ${report.to}`)],
      [cell('Previous period'), cell(`${report.previousFrom} to ${report.previousTo}`)],
      [],
      [cell('Figure', true), cell('This period', true), cell('Previous period', true)],
      ...report.figures.map((figure) => {
        const column: ReportColumn = {
          key: 'v',
          label: figure.label,
          kind: figure.kind,
          currency: figure.currency,
        };
        return [
          cell(header(column)),
          cell(cellValue(column, { v: figure.value })),
          cell(cellValue(column, { v: figure.previous })),
        ];
      }),
      ...report.notes.map((note) => [cell(note)]),
    ],
  };
  const sheets: { sheet: string; data: SheetData }[] = report.tables.map((table) => ({
    sheet: sheetName(table.title, taken),
    data: [
      table.columns.map((column) => cell(header(column), true)),
      ...lines(table).map((values, index, all) =>
        values.map((value) => cell(value, Boolean(table.total) && index === all.length - 1)),
      ),
    ],
  }));
  const body = await writeXlsxFile([summary, ...sheets]).toBuffer();
  return { name: `${fileBase(report)}.xlsx`, body };
}
