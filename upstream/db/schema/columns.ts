import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  numeric,
  timestamp,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';

export const identity = () => integer().primaryKey().generatedByDefaultAsIdentity();

/** Append-only logs grow past the integer range over the years. */
export const bigIdentity = () => bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();

export const timestamps = () => ({
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Optimistic locking: an update carries the version it read, and a stale one is refused. */
export const versioned = () => ({
  version: integer().notNull().default(1),
  ...timestamps(),
});

/** Money in integer minor units (cents, pence) of the row's currency. */
export const money = () => bigint({ mode: 'number' });

/** A percentage with two decimals (VAT 20.00, royalty 7.50, split 33.33). */
export const percent = () => numeric({ precision: 5, scale: 2 });

const quoted = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

/** The database refuses any value outside the list the schema's TypeScript type already names. */
export function inList(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, sql`${column} in (${quoted(values)})`);
}

/** For text[] columns: every element must come from the list. */
export function allInList(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, sql`${column} <@ array[${quoted(values)}]::text[]`);
}

/** A coded value's place in its list (a status's place in the workflow): lists sort by it, and index it. */
export function positionIn(values: readonly string[], column: AnyPgColumn): SQL {
  return sql`array_position(array[${quoted(values)}]::text[], ${column}::text)`;
}

/**
 * A list's search is `column ILIKE '%word%'` (upstream/resources/area-resource.ts): a trigram index serves
 * it, where a b-tree cannot, so that a search of a large table does not read all of it.
 */
export function searchIndex(name: string, column: ExtraConfigColumn) {
  return index(name).using('gin', column.op('gin_trgm_ops'));
}

export function between(name: string, column: AnyPgColumn, low: number, high: number) {
  return check(name, sql`${column} between ${sql.raw(String(low))} and ${sql.raw(String(high))}`);
}

/**
 * Bytes (a mail's attachment). node-postgres reads them as a Buffer and PGlite as a Uint8Array:
 * both become a Buffer here, so callers see one type whichever database runs.
 */
export const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
