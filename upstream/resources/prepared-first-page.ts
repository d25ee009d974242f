import { is, sql, type SQL } from 'drizzle-orm';
import { PgTransaction, type PgSelect } from 'drizzle-orm/pg-core';
import { PAGE_SIZES } from '@/lib/contract/enums';
import { madeOncePer } from '@/lib/made-once';
import type { Tx } from '../db/client';

/*
 * An unfiltered list's first page is what most visits to a list read. Its statement (a dozen correlated
 * subqueries for some areas) takes PostgreSQL longer to plan than to run, so it is prepared once per
 * list, order and page size, and each connection plans it once. PostgreSQL keeps the plan of a prepared
 * statement only when it has no parameters (it plans one with a LIMIT parameter again on every run), so
 * the page size is written into the statement, and a statement that would carry any other value, one of
 * the request that must not be served to the next, is not prepared at all.
 */

/** Statements each connection may keep prepared for lists; past it, the rest are planned every time. */
const PREPARED_KEPT = 100;
let preparedSoFar = 0;

interface FirstPage<Q extends PgSelect> {
  execute(): Promise<Q['_']['result']>;
}

const statementsOf = madeOncePer((_db: Tx) => new WeakMap<object, Map<string, FirstPage<PgSelect> | null>>());

/** The order, then the page size, as text: drizzle's `limit` would send the size as a parameter. */
function orderWithPageSize(order: readonly SQL[], pageSize: number): SQL[] {
  const last = order.at(-1);
  return [...order.slice(0, -1), sql`${last ?? sql`1`} limit ${sql.raw(String(pageSize))}`];
}

function prepare<Q extends PgSelect>(query: Q): FirstPage<Q> | null {
  if (preparedSoFar >= PREPARED_KEPT || query.toSQL().params.length > 0) return null;
  preparedSoFar += 1;
  return query.prepare(`list_first_page_${preparedSoFar}`);
}

/** The first `pageSize` rows of `select` (the list of `source`, unfiltered) in `order`, named `sort`. */
export async function firstPageRows<Q extends PgSelect>(
  db: Tx,
  source: object,
  sort: string,
  order: readonly SQL[],
  select: () => Q,
  pageSize: number,
): Promise<Q['_']['result']> {
  const planned = () =>
    select()
      .orderBy(...order)
      .limit(pageSize);
  // A transaction's statements end with it; a page size the screens do not offer is rarely asked twice.
  if (is(db, PgTransaction) || !(PAGE_SIZES as readonly number[]).includes(pageSize)) return await planned();
  const statements = statementsOf(db);
  let kept = statements.get(source);
  if (!kept) {
    kept = new Map();
    statements.set(source, kept);
  }
  const key = `${sort}/${pageSize}`;
  let statement = kept.get(key);
  if (statement === undefined) {
    statement = prepare(select().orderBy(...orderWithPageSize(order, pageSize)));
    kept.set(key, statement);
  }
  return statement ? await statement.execute() : await planned();
}
