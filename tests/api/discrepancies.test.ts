import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DISCREPANCY_SECTIONS,
  discrepancyCountsResponseSchema,
  discrepancyListResponseSchema,
  discrepancyResultsResponseSchema,
  type DiscrepancyResult,
} from '@/lib/contract/discrepancies';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import { CHECKS } from '@/upstream/checks/registry';
import type { Db } from '@/upstream/db/client';
import * as schema from '@/upstream/db/schema';
import {
  isbn13CheckDigit,
  PLANTED_INCONSISTENCIES,
  seedDatabase,
  type PlantedKind,
} from '@/upstream/db/seed';
import { createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

const TODAY = '2031-05-15';

async function openApi(): Promise<TestUpstream> {
  const api = await createTestUpstream();
  api.clock.set(`${TODAY}T12:00:00.000Z`);
  return api;
}

async function get(api: TestUpstream, user: { id: number }, path: string): Promise<ApiResponse> {
  const token = await issueToken(api.database.db, user.id, api.clock.now());
  return api.request('GET', path, { token });
}

function checkId(key: string): number {
  const check = CHECKS.find((candidate) => candidate.key === key);
  if (!check) throw new Error(`No check ${key}`);
  return check.id;
}

function firstOf<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('row not written');
  return row;
}

function isbn(n: number): string {
  const first12 = `979100${String(n).padStart(6, '0')}`;
  return `${first12}${isbn13CheckDigit(first12)}`;
}

/** The same number with its check digit one off. */
function wrongIsbn(n: number): string {
  const valid = isbn(n);
  return `${valid.slice(0, 12)}${(Number(valid[12]) + 1) % 10}`;
}

/**
 * One good and one bad record for every check, each bad record breaking exactly one rule. `bad` maps a
 * check's key to the ids (as the results show them) it must find, and nothing else.
 */
async function buildRecords(db: Db, admin: TestUser): Promise<Record<string, string[]>> {
  const bad: Record<string, string[]> = Object.fromEntries(CHECKS.map((check) => [check.key, []]));
  const flag = (key: string, id: number) => {
    const list = bad[key];
    if (!list) throw new Error(`No check ${key}`);
    list.push(String(id));
  };

  await db.insert(schema.currencies).values([
    { code: 'EUR', name: 'Euro', symbol: '€' },
    { code: 'USD', name: 'US Dollar', symbol: '$' },
    { code: 'GBP', name: 'Pound Sterling', symbol: '£' },
    { code: 'CHF', name: 'Swiss Franc', symbol: 'CHF' },
  ]);
  await db.insert(schema.exchangeRates).values([
    { rateDate: '2031-05-10', fromCurrency: 'USD', toCurrency: 'EUR', rate: '0.9' },
    // Only the EUR→GBP direction: an order in GBP is still valued through its inverse.
    { rateDate: '2031-05-11', fromCurrency: 'EUR', toCurrency: 'GBP', rate: '0.8' },
  ]);

  // Users: the contractor holds rights in no group; the newcomer has neither yet, which is no inconsistency.
  const contractor = await createUser(db, {
    userName: 'contractor',
    groups: [],
    rights: [{ sectionId: 4, level: 3 }],
  });
  flag('rights-without-group', contractor.id);
  await createUser(db, { userName: 'newcomer', groups: [], rights: [] });
  const editor = await createUser(db, { userName: 'editor', groups: [GROUP.COMMISSIONING_EDITORS] });

  // Files: one used as a cover, one as a receipt, one used by nothing.
  const file = async (key: string) =>
    firstOf(
      await db
        .insert(schema.storedFiles)
        .values({
          name: `${key}.pdf`,
          mimeType: 'application/pdf',
          sizeBytes: 10,
          checksum: 'b'.repeat(64),
          storageKey: key,
        })
        .returning({ id: schema.storedFiles.id }),
    ).id;
  const coverFile = await file('cover');
  const receiptFile = await file('receipt');
  flag('orphan-file', await file('orphan'));

  // Contacts: the second has the first's address in other case; two without address are no duplicates.
  // Each has a postal address unless told otherwise: payees need one for their statements.
  const postal = { addressLine1: '1 Quay Street', city: 'Bristol', country: 'GB' };
  const contact = async (lastName: string, email: string | null, address: Partial<typeof postal> = postal) =>
    firstOf(
      await db
        .insert(schema.contacts)
        .values({ lastName, email, roles: ['author'], ...address })
        .returning({ id: schema.contacts.id }),
    ).id;
  const author = await contact('Original', 'ada@example.test');
  flag('contact-duplicate-email', await contact('Copy', 'ADA@example.test'));
  await contact('Nomail', null);
  await contact('Nomail2', null);
  const coAuthor = await contact('Unique', 'bo@example.test');

  const commissioning = async (
    title: string,
    status: (typeof schema.commissionings.$inferInsert)['status'],
  ) =>
    firstOf(
      await db
        .insert(schema.commissionings)
        .values({ title, editorId: editor.id, status })
        .returning({ id: schema.commissionings.id }),
    ).id;
  const published = await commissioning('Published book', 'published');
  const contractedUnsigned = await commissioning('Contracted without signature', 'contracted');
  flag('contracted-without-signed-contract', contractedUnsigned);
  const publishedUnreleased = await commissioning('Published without edition', 'published');
  flag('published-commissioning-without-publication', publishedUnreleased);
  const approved = await commissioning('Approved only', 'approved');

  const contract = async (
    reference: string,
    commissioningId: number,
    signedDate: string | null,
    advanceAmount = 0,
  ) =>
    firstOf(
      await db
        .insert(schema.contracts)
        .values({
          reference,
          commissioningId,
          type: 'author',
          status: signedDate ? 'signed' : 'draft',
          signedDate,
          advanceAmount,
          currency: 'EUR',
          rightsGranted: ['print'],
        })
        .returning({ id: schema.contracts.id }),
    ).id;
  const parties = (contractId: number, splits: [number, string][]) =>
    db.insert(schema.contractParties).values(
      splits.map(([contactId, splitPercent], index) => ({
        contractId,
        contactId,
        role: index === 0 ? ('author' as const) : ('co_author' as const),
        splitPercent,
      })),
    );

  /** A royalty term of the contract, its escalator's steps in the order given. */
  const escalator = async (
    contractId: number,
    format: 'BB' | 'EB' | null,
    basis: 'list_price' | 'net_receipts',
    steps: [number, string][],
  ) => {
    const termId = firstOf(
      await db
        .insert(schema.contractRoyaltyTerms)
        .values({ contractId, position: format === 'EB' ? 2 : 1, format, basis })
        .returning({ id: schema.contractRoyaltyTerms.id }),
    ).id;
    await db.insert(schema.contractRoyaltyTiers).values(
      steps.map(([fromUnits, ratePercent], index) => ({
        termId,
        position: index + 1,
        fromUnits,
        ratePercent,
      })),
    );
  };

  // A sound contract: splits 60 + 40, escalator rising, instalments adding up to the advance.
  const good = await contract('C-GOOD', published, '2030-01-10', 100_000);
  await parties(good, [
    [author, '60'],
    [coAuthor, '40'],
  ]);
  await escalator(good, 'BB', 'list_price', [
    [0, '10'],
    [5000, '12.5'],
  ]);
  await escalator(good, 'EB', 'net_receipts', [[0, '25']]);
  await db.insert(schema.contractInstalments).values([
    { contractId: good, position: 1, trigger: 'signature', amount: 60_000 },
    { contractId: good, position: 2, trigger: 'publication', amount: 40_000 },
  ]);

  const splits = await contract('C-SPLITS', published, '2030-02-01');
  await parties(splits, [
    [author, '70'],
    [coAuthor, '20'],
  ]);
  flag('contract-splits-not-100', splits);

  const early = await contract('C-EARLY', approved, '2031-01-01');
  await parties(early, [[author, '100']]);
  flag('signed-contract-before-approval', early);

  const alone = await contract('C-ALONE', published, '2030-03-01');
  flag('signed-contract-without-parties', alone);

  const tiers = await contract('C-TIERS', published, null);
  await escalator(tiers, null, 'list_price', [
    [5000, '12'],
    [0, '10'],
  ]);
  flag('royalty-tiers-out-of-order', tiers);

  const shortfall = await contract('C-SHORT', published, null, 30_000);
  await parties(shortfall, [[author, '100']]);
  await db
    .insert(schema.contractInstalments)
    .values({ contractId: shortfall, position: 1, trigger: 'signature', amount: 10_000 });
  flag('instalments-not-advance', shortfall);

  const releasedWithContract = await contract('C-PUBLISHED', publishedUnreleased, '2030-01-01');
  await parties(releasedWithContract, [[author, '100']]);

  // Royalty pre-flight: a payee with no street, another with no city; an agent (no share) and a
  // contact of an unsigned contract need none.
  const unposted = await contact('Unposted', null, { city: 'Leeds', country: 'GB' });
  const cityless = await contact('Cityless', null, { addressLine1: '2 Mill Lane', country: 'GB' });
  const agent = await contact('Agent', null, {});
  const noTerm = await contract('C-NOTERM', published, '2030-04-01');
  await parties(noTerm, [
    [unposted, '50'],
    [cityless, '50'],
  ]);
  await db
    .insert(schema.contractParties)
    .values({ contractId: noTerm, contactId: agent, role: 'agent', splitPercent: '0' });
  await parties(await contract('C-UNSIGNED', published, null), [[await contact('Drafted', null, {}), '100']]);
  flag('payee-without-address', unposted);
  flag('payee-without-address', cityless);
  await escalator(noTerm, 'BB', 'list_price', [[0, '10']]);

  // Publications of the sound contract (signed 2030-01-10).
  const publication = async (values: Partial<typeof schema.publications.$inferInsert> & { n: number }) => {
    const { n, ...rest } = values;
    return firstOf(
      await db
        .insert(schema.publications)
        .values({
          commissioningId: published,
          title: `Book ${n}`,
          format: 'BB',
          isbn: isbn(n),
          status: 'in_production',
          ...rest,
        })
        .returning({ id: schema.publications.id }),
    ).id;
  };
  const price = (publicationId: number) =>
    db.insert(schema.publicationPrices).values({ publicationId, currency: 'EUR', amount: 1999 });
  const sound = await publication({
    n: 1,
    status: 'published',
    publicationDate: '2030-06-01',
    contractId: good,
    coverFileId: coverFile,
  });
  await price(sound);
  flag('isbn-check-digit', await publication({ n: 2, isbn: wrongIsbn(2) }));
  const reissue = await publication({
    n: 3,
    isbn: isbn(1),
    status: 'out_of_print',
    publicationDate: '2030-07-01',
    contractId: good,
  });
  flag('isbn-duplicate', reissue);
  flag(
    'published-without-price',
    await publication({ n: 4, status: 'published', publicationDate: '2030-06-01', contractId: good }),
  );
  const undated = await publication({ n: 5, status: 'published', contractId: good });
  await price(undated);
  flag('published-without-date', undated);
  const premature = await publication({
    n: 6,
    status: 'published',
    publicationDate: '2029-12-01',
    contractId: good,
  });
  await price(premature);
  flag('published-before-contract-signed', premature);
  const uncontracted = await publication({ n: 7, status: 'published', publicationDate: '2030-06-01' });
  await price(uncontracted);
  flag('published-without-contract', uncontracted);
  await publication({ n: 8, commissioningId: publishedUnreleased, contractId: releasedWithContract });
  await publication({
    n: 10,
    shortDescription: '<p>A <em>fine</em> book.</p>',
    tableOfContents: '<ol><li>One</li><li>Two</li></ol>',
    description: 'Ages 8 < 12, and 3<4',
  });
  flag(
    'description-outside-onix-subset',
    await publication({ n: 11, description: '<p>Fine</p><MARQUEE>Sale</MARQUEE>' }),
  );
  flag(
    'description-outside-onix-subset',
    await publication({ n: 12, tableOfContents: '<p>1. Salt</p><iframe src="x"></iframe>' }),
  );

  // The contracts' publications: the sound contract has a term for its hardback; the other covers an
  // e-book it has no term for, which sells.
  const unearning = await publication({ n: 9, format: 'EB' });
  await db.insert(schema.contractPublications).values([
    { contractId: good, publicationId: sound },
    { contractId: noTerm, publicationId: unearning },
  ]);
  flag('sales-without-royalty-term', noTerm);

  // Invoices: I1 sound with a line; I2 totals off; I3 paid undated; I4 overdue but sent; I5 void yet dated paid;
  // I6 paid and dated. Invoices without lines total zero, which is consistent.
  const invoice = async (values: Partial<typeof schema.invoices.$inferInsert>) =>
    firstOf(
      await db
        .insert(schema.invoices)
        .values({ customerName: 'Shop', currency: 'EUR', ...values })
        .returning({ id: schema.invoices.id }),
    ).id;
  const issued = { issueDate: '2031-05-01', dueDate: '2031-05-31' };
  const i1 = await invoice({
    number: 1,
    status: 'issued',
    ...issued,
    netAmount: 1000,
    vatAmount: 100,
    totalAmount: 1100,
  });
  const i2 = await invoice({ status: 'draft', netAmount: 1000, vatAmount: 100, totalAmount: 1200 });
  const line = (invoiceId: number) =>
    db.insert(schema.invoiceLines).values({
      invoiceId,
      position: 1,
      description: 'Books',
      quantity: 1,
      unitPrice: 1000,
      netAmount: 1000,
      vatRate: '10',
      vatAmount: 100,
    });
  await line(i1);
  await line(i2);
  flag('invoice-total-mismatch', i2);
  flag('paid-invoice-without-payment-date', await invoice({ number: 3, status: 'paid', ...issued }));
  flag(
    'overdue-invoice-marked-sent',
    await invoice({ number: 4, status: 'issued', issueDate: '2031-04-01', dueDate: '2031-04-30' }),
  );
  flag(
    'unpaid-invoice-with-payment-date',
    await invoice({ number: 5, status: 'credited', ...issued, paymentDate: '2031-05-02' }),
  );
  await invoice({ number: 6, status: 'paid', ...issued, paymentDate: '2031-05-03' });

  // Orders: returns within and above the quantity; currencies with and without a rate on the day.
  const order = async (currency: string, orderDate: string, quantity: number, returnedQuantity: number) => {
    const { id } = firstOf(
      await db
        .insert(schema.orders)
        .values({
          orderNumber: `SO-${currency}-${orderDate}-${quantity}`,
          channel: 'trade',
          customerName: 'Shop',
          currency,
          orderDate,
          status: 'shipped',
        })
        .returning({ id: schema.orders.id }),
    );
    const { id: lineId } = firstOf(
      await db
        .insert(schema.orderLines)
        .values({ orderId: id, publicationId: sound, quantity, returnedQuantity, unitPrice: 1000 })
        .returning({ id: schema.orderLines.id }),
    );
    return { id, lineId };
  };
  await order('EUR', '2031-05-10', 5, 1);
  const overReturned = await order('USD', '2031-05-10', 2, 3);
  flag('returns-above-quantity', overReturned.lineId);
  flag('order-without-exchange-rate', (await order('CHF', '2031-05-10', 1, 0)).id);
  await order('GBP', '2031-05-11', 1, 0);
  const ebookOrder = firstOf(
    await db
      .insert(schema.orders)
      .values({
        orderNumber: 'SO-EB-1',
        channel: 'online_retail',
        customerName: 'Web shop',
        currency: 'EUR',
        orderDate: '2031-05-10',
        status: 'shipped',
      })
      .returning({ id: schema.orders.id }),
  ).id;
  await db
    .insert(schema.orderLines)
    .values({ orderId: ebookOrder, publicationId: unearning, quantity: 3, unitPrice: 999 });

  // Royalty runs: a draft whose period ended over 30 days ago, one that ended within them, an approved one.
  const run = async (periodStart: string, periodEnd: string, approved = false) =>
    firstOf(
      await db
        .insert(schema.royaltyRuns)
        .values({
          periodStart,
          periodEnd,
          status: approved ? 'approved' : 'draft',
          approvedAt: approved ? new Date('2031-01-20T10:00:00Z') : null,
        })
        .returning({ id: schema.royaltyRuns.id }),
    ).id;
  await run('2030-07-01', '2030-12-31', true);
  flag('royalty-run-not-approved', await run('2031-01-01', '2031-03-31'));
  await run('2031-04-01', '2031-04-30');

  // Expenses.
  const expense = async (values: Partial<typeof schema.expenses.$inferInsert>) =>
    firstOf(
      await db
        .insert(schema.expenses)
        .values({
          category: 'printing',
          supplier: 'Printer Ltd',
          amount: 100,
          currency: 'GBP',
          expenseDate: '2031-05-01',
          ...values,
        })
        .returning({ id: schema.expenses.id }),
    ).id;
  await expense({ status: 'approved', approvedById: admin.id, receiptFileId: receiptFile });
  flag('expense-without-category', await expense({ category: null }));
  flag('expense-without-supplier', await expense({ supplier: null }));
  flag('expense-without-supplier', await expense({ supplier: '  ' }));
  flag('expense-approved-without-approver', await expense({ status: 'paid' }));

  // Coupons.
  const coupon = async (code: string, values: Partial<typeof schema.coupons.$inferInsert>) =>
    firstOf(
      await db
        .insert(schema.coupons)
        .values({ code, discountType: 'percent', percentOff: '10', validFrom: '2031-01-01', ...values })
        .returning({ id: schema.coupons.id }),
    ).id;
  await coupon('GOOD', { validUntil: '2031-12-31', usageLimit: 10, usageCount: 5 });
  flag('coupon-expired-but-active', await coupon('EXPIRED', { validUntil: '2031-05-01', active: true }));
  await coupon('RETIRED', { validUntil: '2031-05-01', active: false });
  flag('coupon-over-usage-limit', await coupon('OVERUSED', { usageLimit: 10, usageCount: 11 }));
  await coupon('UNLIMITED', { usageCount: 1000 });

  // Newsletters.
  const newsletter = async (values: Partial<typeof schema.newsletters.$inferInsert>, recipients: number) => {
    const { id } = firstOf(
      await db
        .insert(schema.newsletters)
        .values({ subject: 'News', body: 'Body', audience: 'authors', ...values })
        .returning({ id: schema.newsletters.id }),
    );
    for (let n = 0; n < recipients; n++) {
      await db
        .insert(schema.emailOutbox)
        .values({ toAddress: `r${n}@example.test`, subject: 'News', bodyText: 'Body', newsletterId: id });
    }
    return id;
  };
  const sentAt = new Date('2031-05-10T08:00:00.000Z');
  await newsletter({ status: 'sent', sentAt }, 2);
  flag('newsletter-sent-without-recipients', await newsletter({ status: 'sent', sentAt }, 0));
  flag('newsletter-sent-without-date', await newsletter({ status: 'sent' }, 1));
  await newsletter({ status: 'draft' }, 0);

  return bad;
}

describe('data-quality checks on hand-built records', () => {
  let api: TestUpstream;
  let admin: TestUser;
  let bad: Record<string, string[]>;

  beforeAll(async () => {
    api = await openApi();
    admin = await createUser(api.database.db, { userName: 'admin', groups: [GROUP.SUPER_USERS] });
    bad = await buildRecords(api.database.db, admin);
  });
  afterAll(() => api.close());

  it('registers at least 20 checks, each with a unique id and key, in the spec’s sections', async () => {
    const response = await get(api, admin, 'discrepancies');
    expect(response.status).toBe(200);
    const list = discrepancyListResponseSchema.parse(response.body).data;
    expect(list.length).toBeGreaterThanOrEqual(20);
    expect(list).toHaveLength(CHECKS.length);
    expect(new Set(list.map((item) => item.discrepancyId)).size).toBe(list.length);
    expect(new Set(CHECKS.map((check) => check.key)).size).toBe(CHECKS.length);
    for (const item of list) expect(DISCREPANCY_SECTIONS).toContain(item.discrepancySection);
  });

  for (const check of CHECKS) {
    it(`${check.id} ${check.title}: finds the bad record and not the good one`, async () => {
      const response = await get(api, admin, `discrepancies/${check.id}/execute`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const rows = discrepancyResultsResponseSchema.parse(response.body).data;
      const expected = bad[check.key] ?? [];
      expect(expected.length, 'the fixture plants at least one bad record').toBeGreaterThan(0);
      expect(rows.map((row) => row.uniqueID)).toEqual(expected);
      expect(rows.map((row) => row.index)).toEqual(expected.map((_, position) => position + 1));
      for (const row of rows) {
        expect(row.section).toBe(check.section);
        expect(row.resolveURL).toMatch(/^\//);
      }
    });
  }

  it('counts as many issues as execute returns rows, per check and per section', async () => {
    const response = await get(api, admin, 'discrepancies/counts');
    expect(response.status).toBe(200);
    const counts = discrepancyCountsResponseSchema.parse(response.body).data;
    expect(counts).toHaveLength(CHECKS.length);
    for (const count of counts) {
      const check = CHECKS.find((candidate) => candidate.id === count.discrepancyId);
      expect(count.issueCount, check?.key).toBe(bad[check?.key ?? '']?.length);
    }

    const contracts = discrepancyCountsResponseSchema.parse(
      (await get(api, admin, 'discrepancies/counts/contracts')).body,
    ).data;
    expect(contracts.map((count) => count.discrepancySection)).toEqual(
      CHECKS.filter((check) => check.section === 'Contracts').map(() => 'Contracts'),
    );
    expect((await get(api, admin, 'discrepancies/counts/Nowhere')).status).toBe(404);
    expect((await get(api, admin, 'discrepancies/9999/execute')).status).toBe(404);
  });

  it('names the record page of each finding', async () => {
    const results = async (key: string): Promise<DiscrepancyResult[]> =>
      discrepancyResultsResponseSchema.parse(
        (await get(api, admin, `discrepancies/${checkId(key)}/execute`)).body,
      ).data;
    const [line] = await results('returns-above-quantity');
    const [orderRow] = await api.database.db
      .select({ orderId: schema.orderLines.orderId })
      .from(schema.orderLines)
      .where(eq(schema.orderLines.id, Number(line?.uniqueID)));
    expect(line?.resolveURL).toBe(`/orders/manage/${orderRow?.orderId}`);
    const [price] = await results('published-without-price');
    expect(price?.resolveURL).toBe(`/publications/manage/${price?.uniqueID}`);
    const [coupon] = await results('coupon-over-usage-limit');
    expect(coupon?.resolveURL).toBe(`/administration/coupons/${coupon?.uniqueID}`);
  });

  it('records each run for the data-integrity figure', async () => {
    const before = await api.database.db.select().from(schema.checkRuns);
    await get(api, admin, 'discrepancies/counts/users');
    const after = await api.database.db.select().from(schema.checkRuns).orderBy(asc(schema.checkRuns.id));
    const added = after.slice(before.length);
    expect(added.map((run) => run.checkId)).toEqual(
      CHECKS.filter((check) => check.section === 'Users').map((check) => check.key),
    );
    // The users table holds admin, contractor, newcomer and editor; one finding.
    expect(added[0]).toMatchObject({ issueCount: 1, recordCount: 4, ranById: admin.id });
  });
});

describe('who may run the checks', () => {
  let api: TestUpstream;

  beforeAll(async () => {
    api = await openApi();
  });
  afterAll(() => api.close());

  it('asks for finance at manage level or exports and data quality at approve level', async () => {
    const member = (groupId: number) =>
      createUser(api.database.db, { userName: `member-${groupId}`, groups: [groupId] });
    const paths = [
      'discrepancies',
      'discrepancies/counts',
      'discrepancies/counts/Publications',
      'discrepancies/1/execute',
    ];
    for (const [groupId, status] of [
      [GROUP.SUPER_USERS, 200],
      [GROUP.FINANCIAL_MANAGER, 200],
      [GROUP.DEVELOPERS, 200],
      [GROUP.COMMISSIONING_EDITORS, 403],
      [GROUP.FINANCIAL_ASSISTANTS, 403],
      [GROUP.DESIGNER, 403],
    ] as const) {
      const user = await member(groupId);
      for (const path of paths)
        expect((await get(api, user, path)).status, `group ${groupId} ${path}`).toBe(status);
    }
    expect((await api.request('GET', 'discrepancies/counts')).status).toBe(401);
  });
});

/** Which check reports each kind of planted inconsistency of the demo data. */
const CHECK_OF: Record<PlantedKind, string> = {
  isbn_check_digit: 'isbn-check-digit',
  isbn_duplicate: 'isbn-duplicate',
  published_without_price: 'published-without-price',
  description_outside_onix_subset: 'description-outside-onix-subset',
  published_before_contract_signed: 'published-before-contract-signed',
  contract_splits_not_100: 'contract-splits-not-100',
  royalty_tiers_out_of_order: 'royalty-tiers-out-of-order',
  invoice_total_mismatch: 'invoice-total-mismatch',
  paid_invoice_without_payment_date: 'paid-invoice-without-payment-date',
  overdue_invoice_marked_sent: 'overdue-invoice-marked-sent',
  returns_above_quantity: 'returns-above-quantity',
  order_without_exchange_rate: 'order-without-exchange-rate',
  expense_without_category: 'expense-without-category',
  expense_without_supplier: 'expense-without-supplier',
  coupon_expired_but_active: 'coupon-expired-but-active',
  coupon_over_usage_limit: 'coupon-over-usage-limit',
  contact_duplicate_email: 'contact-duplicate-email',
  newsletter_sent_without_recipients: 'newsletter-sent-without-recipients',
  orphan_file: 'orphan-file',
  rights_without_group: 'rights-without-group',
  royalty_run_not_approved: 'royalty-run-not-approved',
};

describe('the seeded demo data', () => {
  let api: TestUpstream;
  let adminId: number;
  const SEED_TODAY = '2026-11-20';

  beforeAll(async () => {
    api = await createTestUpstream();
    api.clock.set(`${SEED_TODAY}T15:00:00.000Z`);
    await seedDatabase(api.database.db, { scale: 1, today: SEED_TODAY });
    const [admin] = await api.database.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.userName, 'admin'));
    adminId = admin?.id ?? 0;
  });
  afterAll(() => api.close());

  it('finds every planted inconsistency, and nothing else', async () => {
    const response = await get(api, { id: adminId }, 'discrepancies/counts');
    const counts = discrepancyCountsResponseSchema.parse(response.body).data;
    for (const check of CHECKS) {
      const planted = PLANTED_INCONSISTENCIES.filter((entry) => CHECK_OF[entry.kind] === check.key).map(
        (entry) => String(entry.id),
      );
      const rows = discrepancyResultsResponseSchema.parse(
        (await get(api, { id: adminId }, `discrepancies/${check.id}/execute`)).body,
      ).data;
      expect(rows.map((row) => row.uniqueID).sort(), check.key).toEqual(planted.sort());
      expect(counts.find((count) => count.discrepancyId === check.id)?.issueCount, check.key).toBe(
        rows.length,
      );
    }
    const covered = new Set(Object.values(CHECK_OF));
    for (const key of covered) expect(CHECKS.map((check) => check.key)).toContain(key);
  });
});
