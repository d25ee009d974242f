import { count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importColumnsOf, importTemplateRows, type ImportReport } from '@/lib/area/import';
import { commissioningArea } from '@/lib/areas/commissionings';
import { csvDocument } from '@/lib/contract/csv';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import {
  auditLog,
  commissioningCoAuthors,
  commissioningStatusChanges,
  commissionings,
  contacts,
} from '@/upstream/db/schema';
import { createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

let api: TestUpstream;
let editor: TestUser;
let assistant: TestUser;
let viewer: TestUser;
let leadId = 0;

const HEADER = [
  'title',
  'editor',
  'authors',
  'proposal',
  'expected_formats',
  'expected_delivery_date',
  'expected_publication_date',
  'estimated_word_count',
  'notes',
];

async function post(
  user: TestUser | null,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  const token = user ? await issueToken(api.database.db, user.id, api.clock.now()) : undefined;
  return api.request('POST', 'commissionings/import', { token, body, headers });
}

function report(response: ApiResponse): ImportReport {
  expect(response.status, JSON.stringify(response.body).slice(0, 2000)).toBe(200);
  return (response.body as { data: ImportReport }).data;
}

async function storedTitles(prefix: string): Promise<string[]> {
  const rows = await api.database.db
    .select({ title: commissionings.title })
    .from(commissionings)
    .where(like(commissionings.title, `${prefix}%`))
    .orderBy(commissionings.title);
  return rows.map((row) => row.title);
}

const row = (title: string, overrides: Partial<Record<(typeof HEADER)[number], string>> = {}) => {
  const values: Record<string, string> = {
    title,
    editor: 'editor',
    authors: 'quill@mail.example; Bo Birch',
    proposal: 'A history of salt, told through six journeys.',
    expected_formats: 'BB; E-book',
    expected_delivery_date: '2027-03-31',
    expected_publication_date: '2027-10-01',
    estimated_word_count: '85,000',
    notes: '',
    ...overrides,
  };
  return HEADER.map((column) => values[column] ?? '');
};

beforeAll(async () => {
  api = await createTestUpstream();
  const { db } = api.database;
  editor = await createUser(db, { userName: 'editor', groups: [GROUP.COMMISSIONING_EDITORS] });
  assistant = await createUser(db, { userName: 'assistant', groups: [GROUP.COMMISSIONING_ASSISTANTS] });
  viewer = await createUser(db, { userName: 'designer', groups: [GROUP.DESIGNER] });
  const people = await db
    .insert(contacts)
    .values([
      { firstName: 'Ada', lastName: 'Quill', roles: ['author'], email: 'quill@mail.example' },
      { firstName: 'Bo', lastName: 'Birch', roles: ['author'] },
      { firstName: 'Sam', lastName: 'Twin', roles: ['author'] },
      { firstName: 'Sam', lastName: 'Twin', roles: ['translator'] },
    ])
    .returning({ id: contacts.id });
  leadId = people[0]?.id ?? 0;
  await db.insert(commissionings).values({ title: 'Already Here', editorId: editor.id });
});
afterAll(() => api.close());

describe('POST commissionings/import', () => {
  it('offers a template whose example row imports as it is', async () => {
    const [header, example] = importTemplateRows(importColumnsOf(commissioningArea));
    expect(header).toEqual(HEADER);
    const dryRun = report(
      await post(editor, {
        mode: 'dry-run',
        csv: csvDocument([
          header ?? [],
          (example ?? []).map((cell, index) => (index === 2 ? 'quill@mail.example' : cell)),
        ]),
      }),
    );
    expect(dryRun).toMatchObject({ totalRows: 1, validRows: 1, invalidRows: 0, issues: [] });
  });

  it('reports each bad row with its line and field in a dry run, and writes nothing', async () => {
    const csv = csvDocument([
      HEADER,
      row('Import One A'),
      row('Import One B', { editor: 'nobody' }),
      row('Import One C', { expected_delivery_date: '2027-02-30' }),
      row('Already here'),
      row('Import One A'),
      row('', { notes: 'no title' }),
      row('Import One D', { authors: 'Sam Twin; stranger@mail.example' }),
      row('Import One E', { expected_formats: 'Scroll', estimated_word_count: 'lots' }),
    ]);
    const result = report(await post(editor, { mode: 'dry-run', csv }));
    expect(result).toMatchObject({ mode: 'dry-run', totalRows: 8, validRows: 1, invalidRows: 7, created: 0 });
    expect(result.issues.map((issue) => [issue.line, issue.field])).toEqual([
      [3, 'editorId'],
      [4, 'expectedDeliveryDate'],
      [5, 'commissioningTitle'],
      [6, 'commissioningTitle'],
      [7, 'commissioningTitle'],
      [8, 'authorIds'],
      [8, 'authorIds'],
      [9, 'expectedFormats'],
      [9, 'estimatedWordCount'],
    ]);
    const byLine = new Map(result.issues.map((issue) => [`${issue.line}:${issue.field}`, issue.message]));
    expect(byLine.get('3:editorId')).toMatch(/^Unknown editor "nobody"/);
    expect(byLine.get('4:expectedDeliveryDate')).toBe('Please enter a date as YYYY-MM-DD');
    expect(byLine.get('5:commissioningTitle')).toMatch(/^Duplicate title: commissioning \d+ already has it$/);
    expect(byLine.get('6:commissioningTitle')).toBe('Duplicate title: line 2 has it too');
    expect(byLine.get('7:commissioningTitle')).toBe('Missing title');
    expect(result.preview[0]).toEqual({
      line: 2,
      valid: true,
      cells: {
        commissioningTitle: 'Import One A',
        editorId: 'Editor Tester',
        authorIds: 'Ada Quill; Bo Birch',
        proposal: 'A history of salt, told through six journeys.',
        expectedFormats: 'Hardback; E-book',
        expectedDeliveryDate: '31 Mar 2027',
        expectedPublicationDate: '1 Oct 2027',
        estimatedWordCount: '85000',
        notes: '—',
      },
    });
    expect(await storedTitles('Import One')).toEqual([]);
  });

  it('writes nothing when any row of a commit is bad, then everything once it is fixed', async () => {
    const [countBefore] = await api.database.db.select({ n: count() }).from(commissionings);
    const rows = [
      row('Import Two A'),
      row('Import Two B', { editor: 'nobody' }),
      row('Import Two C', { authors: '' }),
    ];
    const refused = await post(editor, { mode: 'commit', csv: csvDocument([HEADER, ...rows]) });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      success: false,
      error: '1 row has errors; nothing was imported',
      issues: [{ path: 'rows.3.editorId' }],
    });
    const [countAfter] = await api.database.db.select({ n: count() }).from(commissionings);
    expect(countAfter?.n).toBe(countBefore?.n);

    rows[1] = row('Import Two B', { editor: 'Editor Tester' });
    const done = report(await post(editor, { mode: 'commit', csv: csvDocument([HEADER, ...rows]) }));
    expect(done).toMatchObject({ mode: 'commit', totalRows: 3, validRows: 3, created: 3 });
    expect(await storedTitles('Import Two')).toEqual(['Import Two A', 'Import Two B', 'Import Two C']);

    const { db } = api.database;
    const [first] = await db.select().from(commissionings).where(eq(commissionings.title, 'Import Two A'));
    expect(first).toMatchObject({
      editorId: editor.id,
      leadContactId: leadId,
      status: 'proposal',
      expectedFormats: ['BB', 'EB'],
      estimatedWordCount: 85000,
      expectedDeliveryDate: '2027-03-31',
    });
    const id = first?.id ?? 0;
    expect(
      await db.select().from(commissioningCoAuthors).where(eq(commissioningCoAuthors.commissioningId, id)),
    ).toHaveLength(1);
    expect(
      await db
        .select()
        .from(commissioningStatusChanges)
        .where(eq(commissioningStatusChanges.commissioningId, id)),
    ).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'proposal', changedById: editor.id })]);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [String(id)]));
    expect(audit).toMatchObject({ entity: 'commissionings', action: 'insert', userId: editor.id });
    expect(audit?.after).toMatchObject({
      commissioningTitle: 'Import Two A',
      editorName: 'Editor Tester',
      authors: ['Ada Quill', 'Bo Birch'],
      version: 1,
    });
  });

  it('uses the columns the user matched, and reads semicolon-separated files', async () => {
    const csv = [
      'Book;Owner;Writers',
      'Import Three A;editor@example.test;Ada Quill',
      'Import Three B;Editor Tester;',
    ].join('\r\n');
    const mapping = { commissioningTitle: 'Book', editorId: 'Owner', authorIds: 'Writers' };
    const result = report(await post(editor, { mode: 'commit', csv, mapping }));
    expect(result).toMatchObject({ created: 2, mapping: expect.objectContaining(mapping) });
    expect(await storedTitles('Import Three')).toEqual(['Import Three A', 'Import Three B']);

    const unmapped = await post(editor, { mode: 'dry-run', csv, mapping: { commissioningTitle: 'Nope' } });
    expect(unmapped.status).toBe(400);
    expect((unmapped.body as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual([
      'mapping.commissioningTitle',
      'mapping.editorId',
    ]);
    const unknownField = await post(editor, {
      mode: 'dry-run',
      csv,
      mapping: { ...mapping, status: 'Book' },
    });
    expect((unknownField.body as { issues: { path: string }[] }).issues).toEqual([
      { path: 'mapping.status', message: 'There is no field "status" to import' },
    ]);
  });

  it('refuses a file that is not CSV or has no rows', async () => {
    expect((await post(editor, { mode: 'dry-run', csv: 'title,editor\n"unclosed,editor\n' })).status).toBe(
      400,
    );
    expect((await post(editor, { mode: 'dry-run', csv: 'title,editor\n' })).status).toBe(400);
    expect((await post(editor, { mode: 'sideways', csv: 'a' })).status).toBe(400);
  });

  it('imports 10,000 rows in one transaction within seconds, streaming progress when asked', async () => {
    const rows = Array.from({ length: 10_000 }, (_, index) =>
      row(`Bulk Import ${String(index).padStart(5, '0')}`, {
        authors: index % 2 ? 'quill@mail.example' : `#${leadId}; Bo Birch`,
      }),
    );
    const csv = csvDocument([HEADER, ...rows]);
    const started = performance.now();
    const response = await post(editor, { mode: 'commit', csv }, { accept: 'application/x-ndjson' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    const messages = String(response.body)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; written?: number; report?: ImportReport });
    const elapsed = performance.now() - started;
    expect(
      messages.filter((message) => message.type === 'progress').map((message) => message.written),
    ).toEqual([0, 1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10_000]);
    expect(messages.at(-1)).toMatchObject({ type: 'done', report: { created: 10_000 } });
    const [stored] = await api.database.db
      .select({ n: count() })
      .from(commissionings)
      .where(like(commissionings.title, 'Bulk Import %'));
    expect(stored?.n).toBe(10_000);
    expect(elapsed).toBeLessThan(30_000);
  });

  it('needs the Approve level in section 1 (running an import); Edit is not enough', async () => {
    const csv = csvDocument([HEADER, row('Import Four A')]);
    expect((await post(assistant, { mode: 'dry-run', csv })).status).toBe(403);
    expect((await post(viewer, { mode: 'dry-run', csv })).status).toBe(403);
    expect((await post(null, { mode: 'dry-run', csv })).status).toBe(401);
  });
});
