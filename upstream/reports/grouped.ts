import { sql, type SQL } from 'drizzle-orm';
import type { ReportCell, ReportRow } from '@/lib/contract/reports';
import type { Db } from '../db/client';

/*
 * One statement for many tables of a report: the source rows are grouped by several sets of dimensions
 * at once (`group by grouping sets`), the empty set giving the grand total, so every figure, total and
 * ranking comes from the database. A set may keep only its first rows by a measure (top titles).
 *
 * The source is a query whose columns are the dimensions (any type; answered as text), the inputs of
 * the measures and a boolean `cur`: true for rows of the report's period, false for rows of the previous
 * period, which only measures that ask for them (`filter (where not s.cur)`) count. A group with no row
 * of the period is left out, but for the grand total.
 */

export interface GroupingSet {
  /** The source columns grouped by, in the order the rows are sorted by when not ranked. */
  columns: readonly string[];
  /** Rank the rows by this measure, largest first, instead of sorting them by their columns. */
  rankBy?: string;
  /** Keep the first rows only. */
  limit?: number;
}

export interface GroupedSpec<S extends string> {
  source: SQL;
  sets: Record<S, GroupingSet>;
  /** Aggregates over the source's rows (`s.<column>`), each answered as a number. */
  measures: Record<string, SQL>;
  /** Text computed per group besides its columns, such as a name for an id (`min(s.title)`). */
  labels?: Record<string, SQL>;
}

export interface Grouped<S extends string> {
  sets: Record<S, ReportRow[]>;
  total: ReportRow;
}

const cell = (value: unknown): ReportCell =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : String(value);

function asNumber(value: unknown): ReportCell {
  if (value === null || value === undefined) return null;
  return typeof value === 'number' ? value : Number(value);
}

export async function grouped<S extends string>(db: Db, spec: GroupedSpec<S>): Promise<Grouped<S>> {
  const names = Object.keys(spec.sets) as S[];
  const dimensions = [...new Set(names.flatMap((name) => spec.sets[name].columns))];
  const measures = Object.entries(spec.measures);
  const labels = Object.entries(spec.labels ?? {});
  const bit = (column: string) => 1 << (dimensions.length - 1 - dimensions.indexOf(column));
  const all = (1 << dimensions.length) - 1;
  // grouping() sets a dimension's bit when the row is NOT grouped by it.
  const maskOf = (set: GroupingSet) => all - set.columns.reduce((mask, column) => mask | bit(column), 0);
  const masks = new Map(names.map((name) => [maskOf(spec.sets[name]), name]));

  const column = (name: string) => sql`s.${sql.identifier(name)}`;
  const groupingOf = sql`grouping(${sql.join(dimensions.map(column), sql`, `)})`;
  const setsSql = sql.join(
    [...names.map((name) => sql`(${sql.join(spec.sets[name].columns.map(column), sql`, `)})`), sql`()`],
    sql`, `,
  );
  const ranked = names.filter((name) => spec.sets[name].rankBy);
  const rankCase = ranked.length
    ? sql`case ${sql.join(
        ranked.map(
          (name) =>
            sql`when g._mask = ${maskOf(spec.sets[name])} then g.${sql.identifier(`m_${spec.sets[name].rankBy}`)}`,
        ),
        sql` `,
      )} end desc nulls last, `
    : sql``;
  const limitCase = sql`case ${sql.join(
    names.map(
      (name) => sql`when r._mask = ${maskOf(spec.sets[name])} then ${spec.sets[name].limit ?? 1_000_000}`,
    ),
    sql` `,
  )} else 1 end`;

  const query = sql`with s as (${spec.source}),
    g as (
      select ${groupingOf} as _mask,
        ${sql.join(
          [
            ...dimensions.map((name) => sql`${column(name)}::text as ${sql.identifier(`d_${name}`)}`),
            ...labels.map(([name, value]) => sql`(${value})::text as ${sql.identifier(`l_${name}`)}`),
            ...measures.map(([name, value]) => sql`(${value})::float8 as ${sql.identifier(`m_${name}`)}`),
          ],
          sql`, `,
        )}
      from s
      group by grouping sets (${setsSql})
      having count(*) filter (where s.cur) > 0 or ${groupingOf} = ${all}),
    r as (
      select g.*, row_number() over (partition by g._mask order by ${rankCase}${sql.join(
        dimensions.map((name) => sql`g.${sql.identifier(`d_${name}`)}`),
        sql`, `,
      )}) as _rank
      from g)
    select r.* from r where r._mask = ${all} or r._rank <= ${limitCase}
    order by r._mask, r._rank`;

  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  const sets = Object.fromEntries(names.map((name) => [name, [] as ReportRow[]])) as Record<S, ReportRow[]>;
  let total: ReportRow = Object.fromEntries(measures.map(([name]) => [name, null]));
  for (const raw of result.rows) {
    const row: ReportRow = {};
    for (const name of dimensions) row[name] = cell(raw[`d_${name}`]);
    for (const [name] of labels) row[name] = cell(raw[`l_${name}`]);
    for (const [name] of measures) row[name] = asNumber(raw[`m_${name}`]);
    const mask = Number(raw._mask);
    if (mask === all) total = row;
    else {
      const name = masks.get(mask);
      if (name) sets[name].push(row);
    }
  }
  return { sets, total };
}

/** Reads the rows of a plain statement, numbers as numbers and everything else as text. */
export async function rowsOf(db: Db, query: SQL, numeric: readonly string[]): Promise<ReportRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((raw) =>
    Object.fromEntries(
      Object.entries(raw).map(([name, value]) => [
        name,
        numeric.includes(name) ? asNumber(value) : cell(value),
      ]),
    ),
  );
}
