import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Tx } from './client';

/*
 * Many rows in one statement: the rows travel as one JSON document that PostgreSQL unpacks with
 * json_to_recordset, a single parameter instead of one per value. That is what keeps ten thousand
 * imported rows a matter of seconds on PGlite as on a server.
 */

const idsSchema = z.object({ rows: z.array(z.object({ id: z.coerce.number().int() })) });

/** Takes `count` ids from the table's identity sequence, so that rows can be written with theirs. */
export async function reserveIds(tx: Tx, table: PgTable, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int as id from generate_series(1, ${count}::int)`,
  );
  return idsSchema.parse(result).rows.map((row) => row.id);
}

/** The column's name in SQL: the schema names columns by property and lets the snake_case casing name them. */
export const columnName = (column: AnyPgColumn) =>
  column.keyAsName ? toSnakeCase(column.name) : column.name;

const jsonValue = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** Inserts rows keyed by the table's property names (as drizzle's own inserts are); all rows share the first's keys. */
export async function insertRows(
  tx: Tx,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns = getTableColumns(table);
  const specs = Object.keys(first).map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return { key, name: columnName(column), type: column.getSQLType() };
  });
  const records = rows.map((row) =>
    Object.fromEntries(specs.map(({ key, name }) => [name, jsonValue(row[key])])),
  );
  const names = sql.join(
    specs.map(({ name }) => sql.identifier(name)),
    sql`, `,
  );
  const picked = sql.join(
    specs.map(({ name }) => sql`r.${sql.identifier(name)}`),
    sql`, `,
  );
  // The types are the schema's own (`integer`, `text[]`, `numeric(5, 2)`), never input.
  const shape = sql.raw(specs.map(({ name, type }) => `"${name}" ${type}`).join(', '));
  await tx.execute(
    sql`insert into ${table} (${names}) select ${picked} from json_to_recordset(${JSON.stringify(records)}::json) as r(${shape})`,
  );
}

/**
 * A column named with its table, for correlated subqueries: drizzle leaves the columns of a
 * single-table select unqualified, and an inner table with a column of the same name would claim it.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(columnName(column))}`;
}
