import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { withEuroFactors } from '../currencies/rate-on';

/**
 * Shared pieces of the dashboard queries. Days are UTC calendar days (`YYYY-MM-DD`), the same convention
 * as the demo data and the data-quality checks; "today" comes from the API's clock, which tests move.
 */

const DAY_MS = 86_400_000;

export interface MetricsClock {
  /** The instant the figures are computed at. */
  now: Date;
  /** Its UTC day. */
  today: string;
}

export function metricsClock(now: Date): MetricsClock {
  return { now, today: now.toISOString().slice(0, 10) };
}

export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first day of a trailing window of `days` days that ends today (today counts as one of them). */
export function windowStart(clock: MetricsClock, days: number): string {
  return shiftDay(clock.today, -(days - 1));
}

export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

export function quarterStart(day: string): string {
  const month = Number(day.slice(5, 7));
  return `${day.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, '0')}-01`;
}

export function yearStart(day: string): string {
  return `${day.slice(0, 4)}-01-01`;
}

/** A day as a SQL date. */
export const day = (value: string): SQL => sql`${value}::date`;

/** Midnight UTC at the start of a day, as a SQL timestamp. */
export const startOf = (value: string): SQL => sql`${`${value}T00:00:00.000Z`}::timestamptz`;

export const instant = (value: Date): SQL => sql`${value.toISOString()}::timestamptz`;

/** The UTC day of a timestamp column. */
export const utcDay = (column: SQL): SQL => sql`(${column} at time zone 'UTC')::date`;

/** `numerator / denominator` as a percentage with one decimal (or more); null when there is nothing to divide by. */
export const percentOf = (numerator: SQL, denominator: SQL, decimals = 1): SQL =>
  sql`round(100.0 * (${numerator}) / nullif(${denominator}, 0), ${sql.raw(String(decimals))})`;

/** Commissionings still on their way to publication: neither published nor declined. */
export const ACTIVE_COMMISSIONING = sql`('proposal', 'under_review', 'approved', 'contracted', 'in_production')`;

/** Editions that have appeared (an out-of-print one appeared once). */
export const APPEARED = sql`('published', 'out_of_print')`;

/** Users in group 3, Commissioning Editors, whose account is active. */
export const ACTIVE_EDITORS = sql`
  select u.id, u.first_name, u.last_name, u.first_name || ' ' || u.last_name as name
  from users u
  where u.active and exists (select 1 from user_groups g where g.user_id = u.id and g.group_id = 3)`;

/**
 * Each title's publication day: the first day any of its editions appeared. A book is a title (one
 * commissioning), whatever number of formats it comes out in.
 */
export const FIRST_PUBLICATIONS = sql`
  select p.commissioning_id, min(p.publication_date) as first_date
  from publications p
  where p.status in ${APPEARED} and p.publication_date is not null
  group by p.commissioning_id`;

/**
 * Net sales of each order in its currency, in minor units: the sum of its lines' copies kept (ordered less
 * returned) at the unit price less the line's discount, kept on the order by the order_lines triggers.
 * Drafts and cancelled orders sold nothing.
 */
export const orderSales = (from: string, to: string): SQL => sql`
  select o.id as order_id, o.order_date, o.currency, o.net_sales as net,
         o.copies_ordered, o.copies_returned
  from orders o
  where o.status not in ('draft', 'cancelled') and o.order_date between ${day(from)} and ${day(to)}`;

/**
 * The same, in euro cents at the rate of the order's day (the latest on or before it, as every conversion
 * takes it: upstream/currencies/rate-on.ts), worked out once per currency and day. An order in a currency
 * with no rate by its day cannot be valued and is left out; the data-quality checks list it.
 */
export const orderSalesInEuros = (from: string, to: string): SQL => sql`
  select t.order_date, t.net * t.euro_factor as net_eur
  from (${withEuroFactors(orderSales(from, to), 'order_date')}) t`;

/** Reads the one row of a query whose columns are all numbers (or null). */
export async function numbersRow<K extends string>(
  db: Db,
  query: SQL,
  columns: readonly K[],
): Promise<Record<K, number | null>> {
  const fields = Object.fromEntries(
    columns.map((column) => [column, sql<number | null>`m.${sql.identifier(column)}`.mapWith(Number)]),
  ) as Record<K, SQL<number | null>>;
  const [row] = await db.select(fields).from(sql`(${query}) as m`);
  const empty = Object.fromEntries(columns.map((column) => [column, null])) as Record<K, number | null>;
  return row ? { ...empty, ...row } : empty;
}

/** A count never comes back null; this says so to the type checker. */
export function counted(value: number | null): number {
  return value ?? 0;
}

/** Percent change from `previous` to `current`, one decimal; from nothing to something counts as +100%. */
export function changePercent(current: number, previous: number): number {
  if (previous === 0) return current === 0 ? 0 : 100;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}
