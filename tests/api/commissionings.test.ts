import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { commissioningArea, type Commissioning, type CommissioningEditor } from '@/lib/areas/commissionings';
import { parseCsv } from '@/lib/contract/csv';
import type { CommissioningStatus } from '@/lib/contract/enums';
import type { PageMeta } from '@/lib/contract/envelope';
import type { HistoryEntry } from '@/lib/contract/resource';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import {
  auditLog,
  commissioningCoAuthors,
  commissionings,
  contacts,
  contracts,
  currencies,
  emailOutbox,
  emailTypes,
  userGroups,
  users,
} from '@/upstream/db/schema';
import { createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

type CommissioningInput = z.input<typeof commissioningArea.inputSchema>;
type CommissioningItem = z.infer<typeof commissioningArea.itemSchema>;

let api: TestUpstream;
let admin: TestUser;
let editor: TestUser;
let otherEditor: TestUser;
let formerEditor: TestUser;
let assistant: TestUser;
let designer: TestUser;
const people: Record<'ash' | 'birch' | 'cedar' | 'dogwood', number> = {
  ash: 0,
  birch: 0,
  cedar: 0,
  dogwood: 0,
};
const listed = new Map<string, number>();

const nameOf = (user: TestUser) => `${user.userName.charAt(0).toUpperCase()}${user.userName.slice(1)} Tester`;

async function call(
  user: TestUser | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiResponse> {
  const token = user ? await issueToken(api.database.db, user.id, api.clock.now()) : undefined;
  return api.request(method, path, { token, body });
}

function ok<T>(response: ApiResponse, status = 200): T {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return (response.body as { data: T }).data;
}

function issuesOf(response: ApiResponse): Record<string, string> {
  const issues = (response.body as { issues?: { path: string; message: string }[] }).issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));
}

async function list(query: string): Promise<{ data: CommissioningItem[]; meta: PageMeta }> {
  const response = await call(assistant, 'GET', `commissionings?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { data: CommissioningItem[]; meta: PageMeta };
}

const titles = (items: CommissioningItem[]) => items.map((item) => item.commissioningTitle);

const input = (overrides: Partial<CommissioningInput> = {}): CommissioningInput => ({
  commissioningTitle: `A Fresh Title ${Math.random().toString(36).slice(2, 8)}`,
  editorId: editor.id,
  authorIds: [people.ash],
  proposal: 'A sweeping account of a forgotten trade.',
  expectedFormats: ['BB', 'EB'],
  expectedDeliveryDate: '2027-03-31',
  expectedPublicationDate: '2027-10-01',
  estimatedWordCount: 85000,
  notes: '',
  ...overrides,
});

async function create(
  overrides: Partial<CommissioningInput> = {},
  user: TestUser = assistant,
): Promise<Commissioning> {
  return ok<Commissioning>(await call(user, 'POST', 'commissionings', input(overrides)), 201);
}

async function move(
  user: TestUser,
  record: Commissioning,
  status: CommissioningStatus,
): Promise<ApiResponse> {
  return call(user, 'POST', `commissionings/${record.commissioningId}/status`, {
    status,
    version: record.version,
  });
}

beforeAll(async () => {
  api = await createTestUpstream();
  const { db } = api.database;
  admin = await createUser(db, { userName: 'admin', groups: [GROUP.SUPER_USERS] });
  editor = await createUser(db, { userName: 'editor', groups: [GROUP.COMMISSIONING_EDITORS] });
  otherEditor = await createUser(db, { userName: 'aeditor', groups: [GROUP.COMMISSIONING_EDITORS] });
  formerEditor = await createUser(db, {
    userName: 'former',
    groups: [GROUP.COMMISSIONING_EDITORS],
    active: false,
  });
  assistant = await createUser(db, { userName: 'assistant', groups: [GROUP.COMMISSIONING_ASSISTANTS] });
  designer = await createUser(db, { userName: 'designer', groups: [GROUP.DESIGNER] });

  const rows = await db
    .insert(contacts)
    .values([
      { firstName: 'Ada', lastName: 'Ash', roles: ['author'], email: 'ada.ash@mail.example' },
      { firstName: 'Bo', lastName: 'Birch', roles: ['author'] },
      { firstName: 'Cy', lastName: 'Cedar', roles: ['translator', 'author'] },
      { firstName: 'Di', lastName: 'Dogwood', roles: ['author'] },
    ])
    .returning({ id: contacts.id, lastName: contacts.lastName });
  for (const row of rows) people[row.lastName.toLowerCase() as keyof typeof people] = row.id;

  // The list's fixtures: statuses, editors, authors and formats chosen so that each filter selects a known few.
  const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n, 10));
  const fixtures: {
    title: string;
    status: CommissioningStatus;
    editorId: number;
    lead: number;
    co?: number;
    formats: ('BB' | 'BC' | 'EB' | 'AJ')[];
  }[] = [
    { title: 'Quiet Harbour', status: 'proposal', editorId: editor.id, lead: people.ash, formats: ['BB'] },
    {
      title: 'The Lantern Year',
      status: 'under_review',
      editorId: editor.id,
      lead: people.birch,
      co: people.cedar,
      formats: ['BC', 'EB'],
    },
    {
      title: 'Salt and Iron',
      status: 'approved',
      editorId: otherEditor.id,
      lead: people.cedar,
      formats: ['EB'],
    },
    {
      title: 'Northern Lights Over Wick',
      status: 'contracted',
      editorId: otherEditor.id,
      lead: people.dogwood,
      formats: ['AJ'],
    },
    {
      title: 'A Field Guide to Rain',
      status: 'in_production',
      editorId: formerEditor.id,
      lead: people.ash,
      co: people.dogwood,
      formats: ['BB', 'AJ'],
    },
    { title: 'Published at Last', status: 'published', editorId: editor.id, lead: people.birch, formats: [] },
    {
      title: 'Declined with Thanks',
      status: 'declined',
      editorId: otherEditor.id,
      lead: people.dogwood,
      formats: [],
    },
  ];
  for (const [index, fixture] of fixtures.entries()) {
    const [row] = await db
      .insert(commissionings)
      .values({
        title: fixture.title,
        status: fixture.status,
        editorId: fixture.editorId,
        leadContactId: fixture.lead,
        expectedFormats: fixture.formats,
        createdAt: day(index),
        updatedAt: day(index),
      })
      .returning({ id: commissionings.id });
    if (!row) throw new Error('fixture not created');
    listed.set(fixture.title, row.id);
    if (fixture.co)
      await db
        .insert(commissioningCoAuthors)
        .values({ commissioningId: row.id, contactId: fixture.co, position: 1 });
  }
});
afterAll(() => api.close());

/** Only the list's fixtures, whatever the other tests have created. */
const fixtures = () => `ids=${[...listed.values()].join(',')}`;

describe('GET commissionings (the list)', () => {
  it('pages, newest first by default, with the editor, the authors in credit order and the counts', async () => {
    const first = await list(`${fixtures()}&pageSize=3`);
    expect(first.meta).toEqual({ page: 1, pageSize: 3, total: 7 });
    expect(titles(first.data)).toEqual([
      'Declined with Thanks',
      'Published at Last',
      'A Field Guide to Rain',
    ]);
    expect(first.data[2]).toMatchObject({
      editorName: nameOf(formerEditor),
      authors: [
        { contactId: people.ash, name: 'Ada Ash' },
        { contactId: people.dogwood, name: 'Di Dogwood' },
      ],
      expectedFormats: ['BB', 'AJ'],
      contractsCount: 0,
      booksCount: 0,
    });
    expect(titles((await list(`${fixtures()}&pageSize=3&page=3`)).data)).toEqual(['Quiet Harbour']);
  });

  it('sorts by status in pipeline order, by title and by editor', async () => {
    expect((await list(`${fixtures()}&sort=status`)).data.map((item) => item.status)).toEqual([
      'proposal',
      'under_review',
      'approved',
      'contracted',
      'in_production',
      'published',
      'declined',
    ]);
    expect(titles((await list(`${fixtures()}&sort=commissioningTitle&pageSize=2`)).data)).toEqual([
      'A Field Guide to Rain',
      'Declined with Thanks',
    ]);
    // "Aeditor Tester" sorts before "Editor Tester" and "Former Tester".
    const byEditor = await list(`${fixtures()}&sort=editorName`);
    expect(byEditor.data.map((item) => item.editorName).slice(0, 3)).toEqual(
      Array.from({ length: 3 }, () => nameOf(otherEditor)),
    );
  });

  it('filters by status, editor, author (lead or co-author) and expected format', async () => {
    expect(
      titles((await list(`${fixtures()}&status=proposal,declined&sort=commissioningTitle`)).data),
    ).toEqual(['Declined with Thanks', 'Quiet Harbour']);
    expect((await list(`${fixtures()}&editorId=${otherEditor.id}`)).meta.total).toBe(3);
    expect(
      titles((await list(`${fixtures()}&authorId=${people.dogwood}&sort=commissioningTitle`)).data),
    ).toEqual(['A Field Guide to Rain', 'Declined with Thanks', 'Northern Lights Over Wick']);
    expect(titles((await list(`${fixtures()}&expectedFormats=AJ&sort=commissioningTitle`)).data)).toEqual([
      'A Field Guide to Rain',
      'Northern Lights Over Wick',
    ]);
    expect((await call(assistant, 'GET', 'commissionings?status=pending')).status).toBe(400);
    expect((await call(assistant, 'GET', 'commissionings?sort=synopsis')).status).toBe(400);
  });

  it('searches titles and author names', async () => {
    expect(titles((await list(`${fixtures()}&q=lantern`)).data)).toEqual(['The Lantern Year']);
    // Cedar is the lead of one and a co-author of another.
    expect(
      titles((await list(`${fixtures()}&q=${encodeURIComponent('cy cedar')}&sort=commissioningTitle`)).data),
    ).toEqual(['Salt and Iron', 'The Lantern Year']);
  });

  it('are listed on the page of each of their authors, lead or co-author', async () => {
    const answer = await call(assistant, 'GET', `contacts/${people.cedar}`);
    expect(answer.status).toBe(200);
    const { commissionings: theirs } = (
      answer.body as { data: { commissionings: { commissioningTitle: string }[] } }
    ).data;
    expect(theirs.map((row) => row.commissioningTitle).sort()).toEqual(['Salt and Iron', 'The Lantern Year']);
  });

  it('exports the filtered list as CSV', async () => {
    const response = await call(
      assistant,
      'GET',
      `commissionings/export?${fixtures()}&status=approved,contracted&sort=commissioningTitle`,
    );
    expect(response.status).toBe(200);
    const [header, ...rows] = parseCsv(String(response.body)).records.map((record) => record.fields);
    expect(header?.slice(0, 4)).toEqual(['Commissioning id', 'Title', 'Status', 'Editor']);
    expect(rows.map((row) => [row[1], row[2]])).toEqual([
      ['Northern Lights Over Wick', 'Contracted'],
      ['Salt and Iron', 'Approved'],
    ]);
  });

  it('lists the editors: active ones to choose from, and former ones who still hold books', async () => {
    const editors = ok<CommissioningEditor[]>(await call(assistant, 'GET', 'commissionings/editors'));
    expect(editors).toEqual([
      { userId: otherEditor.id, name: nameOf(otherEditor), active: true },
      { userId: editor.id, name: nameOf(editor), active: true },
      { userId: formerEditor.id, name: nameOf(formerEditor), active: false },
    ]);
  });

  it('reads the editors again once a write moves their tables', async () => {
    const { db } = api.database;
    const before = ok<CommissioningEditor[]>(await call(assistant, 'GET', 'commissionings/editors'));
    await db.update(users).set({ firstName: 'Zelda' }).where(eq(users.id, otherEditor.id));
    await db.insert(userGroups).values({ userId: assistant.id, groupId: GROUP.COMMISSIONING_EDITORS });
    try {
      const after = ok<CommissioningEditor[]>(await call(assistant, 'GET', 'commissionings/editors'));
      expect(after).not.toEqual(before);
      expect(after).toEqual([
        { userId: assistant.id, name: nameOf(assistant), active: true },
        { userId: editor.id, name: nameOf(editor), active: true },
        { userId: formerEditor.id, name: nameOf(formerEditor), active: false },
        { userId: otherEditor.id, name: 'Zelda Tester', active: true },
      ]);
    } finally {
      await db
        .delete(userGroups)
        .where(and(eq(userGroups.userId, assistant.id), eq(userGroups.groupId, GROUP.COMMISSIONING_EDITORS)));
      await db.update(users).set({ firstName: 'Aeditor' }).where(eq(users.id, otherEditor.id));
    }
  });
});

describe('commissionings: create and update', () => {
  it('creates a proposal with its authors, records the first status, and audits it', async () => {
    const created = await create({
      authorIds: [people.birch, people.ash, people.birch],
      notes: 'Agent keen.',
    });
    expect(created).toMatchObject({
      status: 'proposal',
      editorId: editor.id,
      authors: [
        { contactId: people.birch, name: 'Bo Birch' },
        { contactId: people.ash, name: 'Ada Ash' },
      ],
      expectedFormats: ['BB', 'EB'],
      estimatedWordCount: 85000,
      notes: 'Agent keen.',
      version: 1,
    });
    expect(created.statusChanges).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'proposal', changedBy: nameOf(assistant) }),
    ]);
    const [entry] = await api.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'commissionings'), eq(auditLog.entityId, String(created.commissioningId))),
      )
      .orderBy(desc(auditLog.id));
    expect(entry?.after).toMatchObject({
      editorName: nameOf(editor),
      authors: ['Bo Birch', 'Ada Ash'],
      status: 'proposal',
      version: 1,
    });
  });

  it('refuses an editor who is not an active commissioning editor, an unknown author and a taken title, naming the fields', async () => {
    const refused = await call(
      assistant,
      'POST',
      'commissionings',
      input({
        editorId: formerEditor.id,
        authorIds: [people.ash, 999_999],
        commissioningTitle: ' quiet HARBOUR ',
      }),
    );
    expect(refused.status).toBe(422);
    expect(issuesOf(refused)).toEqual({
      editorId: 'Choose an active commissioning editor',
      'authorIds.1': 'There is no contact 999999',
      commissioningTitle: `Commissioning ${listed.get('Quiet Harbour')} already has this title`,
    });
    const notAnEditor = await call(assistant, 'POST', 'commissionings', input({ editorId: assistant.id }));
    expect(issuesOf(notAnEditor)).toEqual({ editorId: 'Choose an active commissioning editor' });
  });

  it('refuses a schedule out of order and a missing title with 400', async () => {
    const response = await call(
      assistant,
      'POST',
      'commissionings',
      input({
        commissioningTitle: '  ',
        expectedDeliveryDate: '2027-06-01',
        expectedPublicationDate: '2027-01-01',
      }),
    );
    expect(response.status).toBe(400);
    expect(issuesOf(response)).toEqual({
      commissioningTitle: 'Please enter the title',
      expectedPublicationDate: 'Publication cannot come before the manuscript is delivered',
    });
  });

  it('updates fields and authors with the version, keeps a former editor, and audits the change by name', async () => {
    const created = await create({ authorIds: [people.ash] });
    await api.database.db
      .update(commissionings)
      .set({ editorId: formerEditor.id })
      .where(eq(commissionings.id, created.commissioningId));
    const saved = ok<Commissioning>(
      await call(editor, 'PUT', `commissionings/${created.commissioningId}`, {
        ...input({
          commissioningTitle: created.commissioningTitle,
          editorId: formerEditor.id,
          authorIds: [people.cedar, people.ash],
          expectedFormats: ['BC'],
        }),
        version: created.version,
      }),
    );
    expect(saved).toMatchObject({
      version: 2,
      editorId: formerEditor.id,
      authors: [{ name: 'Cy Cedar' }, { name: 'Ada Ash' }],
      expectedFormats: ['BC'],
    });
    const history = ok<HistoryEntry[]>(
      await call(assistant, 'GET', `commissionings/${created.commissioningId}/history`),
    );
    expect(history[0]).toMatchObject({ action: 'update', userName: nameOf(editor) });
    expect(history[0]?.changes).toEqual([
      { field: 'authors', before: ['Ada Ash'], after: ['Cy Cedar', 'Ada Ash'] },
      { field: 'expectedFormats', before: ['BB', 'EB'], after: ['BC'] },
    ]);
  });

  it('refuses a stale update with 409 naming who changed it', async () => {
    const created = await create();
    ok(
      await call(editor, 'PUT', `commissionings/${created.commissioningId}`, {
        ...input({ commissioningTitle: created.commissioningTitle, notes: 'First' }),
        version: 1,
      }),
    );
    const stale = await call(assistant, 'PUT', `commissionings/${created.commissioningId}`, {
      ...input({ commissioningTitle: created.commissioningTitle, notes: 'Second' }),
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect((stale.body as { error: string }).error).toContain(`${nameOf(editor)} changed this record on`);
  });
});

describe('commissionings: the status pipeline', () => {
  it('moves along allowed steps only, records each move with its date and author, and puts it in history', async () => {
    api.clock.set('2026-05-04T09:30:00Z');
    let record = await create();
    record = ok<Commissioning>(await move(assistant, record, 'under_review'));
    expect(record.status).toBe('under_review');

    const skip = await move(editor, record, 'published');
    expect(skip.status).toBe(422);
    expect((skip.body as { error: string }).error).toBe(
      'A commissioning cannot move from Under review to Published',
    );

    // Approving is a decision: the assistant (Edit) may not, the editor (Approve) may.
    expect((await move(assistant, record, 'approved')).status).toBe(403);
    record = ok<Commissioning>(await move(editor, record, 'approved'));
    expect(record).toMatchObject({ status: 'approved', decisionDate: '2026-05-04', version: 3 });
    record = ok<Commissioning>(await move(assistant, record, 'contracted'));
    record = ok<Commissioning>(await move(assistant, record, 'in_production'));
    record = ok<Commissioning>(await move(assistant, record, 'published'));
    expect(record.statusChanges.map((change) => [change.fromStatus, change.toStatus])).toEqual([
      [null, 'proposal'],
      ['proposal', 'under_review'],
      ['under_review', 'approved'],
      ['approved', 'contracted'],
      ['contracted', 'in_production'],
      ['in_production', 'published'],
    ]);
    expect(record.statusChanges[2]).toMatchObject({
      changedAt: '2026-05-04T09:30:00.000Z',
      changedBy: nameOf(editor),
    });
    expect((await move(admin, record, 'proposal')).status).toBe(422);

    const history = ok<HistoryEntry[]>(
      await call(assistant, 'GET', `commissionings/${record.commissioningId}/history`),
    );
    expect(history.find((entry) => entry.userName === nameOf(editor))?.changes).toEqual([
      { field: 'status', before: 'under_review', after: 'approved' },
      { field: 'decisionDate', before: null, after: '2026-05-04' },
    ]);
    api.clock.set(new Date());
  });

  it('emails the editor when a colleague moves their commissioning, unless they turned that off', async () => {
    const notices = async (commissioningId: number) =>
      api.database.db
        .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject, body: emailOutbox.bodyText })
        .from(emailOutbox)
        .innerJoin(emailTypes, eq(emailTypes.id, emailOutbox.emailTypeId))
        .where(
          and(
            eq(emailTypes.key, 'commissioning_update'),
            sql`${emailOutbox.bodyText} like ${`%/commissionings/manage/${commissioningId}%`}`,
          ),
        );
    let record = await create();
    record = ok<Commissioning>(await move(assistant, record, 'under_review'));
    expect(await notices(record.commissioningId)).toEqual([
      {
        to: editor.email,
        subject: `${record.commissioningTitle}: Under review`,
        body: expect.stringContaining(
          `${nameOf(assistant)} moved your commissioning ${record.commissioningTitle} from Proposal to Under review.`,
        ),
      },
    ]);
    // The editor's own move tells them nothing.
    record = ok<Commissioning>(await move(editor, record, 'approved'));
    expect(await notices(record.commissioningId)).toHaveLength(1);

    await api.database.db
      .update(users)
      .set({
        notificationSettings: sql`jsonb_set(notification_settings, '{email,commissioningUpdates}', 'false')`,
      })
      .where(eq(users.id, editor.id));
    try {
      record = ok<Commissioning>(await move(assistant, record, 'contracted'));
      expect(await notices(record.commissioningId)).toHaveLength(1);
    } finally {
      await api.database.db
        .update(users)
        .set({
          notificationSettings: sql`jsonb_set(notification_settings, '{email,commissioningUpdates}', 'true')`,
        })
        .where(eq(users.id, editor.id));
    }
  });

  it('refuses a move made from a stale version', async () => {
    const record = await create();
    ok(await move(assistant, record, 'under_review'));
    const stale = await move(editor, record, 'declined');
    expect(stale.status).toBe(409);
  });
});

describe('commissionings: delete and rights', () => {
  it('refuses to delete a commissioning with a contract, and deletes one without (managers only)', async () => {
    const { db } = api.database;
    await db.insert(currencies).values({ code: 'EUR', name: 'Euro', symbol: '€' }).onConflictDoNothing();
    const bound = await create();
    await db.insert(contracts).values({
      reference: 'C-2026-0777',
      commissioningId: bound.commissioningId,
      type: 'author',
      currency: 'EUR',
      rightsGranted: ['print'],
    });
    const refused = await call(admin, 'DELETE', `commissionings/${bound.commissioningId}`);
    expect(refused.status).toBe(409);
    expect((refused.body as { error: string }).error).toBe(
      'This commissioning cannot be deleted: it is covered by 1 contract. Remove those links first.',
    );
    const detail = ok<Commissioning>(await call(assistant, 'GET', `commissionings/${bound.commissioningId}`));
    expect(detail.contracts).toEqual([
      expect.objectContaining({ reference: 'C-2026-0777', status: 'draft' }),
    ]);
    expect(detail.contractsCount).toBe(1);

    const free = await create({ authorIds: [people.ash, people.birch] });
    expect((await call(editor, 'DELETE', `commissionings/${free.commissioningId}`)).status).toBe(403);
    expect((await call(admin, 'DELETE', `commissionings/${free.commissioningId}`)).status).toBe(200);
    // The co-authors and status changes go with it; the contacts stay.
    expect(
      await db
        .select()
        .from(commissioningCoAuthors)
        .where(eq(commissioningCoAuthors.commissioningId, free.commissioningId)),
    ).toEqual([]);
    expect((await db.select().from(contacts).where(eq(contacts.id, people.birch))).length).toBe(1);
  });

  it('reads no wider than the page: section 1 at View (a designer) neither reads nor writes', async () => {
    const record = await create();
    expect((await call(designer, 'GET', 'commissionings')).status).toBe(403);
    expect((await call(designer, 'GET', `commissionings/${record.commissioningId}`)).status).toBe(403);
    expect((await call(designer, 'POST', 'commissionings', input())).status).toBe(403);
    expect(
      (await call(designer, 'PUT', `commissionings/${record.commissioningId}`, { ...input(), version: 1 }))
        .status,
    ).toBe(403);
    expect((await move(designer, record, 'under_review')).status).toBe(403);
    expect((await call(designer, 'DELETE', `commissionings/${record.commissioningId}`)).status).toBe(403);
    expect((await call(null, 'GET', 'commissionings')).status).toBe(401);
  });
});
