import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { qualified } from './bulk-insert';

/** A timestamp column as the API answers it, ISO 8601 in UTC, worked out in the select itself. */
export const isoTimestamp = (column: AnyPgColumn): SQL<string | null> =>
  sql<string | null>`to_char(${qualified(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
