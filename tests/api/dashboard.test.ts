import { like, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commissioningEditorsResponseSchema,
  commissioningListResponseSchema,
  commissioningOverviewResponseSchema,
  developersResponseSchema,
  managersResponseSchema,
  publishingFirmResponseSchema,
} from '@/lib/contract/dashboard';
import type { CommissioningStatus } from '@/lib/contract/enums';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import type { Db } from '@/upstream/db/client';
import * as schema from '@/upstream/db/schema';
import { isbn13CheckDigit } from '@/upstream/db/seed';
import { createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

/*
 * Every figure below is worked out by hand from the rows each suite writes, in the comment beside it.
 * The clock stands at NOW: "today" is 2031-05-15, the last 30 days run from 2031-04-16, the 30 before
 * from 2031-03-17 to 2031-04-15, and "30 days ago" is 2031-04-15 (12:00 UTC for instants).
 */
const NOW = '2031-05-15T12:00:00.000Z';

async function openApi(): Promise<TestUpstream> {
  const api = await createTestUpstream();
  api.clock.set(NOW);
  return api;
}

async function get(api: TestUpstream, user: TestUser, path: string): Promise<ApiResponse> {
  const token = await issueToken(api.database.db, user.id, api.clock.now());
  return api.request('GET', path, { token });
}

function firstOf<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('row not written');
  return row;
}

const day = (value: string) => new Date(`${value}T00:00:00.000Z`);
const stamp = (value: string) => new Date(value.length === 10 ? `${value}T10:00:00.000Z` : value);

/** A valid ISBN-13 in a test block of numbers. */
function isbn(n: number): string {
  const first12 = `979100${String(n).padStart(6, '0')}`;
  return `${first12}${isbn13CheckDigit(first12)}`;
}

async function seedCurrencies(db: Db): Promise<void> {
  await db
    .insert(schema.currencies)
    .values([
      { code: 'EUR', name: 'Euro', symbol: '€' },
      { code: 'USD', name: 'US Dollar', symbol: '$' },
      { code: 'GBP', name: 'Pound Sterling', symbol: '£' },
    ])
    .onConflictDoNothing();
}

async function contact(db: Db, lastName: string): Promise<number> {
  return firstOf(
    await db
      .insert(schema.contacts)
      .values({ lastName, roles: ['author'] })
      .returning({ id: schema.contacts.id }),
  ).id;
}

interface CommissioningInput {
  title: string;
  editorId: number;
  status: CommissioningStatus;
  createdAt: string;
  decisionDate?: string;
  expectedDeliveryDate?: string;
  /** Status history: [status, when]; the first entry is the creation. */
  history?: [CommissioningStatus, string][];
}

async function commissioning(db: Db, input: CommissioningInput): Promise<number> {
  const { id } = firstOf(
    await db
      .insert(schema.commissionings)
      .values({
        title: input.title,
        editorId: input.editorId,
        status: input.status,
        decisionDate: input.decisionDate ?? null,
        expectedDeliveryDate: input.expectedDeliveryDate ?? null,
        createdAt: stamp(input.createdAt),
        updatedAt: stamp(input.createdAt),
      })
      .returning({ id: schema.commissionings.id }),
  );
  const history = input.history ?? [];
  if (history.length > 0) {
    await db.insert(schema.commissioningStatusChanges).values(
      history.map(([status, when], index) => ({
        commissioningId: id,
        fromStatus: index === 0 ? null : (history[index - 1]?.[0] ?? null),
        toStatus: status,
        changedById: input.editorId,
        changedAt: stamp(when),
      })),
    );
  }
  return id;
}

async function signedContract(db: Db, commissioningId: number, reference: string, signedDate: string | null) {
  return firstOf(
    await db
      .insert(schema.contracts)
      .values({
        reference,
        commissioningId,
        type: 'author',
        status: signedDate ? 'signed' : 'draft',
        signedDate,
        currency: 'EUR',
        rightsGranted: ['print'],
      })
      .returning({ id: schema.contracts.id }),
  ).id;
}

interface PublicationInput {
  commissioningId: number;
  n: number;
  status: 'in_production' | 'published' | 'out_of_print';
  publicationDate?: string;
  format?: 'BB' | 'BC' | 'EB' | 'AJ';
  doi?: string;
  doiRegisteredAt?: string;
  coverFileId?: number;
  description?: string;
  isbnOverride?: string;
}

async function publication(db: Db, input: PublicationInput): Promise<number> {
  return firstOf(
    await db
      .insert(schema.publications)
      .values({
        commissioningId: input.commissioningId,
        title: `Title ${input.n}`,
        format: input.format ?? 'BB',
        isbn: input.isbnOverride ?? isbn(input.n),
        status: input.status,
        publicationDate: input.publicationDate ?? null,
        doi: input.doi ?? null,
        doiRegisteredAt: input.doiRegisteredAt ? stamp(input.doiRegisteredAt) : null,
        coverFileId: input.coverFileId ?? null,
        description: input.description ?? null,
      })
      .returning({ id: schema.publications.id }),
  ).id;
}

describe('Publishing Firm Overview', () => {
  let api: TestUpstream;
  let admin: TestUser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    api = await openApi();
    const db = api.database.db;
    await seedCurrencies(db);
    admin = await createUser(db, { userName: 'admin', groups: [GROUP.SUPER_USERS] });
    const editor1 = await createUser(db, { userName: 'editor1', groups: [GROUP.COMMISSIONING_EDITORS] });
    const editor2 = await createUser(db, { userName: 'editor2', groups: [GROUP.COMMISSIONING_EDITORS] });
    const departed = await createUser(db, {
      userName: 'departed',
      groups: [GROUP.COMMISSIONING_EDITORS],
      active: false,
    });
    const author = await contact(db, 'Author');

    // Rates: USD→EUR 0.9 on 2031-05-10; only EUR→GBP 0.8 on 2031-04-01, so GBP→EUR is its inverse, 1.25.
    await db.insert(schema.exchangeRates).values([
      { rateDate: '2031-05-10', fromCurrency: 'USD', toCurrency: 'EUR', rate: '0.9' },
      { rateDate: '2031-04-01', fromCurrency: 'EUR', toCurrency: 'GBP', rate: '0.8' },
    ]);

    // The pipeline: A proposal, B under review, C approved, D contracted, E in production (owned by the
    // departed editor), F, G and J published, H declined.
    const c = (input: CommissioningInput) => commissioning(db, input);
    ids.A = await c({
      title: 'A',
      editorId: editor1.id,
      status: 'proposal',
      createdAt: '2031-05-01',
      history: [['proposal', '2031-05-01']],
    });
    ids.B = await c({
      title: 'B',
      editorId: editor1.id,
      status: 'under_review',
      createdAt: '2031-03-01',
      history: [
        ['proposal', '2031-03-01'],
        ['under_review', '2031-03-05'],
      ],
    });
    ids.C = await c({
      title: 'C',
      editorId: editor1.id,
      status: 'approved',
      createdAt: '2030-10-01',
      decisionDate: '2031-04-20',
      history: [
        ['proposal', '2030-10-01'],
        ['under_review', '2030-10-03'],
        ['approved', '2031-04-20'],
      ],
    });
    ids.D = await c({
      title: 'D',
      editorId: editor2.id,
      status: 'contracted',
      createdAt: '2030-06-01',
      decisionDate: '2030-08-01',
      history: [
        ['proposal', '2030-06-01'],
        ['approved', '2030-08-01'],
        ['contracted', '2030-09-01'],
      ],
    });
    ids.E = await c({
      title: 'E',
      editorId: departed.id,
      status: 'in_production',
      createdAt: '2029-01-01',
      decisionDate: '2029-02-01',
      history: [
        ['proposal', '2029-01-01'],
        ['in_production', '2031-01-10'],
      ],
    });
    ids.F = await c({
      title: 'F',
      editorId: editor2.id,
      status: 'published',
      createdAt: '2031-01-20',
      decisionDate: '2031-01-25',
      history: [
        ['proposal', '2031-01-20'],
        ['in_production', '2031-03-01'],
        ['published', '2031-04-20'],
      ],
    });
    ids.G = await c({
      title: 'G',
      editorId: editor2.id,
      status: 'published',
      createdAt: '2031-03-06',
      decisionDate: '2031-03-10',
      history: [
        ['proposal', '2031-03-06'],
        ['in_production', '2031-04-01'],
        ['published', '2031-05-05'],
      ],
    });
    ids.H = await c({
      title: 'H',
      editorId: editor1.id,
      status: 'declined',
      createdAt: '2031-01-01',
      decisionDate: '2031-02-01',
      history: [
        ['proposal', '2031-01-01'],
        ['declined', '2031-02-01'],
      ],
    });
    ids.J = await c({
      title: 'J',
      editorId: editor1.id,
      status: 'published',
      createdAt: '2028-01-01',
      decisionDate: '2028-02-01',
      history: [
        ['proposal', '2028-01-01'],
        ['published', '2029-03-01'],
      ],
    });

    // Signed contracts for D, F and G; C's is still a draft.
    await signedContract(db, ids.D, 'C-D', '2030-09-01');
    await signedContract(db, ids.F, 'C-F', '2031-02-01');
    await signedContract(db, ids.G, 'C-G', '2031-03-20');
    await signedContract(db, ids.C, 'C-C', null);

    // Editions: F first appears 2031-04-20, G 2031-05-05, J 2029-03-01 (out of print now); E's is not out yet.
    await publication(db, {
      commissioningId: ids.F,
      n: 1,
      status: 'published',
      publicationDate: '2031-04-20',
    });
    await publication(db, {
      commissioningId: ids.F,
      n: 2,
      status: 'published',
      publicationDate: '2031-05-02',
      format: 'EB',
    });
    await publication(db, {
      commissioningId: ids.G,
      n: 3,
      status: 'published',
      publicationDate: '2031-05-05',
    });
    await publication(db, {
      commissioningId: ids.J,
      n: 4,
      status: 'out_of_print',
      publicationDate: '2029-03-01',
    });
    await publication(db, {
      commissioningId: ids.J,
      n: 5,
      status: 'published',
      publicationDate: '2030-03-01',
      format: 'BC',
    });
    const unpublished = await publication(db, { commissioningId: ids.E, n: 6, status: 'in_production' });

    // Sales.
    const order = async (
      currency: string,
      orderDate: string,
      status: 'shipped' | 'cancelled',
      line: { quantity: number; returned: number; unitPrice: number; discount: string },
    ) => {
      const { id } = firstOf(
        await db
          .insert(schema.orders)
          .values({
            orderNumber: `SO-${currency}-${orderDate}-${status}`,
            channel: 'trade',
            customerName: 'Shop',
            currency,
            orderDate,
            status,
            cancelReason: status === 'cancelled' ? 'Withdrawn' : null,
          })
          .returning({ id: schema.orders.id }),
      );
      await db.insert(schema.orderLines).values({
        orderId: id,
        publicationId: unpublished,
        quantity: line.quantity,
        returnedQuantity: line.returned,
        unitPrice: line.unitPrice,
        discountPercent: line.discount,
      });
    };
    await order('EUR', '2031-05-10', 'shipped', {
      quantity: 10,
      returned: 2,
      unitPrice: 1500,
      discount: '40',
    });
    await order('USD', '2031-05-10', 'shipped', {
      quantity: 4,
      returned: 0,
      unitPrice: 2000,
      discount: '25',
    });
    await order('EUR', '2031-05-12', 'cancelled', {
      quantity: 100,
      returned: 0,
      unitPrice: 1000,
      discount: '0',
    });
    await order('GBP', '2031-04-01', 'shipped', {
      quantity: 5,
      returned: 1,
      unitPrice: 1000,
      discount: '0',
    });
    await order('EUR', '2031-03-01', 'shipped', {
      quantity: 10,
      returned: 0,
      unitPrice: 1000,
      discount: '50',
    });

    // Invoices.
    const invoice = async (
      number: number | null,
      status: 'draft' | 'issued' | 'paid' | 'overdue' | 'credited',
      issueDate: string | null,
      dueDate: string | null,
      paymentDate: string | null,
    ) =>
      db
        .insert(schema.invoices)
        .values({ number, customerName: 'Shop', currency: 'EUR', status, issueDate, dueDate, paymentDate });
    await invoice(1, 'issued', '2031-05-01', '2031-05-31', null); // V1: outstanding now, not yet issued then
    await invoice(2, 'overdue', '2031-03-01', '2031-03-31', null); // V2: outstanding now and then
    await invoice(3, 'paid', '2031-03-01', '2031-03-31', '2031-04-20'); // V3: paid since; outstanding then
    await invoice(4, 'paid', '2031-02-01', '2031-03-01', '2031-03-01'); // V4: paid before either day
    await invoice(null, 'draft', null, null, null); // V5: a draft is not issued
    await invoice(6, 'credited', '2031-03-01', '2031-03-31', null); // V6: void
    await invoice(7, 'paid', '2031-03-01', '2031-03-31', null); // V7: paid, date missing: counts as paid
    await invoice(8, 'issued', '2031-05-10', '2031-06-09', null); // V8: outstanding now only

    // Reviews of the editors' work: three in the last year, one long ago.
    await db.insert(schema.editorReviews).values([
      { editorId: editor1.id, reviewerContactId: author, rating: 5, reviewedOn: '2031-05-01' },
      { editorId: editor2.id, reviewerContactId: author, rating: 4, reviewedOn: '2031-01-10' },
      { editorId: editor2.id, reviewerContactId: author, rating: 4, reviewedOn: '2030-06-01' },
      { editorId: editor1.id, reviewerContactId: author, rating: 1, reviewedOn: '2029-06-01' },
    ]);
  });
  afterAll(() => api.close());

  it('computes every figure of the overview', async () => {
    const response = await get(api, admin, 'dashboard/publishing-firm');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const data = publishingFirmResponseSchema.parse(response.body).data;

    // Last 30 days: EUR 8 kept × 15.00 × 60% = 72.00; USD 4 × 20.00 × 75% = 60.00 × 0.9 = €54.00 → €126.00.
    // The 30 before: GBP 4 kept × 10.00 = £40.00 × 1.25 = €50.00. Change (126 − 50) / 50 = +152%.
    expect(data.totalRevenue).toEqual({ total: 12_600, changePercent: 152 });
    expect(data.revenueByCurrency).toEqual({ eur: 7_200, usd: 6_000, gbp: 0 });

    // Titles out by today: F (04-20), G (05-05), J (2029); by 2031-04-15 only J → +200%.
    // This month: G; this quarter (from 04-01) and this year: F and G.
    expect(data.booksPublished).toEqual({
      total: 3,
      changePercent: 200,
      thisMonth: 1,
      thisQuarter: 2,
      thisYear: 2,
    });

    // Active now: A, B, C, D, E = 5. On 2031-04-15 12:00: B, C, D, E, F (in production), G (in production) = 6
    // (A did not exist, J was published, H declined). Change −1/6 = −16.7%.
    expect(data.activeCommissionings).toEqual({ total: 5, changePercent: -16.7 });

    // Outstanding now: V1, V2, V8 = 3; on 2031-04-15: V2, V3 = 2 → +50%.
    expect(data.outstandingInvoices).toEqual({ total: 3, changePercent: 50 });

    // Pipeline of the 8 not declined: 3 before contract (A, B, C), 1 signed (D), 1 in production (E), 3 published.
    expect(data.publicationPipeline).toEqual({
      commissioning: { count: 3, percentage: 37.5 },
      contractSigned: { count: 1, percentage: 12.5 },
      inProduction: { count: 1, percentage: 12.5 },
      published: { count: 3, percentage: 37.5 },
    });

    // Decided in the last year: C, D, F, G, H; with a signed contract D, F, G → 60%.
    // Time to publish (titles first out in the last year): F 2031-01-20 → 04-20 = 90 days, G 03-06 → 05-05 = 60
    // days → 75. Returns over the year's orders (the cancelled one aside): 3 of 29 copies = 10.3%.
    expect(data.keyPerformance).toEqual({ contractConversion: 60, avgTimeToPublish: 75, returnRate: 10.3 });

    // Active editors: editor1 and editor2 (departed is inactive). Their active books: A, B, C, D = 4 → 2.0 each.
    // Ratings in the last year: 5, 4, 4 → 4.3.
    expect(data.staffMetrics).toEqual({ activeEditors: 2, avgWorkload: 2, satisfactionScore: 4.3 });
  });

  it('lists the most recent commissionings with their contract and book counts', async () => {
    const response = await get(api, admin, 'commissioning?limit=5');
    expect(response.status).toBe(200);
    const list = commissioningListResponseSchema.parse(response.body);
    // Newest first by creation: A (2031-05-01), G (03-06), B (03-01), F (01-20), H (01-01).
    expect(list.data.map((item) => item.commissioningTitle)).toEqual(['A', 'G', 'B', 'F', 'H']);
    expect(list.data[1]).toEqual({
      commissioningId: ids.G,
      commissioningTitle: 'G',
      createdDate: '2031-03-06T10:00:00.000Z',
      contractsCount: 1,
      booksCount: 1,
    });
    expect(list.data[3]).toMatchObject({ commissioningTitle: 'F', contractsCount: 1, booksCount: 2 });
    expect(list.meta).toEqual({ page: 1, pageSize: 5, total: 9 });

    const second = commissioningListResponseSchema.parse(
      (await get(api, admin, 'commissioning?limit=5&page=2')).body,
    );
    expect(second.data.map((item) => item.commissioningTitle)).toEqual(['C', 'D', 'E', 'J']);
  });

  it('shows one commissioning with its contracts and publications', async () => {
    const response = await get(api, admin, `commissioning/${ids.F}`);
    expect(response.status).toBe(200);
    const data = commissioningOverviewResponseSchema.parse(response.body).data;
    expect(data).toMatchObject({
      commissioningTitle: 'F',
      status: 'published',
      editorName: 'Editor2 Tester',
    });
    expect(data.contracts.map((item) => item.reference)).toEqual(['C-F']);
    expect(data.publications.map((item) => [item.format, item.publicationDate])).toEqual([
      ['BB', '2031-04-20'],
      ['EB', '2031-05-02'],
    ]);
    expect((await get(api, admin, 'commissioning/999999')).status).toBe(404);
  });
});

describe('Commissioning Editors', () => {
  let api: TestUpstream;
  let u: Record<'ed1' | 'ed2' | 'boss' | 'assistant' | 'designer' | 'admin', TestUser>;

  beforeAll(async () => {
    api = await openApi();
    const db = api.database.db;
    u = {
      ed1: await createUser(db, { userName: 'ed1', groups: [GROUP.COMMISSIONING_EDITORS] }),
      ed2: await createUser(db, { userName: 'ed2', groups: [GROUP.COMMISSIONING_EDITORS] }),
      boss: await createUser(db, { userName: 'boss', groups: [GROUP.FINANCIAL_MANAGER] }),
      assistant: await createUser(db, { userName: 'assistant', groups: [GROUP.COMMISSIONING_ASSISTANTS] }),
      designer: await createUser(db, { userName: 'designer', groups: [GROUP.DESIGNER] }),
      admin: await createUser(db, { userName: 'admin', groups: [GROUP.SUPER_USERS] }),
    };
    const c = (input: CommissioningInput) => commissioning(db, input);
    // X1 (ed1): answered in 2 days, approved 05-13. X2 (ed1): answered in 4.5 days, declined 05-01.
    // X3 (ed2): answered in 1 day, approved 05-14. X4 (ed2): answered in 10 days in January, contracted 04-20.
    await c({
      title: 'X1',
      editorId: u.ed1.id,
      status: 'approved',
      createdAt: '2031-05-10T09:00:00.000Z',
      history: [
        ['proposal', '2031-05-10T09:00:00.000Z'],
        ['under_review', '2031-05-12T09:00:00.000Z'],
        ['approved', '2031-05-13T09:00:00.000Z'],
      ],
    });
    await c({
      title: 'X2',
      editorId: u.ed1.id,
      status: 'declined',
      createdAt: '2031-04-20T09:00:00.000Z',
      history: [
        ['proposal', '2031-04-20T09:00:00.000Z'],
        ['under_review', '2031-04-24T21:00:00.000Z'],
        ['declined', '2031-05-01T09:00:00.000Z'],
      ],
    });
    await c({
      title: 'X3',
      editorId: u.ed2.id,
      status: 'approved',
      createdAt: '2031-05-11T09:00:00.000Z',
      history: [
        ['proposal', '2031-05-11T09:00:00.000Z'],
        ['under_review', '2031-05-12T09:00:00.000Z'],
        ['approved', '2031-05-14T09:00:00.000Z'],
      ],
    });
    await c({
      title: 'X4',
      editorId: u.ed2.id,
      status: 'contracted',
      createdAt: '2031-01-01T09:00:00.000Z',
      history: [
        ['proposal', '2031-01-01T09:00:00.000Z'],
        ['under_review', '2031-01-11T09:00:00.000Z'],
        ['approved', '2031-02-01T09:00:00.000Z'],
        ['contracted', '2031-04-20T09:00:00.000Z'],
      ],
    });
  });
  afterAll(() => api.close());

  async function figures(user: TestUser, query: string) {
    const response = await get(api, user, `dashboard/commissioning-editors${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return commissioningEditorsResponseSchema.parse(response.body).data;
  }

  it('computes the cards for the default period of 30 days', async () => {
    const data = await figures(u.admin, '');
    expect(data.period).toBe(30);
    expect(data.editorId).toBeNull();
    // Two active editors; active books X1, X3 (approved), X4 (contracted).
    expect(data.totalEditors).toBe(2);
    expect(data.activeCommissionings).toBe(3);
    // Responses since 04-16: X1 2, X2 4.5, X3 1 → 7.5 / 3 = 2.5 days. Decisions: X1, X3 approved, X2 declined → 66.7%.
    expect(data.avgResponseTime).toBe(2.5);
    expect(data.conversionRate).toBe(66.7);
    expect(data.commissioningStats).toEqual({
      created: 3,
      reviewed: 3,
      approved: 2,
      declined: 1,
      contracted: 1,
      published: 0,
    });
    // Taken on in the period: ed1 X1 and X2 (conversion 1 of 2), ed2 X3 (1 of 1).
    expect(data.topPerformers).toEqual([
      { userId: u.ed1.id, name: 'Ed1 Tester', commissionings: 2, conversionRate: 50 },
      { userId: u.ed2.id, name: 'Ed2 Tester', commissionings: 1, conversionRate: 100 },
    ]);
    expect(data.availableEditors.map((editor) => editor.userId)).toEqual([u.ed1.id, u.ed2.id]);
    expect(data.editorPerformance).toEqual([
      {
        userId: u.ed1.id,
        name: 'Ed1 Tester',
        activeCommissionings: 1,
        avgResponseTime: 3.3,
        conversionRate: 50,
        satisfactionScore: null,
      },
      {
        userId: u.ed2.id,
        name: 'Ed2 Tester',
        activeCommissionings: 2,
        avgResponseTime: 1,
        conversionRate: 100,
        satisfactionScore: null,
      },
    ]);
  });

  it('changes with the period', async () => {
    // Since 05-09: responses X1 2 and X3 1 → 1.5; both decisions approvals → 100%.
    const week = await figures(u.admin, '?period=7');
    expect(week).toMatchObject({ period: 7, avgResponseTime: 1.5, conversionRate: 100 });
    expect(week.commissioningStats).toEqual({
      created: 2,
      reviewed: 2,
      approved: 2,
      declined: 0,
      contracted: 0,
      published: 0,
    });
    expect(week.recentActivity[0]).toMatchObject({
      editor: 'Ed2 Tester',
      action: 'Approved “X3”',
      timestamp: '2031-05-14T09:00:00.000Z',
    });
    expect(week.recentActivity).toHaveLength(6);

    // The whole year adds X4: responses (2 + 4.5 + 1 + 10) / 4 = 4.375 → 4.4; decisions 3 approvals of 4 → 75%.
    const year = await figures(u.admin, '?period=365');
    expect(year).toMatchObject({ period: 365, avgResponseTime: 4.4, conversionRate: 75 });

    expect((await get(api, u.admin, 'dashboard/commissioning-editors?period=14')).status).toBe(400);
  });

  it('limits the figures to the editor a privileged user chooses', async () => {
    // ed1 over 30 days: (2 + 4.5) / 2 = 3.25 → 3.3; one approval of two decisions.
    const one = await figures(u.boss, `?editorId=${u.ed1.id}`);
    expect(one).toMatchObject({
      editorId: u.ed1.id,
      totalEditors: 1,
      activeCommissionings: 1,
      avgResponseTime: 3.3,
      conversionRate: 50,
    });
    expect(one.availableEditors).toHaveLength(2);
    expect((await get(api, u.boss, `dashboard/commissioning-editors?editorId=${u.admin.id}`)).status).toBe(
      404,
    );
  });

  it('gives a commissioning editor only their own figures, whatever they ask for', async () => {
    const own = await figures(u.ed1, `?editorId=${u.ed2.id}`);
    expect(own).toMatchObject({
      editorId: u.ed1.id,
      totalEditors: 1,
      avgResponseTime: 3.3,
      conversionRate: 50,
    });
    expect(own.availableEditors).toEqual([{ userId: u.ed1.id, name: 'Ed1 Tester' }]);
    expect(own.editorPerformance.map((row) => row.userId)).toEqual([u.ed1.id]);
    expect(own.recentActivity.every((entry) => entry.editor === 'Ed1 Tester')).toBe(true);
  });

  it('ignores the editor filter for groups not allowed to choose one, and refuses other groups', async () => {
    const all = await figures(u.assistant, `?editorId=${u.ed1.id}`);
    expect(all).toMatchObject({ editorId: null, totalEditors: 2, avgResponseTime: 2.5 });
    expect((await get(api, u.designer, 'dashboard/commissioning-editors')).status).toBe(403);
  });
});

describe('Managers', () => {
  let api: TestUpstream;
  let admin: TestUser;

  beforeAll(async () => {
    api = await openApi();
    const db = api.database.db;
    await seedCurrencies(db);
    admin = await createUser(db, { userName: 'admin', groups: [GROUP.SUPER_USERS] });
    const w1 = await createUser(db, { userName: 'w1', groups: [GROUP.COMMISSIONING_EDITORS] });
    const w2 = await createUser(db, { userName: 'w2', groups: [GROUP.COMMISSIONING_EDITORS] });
    const c = (input: CommissioningInput) => commissioning(db, input);

    // Stage moves since 2031-02-15 against the standards (proposal 3, under review 30, approved 60, production 270):
    // M1 proposal 2 days ✓, under review 43 days ✗, approved 16 days ✓; M2 in production 273 days ✗; M5 proposal 5 days ✗.
    const m1 = await c({
      title: 'M1',
      editorId: w1.id,
      status: 'contracted',
      createdAt: '2031-03-01T00:00:00.000Z',
      expectedDeliveryDate: '2031-12-01',
      history: [
        ['proposal', '2031-03-01T00:00:00.000Z'],
        ['under_review', '2031-03-03T00:00:00.000Z'],
        ['approved', '2031-04-15T00:00:00.000Z'],
        ['contracted', '2031-05-01T00:00:00.000Z'],
      ],
    });
    const m2 = await c({
      title: 'M2',
      editorId: w2.id,
      status: 'published',
      createdAt: '2030-01-01T00:00:00.000Z',
      history: [
        ['contracted', '2030-01-01T00:00:00.000Z'],
        ['in_production', '2030-06-01T00:00:00.000Z'],
        ['published', '2031-03-01T00:00:00.000Z'],
      ],
    });
    // Manuscripts delivered in the period: M3 two days early, M4 nine days late.
    await c({
      title: 'M3',
      editorId: w2.id,
      status: 'in_production',
      createdAt: '2030-01-01T00:00:00.000Z',
      expectedDeliveryDate: '2031-04-30',
      history: [
        ['contracted', '2030-01-01T00:00:00.000Z'],
        ['in_production', '2031-04-28T10:00:00.000Z'],
      ],
    });
    await c({
      title: 'M4',
      editorId: w2.id,
      status: 'in_production',
      createdAt: '2030-01-01T00:00:00.000Z',
      expectedDeliveryDate: '2031-04-01',
      history: [
        ['contracted', '2030-01-01T00:00:00.000Z'],
        ['in_production', '2031-04-10T10:00:00.000Z'],
      ],
    });
    await c({
      title: 'M5',
      editorId: w1.id,
      status: 'under_review',
      createdAt: '2031-04-01T00:00:00.000Z',
      history: [
        ['proposal', '2031-04-01T00:00:00.000Z'],
        ['under_review', '2031-04-06T00:00:00.000Z'],
      ],
    });
    // M6 went into production on 2031-01-01 and came out on 05-01: 120 days.
    const m6 = await c({
      title: 'M6',
      editorId: w2.id,
      status: 'published',
      createdAt: '2030-01-01T00:00:00.000Z',
      history: [
        ['contracted', '2030-01-01T00:00:00.000Z'],
        ['in_production', '2031-01-01T00:00:00.000Z'],
      ],
    });
    await c({ title: 'M8', editorId: w1.id, status: 'proposal', createdAt: '2031-05-14T00:00:00.000Z' });

    // Editions out in the period: M2's complete, M6's without a cover.
    const [cover] = await db
      .insert(schema.storedFiles)
      .values({
        name: 'cover.jpg',
        mimeType: 'image/jpeg',
        sizeBytes: 1,
        checksum: 'a'.repeat(64),
        storageKey: 'covers/1',
      })
      .returning({ id: schema.storedFiles.id });
    const complete = await publication(db, {
      commissioningId: m2,
      n: 11,
      status: 'published',
      publicationDate: '2031-03-01',
      coverFileId: cover?.id,
      description: 'A novel.',
    });
    await db
      .insert(schema.publicationPrices)
      .values({ publicationId: complete, currency: 'EUR', amount: 1999 });
    const coverless = await publication(db, {
      commissioningId: m6,
      n: 12,
      status: 'published',
      publicationDate: '2031-05-01',
      description: 'A history.',
    });
    await db
      .insert(schema.publicationPrices)
      .values({ publicationId: coverless, currency: 'EUR', amount: 2499 });

    // Tasks due from 04-16 to 05-15: T1 paid early, T2 paid late, T3 open, X1 decided in time, Pr1 unread.
    const contractId = await signedContract(db, m1, 'C-M1', '2031-05-01');
    await db.insert(schema.contractInstalments).values([
      {
        contractId,
        position: 1,
        trigger: 'signature',
        amount: 100,
        dueDate: '2031-04-20',
        paidDate: '2031-04-18',
      },
      {
        contractId,
        position: 2,
        trigger: 'delivery',
        amount: 100,
        dueDate: '2031-05-01',
        paidDate: '2031-05-03',
      },
      { contractId, position: 3, trigger: 'acceptance', amount: 100, dueDate: '2031-05-10' },
      {
        contractId,
        position: 4,
        trigger: 'publication',
        amount: 100,
        dueDate: '2031-03-01',
        paidDate: '2031-03-01',
      },
    ]);
    await db.insert(schema.expenses).values([
      {
        category: 'printing',
        supplier: 'Print',
        amount: 100,
        currency: 'EUR',
        expenseDate: '2031-04-10',
        status: 'approved',
        approvedById: admin.id,
        updatedAt: stamp('2031-04-12'),
      },
      {
        category: 'printing',
        supplier: 'Print',
        amount: 100,
        currency: 'EUR',
        expenseDate: '2031-05-10',
        status: 'submitted',
      },
      // Due 04-03, before the task period; still waiting, so a priority action.
      {
        category: 'printing',
        supplier: 'Print',
        amount: 100,
        currency: 'EUR',
        expenseDate: '2031-03-20',
        status: 'submitted',
      },
    ]);
    await db.insert(schema.proposals).values({
      title: 'Pr1',
      authorName: 'Writer',
      email: 'writer@example.test',
      status: 'received',
      createdAt: stamp('2031-04-01'),
      updatedAt: stamp('2031-04-01'),
    });

    // Invoices due in the 90 days: S1 paid early, S2 paid late, S3 unpaid; S4 void.
    await db.insert(schema.invoices).values([
      {
        number: 1,
        customerName: 'Shop',
        currency: 'EUR',
        status: 'paid',
        issueDate: '2031-02-01',
        dueDate: '2031-03-01',
        paymentDate: '2031-02-25',
      },
      {
        number: 2,
        customerName: 'Shop',
        currency: 'EUR',
        status: 'paid',
        issueDate: '2031-03-01',
        dueDate: '2031-04-01',
        paymentDate: '2031-04-10',
      },
      {
        number: 3,
        customerName: 'Shop',
        currency: 'EUR',
        status: 'overdue',
        issueDate: '2031-04-01',
        dueDate: '2031-05-01',
      },
      {
        number: 4,
        customerName: 'Shop',
        currency: 'EUR',
        status: 'credited',
        issueDate: '2031-03-01',
        dueDate: '2031-04-01',
      },
    ]);
  });
  afterAll(() => api.close());

  it('computes every measure from the records', async () => {
    const response = await get(api, admin, 'dashboard/managers');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const data = managersResponseSchema.parse(response.body).data;

    // 5 tasks due: done on time T1, X1 → 40%; done at all T1, T2, X1 → 60%.
    expect(data.teamProductivity).toBe(40);
    expect(data.processMetrics.taskCompletion).toBe(60);
    // 2 of 5 stage moves within standard.
    expect(data.processEfficiency).toBe(40);
    // M3 on time, M4 late.
    expect(data.processMetrics.onTimeDelivery).toBe(50);
    // Active books: w1 M1, M5, M8 = 3; w2 M3, M4 = 2 → 60% / 40%; 5 of 2 × 20 capacity = 12.5%.
    expect(data.workloadDistribution.map((row) => [row.name, row.books, row.percentage])).toEqual([
      ['W1 Tester', 3, 60],
      ['W2 Tester', 2, 40],
    ]);
    expect(data.resourceUtilization).toBe(12.5);
    expect(data.editorCapacity).toBe(20);
    // Commissioning: first responses M1 (2 days ✓), M5 (5 days ✗) → 50%. Production: M2 273 days ✗, M6 120 ✓ → 50%.
    // Quality: M2's edition complete, M6's without cover → 50%. Support: S1 on time of S1, S2, S3 → 33.3%.
    expect(data.teamPerformance).toEqual({
      commissioningTeam: 50,
      productionTeam: 50,
      qualityTeam: 50,
      supportTeam: 33.3,
    });
    // Open work past its standard: S3 overdue, T3 unpaid, the March expense claim, Pr1 unread.
    expect(data.priorityActions.map((action) => [action.key, action.count])).toEqual([
      ['overdue_invoices', 1],
      ['unpaid_instalments', 1],
      ['waiting_expenses', 1],
      ['unread_proposals', 1],
    ]);
  });
});

describe('Developers', () => {
  let api: TestUpstream;
  let admin: TestUser;
  let developer: TestUser;

  beforeAll(async () => {
    api = await openApi();
    const db = api.database.db;
    await seedCurrencies(db);
    admin = await createUser(db, { userName: 'admin', groups: [GROUP.SUPER_USERS] });
    developer = await createUser(db, { userName: 'developer', groups: [GROUP.DEVELOPERS] });
    const other = await createUser(db, { userName: 'other', groups: [GROUP.DESIGNER] });
    const late = await createUser(db, { userName: 'late', groups: [GROUP.DESIGNER] });

    // Sign-ins today: admin twice, developer at midnight; other failed; late signed in yesterday.
    await db.insert(schema.loginEvents).values([
      { userId: admin.id, attemptedName: 'admin', success: true, at: stamp('2031-05-15T08:00:00.000Z') },
      { userId: admin.id, attemptedName: 'admin', success: true, at: stamp('2031-05-15T09:00:00.000Z') },
      {
        userId: developer.id,
        attemptedName: 'developer',
        success: true,
        at: stamp('2031-05-15T00:00:00.000Z'),
      },
      {
        userId: other.id,
        attemptedName: 'other',
        success: false,
        reason: 'wrong_password',
        at: stamp('2031-05-15T10:00:00.000Z'),
      },
      { userId: late.id, attemptedName: 'late', success: true, at: stamp('2031-05-14T23:59:59.000Z') },
    ]);

    // The last 24 hours: 400 requests, two of them server errors (0.5%); older failures do not count.
    const requests = [...Array.from({ length: 395 }, () => 200), 404, 404, 404, 500, 503].map(
      (status, index) => ({
        at: new Date(Date.parse(NOW) - (index + 1) * 60_000),
        method: 'GET' as const,
        route: '/publications',
        status,
        durationMs: 5,
        requestId: `fixture-${index}`,
      }),
    );
    requests.push({
      at: stamp('2031-05-13T12:00:00.000Z'),
      method: 'GET',
      route: '/publications',
      status: 500,
      durationMs: 5,
      requestId: 'fixture-old',
    });
    await db.insert(schema.requestLog).values(requests);

    // DOIs: two registered, one not yet registered on this clock.
    const [commissioningRow] = await db
      .insert(schema.commissionings)
      .values({ title: 'Books', editorId: admin.id })
      .returning({ id: schema.commissionings.id });
    const commissioningId = commissioningRow?.id ?? 0;
    await publication(db, {
      commissioningId,
      n: 21,
      status: 'published',
      publicationDate: '2031-01-01',
      doi: '10.5555/a',
      doiRegisteredAt: '2031-01-01',
    });
    await publication(db, {
      commissioningId,
      n: 22,
      status: 'published',
      publicationDate: '2031-01-01',
      doi: '10.5555/b',
      doiRegisteredAt: '2031-05-15T11:00:00.000Z',
    });
    await publication(db, {
      commissioningId,
      n: 23,
      status: 'in_production',
      doi: '10.5555/c',
      doiRegisteredAt: '2031-06-01',
    });
    await publication(db, { commissioningId, n: 24, status: 'in_production' });

    // AI jobs since 2031-04-16: one finished (100 records, 5,000 tokens) and one queued; March's is older.
    await db.insert(schema.aiJobs).values([
      {
        kind: 'metadata_enrichment',
        status: 'succeeded',
        recordsProcessed: 100,
        tokensUsed: 5_000,
        startedAt: stamp('2031-05-01'),
        finishedAt: stamp('2031-05-01T11:00:00.000Z'),
        createdAt: stamp('2031-05-01'),
      },
      { kind: 'keyword_generation', status: 'queued', createdAt: stamp('2031-05-14') },
      {
        kind: 'metadata_enrichment',
        status: 'succeeded',
        recordsProcessed: 999,
        tokensUsed: 99_999,
        startedAt: stamp('2031-03-01'),
        finishedAt: stamp('2031-03-01T11:00:00.000Z'),
        createdAt: stamp('2031-03-01'),
      },
    ]);
  });
  afterAll(() => api.close());

  async function figures() {
    await api.deps.requestLog.flush();
    // Only the fixture's requests: the suite's own calls are in the log too.
    await api.database.db
      .delete(schema.requestLog)
      .where(not(like(schema.requestLog.requestId, 'fixture-%')));
    const response = await get(api, developer, 'dashboard/developers');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return developersResponseSchema.parse(response.body).data;
  }

  it('computes the figures from the sign-ins, request log, catalogue and job table', async () => {
    const data = await figures();
    expect(data.activeUsers).toBe(2);
    expect(data.errorRate).toBe(0.5);
    expect(data.requestCount).toBe(400);
    expect(data.doiGenerated).toBe(2);
    expect(data.aiProcessing).toEqual({ recordsProcessed: 100, tokensUsed: 5_000, jobs: 2 });
    // No check has run yet.
    expect(data.dataIntegrity).toEqual({ dataConsistency: null, checkedAt: null, checksRun: 0 });
    // Counted once a minute, and saying so.
    expect(data.asOf).toBe(NOW);
  });

  it('reads data integrity from the latest run of each check', async () => {
    await api.database.db.insert(schema.checkRuns).values([
      { checkId: 'a', ranAt: day('2031-05-01'), issueCount: 5, recordCount: 100 },
      { checkId: 'a', ranAt: day('2031-05-10'), issueCount: 1, recordCount: 100 },
      { checkId: 'b', ranAt: day('2031-05-02'), issueCount: 3, recordCount: 50 },
    ]);
    // Latest runs: a 1 of 100, b 3 of 50 → 146 of 150 pass = 97.33%.
    const data = await figures();
    expect(data.dataIntegrity).toEqual({
      dataConsistency: 97.33,
      checkedAt: '2031-05-10T00:00:00.000Z',
      checksRun: 2,
    });
  });
});

describe('dashboard section access', () => {
  let api: TestUpstream;
  const members = new Map<number, TestUser>();

  beforeAll(async () => {
    api = await openApi();
    for (const groupId of [
      GROUP.SUPER_USERS,
      GROUP.FINANCIAL_ASSISTANTS,
      GROUP.COMMISSIONING_EDITORS,
      GROUP.MARKETING_MANAGER,
      GROUP.DESIGNER,
      GROUP.AUTHORS,
      GROUP.DEVELOPERS,
      GROUP.CONTENT_ASSISTANT,
    ]) {
      members.set(
        groupId,
        await createUser(api.database.db, { userName: `member-${groupId}`, groups: [groupId] }),
      );
    }
    const bare = await createUser(api.database.db, {
      userName: 'bare-designer',
      groups: [GROUP.DESIGNER],
      rights: [],
    });
    members.set(100, bare);
  });
  afterAll(() => api.close());

  const EXPECTED: [string, number[]][] = [
    [
      'dashboard/publishing-firm',
      [GROUP.SUPER_USERS, GROUP.FINANCIAL_ASSISTANTS, GROUP.DESIGNER, GROUP.DEVELOPERS],
    ],
    [
      'dashboard/commissioning-editors',
      [GROUP.SUPER_USERS, GROUP.COMMISSIONING_EDITORS, GROUP.MARKETING_MANAGER, GROUP.DEVELOPERS],
    ],
    ['dashboard/managers', [GROUP.SUPER_USERS, GROUP.MARKETING_MANAGER, GROUP.DEVELOPERS]],
    ['dashboard/developers', [GROUP.SUPER_USERS, GROUP.DEVELOPERS]],
  ];

  it('answers each section to its groups only (spec section 6)', async () => {
    for (const [path, allowed] of EXPECTED) {
      for (const [groupId, member] of members) {
        if (groupId === 100) continue;
        const status = (await get(api, member, path)).status;
        expect(status, `group ${groupId} → ${path}`).toBe(allowed.includes(groupId) ? 200 : 403);
      }
    }
  });

  it('opens the recent commissionings to the overview groups and to viewers of publishing records', async () => {
    const expectStatus = async (member: TestUser | undefined, status: number) => {
      if (!member) throw new Error('member missing');
      expect((await get(api, member, 'commissioning?limit=5')).status, member.userName).toBe(status);
    };
    await expectStatus(members.get(GROUP.DESIGNER), 200);
    await expectStatus(members.get(100), 200);
    await expectStatus(members.get(GROUP.COMMISSIONING_EDITORS), 200);
    await expectStatus(members.get(GROUP.CONTENT_ASSISTANT), 403);
    await expectStatus(members.get(GROUP.AUTHORS), 403);
    expect((await api.request('GET', 'dashboard/publishing-firm')).status).toBe(401);
  });
});
