import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyArea } from '@/lib/area/define-area';
import { defineArea } from '@/lib/area/define-area';
import { field } from '@/lib/area/field';
import { couponArea } from '@/lib/areas/coupons';
import { AREAS } from '@/lib/areas';
import { parseCsv } from '@/lib/contract/csv';
import {
  CONTACT_ROLES,
  CONTRACT_TYPES,
  EXPENSE_CATEGORIES,
  PUBLICATION_FORMATS,
  PUBLICATION_STATUSES,
} from '@/lib/contract/enums';
import { isbn13CheckDigit } from '@/lib/contract/isbn';
import type { PageMeta } from '@/lib/contract/envelope';
import type { HistoryEntry } from '@/lib/contract/resource';
import { GROUP, LEVEL, SECTION, type AreaRights } from '@/lib/rights';
import { commissionings, contacts, coupons, currencies, publications } from '@/upstream/db/schema';
import { registerArea } from '@/upstream/resources';
import {
  allRightsUser,
  call,
  checkAreaRights,
  createRecord,
  expectedRights,
  freshNumber,
  memberOf,
  type AreaFixture,
  type Detail,
} from '../support/area-conformance';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

/*
 * Every declared area (lib/areas, AREAS) answers the shared contract of record areas: paging, sorting,
 * filtering, search, refusal of bad parameters, versions, history, CSV, delete and the spec's rights.
 * An area added to AREAS is tested here once it has an entry in FIXTURES.
 */

const pad = (n: number, width: number) => String(n).padStart(width, '0');

const COUNTRIES = ['GB', 'FR', 'DE', 'US'];

/** The editor and the author every conformance commissioning names, made by its setup. */
const commissioningLinks = { editorId: 0, authorId: 0 };

/** The commissioning and the author every conformance contract names, made by its setup. */
const contractLinks = { commissioningId: 0, authorId: 0 };

/** The member of staff every conformance task is given to, made by its setup. */
const taskLinks = { assigneeId: 0 };

/** The publication every conformance order's line names, made by its setup. */
const orderLinks = { publicationId: 0 };

async function ensureEuro(api: TestUpstream): Promise<void> {
  await api.database.db
    .insert(currencies)
    .values({ code: 'EUR', name: 'Euro', symbol: '€', minorUnits: 2 })
    .onConflictDoNothing();
}

async function ensureTradingCurrencies(api: TestUpstream): Promise<void> {
  await api.database.db
    .insert(currencies)
    .values([
      { code: 'EUR', name: 'Euro', symbol: '€', minorUnits: 2 },
      { code: 'USD', name: 'US Dollar', symbol: '$', minorUnits: 2 },
      { code: 'GBP', name: 'Pound Sterling', symbol: '£', minorUnits: 2 },
    ])
    .onConflictDoNothing();
}

const FIXTURES: Record<string, AreaFixture> = {
  tasks: {
    valid: (n) => ({
      title: `Task${pad(n, 6)}`,
      priority: ['low', 'normal', 'high', 'urgent'][n % 4],
      assigneeId: taskLinks.assigneeId,
      dueDate: new Date(Date.UTC(2030, 0, 1 + n)).toISOString().slice(0, 10),
      recordKind: null,
      recordId: null,
      notes: `Conformance task ${n}`,
    }),
    async setup(api) {
      taskLinks.assigneeId = (await allRightsUser(api)).user.id;
    },
    // Priority and status sort in their lists' order (low → urgent, open → cancelled), not the alphabet's.
    unorderedSorts: ['priority', 'status'],
  },
  'exchange-rates': {
    // One pair per day from 2020 on, so that no two records share a day and pair.
    valid: (n) => ({
      rateDate: new Date(Date.UTC(2020, 0, 1 + n)).toISOString().slice(0, 10),
      fromCurrency: 'EUR',
      toCurrency: n % 2 === 0 ? 'USD' : 'GBP',
      rate: `1.${pad(n, 4)}`,
    }),
    setup: ensureTradingCurrencies,
  },
  expenses: {
    valid: (n) => ({
      description: `Conformance expense ${n}`,
      expenseDate: `2026-0${(n % 9) + 1}-${pad((n % 28) + 1, 2)}`,
      supplier: `Supplier${pad(n, 6)}`,
      category: EXPENSE_CATEGORIES[n % EXPENSE_CATEGORIES.length],
      amount: 1_000 + n * 7,
      currency: n % 3 === 0 ? 'EUR' : 'GBP',
      vatAmount: n % 2 === 0 ? null : 100 + n,
      supplierContactId: null,
      publicationId: null,
      contractId: null,
    }),
    setup: ensureTradingCurrencies,
  },
  commissionings: {
    valid: (n) => ({
      commissioningTitle: `Commissioning${pad(n, 6)}`,
      editorId: commissioningLinks.editorId,
      authorIds: n % 2 === 0 ? [commissioningLinks.authorId] : [],
      proposal: `Conformance proposal ${n}`,
      expectedFormats: n % 3 === 0 ? ['BB', 'EB'] : ['BC'],
      expectedDeliveryDate: `2027-0${(n % 9) + 1}-01`,
      expectedPublicationDate: n % 4 === 0 ? null : `2028-0${(n % 9) + 1}-${pad((n % 27) + 1, 2)}`,
      estimatedWordCount: 1000 + n,
      notes: null,
    }),
    async setup(api) {
      commissioningLinks.editorId = (await memberOf(api, GROUP.COMMISSIONING_EDITORS)).user.id;
      const [author] = await api.database.db
        .insert(contacts)
        .values({ firstName: 'Ada', lastName: 'Conformance', roles: ['author'] })
        .returning({ id: contacts.id });
      commissioningLinks.authorId = author?.id ?? 0;
    },
    // Proposals all: the pipeline's order is checked in tests/api/commissionings.test.ts.
    unorderedSorts: ['status'],
  },
  contacts: {
    // One first name for all: the name sorts last name first, which then orders as the full name does.
    valid: (n) => ({
      firstName: 'Ada',
      lastName: `Contact${pad(n, 6)}`,
      roles: n % 4 === 0 ? [CONTACT_ROLES[n % 5], CONTACT_ROLES[(n + 2) % 5]] : [CONTACT_ROLES[n % 5]],
      organisation: n % 3 === 0 ? null : `Org${pad(n, 6)}`,
      orcid: n % 2 === 0 ? '0000-0002-1825-0097' : null,
      email: n % 5 === 0 ? null : `contact${pad(n, 6)}@example.test`,
      phone: null,
      addressLine1: null,
      addressLine2: null,
      city: 'Bristol',
      postcode: null,
      region: null,
      country: n % 6 === 0 ? null : COUNTRIES[n % 4],
      biography: null,
      notes: `Conformance contact ${n}`,
    }),
  },
  proposals: {
    valid: (n) => ({
      title: `Proposal${pad(n, 6)}`,
      authorName: `Author${pad(n, 6)}`,
      email: `author${n}@example.test`,
      genre: `Genre${pad(n % 7, 2)}`,
      wordCount: 50_000 + n,
      synopsis: `Conformance synopsis ${n}`,
    }),
  },
  news: {
    valid: (n) => ({
      title: `News${pad(n, 6)}`,
      slug: `news-${pad(n, 6)}`,
      summary: `Conformance news ${n}`,
      body: `<p>News number ${n}</p>`,
      publicationIds: [],
      authorIds: [],
    }),
  },
  'site-elements': {
    valid: (n) => ({
      title: `Element${pad(n, 6)}`,
      key: `element-${pad(n, 6)}`,
      type: 'banner',
      content: { heading: `Heading ${n}`, text: null, linkUrl: null, imageFileId: null },
    }),
  },
  coupons: {
    // Varied so that every sort and filter has different values to order and tell apart.
    valid: (n) => {
      const fixed = n % 3 === 0;
      return {
        code: `AREA${pad(n, 6)}`,
        description: `Conformance coupon ${n}`,
        discountType: fixed ? 'fixed' : 'percent',
        percentOff: fixed ? null : (n % 90) + 0.5,
        amountOff: fixed ? 100 * ((n % 40) + 1) : null,
        currency: fixed ? 'EUR' : null,
        validFrom: `2026-0${(n % 9) + 1}-${pad((n % 28) + 1, 2)}`,
        validUntil: n % 4 === 0 ? null : `2027-0${(n % 9) + 1}-${pad((n % 27) + 1, 2)}`,
        usageLimit: n % 5 === 0 ? null : 100 + n,
        appliesToAll: true,
        publicationIds: [],
        active: n % 7 !== 0,
      };
    },
    // Migrations create the currencies table empty; a fixed amount needs its currency to exist.
    setup: ensureEuro,
  },
  contracts: {
    valid: (n) => {
      const advance = n % 5 === 0 ? null : 100_000 + n * 100;
      return {
        reference: `CONTRACT${pad(n, 6)}`,
        commissioningId: contractLinks.commissioningId,
        type: CONTRACT_TYPES[n % CONTRACT_TYPES.length],
        parties:
          n % 2 === 0 ? [{ contactId: contractLinks.authorId, role: 'author', sharePercent: 100 }] : [],
        territory: n % 3 === 0 ? 'named_countries' : 'world',
        territories: n % 3 === 0 ? [COUNTRIES[n % 4]] : [],
        languages: ['eng'],
        formats: n % 2 === 0 ? ['BB', 'EB'] : ['BC'],
        rightsGranted: ['print'],
        termYears: n % 4 === 0 ? null : 5 + (n % 20),
        reversionConditions: null,
        deliveryDate: `2027-0${(n % 9) + 1}-${pad((n % 27) + 1, 2)}`,
        optionOnNextWork: n % 2 === 0,
        optionTerms: null,
        advanceAmount: advance,
        currency: 'EUR',
        instalments: advance
          ? [{ trigger: 'signature', amount: advance, dueDate: null, paidDate: null }]
          : [],
        royaltyTerms: [
          {
            format: null,
            channel: null,
            basis: 'list_price',
            escalators: [
              { fromUnits: 0, ratePercent: 10 },
              { fromUnits: 5000 + n, ratePercent: 12.5 },
            ],
            highDiscount: n % 2 === 0 ? { minDiscountPercent: 52.5, ratePercent: 10 } : null,
          },
        ],
        reservePercent: n % 2 === 0 ? 15 : null,
        reservePeriods: 1,
        subrights: [{ right: 'translation', authorSharePercent: 80 }],
        publicationIds: [],
        notes: `Conformance contract ${n}`,
      };
    },
    async setup(api) {
      if (contractLinks.commissioningId > 0) return;
      await ensureEuro(api);
      const editor = (await memberOf(api, GROUP.COMMISSIONING_EDITORS)).user.id;
      const [commissioning] = await api.database.db
        .insert(commissionings)
        .values({ title: 'Conformance contracts', editorId: editor })
        .returning({ id: commissionings.id });
      const [author] = await api.database.db
        .insert(contacts)
        .values({ firstName: 'Ada', lastName: 'Contracted', roles: ['author'] })
        .returning({ id: contacts.id });
      contractLinks.commissioningId = commissioning?.id ?? 0;
      contractLinks.authorId = author?.id ?? 0;
    },
    // Drafts all: the life's order is checked in tests/api/contracts.test.ts.
    unorderedSorts: ['status'],
  },
  invoices: {
    valid: (n) => ({
      customerName: `Customer${pad(n, 6)}`,
      customerAddress: `${n} Quay Street, Bristol`,
      customerEmail: n % 3 === 0 ? null : `accounts${pad(n, 6)}@example.test`,
      customerCountry: COUNTRIES[n % 4],
      customerVatNumber: n % 2 === 0 ? null : `DE${pad(n, 9)}`,
      currency: 'EUR',
      paymentDays: 30 + (n % 30),
      lines: [
        {
          description: `Line ${n}`,
          publicationId: null,
          quantity: n,
          unitPrice: 1000 + n,
          discountPercent: 0,
          taxClass: 'standard',
        },
      ],
      notes: `Conformance invoice ${n}`,
    }),
    setup: ensureEuro,
  },
  orders: {
    valid: (n) => ({
      customerName: `Customer${pad(n, 6)}`,
      contactId: null,
      customerEmail: n % 3 === 0 ? null : `orders${pad(n, 6)}@example.test`,
      customerCountry: COUNTRIES[n % 4],
      customerReference: n % 2 === 0 ? null : `PO-${pad(n, 6)}`,
      channel: n % 2 === 0 ? 'trade' : 'library',
      orderDate: `2026-0${(n % 9) + 1}-${pad((n % 28) + 1, 2)}`,
      currency: 'EUR',
      paymentTerms: n % 3 === 0 ? 'net_60' : 'net_30',
      lines: [
        { publicationId: orderLinks.publicationId, quantity: n, unitPrice: 1000 + n, discountPercent: 35 },
      ],
      shippingAddress: `${n} Quay Street, Bristol`,
      billingAddress: null,
      notes: `Conformance order ${n}`,
    }),
    async setup(api) {
      if (orderLinks.publicationId > 0) return;
      await ensureEuro(api);
      const editor = (await memberOf(api, GROUP.COMMISSIONING_EDITORS)).user.id;
      const [commissioning] = await api.database.db
        .insert(commissionings)
        .values({ title: 'Conformance orders', editorId: editor })
        .returning({ id: commissionings.id });
      const [publication] = await api.database.db
        .insert(publications)
        .values({
          commissioningId: commissioning?.id ?? 0,
          title: 'Conformance Ordered',
          format: 'BB',
          isbn: '9780000000996',
        })
        .returning({ id: publications.id });
      orderLinks.publicationId = publication?.id ?? 0;
    },
  },
  publications: {
    valid: (n) => {
      const first12 = `979${pad(n * 7919, 9)}`;
      return {
        title: `Publication${pad(n, 6)}`,
        subtitle: null,
        format: PUBLICATION_FORMATS[n % PUBLICATION_FORMATS.length],
        isbn: `${first12}${isbn13CheckDigit(first12)}`,
        status: PUBLICATION_STATUSES[n % PUBLICATION_STATUSES.length],
        publicationDate: `2026-0${(n % 9) + 1}-${pad((n % 28) + 1, 2)}`,
        commissioningId: publicationLinks.commissioningId,
        language: 'eng',
        editionNumber: 1,
        availability: n % 2 === 0 ? '20' : '10',
        pages: 100 + n,
        durationMinutes: null,
        heightMm: 198,
        widthMm: 129,
        thicknessMm: null,
        weightGrams: null,
        illustrations: null,
        audience: null,
        shortDescription: null,
        description: `Conformance publication ${n}`,
        tableOfContents: null,
        prices: [
          { currency: 'EUR', territory: 'EUROZONE', priceType: '02', taxClass: 'reduced', amount: 1000 + n },
        ],
        contributors: n % 2 === 0 ? [{ contactId: publicationLinks.authorId, role: 'A01' }] : [],
        subjects: [],
        formDetail: null,
        printRuns: [],
      };
    },
    async setup(api) {
      if (publicationLinks.commissioningId > 0) return;
      await ensureEuro(api);
      const editor = (await memberOf(api, GROUP.COMMISSIONING_EDITORS)).user.id;
      const [commissioning] = await api.database.db
        .insert(commissionings)
        .values({ title: 'Conformance publications', editorId: editor })
        .returning({ id: commissionings.id });
      const [author] = await api.database.db
        .insert(contacts)
        .values({ firstName: 'Ada', lastName: 'Published', roles: ['author'] })
        .returning({ id: contacts.id });
      publicationLinks.commissioningId = commissioning?.id ?? 0;
      publicationLinks.authorId = author?.id ?? 0;
    },
  },
  praises: {
    valid: (n) => ({
      source: `Praiser${pad(n, 6)}`,
      quote: `Conformance praise ${n}`,
      publicationId: publicationLinks.praisedId,
      sourceRole: n % 2 === 0 ? 'Novelist' : null,
      outlet: n % 3 === 0 ? null : `Outlet${pad(n, 6)}`,
      quotedOn: `2026-0${(n % 9) + 1}-${pad((n % 28) + 1, 2)}`,
      sourceUrl: n % 2 === 0 ? `https://example.test/${n}` : null,
      rightsCleared: n % 2 === 0,
      position: (n % 900) + 1,
    }),
    async setup(api) {
      if (publicationLinks.praisedId > 0) return;
      const editor = (await memberOf(api, GROUP.COMMISSIONING_EDITORS)).user.id;
      const [commissioning] = await api.database.db
        .insert(commissionings)
        .values({ title: 'Conformance praises', editorId: editor })
        .returning({ id: commissionings.id });
      const [praised] = await api.database.db
        .insert(publications)
        .values({
          commissioningId: commissioning?.id ?? 0,
          title: 'Conformance praises',
          format: 'BB',
          isbn: '9790000000001',
        })
        .returning({ id: publications.id });
      publicationLinks.praisedId = praised?.id ?? 0;
    },
  },
};

/** The commissioning and the author every conformance publication names, made by its setup. */
const publicationLinks = { commissioningId: 0, authorId: 0, praisedId: 0 };

const SEEDED = 30;

let api: TestUpstream;

beforeAll(async () => {
  api = await createTestUpstream();
});
afterAll(() => api?.close());

async function asAdmin(method: string, path: string, body?: unknown): Promise<ApiResponse> {
  return call(api, await memberOf(api, GROUP.SUPER_USERS), method, path, body);
}

function ok<T>(response: ApiResponse, status = 200): T {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return (response.body as { data: T }).data;
}

type Row = Record<string, unknown>;

async function listOf(area: AnyArea, query: string): Promise<{ data: Row[]; meta: PageMeta }> {
  const response = await asAdmin('GET', `${area.path}?${query}`);
  expect(response.status, `${area.path}?${query}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body as { data: Row[]; meta: PageMeta };
}

const TEXT_CELLS = new Set(['text', 'mono']);

/** Compares two non-null cells as the list's SQL orders them (text without regard to case). */
function compareCells(a: unknown, b: unknown, caseless: boolean): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const x = caseless ? String(a).toLowerCase() : String(a);
  const y = caseless ? String(b).toLowerCase() : String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The first pair of rows out of the sort's order, or null: the value, then the id, both the same way;
 * empty values last ascending and first descending, as PostgreSQL orders them.
 */
function misordered(area: AnyArea, rows: Row[], sort: string, descending: boolean): string | null {
  const spec = area.fields[sort];
  const caseless = sort === area.titleField || (spec !== undefined && TEXT_CELLS.has(spec.cell));
  const way = descending ? -1 : 1;
  for (let i = 1; i < rows.length; i++) {
    const before = rows[i - 1] ?? {};
    const after = rows[i] ?? {};
    const [a, b] = [before[sort] ?? null, after[sort] ?? null];
    const pair = `row ${i - 1} (${JSON.stringify(a)}, id ${area.idOf(before)}) before row ${i} (${JSON.stringify(b)}, id ${area.idOf(after)})`;
    if ((a === null) !== (b === null)) {
      if ((a === null) !== descending) return `${pair}: empty values come ${descending ? 'first' : 'last'}`;
      continue;
    }
    const order = a === null ? 0 : compareCells(a, b, caseless) * way;
    if (order > 0) return pair;
    if (order === 0 && (area.idOf(before) - area.idOf(after)) * way > 0) return `${pair}: ties go by id`;
  }
  return null;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The audited fields whose value differs between two versions of a record, as History tells them. */
function changedAuditedFields(area: AnyArea, before: Detail, after: Detail): string[] {
  return Object.keys(area.fieldLabels).filter(
    (name) =>
      !(isEmpty(before[name]) && isEmpty(after[name])) &&
      JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null),
  );
}

function expectBadRequest(response: ApiResponse, label: string): void {
  expect(response.status, `${label}: ${JSON.stringify(response.body)}`).toBe(400);
  expect(response.body, label).toMatchObject({
    success: false,
    error: expect.any(String),
    issues: expect.any(Array),
  });
  expect((response.body as { issues: unknown[] }).issues.length, label).toBeGreaterThan(0);
}

it('has a fixture only for declared areas', () => {
  const declared = AREAS.map((area) => area.path);
  expect(Object.keys(FIXTURES).filter((path) => !declared.includes(path))).toEqual([]);
});

for (const area of AREAS) {
  const fixture = FIXTURES[area.path];
  if (!fixture) {
    it(`${area.path}: has a conformance fixture`, () => {
      throw new Error(
        `The area "${area.path}" has no conformance fixture: add one to FIXTURES in tests/api/area-conformance.test.ts`,
      );
    });
    continue;
  }

  describe(`area ${area.path}`, () => {
    const seeded: Detail[] = [];
    // Records another area's fixture made for its own links (an order's publication) are there already.
    let existing = 0;

    beforeAll(async () => {
      await fixture.setup?.(api);
      existing = (await listOf(area, 'pageSize=1')).meta.total;
      for (let i = 0; i < SEEDED; i++) {
        // One second apart, so that the stamps' sorts have distinct values to order.
        api.clock.advance(1000);
        seeded.push(await createRecord(api, area, fixture, await memberOf(api, GROUP.SUPER_USERS)));
      }
    });

    it('pages in SQL and reports page, page size and total', async () => {
      const first = await listOf(area, 'page=1&pageSize=10');
      const second = await listOf(area, 'page=2&pageSize=10');
      expect(second.meta).toEqual({ page: 2, pageSize: 10, total: existing + SEEDED });
      expect(second.data).toHaveLength(10);
      const firstIds = new Set(first.data.map((row) => area.idOf(row)));
      expect(second.data.filter((row) => firstIds.has(area.idOf(row)))).toEqual([]);
      // A later page reads its ids in the list's order first, then its rows: the same rows, same order.
      const all = await listOf(area, 'page=1&pageSize=100');
      expect(second.data.map((row) => area.idOf(row))).toEqual(
        all.data.slice(10, 20).map((row) => area.idOf(row)),
      );
      const beyond = await listOf(area, 'page=9&pageSize=10');
      expect(beyond.data).toEqual([]);
      expect(beyond.meta.total).toBe(existing + SEEDED);
    });

    it('answers the declared item shape', async () => {
      const { data } = await listOf(area, 'pageSize=100');
      for (const row of data) {
        const parsed = area.itemSchema.safeParse(row);
        expect(parsed.error?.issues ?? [], JSON.stringify(row)).toEqual([]);
      }
    });

    it('answers the declared record shape', async () => {
      for (const record of seeded) {
        const detail = ok<Detail>(await asAdmin('GET', `${area.path}/${area.idOf(record)}`));
        const parsed = area.detailSchema.safeParse(detail);
        expect(parsed.error?.issues ?? [], JSON.stringify(detail)).toEqual([]);
      }
    });

    for (const sort of area.sortFields) {
      for (const descending of [false, true]) {
        const value = `${descending ? '-' : ''}${sort}`;
        it(`sorts by ${value}`, async () => {
          const { data } = await listOf(area, `sort=${value}&pageSize=100`);
          expect(data.length).toBeGreaterThanOrEqual(SEEDED);
          if (fixture.unorderedSorts?.includes(sort)) return;
          expect(misordered(area, data, sort, descending)).toBeNull();
        });
      }
    }

    for (const [name, filter] of Object.entries(area.listDefinition.filters)) {
      const values =
        filter.kind === 'enum'
          ? filter.values.map((value) => ({ text: value, matches: [value] as unknown[] }))
          : filter.kind === 'boolean'
            ? [true, false].map((value) => ({ text: String(value), matches: [value] as unknown[] }))
            : [{ text: filter.kind === 'id' ? '1' : '2026-01-01', matches: null }];
      for (const { text, matches } of values) {
        it(`filters ${name}=${text}`, async () => {
          const { data, meta } = await listOf(area, `${name}=${encodeURIComponent(text)}&pageSize=100`);
          expect(meta.total).toBe(data.length);
          // Filters on related records (an author) have no column in the row to compare.
          if (matches === null || !area.itemFields.includes(name)) return;
          const spec = area.fields[name];
          const strays = data.filter((row) => {
            const cell = row[name];
            return spec?.cell === 'enums' && Array.isArray(cell)
              ? !cell.some((entry) => matches.includes(entry))
              : !matches.includes(cell);
          });
          expect(strays).toEqual([]);
        });
      }
    }

    it('finds a record by a fragment of its title', async () => {
      const record = seeded[7];
      if (!record) throw new Error('records missing');
      const title = String(record[area.titleField]);
      const word = title
        .split(/\s+/)
        .reduce((longest, part) => (part.length > longest.length ? part : longest));
      // Inside the word and in the other case: the search looks for a part, without regard to case.
      const fragment = (word.length > 4 ? word.slice(1, -1) : word).toLowerCase();
      const { data } = await listOf(area, `q=${encodeURIComponent(fragment)}&pageSize=100`);
      expect(data.map((row) => area.idOf(row))).toContain(area.idOf(record));
      const none = await listOf(area, `q=${encodeURIComponent('zzqqxxnothingmatches')}`);
      expect(none.meta.total).toBe(0);
    });

    const enumFilter = Object.entries(area.listDefinition.filters).find(
      ([, filter]) => filter.kind === 'enum',
    );
    const badQueries: [string, string][] = [
      ['page=0', `${area.path}?page=0`],
      ['pageSize=1000', `${area.path}?pageSize=1000`],
      ['sort=nonsense', `${area.path}?sort=nonsense`],
      ['ids=2147483648', `${area.path}?ids=2147483648`],
      ['q of 201 characters', `${area.path}?q=${'x'.repeat(201)}`],
      ['an id of 2147483648', `${area.path}/2147483648`],
      ['an id of abc', `${area.path}/abc`],
      ['an export with sort=nonsense', `${area.path}/export?sort=nonsense`],
      ['an export with ids=2147483648', `${area.path}/export?ids=2147483648`],
      ['a history of id abc', `${area.path}/abc/history`],
    ];
    if (enumFilter) badQueries.push([`${enumFilter[0]}=nonsense`, `${area.path}?${enumFilter[0]}=nonsense`]);
    for (const [label, path] of badQueries) {
      it(`answers 400 to ${label}`, async () => {
        expectBadRequest(await asAdmin('GET', path), `GET ${path}`);
      });
    }

    it('answers 400 to a write to an id of 2147483648 or abc', async () => {
      const body = { ...fixture.valid(freshNumber(api)), version: 1 };
      for (const id of ['2147483648', 'abc']) {
        expectBadRequest(await asAdmin('PUT', `${area.path}/${id}`, body), `PUT ${id}`);
        expectBadRequest(await asAdmin('DELETE', `${area.path}/${id}`), `DELETE ${id}`);
      }
    });

    it('refuses a stale version with 409 and keeps insert and update in History', async () => {
      const created = await createRecord(api, area, fixture);
      const id = area.idOf(created);
      const path = `${area.path}/${id}`;
      const saved = ok<Detail>(
        await asAdmin('PUT', path, { ...fixture.valid(freshNumber(api)), version: created.version }),
      );
      expect(saved.version).toBe(created.version + 1);
      const stale = await asAdmin('PUT', path, {
        ...fixture.valid(freshNumber(api)),
        version: created.version,
      });
      expect(stale.status, JSON.stringify(stale.body)).toBe(409);
      expect(stale.body).toMatchObject({ success: false, error: expect.any(String) });
      expect(ok<Detail>(await asAdmin('GET', path))).toEqual(saved);

      const staleDelete = await asAdmin('DELETE', `${path}?version=${created.version}`);
      expect(staleDelete.status, JSON.stringify(staleDelete.body)).toBe(409);

      const history = ok<HistoryEntry[]>(await asAdmin('GET', `${path}/history`));
      expect(history.map((entry) => entry.action)).toEqual(['update', 'insert']);
      const changed = changedAuditedFields(area, created, saved);
      expect(changed.length).toBeGreaterThan(0);
      expect(history[0]?.changes.map((change) => change.field).sort()).toEqual(changed.sort());
      // A computed title (a contact's name) is not audited; its parts are, and were compared above.
      if (area.titleField in area.fieldLabels) {
        expect(history[0]?.changes.find((change) => change.field === area.titleField)).toEqual({
          field: area.titleField,
          before: created[area.titleField],
          after: saved[area.titleField],
        });
      }
    });

    it('exports CSV with the declared columns, a row per record of the list', async () => {
      const { meta } = await listOf(area, '');
      const response = await asAdmin('GET', `${area.path}/export`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(typeof response.body).toBe('string');
      const { records } = parseCsv(String(response.body));
      expect(records[0]?.fields).toEqual(area.csvColumns.map((column) => column.header));
      expect(records).toHaveLength(meta.total + 1);
    });

    it('deletes a record, and a second delete answers 404', async () => {
      const created = await createRecord(api, area, fixture);
      const path = `${area.path}/${area.idOf(created)}`;
      expect(ok(await asAdmin('DELETE', `${path}?version=${created.version}`))).toEqual({
        id: area.idOf(created),
        deleted: true,
      });
      const again = await asAdmin('DELETE', path);
      expect(again.status, JSON.stringify(again.body)).toBe(404);
      expect((await asAdmin('GET', path)).status).toBe(404);
      const history = ok<HistoryEntry[]>(await asAdmin('GET', `${path}/history`));
      expect(history.map((entry) => entry.action)).toEqual(['delete', 'insert']);
    });

    it('gives each group exactly the rights of the spec', async () => {
      expect(await checkAreaRights(api, area, fixture)).toEqual([]);
    });
  });
}

/*
 * The rights check must fail a declaration whose rights are wider than the spec's. Two copies of a
 * small area over the coupons table are mounted next to the real ones: one with the coupons' rights,
 * one whose view is widened to Finance at View. Routes are added before the app's first request,
 * since Hono's router is fixed once it has matched one.
 */
describe('the rights check', () => {
  let probeApi: TestUpstream;

  function probeArea(path: string, rights: AreaRights) {
    return defineArea({
      path,
      idParam: 'probeId',
      noun: { one: 'probe', many: 'probes' },
      schemaName: path === 'conformance-probe' ? 'ConformanceProbe' : 'ConformanceWidened',
      href: `/conformance/${path}`,
      rights,
      titleField: 'code',
      fields: {
        code: field.requiredText('Code', 32, 'Please enter the code', {
          column: { sort: true },
          search: true,
        }),
        description: field.text('Description', 200, { column: true }),
      },
      list: { defaultSort: 'code', searchHint: 'codes' },
    });
  }

  const faithful = probeArea('conformance-probe', couponArea.rights);
  const widened = probeArea('conformance-widened', {
    ...couponArea.rights,
    view: [[{ sectionId: SECTION.FINANCE, minLevel: LEVEL.VIEW }]],
  });
  const fixtureFor = (prefix: string): AreaFixture => ({
    valid: (n) => ({ code: `${prefix}${pad(n, 6)}`, description: `Probe ${n}` }),
  });

  beforeAll(async () => {
    probeApi = await createTestUpstream();
    for (const area of [faithful, widened]) {
      registerArea(probeApi.app, area, {
        table: coupons,
        // The columns the probe does not declare, filled as the table's checks require.
        row: (_values, columns) => ({
          ...columns,
          discountType: 'percent',
          percentOff: '10',
          validFrom: '2026-01-01',
        }),
      });
    }
  });
  afterAll(() => probeApi?.close());

  it('mounts the probes after the app was built', async () => {
    const all = await allRightsUser(probeApi);
    for (const area of [faithful, widened]) {
      expect((await call(probeApi, all, 'GET', area.path)).status).toBe(200);
    }
  });

  it('passes a copy with the spec’s rights', async () => {
    expect(await checkAreaRights(probeApi, faithful, fixtureFor('OK'), expectedRights('coupons'))).toEqual(
      [],
    );
  });

  it('reports a widened view for the group it lets in', async () => {
    const mismatches = await checkAreaRights(
      probeApi,
      widened,
      fixtureFor('WIDE'),
      expectedRights('coupons'),
    );
    // Financial Assistants hold Finance at Edit: enough for the widened view, not for the Financial menu's Manage.
    expect(mismatches).toEqual(
      (['list', 'export', 'get', 'history'] as const).map((action) =>
        expect.stringMatching(
          new RegExp(
            `^Financial Assistants \\(group 4\\) ${action}: GET .* answered 200, the spec refuses it$`,
          ),
        ),
      ),
    );
  });

  it('fails on an area path the spec table does not name', () => {
    expect(() => expectedRights('conformance-probe')).toThrow(/No page requirements/);
  });
});
