import { z } from 'zod';

/**
 * Runs one statement and resolves to its result. pg's `client.query`, PGlite's `query` and Drizzle's
 * `execute(sql.raw(…))` all answer with `{ rows }`, so each database plugs in without an adapter layer.
 */
export type SqlRunner = (statement: string) => Promise<unknown>;

/** Rows per table of the public schema, by table name in alphabetical order. */
export type RowCounts = Record<string, number>;

const namesResult = z.object({ rows: z.array(z.object({ name: z.string() })) });
// count(*) is a bigint: a string from pg, a number or a bigint from PGlite.
const countResult = z.object({ rows: z.array(z.object({ n: z.coerce.number() })).length(1) });

const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * Counts the rows of every table of the public schema, Colophon's own tables, whatever the migrations
 * made of them. Partitions are left out: their parent's count includes them.
 */
export async function countRows(run: SqlRunner): Promise<RowCounts> {
  const tables = namesResult.parse(
    await run(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
       order by c.relname collate "C"`,
    ),
  ).rows;
  const counts: RowCounts = {};
  for (const { name } of tables) {
    const result = countResult.parse(await run(`select count(*) as n from public.${quoteIdentifier(name)}`));
    counts[name] = result.rows[0]?.n ?? 0;
  }
  return counts;
}

export function totalRows(counts: RowCounts): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

/**
 * Tables of any schema but the system's: a restore target holding one of them is not empty (the
 * migrations' own bookkeeping lives in the `drizzle` schema, not in public).
 */
export async function countUserTables(run: SqlRunner): Promise<number> {
  const result = countResult.parse(
    await run(
      `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp\\_%'`,
    ),
  );
  return result.rows[0]?.n ?? 0;
}
