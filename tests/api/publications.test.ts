import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Publication } from '@/lib/areas/publications';
import { isbn13CheckDigit } from '@/lib/contract/isbn';
import type { IsbnBlock } from '@/lib/contract/isbn-register';
import type { HistoryEntry } from '@/lib/contract/resource';
import type { SearchResponse } from '@/lib/contract/search';
import { GROUP } from '@/lib/rights';
import { eq } from 'drizzle-orm';
import {
  commissionings,
  contacts,
  contractPublications,
  contracts,
  currencies,
  isbnBlocks,
  isbnNumbers,
  orderLines,
  orders,
  publications,
} from '@/upstream/db/schema';
import { allRightsUser, call, memberOf } from '../support/area-conformance';
import { publicationInput, type PublicationInput } from '../support/publication-input';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

/*
 * Publications beyond what every area does (tests/api/area-conformance.test.ts): ISBNs checked and
 * converted, the register handing out each number once even to requests at the same moment, reserved
 * numbers refused, another format of the work, and the record's rows and History.
 */

const BLOCK = '9781919999';
const withCheck = (first12: string) => `${first12}${isbn13CheckDigit(first12)}`;

let api: TestUpstream;
const work = { commissioningId: 0, authorId: 0 };

function ok<T>(response: ApiResponse, status = 200): T {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return (response.body as { data: T }).data;
}

async function asEditor(method: string, path: string, body?: unknown) {
  return call(api, await memberOf(api, GROUP.COMMISSIONING_EDITORS), method, path, body);
}

let serial = 0;
const input = (overrides: Partial<PublicationInput> = {}): PublicationInput =>
  publicationInput({
    title: `The Salt Road ${++serial}`,
    commissioningId: work.commissioningId,
    heightMm: 234,
    widthMm: 153,
    thicknessMm: 24,
    weightGrams: 560,
    audience: 'General trade',
    contributors: [{ contactId: work.authorId, role: 'A01' }],
    ...overrides,
  });

beforeAll(async () => {
  api = await createTestUpstream();
  const { db } = api.database;
  await db.insert(currencies).values([
    { code: 'EUR', name: 'Euro', symbol: '€', minorUnits: 2 },
    { code: 'GBP', name: 'Pound sterling', symbol: '£', minorUnits: 2 },
    { code: 'USD', name: 'US dollar', symbol: '$', minorUnits: 2 },
  ]);
  const editor = (await memberOf(api, GROUP.COMMISSIONING_EDITORS)).user.id;
  const [commissioning] = await db
    .insert(commissionings)
    .values({ title: 'The Salt Road', editorId: editor })
    .returning({ id: commissionings.id });
  const [author] = await db
    .insert(contacts)
    .values({ firstName: 'Ines', lastName: 'Marlow', roles: ['author'] })
    .returning({ id: contacts.id });
  work.commissioningId = commissioning?.id ?? 0;
  work.authorId = author?.id ?? 0;
  const [block] = await db.insert(isbnBlocks).values({ prefix: BLOCK }).returning({ id: isbnBlocks.id });
  await db.insert(isbnNumbers).values({
    isbn: withCheck(`${BLOCK}03`),
    blockId: block?.id ?? 0,
    state: 'reserved',
    note: 'Spring list',
  });
});
afterAll(() => api?.close());

describe('ISBNs', () => {
  it('refuses a wrong check digit with the digit it should have', async () => {
    const good = withCheck('978030640615');
    const wrong = `${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}`;
    const response = await asEditor('POST', 'publications', input({ isbn: wrong }));
    expect(response.status).toBe(400);
    const body = response.body as { issues: { path: string; message: string }[] };
    expect(body.issues).toContainEqual({
      path: 'isbn',
      message: `The check digit of ${wrong} is wrong: it should end in ${good[12]}`,
    });
  });

  it('takes an ISBN-10 with hyphens and keeps it as 13 digits', async () => {
    const created = ok<Publication>(
      await asEditor('POST', 'publications', input({ isbn: '0-306-40615-2' })),
      201,
    );
    expect(created.isbn).toBe('9780306406157');
    const found = ok<Publication[]>(await asEditor('GET', 'publications?q=978-0-306-40615'));
    expect(found.map((row) => row.publicationId)).toEqual([created.publicationId]);
    // The command palette's search finds it by the ISBN-10 too, and opens its record.
    const search = ok<SearchResponse['data']>(await asEditor('GET', 'search?q=0-306-40615-2'));
    const [hit] = search.groups.find((group) => group.kind === 'publication')?.results ?? [];
    expect(hit?.url).toBe(`/publications/manage/${created.publicationId}`);
    expect(hit?.subtitle).toBe('ISBN 978-0-306-40615-7 · Hardback');
  });

  it('refuses a number the register holds back', async () => {
    const reserved = withCheck(`${BLOCK}03`);
    const response = await asEditor('POST', 'publications', input({ isbn: reserved }));
    expect(response.status).toBe(422);
    expect((response.body as { error: string }).error).toMatch(/is reserved in the register \(Spring list\)/);
  });

  it('hands out each free number once, even to requests at the same moment', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => asEditor('POST', 'publications', input({ isbn: null }))),
    );
    const isbns = answers.map((answer) => ok<Publication>(answer, 201).isbn);
    expect(new Set(isbns).size).toBe(6);
    // In order from the block's start, skipping the reserved number.
    expect([...isbns].sort()).toEqual(
      ['00', '01', '02', '04', '05', '06'].map((title) => withCheck(`${BLOCK}${title}`)),
    );
    const assigned = await api.database.db.select().from(isbnNumbers);
    expect(assigned.filter((row) => row.state === 'assigned')).toHaveLength(6);
    const [block] = ok<IsbnBlock[]>(await asEditor('GET', 'publications/isbn-blocks'));
    expect(block).toMatchObject({ prefix: BLOCK, capacity: 100, assigned: 6, reserved: 1, free: 93 });
    expect(block?.nextIsbn).toBe(withCheck(`${BLOCK}07`));
  });
});

describe('a publication', () => {
  it('keeps its prices and contributors, adds a format of the work, and shows it in History', async () => {
    const prices = [
      { currency: 'EUR', territory: 'EUROZONE', priceType: '02', taxClass: 'reduced', amount: 2499 },
      { currency: 'GBP', territory: 'GB', priceType: '02', taxClass: 'zero', amount: 2099 },
      { currency: 'USD', territory: 'US', priceType: '01', taxClass: 'exempt', amount: 2899 },
    ] as const;
    const created = ok<Publication>(
      await asEditor('POST', 'publications', input({ prices: [...prices] })),
      201,
    );
    expect(created.prices).toEqual(prices);
    expect(created.credits).toEqual([{ contactId: work.authorId, role: 'A01', name: 'Ines Marlow' }]);

    const paperback = ok<{ publicationId: number; isbn: string }>(
      await asEditor('POST', `publications/${created.publicationId}/formats`, { format: 'BC' }),
      201,
    );
    expect(paperback.isbn).toMatch(new RegExp(`^${BLOCK}`));
    const record = ok<Publication>(await asEditor('GET', `publications/${paperback.publicationId}`));
    expect(record.format).toBe('BC');
    expect(record.contributors).toEqual(created.contributors);
    expect(record.formats.map((format) => format.publicationId)).toContain(created.publicationId);

    const changed = ok<Publication>(
      await asEditor('PUT', `publications/${created.publicationId}`, {
        ...input({ prices: [...prices] }),
        title: created.title,
        isbn: created.isbn,
        status: 'published',
        version: created.version,
      }),
    );
    expect(changed.status).toBe('published');
    const history = ok<HistoryEntry[]>(
      await asEditor('GET', `publications/${created.publicationId}/history`),
    );
    expect(history[0]?.changes).toContainEqual(expect.objectContaining({ field: 'status' }));
  });

  it('counts on its Sales tab the copies of confirmed orders and after, never of a draft or a cancelled one', async () => {
    const product = ok<Publication>(await asEditor('POST', 'publications', input()), 201);
    const { db } = api.database;
    const order = async (status: 'draft' | 'confirmed' | 'shipped' | 'cancelled', quantity: number) => {
      const [row] = await db
        .insert(orders)
        .values({
          channel: 'trade',
          customerName: 'Marlowe Books',
          currency: 'GBP',
          orderDate: '2026-11-02',
          status,
          cancelReason: status === 'cancelled' ? 'Ordered twice' : null,
        })
        .returning({ id: orders.id });
      await db
        .insert(orderLines)
        .values({ orderId: row?.id ?? 0, publicationId: product.publicationId, quantity, unitPrice: 1000 });
    };
    await order('draft', 100);
    await order('cancelled', 50);
    await order('confirmed', 3);
    await order('shipped', 4);
    const record = ok<Publication>(await asEditor('GET', `publications/${product.publicationId}`));
    expect(record.sales).toEqual([
      expect.objectContaining({ format: product.format, currency: 'GBP', copiesSold: 7, revenue: 7000 }),
    ]);
  });

  it('refuses the same price twice for one territory', async () => {
    const price = {
      currency: 'EUR',
      territory: 'EUROZONE',
      priceType: '02',
      taxClass: 'reduced',
      amount: 999,
    } as const;
    const response = await asEditor('POST', 'publications', input({ prices: [price, price] }));
    expect(response.status).toBe(400);
  });

  it('keeps its descriptions to ONIX’s XHTML subset, refusing other markup and changing nothing', async () => {
    const created = ok<Publication>(
      await asEditor('POST', 'publications', input({ description: '<p>A <em>salt</em> road.</p>' })),
      201,
    );
    expect(created.description).toBe('<p>A <em>salt</em> road.</p>');
    const refused = await asEditor('PUT', `publications/${created.publicationId}`, {
      ...input({
        description: '<p>Now with a <font color="red">warning</font></p>',
        tableOfContents: '<script>alert(1)</script>',
      }),
      title: created.title,
      version: created.version,
    });
    expect(refused.status).toBe(400);
    const suffix =
      'is not in ONIX’s XHTML subset, which retailers take: use p, br, em, strong, ul, ol, li and the like';
    expect((refused.body as { issues: unknown[] }).issues).toEqual(
      expect.arrayContaining([
        { path: 'description', message: `<font> ${suffix}` },
        { path: 'tableOfContents', message: `<script> ${suffix}` },
      ]),
    );
    const kept = ok<Publication>(await asEditor('GET', `publications/${created.publicationId}`));
    expect(kept.description).toBe('<p>A <em>salt</em> road.</p>');
    expect(kept.version).toBe(created.version);
  });

  it('takes the product form’s detail of ONIX list 175 only where the form has it', async () => {
    const epub = ok<Publication>(
      await asEditor('POST', 'publications', input({ format: 'ED', formDetail: 'E101', heightMm: null })),
      201,
    );
    expect([epub.format, epub.formDetail]).toEqual(['ED', 'E101']);
    const issuesOf = (response: ApiResponse) =>
      (response.body as { issues: { path: string; message: string }[] }).issues;
    const hardback = await asEditor('POST', 'publications', input({ format: 'BB', formDetail: 'E107' }));
    expect(hardback.status).toBe(400);
    expect(issuesOf(hardback)).toContainEqual({
      path: 'formDetail',
      message: 'This form takes no detail: leave it empty',
    });
    const cd = await asEditor('POST', 'publications', input({ format: 'AC', formDetail: 'E116' }));
    expect(issuesOf(cd)).toContainEqual({
      path: 'formDetail',
      message: 'This detail does not go with the form',
    });
  });

  it('keeps a physical format’s print runs in the order they were printed, and refuses them on a download', async () => {
    const reprint = {
      printedOn: '2027-09-01',
      quantity: 1500,
      printer: 'Northgate Press',
      unitCost: 342,
      currency: 'GBP',
    };
    const first = {
      printedOn: '2027-02-12',
      quantity: 4000,
      printer: 'Ashdown Print',
      unitCost: 298,
      currency: 'GBP',
    };
    const created = ok<Publication>(
      await asEditor('POST', 'publications', input({ printRuns: [reprint, first] })),
      201,
    );
    expect(created.printRuns).toEqual([first, reprint]);
    const record = ok<Publication>(await asEditor('GET', `publications/${created.publicationId}`));
    expect(record.printRuns).toEqual([first, reprint]);

    const third = { ...reprint, printedOn: '2028-01-15', quantity: 1000 };
    const changed = ok<Publication>(
      await asEditor('PUT', `publications/${created.publicationId}`, {
        ...input({ printRuns: [first, reprint, third] }),
        title: created.title,
        isbn: created.isbn,
        version: created.version,
      }),
    );
    expect(changed.printRuns.map((run) => run.quantity)).toEqual([4000, 1500, 1000]);
    const history = ok<HistoryEntry[]>(
      await asEditor('GET', `publications/${created.publicationId}/history`),
    );
    expect(history[0]?.changes).toContainEqual(expect.objectContaining({ field: 'printRuns' }));

    const ebook = await asEditor('POST', 'publications', input({ format: 'EB', printRuns: [first] }));
    expect(ebook.status).toBe(400);
    const unknown = await asEditor(
      'POST',
      'publications',
      input({ printRuns: [{ ...first, currency: 'XTS' }] }),
    );
    expect(unknown.status).toBe(422);
    expect((unknown.body as { issues: { path: string; message: string }[] }).issues).toContainEqual({
      path: 'printRuns.0.currency',
      message: 'The firm keeps no currency XTS',
    });
    const none = await asEditor('POST', 'publications', input({ printRuns: [{ ...first, quantity: 0 }] }));
    expect(none.status).toBe(400);
  });

  it('is out of reach of a group without Publishing at Edit', async () => {
    const response = await call(api, await memberOf(api, GROUP.DESIGNER), 'GET', 'publications');
    expect(response.status).toBe(403);
    expect((await call(api, await allRightsUser(api), 'GET', 'publications')).status).toBe(200);
  });
});

describe("a publication's contracts", () => {
  it('are the one it is published under and those listing it, each once, by reference', async () => {
    const { db } = api.database;
    const book = ok<Publication>(await asEditor('POST', 'publications', input()), 201);
    const made = await db
      .insert(contracts)
      .values(
        ['C-2026-0702', 'C-2026-0701', 'C-2026-0703'].map((reference) => ({
          reference,
          commissioningId: work.commissioningId,
          type: 'author' as const,
          currency: 'EUR',
          rightsGranted: ['print' as const],
        })),
      )
      .returning({ id: contracts.id, reference: contracts.reference });
    const [own, listing] = made;
    if (!own || !listing) throw new Error('contracts not created');
    expect(ok<Publication>(await asEditor('GET', `publications/${book.publicationId}`)).contracts).toEqual(
      [],
    );

    await db.update(publications).set({ contractId: own.id }).where(eq(publications.id, book.publicationId));
    await db.insert(contractPublications).values([
      { contractId: own.id, publicationId: book.publicationId },
      { contractId: listing.id, publicationId: book.publicationId },
    ]);
    const read = ok<Publication>(await asEditor('GET', `publications/${book.publicationId}`));
    expect(read.contracts.map((contract) => contract.reference)).toEqual(['C-2026-0701', 'C-2026-0702']);
  });
});
