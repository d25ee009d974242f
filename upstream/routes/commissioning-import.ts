import { z } from '@hono/zod-openapi';
import { inArray, sql } from 'drizzle-orm';
import {
  IMPORT_FIELDS,
  IMPORT_RIGHTS,
  IMPORT_PREVIEW_ROWS,
  MAX_IMPORT_ERRORS_SHOWN,
  MAX_IMPORT_ROWS,
  commissioningInputSchema,
  importReportSchema,
  importRequestSchema,
  parseFormat,
  suggestMapping,
  type CommissioningValues,
  type ImportField,
  type ImportPreviewRow,
  type ImportReport,
  type ImportRowIssue,
} from '@/lib/contract/commissionings';
import { parseCsv, type CsvRecord } from '@/lib/contract/csv';
import { okEnvelope, type FieldIssue } from '@/lib/contract/envelope';
import type { PublicationFormat } from '@/lib/contract/enums';
import type { UpstreamApp } from '../app';
import type { Tx } from '../db/client';
import {
  auditLog,
  commissioningCoAuthors,
  commissioningStatusChanges,
  commissionings,
  contacts,
} from '../db/schema';
import { signedIn } from '../platform/context';
import { errorResponses } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { HttpError, badRequest } from '../platform/http-error';
import { mountRoute, readJson, type ResourceContext } from '../resources';
import {
  activeEditors,
  coAuthorRows,
  commissioningColumns,
  commissioningSnapshot,
  takenTitles,
} from './commissionings';

/** Rows per multi-row insert: well under PostgreSQL's 65,535 parameters per statement. */
const CHUNK = 1000;
/** Values per lookup query, for the same reason. */
const LOOKUP_CHUNK = 5000;

const NDJSON = 'application/x-ndjson';

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Authors and formats are lists in one cell; semicolons separate them (commas may be in names). */
const listCell = (text: string) =>
  text
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);

// ---------------------------------------------------------------------------------------------
// Reading the file

interface Sheet {
  headers: string[];
  rows: CsvRecord[];
  mapping: Record<ImportField, string | null>;
  /** Column index of each mapped field. */
  columns: Map<ImportField, number>;
}

function readSheet(csv: string, requested: Partial<Record<ImportField, string | null>> | undefined): Sheet {
  const parsed = parseCsv(csv);
  if (parsed.unclosedQuoteLine !== null) {
    throw badRequest('The file is not valid CSV', [
      { path: 'csv', message: `A quote opened on line ${parsed.unclosedQuoteLine} is never closed` },
    ]);
  }
  const [header, ...rows] = parsed.records;
  if (!header || rows.length === 0) {
    throw badRequest('The file has no rows', [
      { path: 'csv', message: 'Expected a header line and at least one row' },
    ]);
  }
  if (rows.length > MAX_IMPORT_ROWS) {
    throw badRequest('The file is too large', [
      {
        path: 'csv',
        message: `At most ${MAX_IMPORT_ROWS.toLocaleString('en-GB')} rows at a time; this file has ${rows.length.toLocaleString('en-GB')}`,
      },
    ]);
  }
  const headers = header.fields.map((field) => field.trim());
  const mapping = { ...suggestMapping(headers), ...requested };
  const issues: FieldIssue[] = [];
  const columns = new Map<ImportField, number>();
  for (const field of IMPORT_FIELDS) {
    const chosen = mapping[field.key];
    if (chosen === null || chosen === undefined || chosen === '') {
      if (field.required)
        issues.push({
          path: `mapping.${field.key}`,
          message: `Choose the column that holds the ${field.label.toLowerCase()}`,
        });
      continue;
    }
    const index = headers.indexOf(chosen);
    if (index < 0)
      issues.push({ path: `mapping.${field.key}`, message: `The file has no column "${chosen}"` });
    else columns.set(field.key, index);
  }
  if (issues.length > 0) throw badRequest('Match the file’s columns to the fields', issues);
  return { headers, rows, mapping: { ...mapping }, columns };
}

// ---------------------------------------------------------------------------------------------
// Resolving people

interface EditorMatch {
  id: number;
  name: string;
}

async function editorLookup(tx: Tx): Promise<Map<string, EditorMatch[]>> {
  const byKey = new Map<string, EditorMatch[]>();
  const add = (key: string, editor: EditorMatch) => {
    const found = byKey.get(key) ?? [];
    if (!found.some((entry) => entry.id === editor.id)) byKey.set(key, [...found, editor]);
  };
  for (const editor of await activeEditors(tx)) {
    const match = { id: editor.id, name: editor.name };
    add(normal(editor.userName), match);
    add(normal(editor.email), match);
    add(normal(editor.name), match);
  }
  return byKey;
}

interface ContactMatch {
  id: number;
  name: string;
}

/** Contacts by id (`12` or `#12`), email or full name, for every reference the file makes. */
async function contactLookup(tx: Tx, references: ReadonlySet<string>): Promise<Map<string, ContactMatch[]>> {
  const ids = new Set<number>();
  const emails = new Set<string>();
  const names = new Set<string>();
  for (const reference of references) {
    const id = /^#?(\d{1,9})$/.exec(reference)?.[1];
    if (id) ids.add(Number(id));
    else if (reference.includes('@')) emails.add(reference);
    else names.add(reference);
  }
  const fullName = sql<string>`lower(concat_ws(' ', ${contacts.firstName}, ${contacts.lastName}))`;
  const columns = {
    id: contacts.id,
    email: sql<string | null>`lower(${contacts.email})`,
    key: fullName,
    name: sql<string>`concat_ws(' ', ${contacts.firstName}, ${contacts.lastName})`,
  };
  const found: { id: number; email: string | null; key: string; name: string }[] = [];
  for (const part of chunks([...ids], LOOKUP_CHUNK))
    found.push(...(await tx.select(columns).from(contacts).where(inArray(contacts.id, part))));
  for (const part of chunks([...emails], LOOKUP_CHUNK)) {
    found.push(
      ...(await tx
        .select(columns)
        .from(contacts)
        .where(inArray(sql`lower(${contacts.email})`, part))),
    );
  }
  for (const part of chunks([...names], LOOKUP_CHUNK))
    found.push(...(await tx.select(columns).from(contacts).where(inArray(fullName, part))));

  const byKey = new Map<string, ContactMatch[]>();
  const add = (key: string, contact: ContactMatch) => {
    const known = byKey.get(key) ?? [];
    if (!known.some((entry) => entry.id === contact.id)) byKey.set(key, [...known, contact]);
  };
  for (const row of found) {
    const match = { id: row.id, name: row.name };
    add(String(row.id), match);
    add(`#${row.id}`, match);
    if (row.email) add(row.email, match);
    add(row.key, match);
  }
  return byKey;
}

// ---------------------------------------------------------------------------------------------
// Checking the rows

interface CheckedRow {
  line: number;
  values: CommissioningValues | null;
  editorName: string | null;
  authorNames: string[];
  preview: ImportPreviewRow;
}

interface Checked {
  rows: CheckedRow[];
  issues: ImportRowIssue[];
  invalidRows: number;
}

const FIELD_OF_PATH: Record<string, ImportField> = {
  commissioningTitle: 'commissioningTitle',
  editorId: 'editor',
  authorIds: 'authors',
  proposal: 'proposal',
  expectedFormats: 'expectedFormats',
  expectedDeliveryDate: 'expectedDeliveryDate',
  expectedPublicationDate: 'expectedPublicationDate',
  estimatedWordCount: 'estimatedWordCount',
  notes: 'notes',
};

function parseWordCount(text: string): number | '' | null {
  const bare = text.replace(/[\s,._]/g, '');
  if (bare === '') return '';
  return /^\d{1,9}$/.test(bare) ? Number(bare) : null;
}

async function checkRows(tx: Tx, sheet: Sheet): Promise<Checked> {
  const cell = (record: CsvRecord, field: ImportField) => {
    const index = sheet.columns.get(field);
    return index === undefined ? '' : (record.fields[index] ?? '').trim();
  };
  const authorReferences = new Set<string>();
  for (const record of sheet.rows)
    for (const reference of listCell(cell(record, 'authors'))) authorReferences.add(normal(reference));

  const [editors, people, taken] = await Promise.all([
    editorLookup(tx),
    contactLookup(tx, authorReferences),
    takenTitles(tx, sheet.rows.map((record) => cell(record, 'commissioningTitle')).filter(Boolean)),
  ]);

  const firstLineOfTitle = new Map<string, number>();
  const issues: ImportRowIssue[] = [];
  let invalidRows = 0;
  const rows = sheet.rows.map((record): CheckedRow => {
    const line = record.line;
    const rowIssues: ImportRowIssue[] = [];
    const fail = (field: ImportField, message: string) => rowIssues.push({ line, field, message });

    const title = cell(record, 'commissioningTitle');
    const titleKey = normal(title);
    if (title) {
      const holder = taken.get(title.trim().toLowerCase());
      const earlier = firstLineOfTitle.get(titleKey);
      if (holder !== undefined)
        fail('commissioningTitle', `Duplicate title: commissioning ${holder} already has it`);
      else if (earlier !== undefined)
        fail('commissioningTitle', `Duplicate title: line ${earlier} has it too`);
      else firstLineOfTitle.set(titleKey, line);
    }

    const editorText = cell(record, 'editor');
    const editorMatches = editorText ? (editors.get(normal(editorText)) ?? []) : [];
    const editor = editorMatches.length === 1 ? editorMatches[0] : undefined;
    if (!editorText) fail('editor', 'Missing editor');
    else if (editorMatches.length > 1)
      fail('editor', `"${editorText}" names ${editorMatches.length} editors: use the user name or email`);
    else if (!editor)
      fail(
        'editor',
        `Unknown editor "${editorText}": use the user name, email or full name of an active commissioning editor`,
      );

    const authors: ContactMatch[] = [];
    for (const reference of listCell(cell(record, 'authors'))) {
      const matches = people.get(normal(reference)) ?? [];
      const [only] = matches;
      if (matches.length > 1)
        fail('authors', `"${reference}" names ${matches.length} contacts: use the email or id`);
      else if (!only) fail('authors', `Unknown author "${reference}": no contact has this email, name or id`);
      else authors.push(only);
    }

    const formats: PublicationFormat[] = [];
    for (const text of listCell(cell(record, 'expectedFormats'))) {
      const format = parseFormat(text);
      if (format) formats.push(format);
      else
        fail(
          'expectedFormats',
          `Unknown format "${text}": use BB, BC, EB or AJ (or Hardback, Paperback, E-book, Audiobook)`,
        );
    }

    const wordText = cell(record, 'estimatedWordCount');
    const words = parseWordCount(wordText);
    if (words === null) fail('estimatedWordCount', `"${wordText}" is not a whole number of words`);

    const parsed = commissioningInputSchema.safeParse({
      commissioningTitle: title,
      // An unknown editor is reported above in the file's own terms; any id keeps the schema from repeating it.
      editorId: editor?.id ?? 1,
      authorIds: authors.map((author) => author.id),
      proposal: cell(record, 'proposal'),
      expectedFormats: formats,
      expectedDeliveryDate: cell(record, 'expectedDeliveryDate'),
      expectedPublicationDate: cell(record, 'expectedPublicationDate'),
      estimatedWordCount: words ?? '',
      notes: cell(record, 'notes'),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF_PATH[String(issue.path[0])] ?? 'commissioningTitle';
        const message = issue.message === 'Please enter the title' ? 'Missing title' : issue.message;
        if (!rowIssues.some((known) => known.field === field)) fail(field, message);
      }
    }

    const valid = rowIssues.length === 0 && parsed.success;
    if (!valid) invalidRows++;
    for (const issue of rowIssues) if (issues.length <= MAX_IMPORT_ERRORS_SHOWN) issues.push(issue);
    return {
      line,
      values: valid ? parsed.data : null,
      editorName: editor?.name ?? null,
      authorNames: authors.map((author) => author.name),
      preview: {
        line,
        commissioningTitle: title,
        editorName: editor?.name ?? null,
        authorNames: authors.map((author) => author.name),
        expectedFormats: formats,
        expectedDeliveryDate: parsed.success ? parsed.data.expectedDeliveryDate : null,
        expectedPublicationDate: parsed.success ? parsed.data.expectedPublicationDate : null,
        estimatedWordCount: typeof words === 'number' ? words : null,
        valid,
      },
    };
  });
  return { rows, issues, invalidRows };
}

// ---------------------------------------------------------------------------------------------
// Writing

interface Progress {
  written: number;
  total: number;
}

const insertedSchema = z.object({ rows: z.array(z.object({ id: z.coerce.number(), title: z.string() })) });

/*
 * Each chunk is sent as one JSON document that PostgreSQL unpacks with json_to_recordset: a handful
 * of parameters instead of tens of thousands, which is what makes 10,000 rows a matter of seconds
 * on either database. The column names are the schema's, in snake case.
 */
const asJson = (rows: readonly object[]) => JSON.stringify(rows);

/** Writes every row, in the caller's transaction, with one audit entry per record. */
async function writeRows(
  tx: Tx,
  rows: readonly CheckedRow[],
  context: { userId: number; now: Date; requestId: string },
  onProgress: (progress: Progress) => Promise<void>,
): Promise<number> {
  const now = context.now.toISOString();
  let written = 0;
  for (const part of chunks(rows, CHUNK)) {
    const values = part.flatMap((row) => (row.values ? [{ row, values: row.values }] : []));
    const records = values.map(({ values: input }) => {
      const columns = commissioningColumns(input);
      return {
        title: columns.title,
        editor_id: columns.editorId,
        lead_contact_id: columns.leadContactId,
        synopsis: columns.synopsis,
        expected_formats: columns.expectedFormats,
        expected_delivery_date: columns.expectedDeliveryDate,
        expected_publication_date: columns.expectedPublicationDate,
        estimated_word_count: columns.estimatedWordCount,
        notes: columns.notes,
      };
    });
    const inserted = insertedSchema.parse(
      await tx.execute(sql`
        insert into ${commissionings} (title, editor_id, lead_contact_id, synopsis, expected_formats,
          expected_delivery_date, expected_publication_date, estimated_word_count, notes, status, created_at, updated_at)
        select r.title, r.editor_id, r.lead_contact_id, r.synopsis, r.expected_formats, r.expected_delivery_date,
          r.expected_publication_date, r.estimated_word_count, r.notes, 'proposal', ${now}::timestamptz, ${now}::timestamptz
        from json_to_recordset(${asJson(records)}::json) as r(title text, editor_id integer, lead_contact_id integer,
          synopsis text, expected_formats text[], expected_delivery_date date, expected_publication_date date,
          estimated_word_count integer, notes text)
        returning id, title`),
    ).rows;
    // Titles are unique in an import, so they pair each new id with its row whatever order RETURNING uses.
    const idOfTitle = new Map(inserted.map((entry) => [entry.title, entry.id]));
    const withIds = values.map((entry) => {
      const id = idOfTitle.get(entry.values.commissioningTitle);
      if (id === undefined) throw new Error('An imported row was not stored');
      return { ...entry, id };
    });

    const coAuthors = withIds.flatMap(({ id, values: input }) =>
      coAuthorRows(id, input.authorIds).map((link) => ({
        commissioning_id: link.commissioningId,
        contact_id: link.contactId,
        position: link.position,
      })),
    );
    if (coAuthors.length > 0) {
      await tx.execute(sql`
        insert into ${commissioningCoAuthors} (commissioning_id, contact_id, position)
        select r.commissioning_id, r.contact_id, r.position
        from json_to_recordset(${asJson(coAuthors)}::json) as r(commissioning_id integer, contact_id integer, position smallint)`);
    }
    await tx.execute(sql`
      insert into ${commissioningStatusChanges} (commissioning_id, from_status, to_status, changed_by_id, changed_at)
      select r.id, null, 'proposal', ${context.userId}::integer, ${now}::timestamptz
      from json_to_recordset(${asJson(withIds.map(({ id }) => ({ id })))}::json) as r(id integer)`);
    const audits = withIds.map(({ id, row, values: input }) => ({
      entity_id: String(id),
      after: {
        ...commissioningSnapshot({
          ...input,
          editorName: row.editorName ?? '',
          authorNames: row.authorNames,
          status: 'proposal',
          decisionDate: null,
        }),
        version: 1,
        importedFromLine: row.line,
      },
    }));
    await tx.execute(sql`
      insert into ${auditLog} (at, user_id, action, entity, entity_id, before, after, request_id)
      select ${now}::timestamptz, ${context.userId}::integer, 'insert', 'commissionings', r.entity_id, null, r.after,
        ${context.requestId}
      from json_to_recordset(${asJson(audits)}::json) as r(entity_id text, after jsonb)`);
    written += withIds.length;
    await onProgress({ written, total: rows.length });
  }
  return written;
}

// ---------------------------------------------------------------------------------------------
// The route

const importRoute = guardedRoute(IMPORT_RIGHTS, {
  method: 'post',
  path: '/commissionings/import',
  tags: ['commissionings'],
  summary: 'Import commissionings from CSV: check first (dry run), then write all rows or none',
  description:
    '`dry-run` reads the file, matches its columns to the fields (by `mapping`, else by the template’s headers) ' +
    'and reports each row’s errors (unknown editor or author, bad date or number, duplicate title, missing ' +
    `field) without writing. \`commit\` checks again and writes every row in one transaction, or — when any row ` +
    `has an error — nothing, answering 422 with the errors as \`rows.{line}.{field}\`. Up to ${MAX_IMPORT_ROWS.toLocaleString('en-GB')} ` +
    `rows. With \`Accept: ${NDJSON}\`, a commit answers a stream of progress lines ({type:"progress",written,total}) ` +
    'ending in {type:"done",report} or {type:"error",error}. New commissionings start as proposals.',
  request: {
    body: {
      content: {
        'application/json': { schema: importRequestSchema.meta({ id: 'CommissioningImportRequest' }) },
      },
      required: true,
    },
  },
  responses: {
    200: {
      description: 'The report',
      content: {
        'application/json': {
          schema: okEnvelope(importReportSchema.meta({ id: 'CommissioningImportReport' })),
        },
        [NDJSON]: { schema: { type: 'string' } },
      },
    },
    ...errorResponses(400, 422),
  },
});

function reportOf(
  mode: ImportReport['mode'],
  sheet: Sheet,
  checked: Checked,
  created: number,
  started: number,
): ImportReport {
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
      ...checked.rows.slice(0, IMPORT_PREVIEW_ROWS).map((row) => row.preview),
      // Invalid rows further down are shown too, so each error can be seen in its row.
      ...checked.rows
        .slice(IMPORT_PREVIEW_ROWS)
        .filter((row) => !row.preview.valid)
        .slice(0, IMPORT_PREVIEW_ROWS)
        .map((row) => row.preview),
    ],
    durationMs: Math.round(performance.now() - started),
  };
}

function refusal(checked: Checked): HttpError {
  const rows = checked.invalidRows;
  return new HttpError(
    422,
    `${rows.toLocaleString('en-GB')} ${rows === 1 ? 'row has' : 'rows have'} errors; nothing was imported`,
    checked.issues
      .slice(0, MAX_IMPORT_ERRORS_SHOWN)
      .map((issue) => ({ path: `rows.${issue.line}.${issue.field}`, message: issue.message })),
  );
}

async function handleImport(c: ResourceContext): Promise<Response> {
  const started = performance.now();
  const request = await readJson(c, importRequestSchema);
  const sheet = readSheet(request.csv, request.mapping);
  const { db } = c.var.deps.database;
  const { user } = signedIn(c);
  const context = { userId: user.userId, now: c.var.deps.now(), requestId: c.var.requestId };

  if (request.mode === 'dry-run') {
    const checked = await checkRows(db, sheet);
    return c.json({ success: true, data: reportOf('dry-run', sheet, checked, 0, started) }, 200);
  }

  const streaming = (c.req.header('accept') ?? '').includes(NDJSON);
  if (!streaming) {
    const report = await db.transaction(async (tx) => {
      const checked = await checkRows(tx, sheet);
      if (checked.invalidRows > 0) throw refusal(checked);
      const created = await writeRows(tx, checked.rows, context, async () => undefined);
      return reportOf('commit', sheet, checked, created, started);
    });
    return c.json({ success: true, data: report }, 200);
  }

  // Checked before the stream starts, so that a refusal is still an ordinary 422.
  const checked = await checkRows(db, sheet);
  if (checked.invalidRows > 0) throw refusal(checked);
  const encoder = new TextEncoder();
  const log = c.var.log;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (message: object) => controller.enqueue(encoder.encode(`${JSON.stringify(message)}\n`));
      try {
        const report = await db.transaction(async (tx) => {
          // Checked again inside the transaction: a title taken since the first check must refuse the file.
          const recheck = await checkRows(tx, sheet);
          if (recheck.invalidRows > 0) throw refusal(recheck);
          send({ type: 'progress', written: 0, total: sheet.rows.length });
          const created = await writeRows(tx, recheck.rows, context, async (progress) =>
            send({ type: 'progress', ...progress }),
          );
          return reportOf('commit', sheet, recheck, created, started);
        });
        send({ type: 'done', report });
      } catch (error) {
        if (!(error instanceof HttpError)) log.error({ err: error }, 'commissioning import failed');
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

export function registerCommissioningImportRoutes(app: UpstreamApp): void {
  mountRoute(app, importRoute, handleImport);
}
