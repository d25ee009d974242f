import { sql, type SQL } from 'drizzle-orm';
import type {
  Report,
  ReportColumn,
  ReportFigure,
  ReportQuery,
  ReportRow,
  ReportTable,
} from '@/lib/contract/reports';
import { bucketOf, presetPeriod, previousPeriod, type Period } from '@/lib/reports/period';
import type { Db } from '../db/client';
import type { Grouped } from './grouped';

/** What a report's module answers; the period and the names come from the registry. */
export type ReportBody = Pick<Report, 'figures' | 'tables' | 'notes'>;

/** What every report's statements are built from: the period, the previous one, the filters. */
export interface ReportContext {
  db: Db;
  query: ReportQuery;
  period: Period;
  previous: Period;
  bucket: 'day' | 'month';
  /** Today, by the API's clock (YYYY-MM-DD). */
  today: string;
  /** The API's clock, for stays and absences that last until now. */
  now: string;
}

export function reportContext(db: Db, query: ReportQuery, now: Date): ReportContext {
  const today = now.toISOString().slice(0, 10);
  const fallback = presetPeriod('this-month', today);
  const period = { from: query.from ?? fallback.from, to: query.to ?? (query.from ? today : fallback.to) };
  if (period.to < period.from) period.to = period.from;
  return {
    db,
    query,
    period,
    previous: previousPeriod(period),
    bucket: bucketOf(period),
    today,
    now: now.toISOString(),
  };
}

/** Whether a day lies in the period or the previous one (what a source reads). */
export const inBothPeriods = (ctx: ReportContext, day: SQL): SQL =>
  sql`${day} between ${ctx.previous.from}::date and ${ctx.period.to}::date`;

/** Whether a day lies in the report's period (the source's `cur`). */
export const inPeriod = (ctx: ReportContext, day: SQL): SQL => sql`(${day} >= ${ctx.period.from}::date)`;

/** The start of a day as a moment (UTC), for timestamp columns and their indexes. */
export const startOf = (day: string): SQL => sql`${`${day}T00:00:00Z`}::timestamptz`;

/** Whether a moment lies in the period or the previous one. */
export const momentInBothPeriods = (ctx: ReportContext, at: SQL): SQL =>
  sql`${at} >= ${startOf(ctx.previous.from)} and ${at} < ${startOf(ctx.period.to)} + interval '1 day'`;

/** The day or month of a day in the period, as text; null for the previous period's rows. */
export function bucketSql(ctx: ReportContext, day: SQL): SQL {
  const format = ctx.bucket === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  return sql`case when ${inPeriod(ctx, day)} then to_char(${day}, ${format}) end`;
}

export const bucketLabel = (ctx: ReportContext) => (ctx.bucket === 'day' ? 'Day' : 'Month');

/** A column of a table. */
export const col = (
  key: string,
  label: string,
  kind: ReportColumn['kind'] = 'text',
  money?: { currency?: string; currencyKey?: string },
): ReportColumn => ({ key, label, kind, ...money });

export const eur = (key: string, label: string) => col(key, label, 'money', { currency: 'EUR' });

export function table(
  spec: Omit<ReportTable, 'total' | 'chart' | 'empty'> &
    Partial<Pick<ReportTable, 'total' | 'chart' | 'empty'>>,
): ReportTable {
  return { total: null, chart: null, empty: 'Nothing in this period.', ...spec };
}

/** A headline figure with its previous period's value, both from the grand total of a grouping. */
export function figure(
  total: ReportRow,
  label: string,
  key: string,
  kind: ReportFigure['kind'],
  previousKey?: string,
  currency?: string,
): ReportFigure {
  const number = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    label,
    kind,
    ...(currency ? { currency } : {}),
    value: number(total[key]) ?? (kind === 'text' ? null : 0),
    previous: previousKey ? (number(total[previousKey]) ?? 0) : null,
  };
}

/** Replaces a coded column's values with their labels (the codes stay in the database's grouping). */
export function labelled(rows: ReportRow[], key: string, label: (code: string) => string): ReportRow[] {
  return rows.map((row) => {
    const value = row[key];
    return { ...row, [key]: typeof value === 'string' ? label(value) : (value ?? null) };
  });
}

/** The report's table by day or month, charted as a line of one measure. */
export function periodTable(
  ctx: ReportContext,
  columns: ReportColumn[],
  grouping: Grouped<'bucket'>,
  value: string,
) {
  return table({
    id: 'by-period',
    title: `By ${bucketLabel(ctx).toLowerCase()}`,
    columns: [col('bucket', bucketLabel(ctx), 'date'), ...columns],
    rows: grouping.sets.bucket,
    total: grouping.total,
    chart: { kind: 'line', label: 'bucket', values: [value] },
  });
}

/** The note of rows in a currency with no rate by their day (`unconverted` counted in the totals). */
export function unconvertedNotes(noun: string, ...totals: ReportRow[]): string[] {
  const count = totals.reduce((sum, total) => sum + Number(total.unconverted ?? 0), 0);
  return count > 0
    ? [`${count} ${noun} in a currency with no rate by their day and count in no EUR figure.`]
    : [];
}
