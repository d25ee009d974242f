import { eq, is, sql, type Placeholder } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db, Tx } from './client';
import { preparedOnce } from './prepared';
import { dataVersions } from './schema';

const versionSchema = z.object({ rows: z.array(z.object({ version: z.coerce.number() })) });

/**
 * A number that grows with every committed write to the tables business figures read (migration 0003):
 * figures computed after reading it are at least as new as it says, so it keys their caches exactly.
 * `ignoring` leaves out tables the figures do not read but computing them writes (the checks' runs).
 */
export async function dataVersion(db: Db, ignoring: readonly string[] = []): Promise<number> {
  const others =
    ignoring.length > 0
      ? sql`where table_name not in (${sql.join(
          ignoring.map((name) => sql`${name}`),
          sql`, `,
        )})`
      : sql``;
  const result = await db.execute(
    sql`select coalesce(sum(version), 0) as version from data_versions ${others}`,
  );
  return versionSchema.parse(result).rows[0]?.version ?? 0;
}

/** The summed version of a few tables: one statement whatever the tables, planned once per connection. */
const preparedVersionSum = preparedOnce((db) =>
  db
    .select({ version: sql<number>`coalesce(sum(${dataVersions.version}), 0)`.mapWith(Number) })
    .from(dataVersions)
    .where(sql`${dataVersions.tableName} = any(${sql.placeholder('tables')})`)
    .prepare('tables_version'),
);

/** The version of a few tables alone (it grows with a write to any of them): for a figure that reads only those. */
export async function tableVersion(db: Db, ...tables: [string, ...string[]]): Promise<number> {
  if (tables.length === 1) return (await trackedVersion(db, tables[0])) ?? 0;
  const [row] = await preparedVersionSum(db).execute({ tables });
  return row?.version ?? 0;
}

function versionOf(db: Tx, table: string | Placeholder) {
  return db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.tableName, table));
}

/** Every list page asks for its table's version: one statement, planned once per connection. */
const preparedVersion = preparedOnce((db) =>
  versionOf(db, sql.placeholder('table')).prepare('table_version'),
);

/**
 * The version of one table, or null when its writes are not counted (the logs, the sign-in secrets
 * and the mail queue, migration 0003): a tracked table has its row from the migration that tracks it.
 */
export async function trackedVersion(db: Tx, table: string): Promise<number | null> {
  const [row] = is(db, PgTransaction)
    ? await versionOf(db, table)
    : await preparedVersion(db).execute({ table });
  return row?.version ?? null;
}
