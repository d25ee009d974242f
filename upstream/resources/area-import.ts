import { z } from '@hono/zod-openapi';
import type { AnyArea, AreaValues } from '@/lib/area/define-area';
import {
  IMPORT_PREVIEW_ROWS,
  MAX_IMPORT_ERRORS_SHOWN,
  MAX_IMPORT_ROWS,
  importColumnsOf,
  importReportSchema,
  importRequestSchema,
  readCell,
  suggestMapping,
  type ImportColumnSpec,
  type ImportReport,
  type ImportRowIssue,
} from '@/lib/area/import';
import { displayValue } from '@/lib/area/values';
import { parseCsv, type CsvRecord } from '@/lib/contract/csv';
import { okEnvelope, type FieldIssue } from '@/lib/contract/envelope';
import type { Guard } from '@/lib/rights';
import type { UpstreamApp } from '../platform/app-type';
import { insertRows, reserveIds } from '../db/bulk-insert';
import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';
import { signedIn } from '../platform/context';
import { errorResponses } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { HttpError, badRequest } from '../platform/http-error';
import type { AreaTable } from './area-resource';
import type { WriteContext } from './define-resource';
import { mountRoute, readJson, type ResourceContext } from './mount';

/*
 * The import of any area that declares import columns: POST {path}/import reads a CSV file, matches
 * its columns to the fields, checks every row (a dry run writes nothing) and, on commit, writes all
 * rows in one transaction or none, streaming its progress when asked. The area's hook reads what
 * only it knows (records named in a cell, titles that must be unique); the rest is the declaration's.
 */

/** Rows per write: a progress step, and well within one statement's size. */
const CHUNK = 1000;
const NDJSON = 'application/x-ndjson';

/** One row of the file, its cells by field. */
export interface ImportRow {
  line: number;
  cell(field: string): string;
}

/** What an area's hook makes of one row: form values of its own fields, and how the preview names them. */
export interface ImportReading {
  values: Record<string, unknown>;
  shown?: Record<string, string>;
}

export interface ImportHooks<A extends AnyArea> {
  /**
   * Reads, in a few queries, what the whole file refers to (records named in a cell, values that must
   * be unique), then reads each row with it: form values for the area's own fields, and row errors
   * through `fail`. Runs again inside the commit's transaction.
   */
  prepare(tx: Tx, rows: readonly ImportRow[]): Promise<(row: ImportRow, fail: Fail) => ImportReading>;
  /** Writes what lives outside the table for every created record at once (links, a pipeline's first step). */
  afterInsert?(context: WriteContext, created: readonly Created<A>[]): Promise<void>;
}

type Fail = (field: string, message: string) => void;
type Created<A extends AnyArea> = { id: number; values: AreaValues<A['fields']> };

/** What the area's registration lends the import: how values become a row, and records their audit snapshot. */
export interface ImportTarget<A extends AnyArea> {
  area: A;
  rights: Guard;
  table: AreaTable;
  row(values: AreaValues<A['fields']>): Record<string, unknown>;
  snapshots(tx: Tx, ids: readonly number[]): Promise<Map<number, Record<string, unknown>>>;
  hooks?: ImportHooks<A>;
  /** Per-record writes of a create, for an area without `afterInsert`. */
  afterCreate?(context: WriteContext, id: number, values: AreaValues<A['fields']>): Promise<void>;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Reading the file

interface Sheet {
  headers: string[];
  rows: ImportRow[];
  mapping: Record<string, string | null>;
}

function readSheet(
  columns: readonly ImportColumnSpec[],
  csv: string,
  requested: Record<string, string | null> | undefined,
): Sheet {
  const parsed = parseCsv(csv);
  if (parsed.unclosedQuoteLine !== null) {
    throw badRequest('The file is not valid CSV', [
      { path: 'csv', message: `A quote opened on line ${parsed.unclosedQuoteLine} is never closed` },
    ]);
  }
  const [header, ...records] = parsed.records;
  if (!header || records.length === 0) {
    throw badRequest('The file has no rows', [
      { path: 'csv', message: 'Expected a header line and at least one row' },
    ]);
  }
  if (records.length > MAX_IMPORT_ROWS) {
    throw badRequest('The file is too large', [
      {
        path: 'csv',
        message: `At most ${MAX_IMPORT_ROWS.toLocaleString('en-GB')} rows at a time; this file has ${records.length.toLocaleString('en-GB')}`,
      },
    ]);
  }
  const headers = header.fields.map((field) => field.trim());
  const known = new Set(columns.map((column) => column.key));
  const unknown = Object.keys(requested ?? {}).filter((key) => !known.has(key));
  const mapping = { ...suggestMapping(columns, headers), ...requested };
  const issues: FieldIssue[] = unknown.map((key) => ({
    path: `mapping.${key}`,
    message: `There is no field "${key}" to import`,
  }));
  const indexOf = new Map<string, number>();
  for (const column of columns) {
    const chosen = mapping[column.key];
    if (chosen === null || chosen === undefined || chosen === '') {
      if (column.required)
        issues.push({
          path: `mapping.${column.key}`,
          message: `Choose the column that holds the ${column.label.toLowerCase()}`,
        });
      continue;
    }
    const index = headers.indexOf(chosen);
    if (index < 0)
      issues.push({ path: `mapping.${column.key}`, message: `The file has no column "${chosen}"` });
    else indexOf.set(column.key, index);
  }
  if (issues.length > 0) throw badRequest('Match the file’s columns to the fields', issues);
  const rowOf = (record: CsvRecord): ImportRow => ({
    line: record.line,
    cell: (field) => {
      const index = indexOf.get(field);
      return index === undefined ? '' : (record.fields[index] ?? '').trim();
    },
  });
  return { headers, rows: records.map(rowOf), mapping };
}

// ---------------------------------------------------------------------------------------------
// Checking the rows

interface CheckedRow<A extends AnyArea> {
  line: number;
  values: AreaValues<A['fields']> | null;
  cells: Record<string, string>;
}

interface Checked<A extends AnyArea> {
  rows: CheckedRow<A>[];
  issues: ImportRowIssue[];
  invalidRows: number;
}

async function checkRows<A extends AnyArea>(
  target: ImportTarget<A>,
  columns: readonly ImportColumnSpec[],
  tx: Tx,
  sheet: Sheet,
): Promise<Checked<A>> {
  const { area } = target;
  const read = await target.hooks?.prepare(tx, sheet.rows);
  const empties = area.formValues();
  const issues: ImportRowIssue[] = [];
  let invalidRows = 0;

  const rows = sheet.rows.map((row): CheckedRow<A> => {
    const rowIssues: ImportRowIssue[] = [];
    const fail: Fail = (field, message) => rowIssues.push({ line: row.line, field, message });
    const values: Record<string, unknown> = { ...empties };
    for (const column of columns) {
      const spec = area.fields[column.key];
      if (!spec || spec.widget === 'custom') continue;
      const cell = readCell(spec, row.cell(column.key));
      if (typeof cell === 'string') fail(column.key, cell);
      else values[column.key] = cell.value;
    }
    const reading = read?.(row, fail);
    Object.assign(values, reading?.values);

    const parsed = area.inputSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? columns[0]?.key);
        const spec = area.fields[field];
        const missing = spec?.required && row.cell(field) === '' && !reading?.values[field];
        if (!rowIssues.some((known) => known.field === field))
          fail(field, missing && spec ? `Missing ${spec.label.toLowerCase()}` : issue.message);
      }
    }
    const valid = rowIssues.length === 0 && parsed.success;
    if (!valid) invalidRows++;
    for (const issue of rowIssues) if (issues.length <= MAX_IMPORT_ERRORS_SHOWN) issues.push(issue);

    const stored = parsed.success ? (parsed.data as Record<string, unknown>) : undefined;
    const cells = Object.fromEntries(
      columns.map((column) => {
        const spec = area.fields[column.key];
        const shown =
          reading?.shown?.[column.key] ??
          (stored && spec ? displayValue(spec, stored[column.key]) : row.cell(column.key));
        return [column.key, shown];
      }),
    );
    return { line: row.line, values: valid ? (parsed.data as AreaValues<A['fields']>) : null, cells };
  });
  return { rows, issues, invalidRows };
}

// ---------------------------------------------------------------------------------------------
// Writing

async function writeRows<A extends AnyArea>(
  target: ImportTarget<A>,
  context: WriteContext,
  rows: readonly CheckedRow<A>[],
  onProgress: (written: number) => void,
): Promise<number> {
  const { tx, now } = context;
  let written = 0;
  for (const part of chunks(rows, CHUNK)) {
    const ids = await reserveIds(tx, target.table, part.length);
    const created = part.map((row, index) => {
      if (!row.values) throw new Error(`Line ${row.line} was written unchecked`);
      return { id: ids[index] ?? 0, values: row.values, line: row.line };
    });
    await insertRows(
      tx,
      target.table,
      created.map(({ id, values }) => ({ id, ...target.row(values), createdAt: now, updatedAt: now })),
    );
    if (target.hooks?.afterInsert) await target.hooks.afterInsert(context, created);
    else for (const { id, values } of created) await target.afterCreate?.(context, id, values);

    const snapshots = await target.snapshots(
      tx,
      created.map(({ id }) => id),
    );
    await insertRows(
      tx,
      auditLog,
      created.map(({ id, line }) => ({
        at: now,
        userId: context.user.userId,
        action: 'insert',
        entity: target.area.path,
        entityId: String(id),
        before: null,
        after: { ...snapshots.get(id), version: 1, importedFromLine: line },
        requestId: context.requestId,
      })),
    );
    written += created.length;
    onProgress(written);
  }
  return written;
}

// ---------------------------------------------------------------------------------------------
// The route

function reportOf<A extends AnyArea>(
  mode: ImportReport['mode'],
  sheet: Sheet,
  checked: Checked<A>,
  created: number,
  started: number,
): ImportReport {
  const preview = (row: CheckedRow<A>) => ({ line: row.line, cells: row.cells, valid: row.values !== null });
  return {
    mode,
    headers: sheet.headers,
    mapping: sheet.mapping,
    totalRows: sheet.rows.length,
    validRows: sheet.rows.length - checked.invalidRows,
    invalidRows: checked.invalidRows,
    created,
    issues: checked.issues.slice(0, MAX_IMPORT_ERRORS_SHOWN),
    issuesTruncated: checked.issues.length > MAX_IMPORT_ERRORS_SHOWN,
    preview: [
      ...checked.rows.slice(0, IMPORT_PREVIEW_ROWS).map(preview),
      // Invalid rows further down are shown too, so each error can be seen in its row.
      ...checked.rows
        .slice(IMPORT_PREVIEW_ROWS)
        .filter((row) => row.values === null)
        .slice(0, IMPORT_PREVIEW_ROWS)
        .map(preview),
    ],
    durationMs: Math.round(performance.now() - started),
  };
}

function refusal(checked: { invalidRows: number; issues: readonly ImportRowIssue[] }): HttpError {
  const rows = checked.invalidRows;
  return new HttpError(
    422,
    `${rows.toLocaleString('en-GB')} ${rows === 1 ? 'row has' : 'rows have'} errors; nothing was imported`,
    checked.issues
      .slice(0, MAX_IMPORT_ERRORS_SHOWN)
      .map((issue) => ({ path: `rows.${issue.line}.${issue.field}`, message: issue.message })),
  );
}

export function registerAreaImport<A extends AnyArea>(app: UpstreamApp, target: ImportTarget<A>): void {
  const { area } = target;
  const columns = importColumnsOf(area);
  const custom = columns.filter((column) => area.fields[column.key]?.widget === 'custom');
  if (custom.length > 0 && !target.hooks)
    throw new Error(`${area.path}: ${custom.map((column) => column.key).join(', ')} need an import hook`);

  const route = guardedRoute(target.rights, {
    method: 'post',
    path: `/${area.path}/import`,
    tags: [area.path],
    summary: `Import ${area.noun.many} from CSV: check first (dry run), then write all rows or none`,
    description:
      `Columns: ${columns.map((column) => `\`${column.header}\`${column.required ? ' (required)' : ''}`).join(', ')}. ` +
      '`dry-run` matches the file’s columns to the fields (by `mapping`, field name to column header, else by the ' +
      'template’s headers) and reports each row’s errors without writing. `commit` checks again and writes every ' +
      'row in one transaction, or — when any row has an error — nothing, answering 422 with the errors as ' +
      `\`rows.{line}.{field}\`. Up to ${MAX_IMPORT_ROWS.toLocaleString('en-GB')} rows. With \`Accept: ${NDJSON}\`, ` +
      'a commit answers a stream of progress lines ({type:"progress",written,total}) ending in ' +
      '{type:"done",report} or {type:"error",error}.',
    request: {
      body: {
        content: {
          'application/json': { schema: importRequestSchema.meta({ id: `${area.schemaName}ImportRequest` }) },
        },
        required: true,
      },
    },
    responses: {
      200: {
        description: 'The report',
        content: {
          'application/json': {
            schema: okEnvelope(importReportSchema.meta({ id: `${area.schemaName}ImportReport` })),
          },
          [NDJSON]: { schema: z.string() },
        },
      },
      ...errorResponses(400, 422),
    },
  });

  async function handle(c: ResourceContext): Promise<Response> {
    const started = performance.now();
    const request = await readJson(c, importRequestSchema);
    const sheet = readSheet(columns, request.csv, request.mapping);
    const { db } = c.var.deps.database;
    const check = (tx: Tx) => checkRows(target, columns, tx, sheet);
    const contextOf = (tx: Tx): WriteContext => ({
      tx,
      user: signedIn(c).user,
      now: c.var.deps.now(),
      requestId: c.var.requestId,
      deps: c.var.deps,
    });
    /** Checks again inside the transaction: a value taken since the first check must refuse the file. */
    const commit = (onProgress: (written: number) => void) =>
      db.transaction(async (tx) => {
        const checked = await check(tx);
        if (checked.invalidRows > 0) throw refusal(checked);
        onProgress(0);
        const created = await writeRows(target, contextOf(tx), checked.rows, onProgress);
        return reportOf('commit', sheet, checked, created, started);
      });

    if (request.mode === 'dry-run') {
      const checked = await check(db);
      return c.json({ success: true, data: reportOf('dry-run', sheet, checked, 0, started) }, 200);
    }
    if (!(c.req.header('accept') ?? '').includes(NDJSON)) {
      return c.json({ success: true, data: await commit(() => undefined) }, 200);
    }

    // Checked before the stream starts, so that a refusal is still an ordinary 422.
    const first = await check(db);
    if (first.invalidRows > 0) throw refusal(first);
    const encoder = new TextEncoder();
    const { log } = c.var;
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (message: object) => controller.enqueue(encoder.encode(`${JSON.stringify(message)}\n`));
        try {
          const report = await commit((written) =>
            send({ type: 'progress', written, total: sheet.rows.length }),
          );
          send({ type: 'done', report });
        } catch (error) {
          if (!(error instanceof HttpError)) log.error({ err: error, area: area.path }, 'import failed');
          send({
            type: 'error',
            error: error instanceof HttpError ? error.message : 'The import failed; nothing was written.',
            issues: error instanceof HttpError ? (error.issues ?? []) : [],
          });
        }
        controller.close();
      },
    });
    return c.body(body, 200, { 'content-type': `${NDJSON}; charset=utf-8`, 'cache-control': 'no-store' });
  }

  mountRoute(app, route, handle);
}
