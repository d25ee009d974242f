import { SQL, getTableColumns, getTableName, is, sql, type Column } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client';

/** Rows per statement: large enough to amortise the round trip, small enough to keep statements a few hundred KB. */
const ROWS_PER_STATEMENT = 2_000;

export type RowOf<T extends PgTable> = T['$inferInsert'];

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** An array literal: `{"a","b"}`, each element quoted, backslashes and quotes escaped. */
const arrayLiteral = (items: readonly unknown[]) =>
  `{${items.map((item) => (item === null ? 'NULL' : `"${String(item).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)).join(',')}}`;

function literal(column: Column, value: unknown): string {
  if (value === undefined) {
    // A default computed by the database (now()) would differ from one run to the next.
    if (is(column.default, SQL))
      throw new Error(`Seed rows must set ${column.name}: its default is not reproducible`);
    return 'DEFAULT';
  }
  if (value === null) return 'NULL';
  if (column.columnType === 'PgJsonb' || column.columnType === 'PgJson') return quote(JSON.stringify(value));
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number for ${column.name}: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return quote(value);
  if (value instanceof Date) return quote(value.toISOString());
  if (Array.isArray(value)) return quote(arrayLiteral(value));
  throw new Error(`Cannot write ${typeof value} to ${column.name}`);
}

/**
 * Writes generated rows as multi-row INSERTs of SQL literals. The seed writes hundreds of thousands of rows;
 * going through the query builder (one bound parameter per value) costs more than the database does.
 * Values come only from the generators and are quoted here (standard_conforming_strings is on in both engines).
 */
export class RowWriter {
  readonly counts: Record<string, number> = {};

  constructor(readonly tx: Tx) {}

  async insert<T extends PgTable>(table: T, rows: readonly RowOf<T>[]): Promise<void> {
    const name = getTableName(table);
    this.counts[name] = (this.counts[name] ?? 0) + rows.length;
    if (rows.length === 0) return;
    const columns: [string, Column][] = Object.entries(getTableColumns(table));
    const used = columns.filter(([key]) => rows.some((row) => key in row));
    const columnList = used
      .map(([, column]) => `"${column.keyAsName ? toSnakeCase(column.name) : column.name}"`)
      .join(', ');
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      const values = rows
        .slice(start, start + ROWS_PER_STATEMENT)
        .map((row) => {
          const record: Record<string, unknown> = row;
          return `(${used.map(([key, column]) => literal(column, record[key])).join(', ')})`;
        })
        .join(',\n');
      await this.tx.execute(sql.raw(`insert into "${name}" (${columnList}) values ${values}`));
    }
  }
}
