import { z } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { CurrentUser } from '@/lib/contract/auth';
import { listEnvelope, okEnvelope } from '@/lib/contract/envelope';
import type { FilterDefs, ListQuery } from '@/lib/contract/list-query';
import { HISTORY_PAGE_SIZE, historyEntrySchema } from '@/lib/contract/resource';
import type { AreaRights } from '@/lib/rights';
import type { UpstreamApp } from '../platform/app-type';
import type { Tx } from '../db/client';
import { recordAudit } from '../platform/audit';
import { signedIn } from '../platform/context';
import type { UpstreamDeps } from '../platform/deps';
import { errorResponses } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { conflict, notFound } from '../platform/http-error';
import { isForeignKeyViolation, refuseIfDepended, staleVersion, type Dependent } from './conflicts';
import { csvStream, exportFileName, type CsvColumn } from './csv-export';
import { historyOf } from './history';
import { listBatches, listPage, type ListSource } from './list';
import { checkQuery, mountRoute, readId, readJson, readQuery, type ResourceContext } from './mount';

/** What an area's write code is given: the transaction and who writes, when. */
export interface WriteContext {
  tx: Tx;
  user: CurrentUser;
  now: Date;
  requestId: string;
  deps: UpstreamDeps;
}

export interface ResourceConfig<
  Q extends PgSelect,
  Item,
  Detail,
  S extends string,
  F extends FilterDefs,
  Create,
  Update extends { version: number },
> {
  /** The collection's path from the API root, as the contract names it: `contacts`. */
  path: string;
  /** The path parameter of one record: `contactId`. */
  idParam: string;
  /** The audit log's entity, the table's name: `contacts`. */
  entity: string;
  /** For messages: `contact`, `contacts`. */
  noun: { one: string; many: string };
  /** OpenAPI components are named after it: Contact, ContactItem, ContactList, ContactInput, ContactUpdate. */
  schemaName: string;
  tag: string;
  rights: AreaRights;
  /** The table's `version` column (every versioned table also has `updated_at`). */
  version: AnyPgColumn;
  list: ListSource<Q, Item, S, F> & {
    itemSchema: z.ZodType<Item>;
    idOf(item: Item): number;
  };
  detail: {
    schema: z.ZodType<Detail>;
    load(tx: Tx, id: number): Promise<Detail | null>;
    versionOf(detail: Detail): number;
    /**
     * The record as the audit log keeps it: the fields people edit, with references as readable
     * names, so that History can say what changed without the records it pointed to.
     */
    snapshot(detail: Detail): Record<string, unknown>;
  };
  create: {
    schema: z.ZodType<Create>;
    /** Writes the record (and its links); answers its id. Business rules fail with 422 naming the field. */
    insert(context: WriteContext, values: Create): Promise<number>;
  };
  update: {
    schema: z.ZodType<Update>;
    apply(context: WriteContext, id: number, values: Omit<Update, 'version'>, before: Detail): Promise<void>;
  };
  remove: {
    /** Records that keep this one: a delete is refused with 409 naming them. */
    dependents: readonly Dependent[];
    /** Defaults to deleting the row; links owned by the record should cascade in the schema. */
    delete?(context: WriteContext, id: number): Promise<void>;
  };
  csv: { fileName: string; columns: readonly CsvColumn<Item>[] };
  /** Routes of the area on fixed sub-paths (`contacts/overview`), mounted before `{id}` can claim them. */
  extend?(app: UpstreamApp): void;
}

/** What an area may reuse for writes of its own beyond create and update (a status change). */
export interface ResourceHandle<
  Detail,
  Item = unknown,
  S extends string = string,
  F extends FilterDefs = FilterDefs,
  Create = unknown,
> {
  /**
   * Runs `apply` as an update: in a transaction, after locking the record and checking the version
   * the client read, then bumping the version and auditing what changed. Answers the record after.
   */
  versionedWrite(
    c: ResourceContext,
    id: number,
    version: number,
    apply: (context: WriteContext, before: Detail) => Promise<void>,
  ): Promise<Detail>;
  load(tx: Tx, id: number): Promise<Detail>;
  /** Creates a record as the create route does, and `after` writes what goes with it in the same transaction. */
  create(
    c: ResourceContext,
    values: Create,
    after?: (context: WriteContext, id: number) => Promise<void>,
  ): Promise<Detail>;
  /** A page of the list, as the list route answers it (an overview's newest records). */
  list(tx: Tx, query: ListQuery<S, F>): Promise<{ items: Item[]; total: number }>;
}

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const jsonBody = (schema: z.ZodType) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

function pick(record: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, record[field] ?? null]));
}

function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields].filter(
    (field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null),
  );
}

/**
 * Mounts one record area on the API: list, export, get, create, update, delete and history, each
 * behind its own requirement, every write in one transaction with its audit entry.
 *
 * | Route                           | Right           | Answers                                              |
 * |---------------------------------|-----------------|------------------------------------------------------|
 * | GET    {path}                   | view            | a page: `{success, data, meta: {page, pageSize, total}}` |
 * | GET    {path}/export            | view            | the whole filtered list as CSV, streamed             |
 * | GET    {path}/{id}              | view            | the record, with its `version`                       |
 * | POST   {path}                   | create          | 201 and the record                                   |
 * | PUT    {path}/{id}              | update          | the record; 409 naming who changed it when stale     |
 * | DELETE {path}/{id}[?version=]   | delete          | 409 with the reason while other records depend on it |
 * | GET    {path}/{id}/history      | view            | the audit trail, newest first                        |
 */
export function registerResource<
  Q extends PgSelect,
  Item,
  Detail,
  S extends string,
  F extends FilterDefs,
  Create,
  Update extends { version: number },
>(
  app: UpstreamApp,
  config: ResourceConfig<Q, Item, Detail, S, F, Create, Update>,
): ResourceHandle<Detail, Item, S, F, Create> {
  const { path, idParam, entity, noun, schemaName, rights, list, detail } = config;
  const tags = [config.tag];
  const idPath = `/${path}/{${idParam}}`;
  const params = z.object({ [idParam]: z.string().meta({ description: `The ${noun.one}'s id` }) });
  const missing = () => notFound(`This ${noun.one} does not exist (it may have been deleted).`);

  const detailSchema = detail.schema.meta({ id: schemaName });
  const detailEnvelope = okEnvelope(detailSchema);

  async function load(tx: Tx, id: number): Promise<Detail> {
    const found = await detail.load(tx, id);
    if (found === null) throw missing();
    return found;
  }

  async function lockedVersion(tx: Tx, id: number): Promise<number> {
    const [row] = await tx
      .select({ version: config.version })
      .from(list.table)
      .where(eq(list.id, id))
      .for('update');
    if (!row) throw missing();
    return Number(row.version);
  }

  function writeContext(c: ResourceContext, tx: Tx): WriteContext {
    return {
      tx,
      user: signedIn(c).user,
      now: c.var.deps.now(),
      requestId: c.var.requestId,
      deps: c.var.deps,
    };
  }

  async function versionedWrite(
    c: ResourceContext,
    id: number,
    version: number,
    apply: (context: WriteContext, before: Detail) => Promise<void>,
  ): Promise<Detail> {
    return c.var.deps.database.db.transaction(async (tx) => {
      const context = writeContext(c, tx);
      const current = await lockedVersion(tx, id);
      if (current !== version) throw await staleVersion(tx, entity, id, current, context.user.userId);
      const before = await load(tx, id);
      await apply(context, before);
      const beforeSnapshot = detail.snapshot(before);
      const afterSnapshot = detail.snapshot(await load(tx, id));
      const fields = changedFields(beforeSnapshot, afterSnapshot);
      // Saving the form unchanged writes nothing: no new version, no audit entry.
      if (fields.length === 0) return before;
      await tx.execute(
        sql`update ${list.table} set version = version + 1, updated_at = ${context.now.toISOString()} where ${list.id} = ${id}`,
      );
      await recordAudit(tx, {
        userId: context.user.userId,
        action: 'update',
        entity,
        entityId: id,
        before: { ...pick(beforeSnapshot, fields), version: current },
        after: { ...pick(afterSnapshot, fields), version: current + 1 },
        requestId: context.requestId,
        at: context.now,
      });
      return load(tx, id);
    });
  }

  // -------------------------------------------------------------------------------------------
  // Reading

  const listRoute = guardedRoute(rights.view, {
    method: 'get',
    path: `/${path}`,
    tags,
    summary: `List ${noun.many}: a page, sorted, searched and filtered`,
    description: `Sort by ${list.definition.sortFields.join(', ')} (prefix - for descending); search ${list.definition.searchHint}.`,
    request: { query: list.definition.schema },
    responses: {
      200: json(
        listEnvelope(list.itemSchema.meta({ id: `${schemaName}Item` })).meta({ id: `${schemaName}List` }),
        'One page',
      ),
      ...errorResponses(400),
    },
  });
  mountRoute(app, listRoute, async (c) => {
    checkQuery(c, list.definition.schema);
    const query = list.definition.parse(c.req.query());
    const { items, total, estimated } = await listPage(c.var.deps.database.db, list, query);
    return c.json(
      {
        success: true,
        data: items,
        meta: { page: query.page, pageSize: query.pageSize, total, ...(estimated ? { estimated } : {}) },
      },
      200,
    );
  });

  const exportRoute = guardedRoute(rights.view, {
    method: 'get',
    path: `/${path}/export`,
    tags,
    summary: `Export the filtered ${noun.many} as CSV`,
    description:
      'The whole list the query selects (not one page), in its order, as UTF-8 CSV with a header row, streamed ' +
      'in batches. Takes the list’s parameters without page and pageSize; `ids` exports selected records.',
    request: { query: list.definition.exportSchema },
    responses: {
      200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
      ...errorResponses(400),
    },
  });
  mountRoute(app, exportRoute, async (c) => {
    checkQuery(c, list.definition.exportSchema);
    const query = list.definition.parse(c.req.query());
    const batches = listBatches(c.var.deps.database.db, list, query, list.idOf);
    const fileName = exportFileName(config.csv.fileName, c.var.deps.now());
    return c.body(csvStream(config.csv.columns, batches, c.var.log), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    });
  });

  config.extend?.(app);

  const getRoute = guardedRoute(rights.view, {
    method: 'get',
    path: idPath,
    tags,
    summary: `One ${noun.one}, with its related records and version`,
    request: { params },
    responses: { 200: json(detailEnvelope, `The ${noun.one}`), ...errorResponses(400, 404) },
  });
  mountRoute(app, getRoute, async (c) => {
    const id = readId(c, idParam);
    return c.json({ success: true, data: await load(c.var.deps.database.db, id) }, 200);
  });

  const historyQuery = z.object({
    page: z
      .string()
      .regex(/^\d{1,6}$/)
      .optional()
      .meta({ description: 'From 1' }),
  });
  const historyRoute = guardedRoute(rights.view, {
    method: 'get',
    path: `${idPath}/history`,
    tags,
    summary: `The ${noun.one}'s audit trail: who changed what, when, before and after`,
    description: `Newest first, ${HISTORY_PAGE_SIZE} entries a page. Kept after the ${noun.one} is deleted.`,
    request: { params, query: historyQuery },
    responses: {
      200: json(
        listEnvelope(historyEntrySchema.meta({ id: 'HistoryEntry' })).meta({ id: 'History' }),
        'Entries',
      ),
      ...errorResponses(400, 404),
    },
  });
  mountRoute(app, historyRoute, async (c) => {
    const id = readId(c, idParam);
    const page = Math.max(1, Number(readQuery(c, historyQuery).page ?? 1));
    const { db } = c.var.deps.database;
    const { entries, total } = await historyOf(db, entity, id, page, HISTORY_PAGE_SIZE);
    if (total === 0) await load(db, id);
    return c.json({ success: true, data: entries, meta: { page, pageSize: HISTORY_PAGE_SIZE, total } }, 200);
  });

  // -------------------------------------------------------------------------------------------
  // Writing

  const createRoute = guardedRoute(rights.create, {
    method: 'post',
    path: `/${path}`,
    tags,
    summary: `Create a ${noun.one}`,
    request: jsonBody(config.create.schema.meta({ id: `${schemaName}Input` })),
    responses: { 201: json(detailEnvelope, 'Created'), ...errorResponses(400, 422) },
  });
  async function create(
    c: ResourceContext,
    values: Create,
    after?: (context: WriteContext, id: number) => Promise<void>,
  ): Promise<Detail> {
    return c.var.deps.database.db.transaction(async (tx) => {
      const context = writeContext(c, tx);
      const id = await config.create.insert(context, values);
      await after?.(context, id);
      const record = await load(tx, id);
      await recordAudit(tx, {
        userId: context.user.userId,
        action: 'insert',
        entity,
        entityId: id,
        after: { ...detail.snapshot(record), version: detail.versionOf(record) },
        requestId: context.requestId,
        at: context.now,
      });
      return record;
    });
  }
  mountRoute(app, createRoute, async (c) => {
    const created = await create(c, await readJson(c, config.create.schema));
    return c.json({ success: true, data: created }, 201);
  });

  const updateRoute = guardedRoute(rights.update, {
    method: 'put',
    path: idPath,
    tags,
    summary: `Change a ${noun.one}`,
    description:
      'Send every field with the `version` you read. A stale version is refused with 409, naming who changed ' +
      'the record and when; an unchanged record is not written.',
    request: { params, ...jsonBody(config.update.schema.meta({ id: `${schemaName}Update` })) },
    responses: { 200: json(detailEnvelope, 'Saved'), ...errorResponses(400, 404, 409, 422) },
  });
  mountRoute(app, updateRoute, async (c) => {
    const id = readId(c, idParam);
    const { version, ...values } = await readJson(c, config.update.schema);
    const saved = await versionedWrite(c, id, version, (context, before) =>
      config.update.apply(context, id, values, before),
    );
    return c.json({ success: true, data: saved }, 200);
  });

  const deleteQuery = z.object({
    version: z
      .string()
      .regex(/^\d{1,10}$/)
      .optional()
      .meta({ description: 'The version you read: refused with 409 when the record changed since' }),
  });
  const deleteRoute = guardedRoute(rights.delete, {
    method: 'delete',
    path: idPath,
    tags,
    summary: `Delete a ${noun.one}`,
    description: `Refused with 409 and the reason while other records depend on the ${noun.one}.`,
    request: { params, query: deleteQuery },
    responses: {
      200: json(okEnvelope(z.object({ id: z.number().int(), deleted: z.literal(true) })), 'Deleted'),
      ...errorResponses(400, 404, 409),
    },
  });
  mountRoute(app, deleteRoute, async (c) => {
    const id = readId(c, idParam);
    const asRead = readQuery(c, deleteQuery).version;
    await c.var.deps.database.db.transaction(async (tx) => {
      const context = writeContext(c, tx);
      const current = await lockedVersion(tx, id);
      if (asRead !== undefined && Number(asRead) !== current) {
        throw await staleVersion(tx, entity, id, current, context.user.userId);
      }
      const before = await load(tx, id);
      await refuseIfDepended(tx, id, noun.one, config.remove.dependents);
      try {
        if (config.remove.delete) await config.remove.delete(context, id);
        else await tx.delete(list.table).where(eq(list.id, id));
      } catch (error) {
        if (isForeignKeyViolation(error)) {
          throw conflict(`This ${noun.one} cannot be deleted: other records still refer to it.`);
        }
        throw error;
      }
      await recordAudit(tx, {
        userId: context.user.userId,
        action: 'delete',
        entity,
        entityId: id,
        before: { ...detail.snapshot(before), version: current },
        requestId: context.requestId,
        at: context.now,
      });
    });
    return c.json({ success: true, data: { id, deleted: true } }, 200);
  });

  return { versionedWrite, load, create, list: (tx, query) => listPage(tx, list, query) };
}
