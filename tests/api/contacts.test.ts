import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaFormValues } from '@/lib/area/define-area';
import {
  normalizeOrcid,
  type Contact,
  type ContactItem,
  type ContactOverview,
  type contactArea,
} from '@/lib/areas/contacts';

type ContactInput = AreaFormValues<(typeof contactArea)['fields']>;
import { parseCsv } from '@/lib/contract/csv';
import type { ContactRole } from '@/lib/contract/enums';
import type { PageMeta } from '@/lib/contract/envelope';
import type { HistoryEntry } from '@/lib/contract/resource';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import {
  auditLog,
  commissionings,
  contacts,
  contractParties,
  contracts,
  currencies,
} from '@/upstream/db/schema';
import { createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

let api: TestUpstream;
let admin: TestUser;
let assistant: TestUser;
let editor: TestUser;
let designer: TestUser;
let outsider: TestUser;

// Names sort differently from their ids, so a test of the order cannot pass by insertion order.
const PEOPLE: {
  firstName: string | null;
  lastName: string;
  roles: ContactRole[];
  organisation?: string;
  email?: string;
}[] = [
  { firstName: 'Zora', lastName: 'Abbott', roles: ['author'], email: 'zora.abbott@mail.example' },
  { firstName: 'Yann', lastName: 'Brightwater', roles: ['translator'] },
  { firstName: 'Xenia', lastName: 'Calder', roles: ['author', 'translator'] },
  {
    firstName: null,
    lastName: 'Driftwood Literary',
    roles: ['agent'],
    organisation: 'Driftwood Literary Ltd',
  },
  { firstName: 'Walter', lastName: 'Eastman', roles: ['illustrator'] },
  { firstName: 'Vera', lastName: 'Fairweather', roles: ['reviewer'], organisation: 'University of Lantern' },
  { firstName: 'Ursula', lastName: 'Greenhalgh', roles: ['author'] },
  { firstName: 'Tobias', lastName: 'Hartwell', roles: ['author', 'reviewer'] },
  { firstName: 'Selma', lastName: 'Ingram', roles: ['translator'] },
  { firstName: 'Rafael', lastName: 'Jessop', roles: ['author'] },
  { firstName: 'Quinn', lastName: 'Kestrel', roles: ['illustrator'] },
  { firstName: 'Petra', lastName: 'Lindqvist', roles: ['author'] },
];
const ids = new Map<string, number>();

/** The fixture user's first name, as the API reports who changed a record. */
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

async function list(
  query: string,
  user: TestUser = assistant,
): Promise<{ data: ContactItem[]; meta: PageMeta }> {
  const response = await call(user, 'GET', `contacts?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { data: ContactItem[]; meta: PageMeta };
}

const lastNames = (items: ContactItem[]) => items.map((item) => item.lastName);

const auditOf = (id: number) =>
  api.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'contacts'), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));

const newContact = (overrides: Partial<ContactInput> = {}): ContactInput => ({
  firstName: 'Ada',
  lastName: 'Quill',
  organisation: '',
  roles: ['author'],
  email: 'ada.quill@mail.example',
  phone: '+44 20 7946 0018',
  addressLine1: '',
  addressLine2: '',
  city: 'Bristol',
  postcode: '',
  region: '',
  country: 'gb',
  orcid: 'https://orcid.org/0000-0002-1825-0097',
  biography: '',
  notes: '',
  newsletterConsentAt: '',
  newsletterUnsubscribedAt: '',
  ...overrides,
});

beforeAll(async () => {
  api = await createTestUpstream();
  const { db } = api.database;
  admin = await createUser(db, { userName: 'admin', groups: [GROUP.SUPER_USERS] });
  assistant = await createUser(db, { userName: 'assistant', groups: [GROUP.COMMISSIONING_ASSISTANTS] });
  editor = await createUser(db, { userName: 'editor', groups: [GROUP.COMMISSIONING_EDITORS] });
  designer = await createUser(db, { userName: 'designer', groups: [GROUP.DESIGNER] });
  outsider = await createUser(db, { userName: 'content', groups: [GROUP.CONTENT_EDITOR] });

  const start = new Date('2026-01-01T09:00:00Z').getTime();
  const rows = await db
    .insert(contacts)
    .values(
      PEOPLE.map((person, index) => ({
        ...person,
        // Added in reverse alphabetical order, one day apart.
        createdAt: new Date(start + (PEOPLE.length - index) * 86_400_000),
        updatedAt: new Date(start + (PEOPLE.length - index) * 86_400_000),
      })),
    )
    .returning({ id: contacts.id, lastName: contacts.lastName });
  for (const row of rows) ids.set(row.lastName, row.id);
});
afterAll(() => api.close());

describe('GET contacts (the list)', () => {
  it('pages in SQL and reports the total', async () => {
    const first = await list('pageSize=5&sort=name');
    expect(first.meta).toEqual({ page: 1, pageSize: 5, total: PEOPLE.length });
    expect(lastNames(first.data)).toEqual([
      'Abbott',
      'Brightwater',
      'Calder',
      'Driftwood Literary',
      'Eastman',
    ]);
    const third = await list('pageSize=5&page=3&sort=name');
    expect(lastNames(third.data)).toEqual(['Kestrel', 'Lindqvist']);
    const beyond = await list('pageSize=5&page=9');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(PEOPLE.length);
  });

  it('sorts by a whitelisted field either way, with the default by name', async () => {
    expect(lastNames((await list('pageSize=3')).data)).toEqual(['Abbott', 'Brightwater', 'Calder']);
    expect(lastNames((await list('pageSize=3&sort=-name')).data)).toEqual(['Lindqvist', 'Kestrel', 'Jessop']);
    // Added in reverse order: the newest is Abbott.
    expect(lastNames((await list('pageSize=2&sort=-createdDate')).data)).toEqual(['Abbott', 'Brightwater']);
    expect(lastNames((await list('pageSize=2&sort=createdDate')).data)).toEqual(['Lindqvist', 'Kestrel']);
  });

  it('refuses an unknown sort field, a page size over 100 and a bad filter with 400 naming the parameter', async () => {
    for (const [query, path] of [
      ['sort=passwordHash', 'sort'],
      ['pageSize=101', 'pageSize'],
      ['page=0', 'page'],
      ['roles=author,wizard', 'roles'],
    ] as const) {
      const response = await call(assistant, 'GET', `contacts?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body).toMatchObject({
        success: false,
        error: 'Invalid input',
        issues: [{ path: expect.stringMatching(new RegExp(`^${path}\\b`)) }],
      });
    }
  });

  it('filters by role (any of several)', async () => {
    const translators = await list('roles=translator&pageSize=100');
    expect(lastNames(translators.data)).toEqual(['Brightwater', 'Calder', 'Ingram']);
    const some = await list('roles=agent,illustrator');
    expect(lastNames(some.data)).toEqual(['Driftwood Literary', 'Eastman', 'Kestrel']);
    expect(some.meta.total).toBe(3);
  });

  it('searches names, organisations and emails, every word, without regard to case', async () => {
    expect(lastNames((await list('q=fairweather')).data)).toEqual(['Fairweather']);
    expect(lastNames((await list('q=lantern')).data)).toEqual(['Fairweather']);
    expect(lastNames((await list('q=ZORA.ABBOTT')).data)).toEqual(['Abbott']);
    expect(lastNames((await list(`q=${encodeURIComponent('tobias hart')}`)).data)).toEqual(['Hartwell']);
    expect((await list(`q=${encodeURIComponent('tobias calder')}`)).data).toEqual([]);
    // LIKE's wildcards are taken literally.
    expect((await list(`q=${encodeURIComponent('%')}`)).data).toEqual([]);
  });

  it('combines search, filter, sort and paging', async () => {
    const page = await list('roles=author&q=a&sort=-name&pageSize=2&page=2');
    const all = await list('roles=author&q=a&sort=-name&pageSize=100');
    expect(page.meta.total).toBe(all.data.length);
    expect(lastNames(page.data)).toEqual(lastNames(all.data).slice(2, 4));
  });

  it('answers only the ids asked for', async () => {
    const wanted = [ids.get('Calder'), ids.get('Jessop')].join(',');
    expect(lastNames((await list(`ids=${wanted}`)).data)).toEqual(['Calder', 'Jessop']);
  });
});

describe('GET contacts/export', () => {
  it('streams the whole filtered list as CSV in the list order, not one page', async () => {
    const response = await call(assistant, 'GET', 'contacts/export?roles=author&sort=-name&pageSize=2');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const { records } = parseCsv(String(response.body));
    const [header, ...rows] = records.map((record) => record.fields);
    expect(header).toContain('Last name');
    const lastNameColumn = header?.indexOf('Last name') ?? -1;
    const authors = (await list('roles=author&sort=-name&pageSize=100')).data;
    expect(rows.map((row) => row[lastNameColumn])).toEqual(lastNames(authors));
  });

  it('reads past the first batch by keyset without losing or repeating rows', async () => {
    const { db } = api.database;
    const many = Array.from({ length: 1203 }, (_, index) => ({
      lastName: `Bulk ${String(index % 7)}`,
      firstName: `Row${String(index).padStart(4, '0')}`,
      roles: ['reviewer' as const],
      organisation: index % 3 === 0 ? null : `Org ${index % 5}`,
    }));
    const inserted = await db.insert(contacts).values(many).returning({ id: contacts.id });
    try {
      for (const sort of ['name', '-organisation', 'createdDate']) {
        const response = await call(assistant, 'GET', `contacts/export?q=bulk&sort=${sort}`);
        const rows = parseCsv(String(response.body)).records.slice(1);
        const idsOut = rows.map((row) => Number(row.fields[0]));
        expect(new Set(idsOut).size, sort).toBe(1203);
        const listed = await list(`q=bulk&sort=${sort}&pageSize=100&page=3`);
        expect(idsOut.slice(200, 300), sort).toEqual(listed.data.map((item) => item.contactId));
      }
    } finally {
      await db.delete(contacts).where(
        inArray(
          contacts.id,
          inserted.map((row) => row.id),
        ),
      );
    }
  });
});

describe('contacts: create, read, update, delete', () => {
  it('creates a contact, normalising what people type, and audits it', async () => {
    const created = ok<Contact>(await call(assistant, 'POST', 'contacts', newContact()), 201);
    expect(created).toMatchObject({
      firstName: 'Ada',
      lastName: 'Quill',
      organisation: null,
      country: 'GB',
      orcid: '0000-0002-1825-0097',
      version: 1,
      commissionings: [],
      contracts: [],
    });
    const [entry] = await auditOf(created.contactId);
    expect(entry).toMatchObject({ action: 'insert', userId: assistant.id });
    expect(entry?.after).toMatchObject({ lastName: 'Quill', orcid: '0000-0002-1825-0097', version: 1 });
    expect(ok<Contact>(await call(assistant, 'GET', `contacts/${created.contactId}`))).toEqual(created);
  });

  it('refuses an ORCID iD whose check digit is wrong, and a contact without a role, naming the fields', async () => {
    const response = await call(
      assistant,
      'POST',
      'contacts',
      newContact({ orcid: '0000-0002-1825-0098', roles: [] }),
    );
    expect(response.status).toBe(400);
    const paths = (response.body as { issues: { path: string }[] }).issues.map((issue) => issue.path);
    expect(paths.sort()).toEqual(['orcid', 'roles']);
    expect(normalizeOrcid('0000-0001-5109-3700')).toBe('0000-0001-5109-3700');
    expect(normalizeOrcid('0000 0002 9079 593X')).toBe('0000-0002-9079-593X');
    expect(normalizeOrcid('0000-0002-9079-5930')).toBeNull();
  });

  it('updates with the version read, records before and after, and skips an unchanged save', async () => {
    const created = ok<Contact>(
      await call(assistant, 'POST', 'contacts', newContact({ lastName: 'Penhallow' })),
      201,
    );
    const saved = ok<Contact>(
      await call(editor, 'PUT', `contacts/${created.contactId}`, {
        ...newContact({ lastName: 'Penhallow', city: 'Truro', roles: ['author', 'reviewer'] }),
        version: created.version,
      }),
    );
    expect(saved).toMatchObject({ city: 'Truro', roles: ['author', 'reviewer'], version: 2 });
    const [entry] = await auditOf(created.contactId);
    expect(entry).toMatchObject({
      action: 'update',
      userId: editor.id,
      before: { city: 'Bristol', roles: ['author'], version: 1 },
      after: { city: 'Truro', roles: ['author', 'reviewer'], version: 2 },
    });

    const unchanged = ok<Contact>(
      await call(editor, 'PUT', `contacts/${created.contactId}`, {
        ...newContact({ lastName: 'Penhallow', city: 'Truro', roles: ['reviewer', 'author'] }),
        version: 2,
      }),
    );
    expect(unchanged.version).toBe(2);
    expect(await auditOf(created.contactId)).toHaveLength(2);
  });

  it('refuses a stale update with 409 naming who changed the record and when', async () => {
    const created = ok<Contact>(
      await call(assistant, 'POST', 'contacts', newContact({ lastName: 'Tremayne' })),
      201,
    );
    api.clock.set('2026-11-20T14:05:00Z');
    ok<Contact>(
      await call(editor, 'PUT', `contacts/${created.contactId}`, {
        ...newContact({ lastName: 'Tremayne', city: 'Bath' }),
        version: 1,
      }),
    );
    const stale = await call(assistant, 'PUT', `contacts/${created.contactId}`, {
      ...newContact({ lastName: 'Tremayne', city: 'Wells' }),
      version: 1,
    });
    expect(stale.status).toBe(409);
    const message = (stale.body as { error: string }).error;
    expect(message).toContain(nameOf(editor));
    expect(message).toContain('20 Nov 2026, 14:05');
    expect(ok<Contact>(await call(assistant, 'GET', `contacts/${created.contactId}`)).city).toBe('Bath');
    api.clock.set(new Date());
  });

  it('answers 404 for a contact that does not exist and 400 for an id that is not one', async () => {
    expect((await call(assistant, 'GET', 'contacts/999999')).status).toBe(404);
    expect((await call(assistant, 'GET', 'contacts/abc')).status).toBe(400);
    expect((await call(editor, 'PUT', 'contacts/999999', { ...newContact(), version: 1 })).status).toBe(404);
  });

  it('refuses to delete a contact who is a party to a contract, with the reason, and deletes one who is not', async () => {
    const { db } = api.database;
    await db.insert(currencies).values({ code: 'EUR', name: 'Euro', symbol: '€' }).onConflictDoNothing();
    const bound = ok<Contact>(
      await call(assistant, 'POST', 'contacts', newContact({ lastName: 'Bound' })),
      201,
    );
    const [commissioning] = await db
      .insert(commissionings)
      .values({ title: 'A Book With a Contract', editorId: editor.id, leadContactId: bound.contactId })
      .returning({ id: commissionings.id });
    if (!commissioning) throw new Error('commissioning not created');
    const [contract] = await db
      .insert(contracts)
      .values({
        reference: 'C-2026-0900',
        commissioningId: commissioning.id,
        type: 'author',
        currency: 'EUR',
        rightsGranted: ['print'],
      })
      .returning({ id: contracts.id });
    if (!contract) throw new Error('contract not created');
    await db
      .insert(contractParties)
      .values({ contractId: contract.id, contactId: bound.contactId, role: 'author', splitPercent: '100' });

    const refused = await call(admin, 'DELETE', `contacts/${bound.contactId}`);
    expect(refused.status).toBe(409);
    expect((refused.body as { error: string }).error).toBe(
      'This contact cannot be deleted: it is a party to 1 contract and the lead author of 1 commissioning. Remove those links first.',
    );
    const detail = ok<Contact>(await call(assistant, 'GET', `contacts/${bound.contactId}`));
    expect(detail.contracts).toEqual([
      expect.objectContaining({
        contractId: contract.id,
        reference: 'C-2026-0900',
        role: 'author',
        commissioningTitle: 'A Book With a Contract',
      }),
    ]);
    expect(detail.commissionings).toEqual([
      expect.objectContaining({ commissioningId: commissioning.id, lead: true }),
    ]);

    const free = ok<Contact>(
      await call(assistant, 'POST', 'contacts', newContact({ lastName: 'Free' })),
      201,
    );
    expect((await call(admin, 'DELETE', `contacts/${free.contactId}?version=2`)).status).toBe(409);
    expect(
      ok<{ deleted: boolean }>(await call(admin, 'DELETE', `contacts/${free.contactId}?version=1`)),
    ).toEqual({
      id: free.contactId,
      deleted: true,
    });
    expect((await call(assistant, 'GET', `contacts/${free.contactId}`)).status).toBe(404);
    const [entry] = await auditOf(free.contactId);
    expect(entry).toMatchObject({
      action: 'delete',
      userId: admin.id,
      before: { lastName: 'Free', version: 1 },
    });
  });
});

describe('GET contacts/{id}/history', () => {
  it('tells who changed what, when, before and after, newest first, and survives the delete', async () => {
    const created = ok<Contact>(
      await call(assistant, 'POST', 'contacts', newContact({ lastName: 'Historic' })),
      201,
    );
    await call(editor, 'PUT', `contacts/${created.contactId}`, {
      ...newContact({ lastName: 'Historic', email: '' }),
      version: 1,
    });
    await call(admin, 'DELETE', `contacts/${created.contactId}`);
    const response = await call(assistant, 'GET', `contacts/${created.contactId}/history`);
    const history = ok<HistoryEntry[]>(response);
    expect(history.map((entry) => [entry.action, entry.userName])).toEqual([
      ['delete', nameOf(admin)],
      ['update', nameOf(editor)],
      ['insert', nameOf(assistant)],
    ]);
    expect(history[1]?.changes).toEqual([{ field: 'email', before: 'ada.quill@mail.example', after: null }]);
    expect(history[2]?.changes).toContainEqual({ field: 'lastName', before: null, after: 'Historic' });
    expect((response.body as { meta: PageMeta }).meta.total).toBe(3);
    expect((await call(assistant, 'GET', 'contacts/999999/history')).status).toBe(404);
  });
});

describe('GET contacts/overview', () => {
  it('counts contacts by role and lists the newest', async () => {
    const overview = ok<ContactOverview>(await call(assistant, 'GET', 'contacts/overview'));
    const translators = overview.byRole.find((entry) => entry.role === 'translator');
    expect(translators?.count).toBeGreaterThanOrEqual(3);
    expect(overview.total).toBeGreaterThanOrEqual(PEOPLE.length);
    expect(overview.recentlyAdded.length).toBeGreaterThan(0);
  });
});

describe('contacts: rights per operation', () => {
  it('reads no wider than the page: section 1 at View (a designer) neither reads nor writes', async () => {
    const id = ids.get('Abbott') ?? 0;
    for (const [method, path] of [
      ['GET', 'contacts'],
      ['GET', 'contacts/export'],
      ['GET', 'contacts/overview'],
      ['GET', `contacts/${id}`],
      ['GET', `contacts/${id}/history`],
    ] as const) {
      expect((await call(designer, method, path)).status, `${method} ${path}`).toBe(403);
    }
    expect((await call(designer, 'POST', 'contacts', newContact())).status).toBe(403);
    expect((await call(designer, 'PUT', `contacts/${id}`, { ...newContact(), version: 1 })).status).toBe(403);
    expect((await call(designer, 'DELETE', `contacts/${id}`)).status).toBe(403);
  });

  it('keeps deleting for managers (section 1 at 5)', async () => {
    const target = ok<Contact>(
      await call(assistant, 'POST', 'contacts', newContact({ lastName: 'Keeper' })),
      201,
    );
    expect((await call(assistant, 'DELETE', `contacts/${target.contactId}`)).status).toBe(403);
    expect((await call(editor, 'DELETE', `contacts/${target.contactId}`)).status).toBe(403);
    expect((await call(admin, 'DELETE', `contacts/${target.contactId}`)).status).toBe(200);
  });

  it('refuses users without section 1 and requests without a token', async () => {
    expect((await call(outsider, 'GET', 'contacts')).status).toBe(403);
    expect((await call(null, 'GET', 'contacts')).status).toBe(401);
    expect((await call(null, 'GET', 'contacts/export')).status).toBe(401);
  });
});
