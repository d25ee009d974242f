import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hyphenatedIsbn } from '@/lib/contract/isbn';
import { SEARCH_KINDS, searchResultUrl, type SearchResponse } from '@/lib/contract/search';
import { requirementsForPath } from '@/lib/navigation';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import {
  commissionings,
  contacts,
  contracts,
  currencies,
  invoices,
  publications,
} from '@/upstream/db/schema';
import { SEARCH_GUARDS } from '@/upstream/routes/search';
import { createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

let api: TestUpstream;
let users: Record<'admin' | 'editor' | 'finance' | 'designer' | 'developer', TestUser>;
const ids = { publication: 0, contact: 0, commissioning: 0, contract: 0, invoice: 0, otherPublication: 0 };

const ISBN = '9781914502175';

async function search(user: TestUser | null, q: string) {
  const token = user ? await issueToken(api.database.db, user.id, api.clock.now()) : undefined;
  return api.request('GET', `search?q=${encodeURIComponent(q)}`, { token });
}

function body(response: { body: unknown }): SearchResponse['data'] {
  return (response.body as SearchResponse).data;
}

function kindsIn(response: { body: unknown }): string[] {
  return body(response).groups.map((group) => group.kind);
}

beforeAll(async () => {
  api = await createTestUpstream();
  const { db } = api.database;
  users = {
    admin: await createUser(db, { userName: 'admin', groups: [GROUP.SUPER_USERS] }),
    editor: await createUser(db, { userName: 'editor', groups: [GROUP.COMMISSIONING_EDITORS] }),
    finance: await createUser(db, { userName: 'finance', groups: [GROUP.FINANCIAL_MANAGER] }),
    designer: await createUser(db, { userName: 'designer', groups: [GROUP.DESIGNER] }),
    developer: await createUser(db, { userName: 'developer', groups: [GROUP.DEVELOPERS] }),
  };

  await db.insert(currencies).values({ code: 'EUR', name: 'Euro', symbol: '€' }).onConflictDoNothing();
  const [contact] = await db
    .insert(contacts)
    .values({ firstName: 'Ada', lastName: 'Quietley', organisation: 'Lantern Literary', roles: ['author'] })
    .returning({ id: contacts.id });
  const [commissioning] = await db
    .insert(commissionings)
    .values({
      title: 'The Cartographer of Quiet Rivers',
      editorId: users.editor.id,
      leadContactId: contact?.id,
    })
    .returning({ id: commissionings.id });
  if (!contact || !commissioning) throw new Error('records not created');
  const [contract] = await db
    .insert(contracts)
    .values({
      reference: 'C-2031-0042',
      commissioningId: commissioning.id,
      type: 'author',
      currency: 'EUR',
      rightsGranted: ['print'],
    })
    .returning({ id: contracts.id });
  const [publication, other] = await db
    .insert(publications)
    .values([
      {
        commissioningId: commissioning.id,
        title: 'The Cartographer of Quiet Rivers',
        format: 'BB',
        isbn: ISBN,
      },
      // A title with LIKE's wildcard characters in it, which a search must match literally.
      { commissioningId: commissioning.id, title: '100% Pure_Prose', format: 'EB', isbn: '9781914502182' },
    ])
    .returning({ id: publications.id });
  const [invoice] = await db
    .insert(invoices)
    .values({
      number: 7719,
      customerName: 'Quiet Waters Books Ltd',
      currency: 'EUR',
      status: 'issued',
      issueDate: '2031-03-01',
      dueDate: '2031-03-31',
    })
    .returning({ id: invoices.id });
  if (!contract || !publication || !other || !invoice) throw new Error('records not created');
  Object.assign(ids, {
    publication: publication.id,
    otherPublication: other.id,
    contact: contact.id,
    commissioning: commissioning.id,
    contract: contract.id,
    invoice: invoice.id,
  });
});
afterAll(() => api.close());

describe('GET search', () => {
  it('finds records of every kind by title, name, reference and customer, grouped in order', async () => {
    const response = await search(users.admin, 'quiet');
    expect(response.status).toBe(200);
    expect(body(response).query).toBe('quiet');
    expect(body(response).groups).toEqual([
      {
        kind: 'publication',
        label: 'Publications',
        results: [
          {
            kind: 'publication',
            id: ids.publication,
            title: 'The Cartographer of Quiet Rivers',
            subtitle: `ISBN ${hyphenatedIsbn(ISBN)} · Hardback`,
            url: `/publications/manage/${ids.publication}`,
          },
        ],
      },
      {
        kind: 'contact',
        label: 'Contacts',
        results: [
          {
            kind: 'contact',
            id: ids.contact,
            title: 'Ada Quietley',
            subtitle: 'Lantern Literary',
            url: `/contacts/manage/${ids.contact}`,
          },
        ],
      },
      {
        kind: 'commissioning',
        label: 'Commissionings',
        results: [
          {
            kind: 'commissioning',
            id: ids.commissioning,
            title: 'The Cartographer of Quiet Rivers',
            subtitle: 'Proposal',
            url: `/commissionings/manage/${ids.commissioning}`,
          },
        ],
      },
      {
        kind: 'contract',
        label: 'Contracts',
        results: [
          {
            kind: 'contract',
            id: ids.contract,
            title: 'C-2031-0042',
            subtitle: 'The Cartographer of Quiet Rivers · Draft',
            url: `/contracts/manage/${ids.contract}`,
          },
        ],
      },
      {
        kind: 'invoice',
        label: 'Invoices',
        results: [
          {
            kind: 'invoice',
            id: ids.invoice,
            title: 'Invoice 7719',
            subtitle: 'Quiet Waters Books Ltd',
            url: `/invoices/manage/${ids.invoice}`,
          },
        ],
      },
    ]);
  });

  it('finds a publication by ISBN with or without hyphens, and by its first digits', async () => {
    for (const q of [ISBN, '978-1-914502-17-5', '978 1914 502175', '978-191450217']) {
      const response = await search(users.admin, q);
      expect(response.status, q).toBe(200);
      const publicationsFound = body(response).groups.find((group) => group.kind === 'publication');
      expect(publicationsFound?.results[0]?.id, q).toBe(ids.publication);
    }
  });

  it('finds an invoice by its number and a contract by its reference', async () => {
    const byNumber = await search(users.admin, '7719');
    expect(body(byNumber).groups.find((group) => group.kind === 'invoice')?.results[0]?.id).toBe(ids.invoice);
    const byReference = await search(users.admin, 'c-2031');
    expect(body(byReference).groups.find((group) => group.kind === 'contract')?.results[0]?.id).toBe(
      ids.contract,
    );
  });

  it('matches % and _ literally', async () => {
    const wildcards = await search(users.admin, '%%%');
    expect(body(wildcards).groups).toEqual([]);
    const literal = await search(users.admin, '100% pure_');
    expect(body(literal).groups).toEqual([
      expect.objectContaining({
        kind: 'publication',
        results: [expect.objectContaining({ id: ids.otherPublication, title: '100% Pure_Prose' })],
      }),
    ]);
    // Unescaped, '_' would match the space in "Cartographer of".
    const underscore = await search(users.admin, 'r_o');
    expect(body(underscore).groups).toEqual([]);
  });

  it('searches only the kinds whose pages the user may open', async () => {
    expect(kindsIn(await search(users.editor, 'quiet'))).toEqual([
      'publication',
      'contact',
      'commissioning',
      'contract',
    ]);
    expect(kindsIn(await search(users.finance, 'quiet'))).toEqual(['invoice']);
    expect(kindsIn(await search(users.developer, 'quiet'))).toEqual([
      'publication',
      'contact',
      'commissioning',
    ]);
    const designer = await search(users.designer, 'quiet');
    expect(designer.status).toBe(200);
    expect(kindsIn(designer)).toEqual([]);
  });

  it('guards each kind exactly like the page its results open', () => {
    for (const kind of SEARCH_KINDS) {
      expect(SEARCH_GUARDS[kind], kind).toEqual(requirementsForPath(searchResultUrl(kind, 1)));
    }
  });

  it('refuses a query shorter than 3 characters (after trimming) or longer than 100', async () => {
    for (const q of ['', 'ab', '  ab  ', 'x'.repeat(101)]) {
      const response = await search(users.admin, q);
      expect(response.status, JSON.stringify(q)).toBe(400);
      expect(response.body).toMatchObject({ success: false, error: 'Invalid input' });
    }
    const missing = await api.request('GET', 'search', {
      token: await issueToken(api.database.db, users.admin.id, api.clock.now()),
    });
    expect(missing.status).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const response = await search(null, 'quiet');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ success: false });
  });
});
