import { eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PgColumn, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import {
  auditValue,
  type AnyArea,
  type AreaDetail,
  type AreaItem,
  type AreaValues,
  type CsvColumn,
} from '@/lib/area/define-area';
import type { AnyField } from '@/lib/area/field';
import { madeOncePer } from '@/lib/made-once';
import { importColumnsOf } from '@/lib/area/import';
import type { FieldIssue } from '@/lib/contract/envelope';
import type { FilterDefs } from '@/lib/contract/list-query';
import type { z } from 'zod';
import type { UpstreamApp } from '../platform/app-type';
import type { Tx } from '../db/client';
import { HttpError } from '../platform/http-error';
import { registerAreaImport, type ImportHooks } from './area-import';
import type { Dependent } from './conflicts';
import { registerResource, type ResourceHandle, type WriteContext } from './define-resource';
import type { SortExpression } from './list';
import { publishRecordNames } from './record-names';

/*
 * The publishing API's side of an area: the declaration (lib/areas) says what the fields are; the
 * domain module says where they live in the database and what rules a write must keep. From the two,
 * `registerArea` mounts list, export, get, create, update, delete and history.
 */

type Expression = SQL | AnyPgColumn;

/** A versioned table: `id`, `version`, `createdAt`, `updatedAt` besides its own columns. */
export type AreaTable = PgTable & {
  id: AnyPgColumn;
  version: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

type Values<A extends AnyArea> = AreaValues<A['fields']>;
type Detail<A extends AnyArea> = AreaDetail<A['fields'], A['idParam'], NonNullable<A['related']>>;
type Item<A extends AnyArea> = AreaItem<A['fields'], A['idParam']>;

export interface AreaDomain<A extends AnyArea> {
  table: AreaTable;
  /**
   * Where a field lives when its column has another name, and the SQL of what the API computes. It may
   * read the area's table and correlated subqueries (counts, names of linked records), not joins.
   */
  columns?: Partial<Record<keyof A['fields'] & string, Expression>>;
  /** Sort expressions that differ from the field's own (a pipeline's order rather than the alphabet's). */
  sorts?: Partial<Record<string, SQL>>;
  /** The conditions of the declaration's extra filters, given the value the list parsed. */
  filters?: Record<string, (value: unknown) => SQL | undefined>;
  /** What the search looks at beyond the fields marked `search`. */
  search?(pattern: string): SQL | undefined;
  /** The related records of one record's page. */
  related?(tx: Tx, id: number): Promise<Record<string, unknown>>;
  /** Business rules of a write: 422 with the fields named (`unprocessable`). `before` is absent on create. */
  check?(context: WriteContext, values: Values<A>, before?: Detail<A>): Promise<void>;
  /** The table's columns of a write, given those of the fields stored under their own name. */
  row?(values: Values<A>, columns: Record<string, unknown>): Record<string, unknown>;
  /** Writes what lives outside the table (links to other records), after the row. */
  afterWrite?(context: WriteContext, id: number, values: Values<A>, before?: Detail<A>): Promise<void>;
  /** What a create does besides the row (the first step of a pipeline). */
  afterCreate?(context: WriteContext, id: number, values: Values<A>): Promise<void>;
  /** Records that keep this one: a delete is refused with 409 naming them. */
  dependents?: readonly Dependent[];
  /** A delete of the area's own (refused in some states); by default the row is deleted. */
  remove?(context: WriteContext, id: number): Promise<void>;
  /** Routes of the area on fixed sub-paths, mounted before `{id}` can claim them. */
  extend?(app: UpstreamApp): void;
  /** What the import reads and writes beyond the declaration's fields (see area-import.ts). */
  import?: ImportHooks<A>;
  /**
   * Fields as History reads them where their own shape does not read (rows of ids and codes): the
   * audit log keeps this text instead.
   */
  auditText?(detail: Detail<A>): Partial<Record<keyof A['fields'] & string, unknown>>;
}

/** A broken business rule: 422, the message of the only issue or a summary, each field named. */
export function unprocessable(issues: FieldIssue[]): HttpError {
  return new HttpError(
    422,
    issues.length === 1 ? (issues[0]?.message ?? 'Invalid input') : 'Please correct the marked fields',
    issues,
  );
}

const TEXT_CELLS = new Set(['text', 'mono']);

/** What an area's own routes may reuse: the resource's, and the write of an update's fields. */
export interface AreaHandle<A extends AnyArea> extends ResourceHandle<
  Detail<A>,
  Item<A>,
  string,
  FilterDefs,
  Values<A>
> {
  /** Writes the fields as an update does (rules, row, links), for a route that changes them its own way. */
  update(context: WriteContext, id: number, values: Values<A>, before: Detail<A>): Promise<void>;
}

export function registerArea<A extends AnyArea>(
  app: UpstreamApp,
  area: A,
  domain: AreaDomain<A>,
): AreaHandle<A> {
  const { table } = domain;
  const tableColumns: Record<string, AnyPgColumn> = getTableColumns(table);
  const fields = Object.entries(area.fields);

  function expressionOf(name: string): SQL {
    const declared = domain.columns?.[name] ?? tableColumns[name];
    if (!declared)
      throw new Error(`${area.path}.${name}: no column of that name; give it in the domain's columns`);
    return sql`${declared}`;
  }
  /** Numerics come back from the drivers as text; the API answers numbers. */
  const selected = (name: string, spec: AnyField): Expression => {
    if (spec.cell === 'percent') return sql`${expressionOf(name)}::float8`;
    // A column itself, so that its own mapping applies (bigint money arrives as a number).
    return domain.columns?.[name] ?? tableColumns[name] ?? expressionOf(name);
  };

  const selection = (names: readonly string[]) =>
    Object.fromEntries(
      fields.filter(([name]) => names.includes(name)).map(([name, spec]) => [name, selected(name, spec)]),
    );
  const stamps = { createdAt: table.createdAt, updatedAt: table.updatedAt };
  const itemSelection = { [area.idParam]: table.id, ...selection(area.itemFields), ...stamps };
  const detailSelection = {
    [area.idParam]: table.id,
    ...selection(fields.map(([name]) => name)),
    ...stamps,
    version: table.version,
  };

  function stamped<T>(row: Record<string, unknown>): T {
    const { createdAt, updatedAt, ...rest } = row;
    return {
      ...rest,
      createdDate: createdAt instanceof Date ? createdAt.toISOString() : String(createdAt),
      updatedAt: updatedAt instanceof Date ? updatedAt.toISOString() : String(updatedAt),
    } as T;
  }

  const selectItems = (db: Tx) => db.select(itemSelection).from(table).$dynamic();

  /**
   * The record's own row: the statement every record page runs, its SQL built once per database (and per
   * transaction that reads it) and prepared by name, so that neither Drizzle nor PostgreSQL builds it again.
   */
  const detailRow = madeOncePer((tx: Tx) =>
    tx
      .select(detailSelection)
      .from(table)
      .where(eq(table.id, sql.placeholder('id')))
      .prepare(`${area.path} detail`),
  );

  async function load(tx: Tx, id: number): Promise<Detail<A> | null> {
    const [row] = await detailRow(tx).execute({ id });
    if (!row) return null;
    const related = domain.related ? await domain.related(tx, id) : {};
    return { ...stamped<Detail<A>>(row), ...related };
  }

  const sorts: Record<string, SortExpression> = {
    createdDate: table.createdAt,
    updatedAt: table.updatedAt,
  };
  for (const [name, spec] of fields) {
    if (!spec.column?.sort) continue;
    const expression = expressionOf(name);
    sorts[name] =
      domain.sorts?.[name] ?? (TEXT_CELLS.has(spec.cell) ? sql`lower(${expression})` : expression);
  }

  const searched = fields.filter(([, spec]) => spec.search).map(([name]) => expressionOf(name));
  const search = (pattern: string) =>
    or(...searched.map((expression) => ilike(expression, pattern)), domain.search?.(pattern));

  const filters: Record<string, (value: unknown) => SQL | undefined> = { ...domain.filters };
  for (const [name, spec] of fields) {
    if (!spec.filter) continue;
    const expression = expressionOf(name);
    filters[name] = (value) => {
      if (typeof value === 'boolean') return eq(expression, value);
      const chosen = Array.isArray(value) ? value.map(String) : [];
      if (spec.cell !== 'enums') return inArray(expression, chosen);
      return sql`${expression} && array[${sql.join(
        chosen.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;
    };
  }

  /** The table's columns of the editable fields that are columns of the table under their own name. */
  function row(values: Values<A>): Record<string, unknown> {
    const record = values as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const name of area.editableFields) {
      const declared = domain.columns?.[name];
      const key = declared instanceof PgColumn ? columnKey(declared) : tableColumns[name] ? name : undefined;
      if (!key) continue;
      const value = record[name];
      // Drivers take exact numerics as text, so that no digit is lost on the way.
      out[key] =
        typeof value === 'number' && tableColumns[key]?.columnType === 'PgNumeric' ? String(value) : value;
    }
    return domain.row ? domain.row(values, out) : out;
  }
  function columnKey(column: AnyPgColumn): string | undefined {
    return Object.entries(tableColumns).find(([, candidate]) => candidate === column)?.[0];
  }

  /** The audit snapshots of many records, as their creation records them, in one query. */
  async function snapshots(tx: Tx, ids: readonly number[]) {
    const rows = await tx
      .select(detailSelection)
      .from(table)
      .where(inArray(table.id, [...ids]));
    return new Map(
      rows.map((found: Record<string, unknown>) => [
        Number(found[area.idParam]),
        snapshot(stamped<Detail<A>>(found)),
      ]),
    );
  }

  function snapshot(detail: Detail<A>): Record<string, unknown> {
    const record = detail as Record<string, unknown>;
    const readable: Record<string, unknown> = domain.auditText?.(detail) ?? {};
    return Object.fromEntries(
      fields
        .filter(([, spec]) => spec.audit)
        .map(([name]) => [name, name in readable ? readable[name] : auditValue(record[name])]),
    );
  }

  async function update(context: WriteContext, id: number, values: Values<A>, before: Detail<A>) {
    await domain.check?.(context, values, before);
    await context.tx.update(table).set(row(values)).where(eq(table.id, id));
    await domain.afterWrite?.(context, id, values, before);
  }

  const title = expressionOf(area.titleField);
  publishRecordNames(app, area.path, async (tx, ids) => {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select({ id: table.id, name: sql<string | null>`${title}` })
      .from(table)
      .where(inArray(table.id, [...ids]));
    return new Map(rows.map((found) => [Number(found.id), String(found.name ?? '')]));
  });

  const resource = registerResource<
    ReturnType<typeof selectItems>,
    Item<A>,
    Detail<A>,
    string,
    FilterDefs,
    Values<A>,
    Values<A> & { version: number }
  >(app, {
    path: area.path,
    idParam: area.idParam,
    entity: area.path,
    noun: area.noun,
    schemaName: area.schemaName,
    tag: area.path,
    rights: area.rights,
    version: table.version,
    list: {
      definition: area.listDefinition,
      table,
      id: table.id,
      itemSchema: area.itemSchema as z.ZodType<Item<A>>,
      idOf: (item: Item<A>) => area.idOf(item),
      select: selectItems,
      toItem: (found) => stamped<Item<A>>(found),
      sort: sorts,
      search,
      filters,
    },
    detail: {
      schema: area.detailSchema as z.ZodType<Detail<A>>,
      load,
      versionOf: (detail) => detail.version,
      snapshot,
    },
    create: {
      schema: area.inputSchema as z.ZodType<Values<A>>,
      async insert(context, values) {
        await domain.check?.(context, values);
        const [created] = await context.tx
          .insert(table)
          .values({ ...row(values), createdAt: context.now, updatedAt: context.now })
          .returning({ id: table.id });
        if (!created) throw new Error(`The ${area.noun.one} was not stored`);
        const id = Number(created.id);
        await domain.afterWrite?.(context, id, values);
        await domain.afterCreate?.(context, id, values);
        return id;
      },
    },
    update: {
      schema: area.updateSchema as z.ZodType<Values<A> & { version: number }>,
      apply: (context, id, values, before) => update(context, id, values as Values<A>, before),
    },
    remove: { dependents: domain.dependents ?? [], delete: domain.remove },
    csv: { fileName: area.path, columns: area.csvColumns as CsvColumn<Item<A>>[] },
    extend(api) {
      domain.extend?.(api);
      const rights = area.rights.import;
      if (!rights || importColumnsOf(area).length === 0) return;
      registerAreaImport(api, {
        area,
        rights,
        table,
        row,
        snapshots,
        hooks: domain.import,
        afterCreate: async (context, id, values) => {
          await domain.afterWrite?.(context, id, values);
          await domain.afterCreate?.(context, id, values);
        },
      });
    },
  });
  return { ...resource, update };
}
