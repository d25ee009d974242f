import { and, asc, count, desc, eq, getTableName, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import {
  isDescending,
  sortField,
  type FilterDefs,
  type FilterValues,
  type ListDefinition,
  type ListQuery,
  type SortValue,
} from '@/lib/contract/list-query';
import { z } from 'zod';
import type { Tx } from '../db/client';
import { trackedVersion } from '../db/data-version';
import { figureCachePerDatabase } from '../platform/figure-cache';
import { firstPageRows } from './prepared-first-page';

export type RowOf<Q extends PgSelect> = Q['_']['result'][number];

export type SortExpression = SQL | AnyPgColumn;

/** The SQL condition of each filter, given the value the list definition parsed. */
export type FilterConditions<F extends FilterDefs> = {
  [K in keyof F]: (value: FilterValues<F>[K]) => SQL | undefined;
};

/** How one area's list is read from the database; everything else about lists is shared. */
export interface ListSource<Q extends PgSelect, Item, S extends string, F extends FilterDefs> {
  definition: ListDefinition<S, F>;
  /** The resource's own table and key: counting, keysets and `ids` use them. */
  table: PgTable;
  id: AnyPgColumn;
  /**
   * One row of the list with its joins, as a dynamic select (`db.select(…).from(…).$dynamic()`);
   * the factory adds the conditions, order and paging.
   */
  select(db: Tx): Q;
  toItem(row: RowOf<Q>): Item;
  /**
   * Each sortable field's expression. It may read the resource's table and correlated subqueries,
   * not the joins of `select`: the count and the export's keyset read the table alone.
   */
  sort: Record<S, SortExpression>;
  /** The condition one word of the search must meet, given as an ILIKE pattern (`%word%`). */
  search(pattern: string): SQL | undefined;
  /** Same rule as `sort`: conditions on the table, or `exists (…)` subqueries. */
  filters: FilterConditions<F>;
  /** The rows the list is limited to, whatever the query (one run's statements); same rule. */
  scope?: SQL;
}

const MAX_SEARCH_WORDS = 6;

/** `%word%` with LIKE's own wildcards taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function filterCondition<F extends FilterDefs, K extends keyof F>(
  conditions: FilterConditions<F>,
  name: K,
  value: FilterValues<F>[K] | undefined,
): SQL | undefined {
  return value === undefined ? undefined : conditions[name](value);
}

/** The conditions of a query: every search word matches somewhere, and every filter holds. */
export function listWhere<Q extends PgSelect, Item, S extends string, F extends FilterDefs>(
  source: ListSource<Q, Item, S, F>,
  query: ListQuery<S, F>,
): SQL | undefined {
  const words = query.q.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  const conditions: (SQL | undefined)[] = [
    source.scope,
    ...words.map((word) => source.search(containsPattern(word))),
  ];
  if (query.ids.length > 0) conditions.push(inArray(source.id, query.ids));
  for (const name of Object.keys(source.definition.filters) as (keyof F)[]) {
    conditions.push(filterCondition(source.filters, name, query.filters[name]));
  }
  return and(...conditions);
}

/**
 * The sort, then the id the same way, so that equal values keep one order from page to page. Empty
 * values go where PostgreSQL puts them (last ascending, first descending): then one index on
 * (value, id) serves both directions, read forwards or backwards, and a deep page walks it instead of
 * sorting the table (tests/api/list-indexes.test.ts).
 */
export function listOrder<S extends string>(
  sortExpressions: Record<S, SortExpression>,
  id: AnyPgColumn,
  sort: SortValue<S>,
): SQL[] {
  const expression = sortExpressions[sortField(sort)];
  return isDescending(sort) ? [sql`${expression} desc`, desc(id)] : [sql`${expression} asc`, asc(id)];
}

/** Rows a list counts exactly; beyond, counting would grow with the table, and the planner estimates. */
export const EXACT_COUNT_LIMIT = 10_000;

const planSchema = z.object({
  rows: z.array(
    z.object({ 'QUERY PLAN': z.array(z.object({ Plan: z.object({ 'Plan Rows': z.number() }) })) }),
  ),
});

interface RowCount {
  total: number;
  estimated?: true;
}

/**
 * The number of rows the conditions select: exact up to `EXACT_COUNT_LIMIT` (a count that stops there),
 * and above it the planner's estimate, said to be one, which costs the same whatever the table's size.
 */
async function countRows(db: Tx, table: PgTable, where: SQL | undefined): Promise<RowCount> {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(EXACT_COUNT_LIMIT + 1)
    .as('capped');
  const [row] = await db.select({ total: count() }).from(capped);
  const total = row?.total ?? 0;
  if (total <= EXACT_COUNT_LIMIT) return { total };
  const selected = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .getSQL();
  const plan = planSchema.parse(await db.execute(sql`explain (format json) ${selected}`));
  const estimate = Math.round(plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
  return { total: Math.max(estimate, EXACT_COUNT_LIMIT + 1), estimated: true };
}

/** The unfiltered count of a few dozen tables, a version or two each. */
const wholeTableCounts = figureCachePerDatabase<RowCount, Tx>(64);

/**
 * An unfiltered list, the one most pages open with, counts its whole table: that count is kept until
 * a write to the table moves its version (read first, so a count is never older than its key). A
 * filter may read other tables through its subqueries, and a log's writes move no version, so those
 * are counted every time.
 */
async function listCount(db: Tx, table: PgTable, where: SQL | undefined): Promise<RowCount> {
  if (where) return await countRows(db, table, where);
  const name = getTableName(table);
  const version = await trackedVersion(db, name);
  if (version === null) return await countRows(db, table, undefined);
  return await wholeTableCounts(db).get(`${name}@${version}`, () => countRows(db, table, undefined));
}

export async function listPage<Q extends PgSelect, Item, S extends string, F extends FilterDefs>(
  db: Tx,
  source: ListSource<Q, Item, S, F>,
  query: ListQuery<S, F>,
): Promise<{ items: Item[]; total: number; estimated?: true }> {
  const where = listWhere(source, query);
  const order = listOrder(source.sort, source.id, query.sort);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, counted] = await Promise.all([
    offset > 0
      ? laterPage(db, source, where, order, query.pageSize, offset)
      : where
        ? source
            .select(db)
            .where(where)
            .orderBy(...order)
            .limit(query.pageSize)
        : firstPageRows(db, source, String(query.sort), order, () => source.select(db), query.pageSize),
    listCount(db, source.table, where),
  ]);
  const items = rows.map((row: RowOf<Q>) => source.toItem(row));
  return { items, ...counted };
}

/**
 * A later page reads its ids first, from the list's own table in the list's order, then its rows by
 * id: each row it skips costs an entry of the sort's index, not the joins and sub-queries of a whole
 * row, so page 200 costs about what page 1 does.
 */
async function laterPage<Q extends PgSelect, Item, S extends string, F extends FilterDefs>(
  db: Tx,
  source: ListSource<Q, Item, S, F>,
  where: SQL | undefined,
  order: SQL[],
  pageSize: number,
  offset: number,
): Promise<Awaited<Q>> {
  const ids = await db
    .select({ id: source.id })
    .from(source.table)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset(offset);
  // No ids (a page past the end) is `false` to drizzle: no rows.
  return await source
    .select(db)
    .where(
      inArray(
        source.id,
        ids.map(({ id }) => id),
      ),
    )
    .orderBy(...order);
}

/**
 * The condition for "after this row" in the list's order (value, then id, both one way; empty values
 * last ascending and first descending), with the value read back from the database so it compares
 * exactly as the order does.
 */
async function afterRow(
  db: Tx,
  table: PgTable,
  id: AnyPgColumn,
  expression: SortExpression,
  descending: boolean,
  lastId: number,
): Promise<SQL> {
  const [last] = await db
    .select({ key: sql<string | null>`(${expression})::text` })
    .from(table)
    .where(eq(id, lastId));
  const key = last?.key ?? null;
  if (descending) {
    // Empty values came first: after an empty one, the rest of them, then every value.
    if (key === null)
      return (
        or(and(sql`${expression} is null`, lt(id, lastId)), sql`${expression} is not null`) ?? sql`false`
      );
    return sql`(${expression}, ${id}) < (${key}, ${lastId})`;
  }
  // The text of the key is typed by the comparison, so it reads back as the expression's own type.
  if (key === null) return and(sql`${expression} is null`, gt(id, lastId)) ?? sql`false`;
  return or(sql`(${expression}, ${id}) > (${key}, ${lastId})`, sql`${expression} is null`) ?? sql`false`;
}

/**
 * The whole filtered list in its order, a batch at a time, by keyset: each batch starts after the
 * last row of the one before, so a long export neither holds a transaction nor re-reads skipped rows.
 */
export async function* listBatches<Q extends PgSelect, Item, S extends string, F extends FilterDefs>(
  db: Tx,
  source: ListSource<Q, Item, S, F>,
  query: ListQuery<S, F>,
  idOf: (item: Item) => number,
  batchSize = 500,
): AsyncGenerator<Item[]> {
  const where = listWhere(source, query);
  const expression = source.sort[sortField(query.sort)];
  const order = listOrder(source.sort, source.id, query.sort);
  let after: SQL | undefined;
  for (;;) {
    const rows = await source
      .select(db)
      .where(and(where, after))
      .orderBy(...order)
      .limit(batchSize);
    const items = rows.map((row: RowOf<Q>) => source.toItem(row));
    if (items.length > 0) yield items;
    const last = items.at(-1);
    if (items.length < batchSize || !last) return;
    after = await afterRow(db, source.table, source.id, expression, isDescending(query.sort), idOf(last));
  }
}
