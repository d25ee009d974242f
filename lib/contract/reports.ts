import { z } from 'zod';
import { EXPENSE_CATEGORIES, ORDER_CHANNELS, PUBLICATION_FORMATS } from './enums';
import { recordIdText, safeText } from './safe-input';
import { isIsoDate } from './storable';
import { REPORT_NAMES } from '@/lib/reports/period';

/*
 * The reports (sales, expenses, commissionings, contracts, logins, the accountant's tax pack) as the API
 * answers them: every report is a period, the previous period of the same length, headline figures with
 * their previous values, and tables whose rows, totals and charts are all worked out in SQL. The pages,
 * the CSV and the XLSX files are drawn from the same tables.
 */

export { REPORT_NAMES, type ReportName } from '@/lib/reports/period';

const day = (label: string) =>
  safeText()
    .refine(isIsoDate, `${label}: please enter a date as YYYY-MM-DD`)
    .optional()
    .meta({ description: `${label}, YYYY-MM-DD (UTC)` });

/** The period and the dimensions a report may be narrowed to; each report reads those that fit it. */
const reportFilters = z.object({
  from: day('First day'),
  to: day('Last day'),
  channel: z.enum(ORDER_CHANNELS).optional().meta({ description: 'Sales channel (sales)' }),
  format: z.enum(PUBLICATION_FORMATS).optional().meta({ description: 'Publication format (sales)' }),
  country: safeText()
    .regex(/^[A-Z]{2}$/, 'Expected a country code such as NL')
    .optional()
    .meta({ description: 'Customer country (sales, tax)' }),
  category: z.enum(EXPENSE_CATEGORIES).optional().meta({ description: 'Expense category (expenses)' }),
  editorId: recordIdText().optional().meta({ description: 'Commissioning editor (commissionings)' }),
  userId: recordIdText().optional().meta({ description: 'User (logins)' }),
});

const TEN_YEARS_MS = 10 * 366 * 86_400_000;

function periodChecked<S extends z.ZodObject>(schema: S) {
  return schema
    .refine((query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to, {
      message: 'The last day should not be before the first day',
      path: ['to'],
    })
    .refine(
      (query: { from?: string; to?: string }) =>
        !query.from || !query.to || Date.parse(query.to) - Date.parse(query.from) <= TEN_YEARS_MS,
      { message: 'A report covers at most ten years', path: ['to'] },
    );
}

export const reportQuerySchema = periodChecked(reportFilters);
export type ReportQuery = z.infer<typeof reportFilters>;

export const REPORT_FILE_KINDS = ['csv', 'xlsx'] as const;
export type ReportFileKind = (typeof REPORT_FILE_KINDS)[number];

export const reportExportQuerySchema = periodChecked(
  reportFilters.extend({
    as: z.enum(REPORT_FILE_KINDS).optional().meta({ description: 'csv (one table) or xlsx (every table)' }),
    table: safeText()
      .regex(/^[a-z][a-z0-9-]{0,39}$/, 'Expected a table id such as by-month')
      .optional()
      .meta({ description: 'The table of a CSV file; the first when not given' }),
  }),
);
export type ReportExportQuery = ReportQuery & { as?: ReportFileKind; table?: string };

export const REPORT_VALUE_KINDS = ['text', 'date', 'count', 'money', 'percent', 'days', 'rate'] as const;

export const reportColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(REPORT_VALUE_KINDS),
  /** The currency of a money column: fixed (EUR), or read from another column of the row. */
  currency: z.string().optional(),
  currencyKey: z.string().optional(),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportCellSchema = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof reportCellSchema>;
export type ReportRow = Record<string, ReportCell>;

export const reportTableSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  columns: z.array(reportColumnSchema),
  rows: z.array(z.record(z.string(), reportCellSchema)),
  /** The table's totals row, from the same statement (a grouping set); null when totals mean nothing. */
  total: z.record(z.string(), reportCellSchema).nullable(),
  /** A chart of the table: one bar or point per row, the label column against the value columns. */
  chart: z
    .object({ kind: z.enum(['bar', 'line']), label: z.string(), values: z.array(z.string()).min(1) })
    .nullable(),
  /** Shown when the table has no rows. */
  empty: z.string(),
});
export type ReportTable = z.infer<typeof reportTableSchema>;

export const reportFigureSchema = z.object({
  label: z.string(),
  kind: z.enum(REPORT_VALUE_KINDS),
  currency: z.string().optional(),
  value: z.number().nullable(),
  /** The same figure over the previous period of the same length; null when it has no meaning. */
  previous: z.number().nullable(),
});
export type ReportFigure = z.infer<typeof reportFigureSchema>;

export const reportSchema = z
  .object({
    name: z.enum(REPORT_NAMES),
    title: z.string(),
    from: z.string(),
    to: z.string(),
    previousFrom: z.string(),
    previousTo: z.string(),
    figures: z.array(reportFigureSchema),
    tables: z.array(reportTableSchema),
    notes: z.array(z.string()),
  })
  .meta({ id: 'Report' });
export type Report = z.infer<typeof reportSchema>;
