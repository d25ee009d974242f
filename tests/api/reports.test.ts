import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import readXlsxFile from 'read-excel-file/node';
import { parseCsv } from '@/lib/contract/csv';
import type { Report, ReportRow, ReportTable } from '@/lib/contract/reports';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import {
  commissioningStatusChanges,
  commissionings,
  contractInstalments,
  contracts,
  creditNoteLines,
  creditNotes,
  exchangeRates,
  expenses,
  invoiceLines,
  invoices,
  loginEvents,
  orderLines,
  orderReturns,
  orders,
  royaltyRunContracts,
  royaltyRuns,
  users,
} from '@/upstream/db/schema';
import { eq } from 'drizzle-orm';
import { ok, refusal } from '../support/answers';
import { createUser, type TestUser } from '../support/fixtures';
import { financeBook } from '../support/finance-book';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

/*
 * Every report over a small fixed data set written here (never the demo), each figure against a total
 * worked out by hand: June 2026 against the 30 days before it, with a draft order, a return, a credit
 * note, rejected and submitted expenses, and sales, expenses and advances in pounds at the rate of their
 * own day (GBP→EUR 1.2 from 1 June, 1.1 from 15 June).
 */

let api: TestUpstream;
let admin: TestUser;
let designer: TestUser;
let finance: TestUser;

const JUNE = 'from=2026-06-01&to=2026-06-30';

async function call(user: TestUser, path: string): Promise<ApiResponse> {
  const token = await issueToken(api.database.db, user.id, api.clock.now());
  return api.request('GET', path, { token });
}

const report = async (name: string, query = JUNE) =>
  ok<Report>(await call(admin, `reports/${name}?${query}`));

const tableOf = (rep: Report, id: string): ReportTable => {
  const found = rep.tables.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no table ${id}`);
  return found;
};
const rowOf = (table: ReportTable, key: string, value: string): ReportRow => {
  const found = table.rows.find((row) => row[key] === value);
  if (!found) throw new Error(`no row ${key}=${value} in ${table.id}: ${JSON.stringify(table.rows)}`);
  return found;
};
const figureOf = (rep: Report, label: string) => {
  const found = rep.figures.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no figure ${label}`);
  return found;
};

beforeAll(async () => {
  api = await createTestUpstream();
  api.clock.set('2026-07-15T12:00:00Z');
  const db = api.database.db;
  admin = await createUser(db, { userName: 'admin', groups: [GROUP.SUPER_USERS] });
  designer = await createUser(db, { userName: 'designer', groups: [GROUP.DESIGNER] });
  finance = await createUser(db, { userName: 'finance', groups: [GROUP.FINANCIAL_MANAGER] });
  const editor = await createUser(db, { userName: 'editor', groups: [GROUP.COMMISSIONING_EDITORS] });
  const sleeper = await createUser(db, { userName: 'sleeper', groups: [GROUP.DESIGNER] });
  const book = await financeBook(api, editor.id);

  await db.insert(exchangeRates).values([
    { rateDate: '2026-06-01', fromCurrency: 'GBP', toCurrency: 'EUR', rate: '1.20000000' },
    { rateDate: '2026-06-15', fromCurrency: 'GBP', toCurrency: 'EUR', rate: '1.10000000' },
  ]);

  // Sales: two sold orders in June (one in pounds), a return, a draft, one order in May.
  const order = async (
    values: Partial<typeof orders.$inferInsert>,
    lines: { publicationId: number; quantity: number; unitPrice: number; discountPercent?: string }[],
  ) => {
    const [row] = await db
      .insert(orders)
      .values({
        channel: 'trade',
        customerName: 'Boekhandel Noord',
        currency: 'EUR',
        orderDate: '2026-06-05',
        status: 'confirmed',
        ...values,
      })
      .returning({ id: orders.id });
    const orderId = row?.id ?? 0;
    return db
      .insert(orderLines)
      .values(lines.map((line) => ({ orderId, ...line })))
      .returning({ id: orderLines.id, orderId: orderLines.orderId });
  };
  const [hardbackLine] = await order({ customerCountry: 'NL' }, [
    { publicationId: book.hardback, quantity: 10, unitPrice: 2000, discountPercent: '25' },
    { publicationId: book.ebook, quantity: 5, unitPrice: 1000 },
  ]);
  await order(
    {
      channel: 'online_retail',
      customerName: 'Hatchards',
      customerCountry: 'GB',
      currency: 'GBP',
      orderDate: '2026-06-20',
      status: 'shipped',
    },
    [{ publicationId: book.hardback, quantity: 4, unitPrice: 2500 }],
  );
  await order({ status: 'draft', orderDate: '2026-06-10' }, [
    { publicationId: book.hardback, quantity: 1, unitPrice: 9999 },
  ]);
  await order({ channel: 'direct', customerName: 'Walk-in', orderDate: '2026-05-15' }, [
    { publicationId: book.ebook, quantity: 3, unitPrice: 1000 },
  ]);
  if (!hardbackLine) throw new Error('no line');
  await db.insert(orderReturns).values({
    orderId: hardbackLine.orderId,
    orderLineId: hardbackLine.id,
    quantity: 2,
    returnDate: '2026-06-25',
  });
  await db.update(orderLines).set({ returnedQuantity: 2 }).where(eq(orderLines.id, hardbackLine.id));

  // Expenses: approved and paid count, submitted does not; one in pounds; one in May.
  await db.insert(expenses).values([
    {
      category: 'printing',
      supplier: 'Drukkerij',
      amount: 12100,
      vatAmount: 2100,
      currency: 'EUR',
      expenseDate: '2026-06-03',
      status: 'approved',
      publicationId: book.hardback,
    },
    {
      category: 'translation',
      supplier: 'Jane Translator',
      amount: 50000,
      currency: 'GBP',
      expenseDate: '2026-06-16',
      status: 'paid',
    },
    {
      category: 'printing',
      supplier: 'Drukkerij',
      amount: 99900,
      vatAmount: 9900,
      currency: 'EUR',
      expenseDate: '2026-06-04',
      status: 'submitted',
    },
    {
      category: 'printing',
      supplier: 'Drukkerij',
      amount: 6050,
      vatAmount: 1050,
      currency: 'EUR',
      expenseDate: '2026-05-20',
      status: 'approved',
    },
  ]);

  // Invoices: domestic, to an EU consumer (OSS), outside the EU in pounds, reverse charged; a credit note; a draft; May.
  const invoice = async (
    values: Partial<typeof invoices.$inferInsert> & { number: number; issueDate: string },
    lines: Omit<
      typeof invoiceLines.$inferInsert,
      'invoiceId' | 'position' | 'description' | 'quantity' | 'unitPrice'
    >[],
  ) => {
    const [row] = await db
      .insert(invoices)
      .values({
        customerName: 'Boekhandel Noord',
        customerCountry: 'NL',
        currency: 'EUR',
        status: 'issued',
        numberYear: 2026,
        dueDate: '2026-12-31',
        ...values,
      })
      .returning({ id: invoices.id });
    const invoiceId = row?.id ?? 0;
    return db
      .insert(invoiceLines)
      .values(
        lines.map((line, index) => ({
          invoiceId,
          position: index + 1,
          description: 'Line',
          quantity: 1,
          unitPrice: line.netAmount,
          ...line,
        })),
      )
      .returning({ id: invoiceLines.id, invoiceId: invoiceLines.invoiceId });
  };
  const [bookLine] = await invoice({ number: 1, issueDate: '2026-06-05' }, [
    { netAmount: 10000, taxClass: 'printed_book', vatRule: 'domestic', vatRate: '9', vatAmount: 900 },
    { netAmount: 1000, taxClass: 'standard', vatRule: 'domestic', vatRate: '21', vatAmount: 210 },
  ]);
  await invoice({ number: 2, issueDate: '2026-06-12', customerName: 'Anna Berger', customerCountry: 'DE' }, [
    { netAmount: 5000, taxClass: 'ebook', vatRule: 'eu_consumer', vatRate: '19', vatAmount: 950 },
  ]);
  await invoice(
    { number: 3, issueDate: '2026-06-20', customerName: 'Hatchards', customerCountry: 'GB', currency: 'GBP' },
    [{ netAmount: 8000, taxClass: 'printed_book', vatRule: 'outside_eu', vatRate: '0', vatAmount: 0 }],
  );
  await invoice(
    {
      number: 4,
      issueDate: '2026-06-18',
      customerName: 'Librairie Nord',
      customerCountry: 'BE',
      customerVatNumber: 'BE0123456789',
    },
    [{ netAmount: 20000, taxClass: 'printed_book', vatRule: 'reverse_charge', vatRate: '0', vatAmount: 0 }],
  );
  await invoice({ number: 5, issueDate: '2026-05-10' }, [
    { netAmount: 1000, taxClass: 'standard', vatRule: 'domestic', vatRate: '21', vatAmount: 210 },
  ]);
  await db
    .insert(invoices)
    .values({ customerName: 'Draft', currency: 'EUR', status: 'draft', issueDate: null });
  if (!bookLine) throw new Error('no invoice line');
  const [note] = await db
    .insert(creditNotes)
    .values({
      invoiceId: bookLine.invoiceId,
      number: 1,
      numberYear: 2026,
      issueDate: '2026-06-25',
      reason: 'Two copies back',
      netAmount: 2000,
      vatAmount: 180,
      totalAmount: 2180,
    })
    .returning({ id: creditNotes.id });
  await db.insert(creditNoteLines).values({
    creditNoteId: note?.id ?? 0,
    invoiceLineId: bookLine.id,
    quantity: 1,
    netAmount: 2000,
    vatAmount: 180,
  });

  // Commissionings: two taken on in June (one signed), one in May (declined).
  const commissioning = async (
    title: string,
    createdAt: string,
    status: typeof commissionings.$inferInsert.status,
    moves: [string | null, string, string][],
  ) => {
    const [row] = await db
      .insert(commissionings)
      .values({ title, editorId: editor.id, status, createdAt: new Date(createdAt) })
      .returning({ id: commissionings.id });
    const id = row?.id ?? 0;
    await db.insert(commissioningStatusChanges).values(
      moves.map(([fromStatus, toStatus, at]) => ({
        commissioningId: id,
        fromStatus: fromStatus as never,
        toStatus: toStatus as never,
        changedAt: new Date(at),
      })),
    );
    return id;
  };
  const signedOne = await commissioning('Tidewater', '2026-06-02T10:00:00Z', 'contracted', [
    [null, 'proposal', '2026-06-02T10:00:00Z'],
    ['proposal', 'approved', '2026-06-12T10:00:00Z'],
    ['approved', 'contracted', '2026-06-14T10:00:00Z'],
  ]);
  await commissioning('Low Country', '2026-06-10T00:00:00Z', 'proposal', [
    [null, 'proposal', '2026-06-10T00:00:00Z'],
  ]);
  await commissioning('Salt Marsh', '2026-05-20T00:00:00Z', 'declined', [
    [null, 'proposal', '2026-05-20T00:00:00Z'],
    ['proposal', 'declined', '2026-05-25T00:00:00Z'],
  ]);

  // Contracts: one signed in June in pounds (half its advance paid), one older licence reverting in December.
  const [june, older] = await db
    .insert(contracts)
    .values([
      {
        reference: 'C-2026-0001',
        commissioningId: signedOne,
        type: 'author',
        status: 'signed',
        signedDate: '2026-06-14',
        currency: 'GBP',
        advanceAmount: 100000,
        rightsGranted: ['print'],
      },
      {
        reference: 'C-2021-0007',
        commissioningId: signedOne,
        type: 'licence',
        status: 'active',
        signedDate: '2021-12-01',
        termYears: 5,
        reversionConditions: 'Out of print 18 months',
        currency: 'EUR',
        advanceAmount: 50000,
        rightsGranted: ['print'],
      },
    ])
    .returning({ id: contracts.id });
  await db.insert(contractInstalments).values([
    { contractId: june?.id ?? 0, position: 1, trigger: 'signature', amount: 50000, paidDate: '2026-06-20' },
    { contractId: june?.id ?? 0, position: 2, trigger: 'delivery', amount: 50000, dueDate: '2026-12-01' },
    { contractId: older?.id ?? 0, position: 1, trigger: 'signature', amount: 50000, paidDate: '2022-01-10' },
  ]);
  const [run] = await db
    .insert(royaltyRuns)
    .values({
      periodStart: '2026-01-01',
      periodEnd: '2026-06-30',
      status: 'locked',
      approvedAt: new Date('2026-07-02T00:00:00Z'),
      lockedAt: new Date('2026-07-03T00:00:00Z'),
    })
    .returning({ id: royaltyRuns.id });
  await db.insert(royaltyRunContracts).values({
    runId: run?.id ?? 0,
    contractId: older?.id ?? 0,
    currency: 'EUR',
    exchangeRates: {},
    reservePercent: '0',
    minimumPayment: 5000,
    openingState: { balance: -45000, escalatorUnits: 0, reserves: [] },
    closingState: { balance: -30000, escalatorUnits: 120, reserves: [] },
  });

  // Sign-ins: June (a success, failures, a locked-out account twice), May, and someone away since January.
  const event = (values: Partial<typeof loginEvents.$inferInsert> & { at: Date }) => ({
    attemptedName: 'finance',
    userId: finance.id,
    success: false,
    ip: '10.0.0.1',
    ...values,
  });
  await db.insert(loginEvents).values([
    event({ success: true, at: new Date('2026-06-03T10:00:00Z') }),
    event({ reason: 'wrong_password', at: new Date('2026-06-03T10:05:00Z') }),
    event({
      userId: null,
      attemptedName: 'ghost',
      reason: 'unknown_user',
      ip: '10.0.0.9',
      at: new Date('2026-06-04T08:00:00Z'),
    }),
    event({ reason: 'too_many_attempts', ip: '10.0.0.9', at: new Date('2026-06-10T09:00:00Z') }),
    event({ reason: 'too_many_attempts', ip: '10.0.0.9', at: new Date('2026-06-10T09:05:00Z') }),
    event({ reason: 'too_many_attempts', ip: '10.0.0.9', at: new Date('2026-06-10T09:10:00Z') }),
    event({ reason: 'too_many_attempts', ip: '10.0.0.9', at: new Date('2026-06-10T12:00:00Z') }),
    event({ success: true, at: new Date('2026-05-20T10:00:00Z') }),
  ]);
  // Everyone else was created "now" by the database's clock; the sleeper long before the API's today.
  await db.update(users).set({ createdAt: new Date('2027-01-01T00:00:00Z') });
  await db
    .update(users)
    .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
    .where(eq(users.id, sleeper.id));
});

afterAll(() => api.close());

describe('reports', () => {
  it('sales: net of returns, in the original currency and in EUR at the day’s rate', async () => {
    const sales = await report('sales');
    expect([sales.from, sales.to, sales.previousFrom, sales.previousTo]).toEqual([
      '2026-06-01',
      '2026-06-30',
      '2026-05-02',
      '2026-05-31',
    ]);
    // 15000 + 5000 (EUR order) + 10000 GBP × 1.1 − 2 × 1500 returned = 28000; May 3000.
    expect(figureOf(sales, 'Net revenue (EUR)')).toMatchObject({ value: 28000, previous: 3000 });
    expect(figureOf(sales, 'Net copies')).toMatchObject({ value: 17, previous: 3 });
    expect(figureOf(sales, 'Copies returned').value).toBe(2);
    expect(figureOf(sales, 'Orders').value).toBe(2);
    const currency = tableOf(sales, 'by-currency');
    expect(rowOf(currency, 'currency', 'GBP')).toMatchObject({ revenue: 10000, revenueEur: 11000, sold: 4 });
    expect(rowOf(currency, 'currency', 'EUR')).toMatchObject({
      revenue: 17000,
      revenueEur: 17000,
      returned: 2,
    });
    const titles = tableOf(sales, 'top-titles');
    expect(titles.rows[0]).toMatchObject({
      publication: 'The Salt Road (BB)',
      sold: 14,
      returned: 2,
      revenueEur: 23000,
    });
    expect(titles.rows[1]).toMatchObject({
      publication: 'The Salt Road (EB)',
      revenueEur: 5000,
      previousEur: 3000,
    });
    expect(titles.total).toMatchObject({ revenueEur: 28000, netUnits: 17 });
    expect(rowOf(tableOf(sales, 'by-channel'), 'channel', 'Online retail').revenueEur).toBe(11000);
    expect(rowOf(tableOf(sales, 'by-territory'), 'country', 'GB').revenueEur).toBe(11000);
    expect(rowOf(tableOf(sales, 'by-customer'), 'customer', 'Boekhandel Noord').revenueEur).toBe(17000);
    expect(tableOf(sales, 'by-period').rows).toEqual([
      expect.objectContaining({ bucket: '2026-06-05', revenueEur: 20000 }),
      expect.objectContaining({ bucket: '2026-06-20', revenueEur: 11000 }),
      expect.objectContaining({ bucket: '2026-06-25', revenueEur: -3000, returned: 2 }),
    ]);

    const narrowed = await report('sales', `${JUNE}&channel=online_retail`);
    expect(figureOf(narrowed, 'Net revenue (EUR)').value).toBe(11000);
  });

  it('is kept only while its data is unchanged: a write shows at once, and so does its undoing', async () => {
    const revenue = async () => figureOf(await report('sales'), 'Net revenue (EUR)').value;
    expect(await revenue()).toBe(28000);
    const confirm = (status: 'confirmed' | 'draft') =>
      api.database.db.update(orders).set({ status }).where(eq(orders.orderDate, '2026-06-10'));
    await confirm('confirmed');
    try {
      // The June draft of 9999 counts once confirmed.
      expect(await revenue()).toBe(37999);
    } finally {
      await confirm('draft');
    }
    expect(await revenue()).toBe(28000);
  });

  it('expenses: approved only, VAT apart, pounds at the day’s rate', async () => {
    const rep = await report('expenses');
    // 12100 + 50000 GBP × 1.1 = 67100 gross, 2100 VAT; May 6050 and 1050.
    expect(figureOf(rep, 'Gross (EUR)')).toMatchObject({ value: 67100, previous: 6050 });
    expect(figureOf(rep, 'VAT (EUR)')).toMatchObject({ value: 2100, previous: 1050 });
    expect(figureOf(rep, 'Net (EUR)').value).toBe(65000);
    expect(figureOf(rep, 'Approved expenses').value).toBe(2);
    const categories = tableOf(rep, 'by-category');
    expect(rowOf(categories, 'category', 'Printing')).toMatchObject({
      grossEur: 12100,
      vatEur: 2100,
      netEur: 10000,
    });
    expect(rowOf(categories, 'category', 'Translation')).toMatchObject({ grossEur: 55000, vatEur: 0 });
    expect(rowOf(tableOf(rep, 'by-supplier'), 'supplier', 'Jane Translator').grossEur).toBe(55000);
    expect(rowOf(tableOf(rep, 'by-publication'), 'publication', 'The Salt Road (BB)').grossEur).toBe(12100);
    expect(rowOf(tableOf(rep, 'by-currency'), 'currency', 'GBP')).toMatchObject({
      gross: 50000,
      grossEur: 55000,
    });
  });

  it('commissionings: pipeline, conversion to contract, time in each stage, by editor', async () => {
    const rep = await report('commissionings');
    expect(figureOf(rep, 'Commissionings taken on')).toMatchObject({ value: 2, previous: 1 });
    expect(figureOf(rep, 'Came to a signed contract')).toMatchObject({ value: 1, previous: 0 });
    expect(figureOf(rep, 'Conversion to contract')).toMatchObject({ value: 50, previous: 0 });
    const pipeline = tableOf(rep, 'pipeline');
    expect(pipeline.rows.map((row) => [row.status, row.created])).toEqual([
      ['Proposal', 1],
      ['Contracted', 1],
    ]);
    const stages = tableOf(rep, 'time-in-stage');
    // Proposal: 10 days, and 35.5 still running at noon on 15 July; approved 2; contracted 31.08 so far.
    expect(rowOf(stages, 'status', 'Proposal')).toMatchObject({ stays: 2, ongoing: 1, averageDays: 22.8 });
    expect(rowOf(stages, 'status', 'Approved')).toMatchObject({ stays: 1, averageDays: 2 });
    expect(rowOf(stages, 'status', 'Contracted')).toMatchObject({ averageDays: 31.1, ongoing: 1 });
    // May: 5 days in proposal, 51.5 declined so far.
    expect(figureOf(rep, 'Average days in a stage')).toMatchObject({ value: 19.6, previous: 28.3 });
    expect(tableOf(rep, 'by-editor').rows).toEqual([
      expect.objectContaining({ editor: 'Editor Tester', created: 2, converted: 1, conversion: 50 }),
    ]);
  });

  it('contracts: signed, advances paid and outstanding, not earned out, reversions', async () => {
    const rep = await report('contracts');
    // 1000.00 GBP advance at 1.2 (signed 14 June).
    expect(figureOf(rep, 'Contracts signed')).toMatchObject({ value: 1, previous: 0 });
    expect(figureOf(rep, 'Advances agreed (EUR)').value).toBe(120000);
    expect(figureOf(rep, 'Advances paid (EUR)').value).toBe(55000);
    expect(figureOf(rep, 'Advances outstanding (EUR)').value).toBe(55000);
    // The June contract: its 500 GBP paid (no statement yet) at 1.1; the licence: 300 EUR left on its statement.
    expect(figureOf(rep, 'Advances not earned out (EUR)').value).toBe(85000);
    const unearned = tableOf(rep, 'not-earned-out');
    expect(rowOf(unearned, 'reference', 'C-2021-0007')).toMatchObject({
      unearned: 30000,
      last_statement: '2026-06-30',
    });
    expect(rowOf(unearned, 'reference', 'C-2026-0001')).toMatchObject({
      unearned: 50000,
      unearnedEur: 55000,
      paid: 50000,
    });
    expect(tableOf(rep, 'reversions').rows).toEqual([
      expect.objectContaining({ reference: 'C-2021-0007', reverts_on: '2026-12-01' }),
    ]);
  });

  it('logins: by day, user, address and outcome; locked-out periods; 90 days without a sign-in', async () => {
    const rep = await report('logins');
    expect(figureOf(rep, 'Sign-ins')).toMatchObject({ value: 1, previous: 1 });
    expect(figureOf(rep, 'Failed attempts')).toMatchObject({ value: 6, previous: 0 });
    expect(rowOf(tableOf(rep, 'by-address'), 'address', '10.0.0.9')).toMatchObject({
      attempts: 5,
      failures: 5,
    });
    expect(rowOf(tableOf(rep, 'by-outcome'), 'outcome', 'Too many attempts').attempts).toBe(4);
    expect(rowOf(tableOf(rep, 'by-user'), 'person', 'ghost (no such user)').attempts).toBe(1);
    const locked = tableOf(rep, 'locked-out');
    expect(locked.rows.map((row) => [row.first_refused, row.last_refused, row.refused])).toEqual([
      ['2026-06-10 12:00', '2026-06-10 12:00', 1],
      ['2026-06-10 09:00', '2026-06-10 09:10', 3],
    ]);
    expect(tableOf(rep, 'dormant').rows).toEqual([
      expect.objectContaining({ person: 'Sleeper Tester', last_sign_in: null, days: 195 }),
    ]);
  });

  it('tax: output VAT with credit notes, OSS, reverse charge and input VAT', async () => {
    const rep = await report('accountant');
    // 900 + 210 + 950 − 180 = 1880; May 210. Net: 10000 + 1000 + 5000 + 8000 GBP × 1.1 + 20000 − 2000.
    expect(figureOf(rep, 'Output VAT (EUR)')).toMatchObject({ value: 1880, previous: 210 });
    expect(figureOf(rep, 'Net sales invoiced (EUR)').value).toBe(42800);
    expect(figureOf(rep, 'Input VAT (EUR)')).toMatchObject({ value: 2100, previous: 1050 });
    expect(figureOf(rep, 'OSS VAT (EUR)').value).toBe(950);
    const output = tableOf(rep, 'output-vat');
    expect(
      output.rows.find((row) => row.country === 'NL' && row.rate === '9' && row.tax_class === 'Printed book'),
    ).toMatchObject({ bucket: '2026-06', netEur: 8000, vatEur: 720 });
    expect(tableOf(rep, 'oss').rows).toEqual([
      expect.objectContaining({ country: 'DE', rate: '19', vatEur: 950, netEur: 5000 }),
    ]);
    expect(tableOf(rep, 'reverse-charge').rows).toEqual([
      expect.objectContaining({
        document: 'Invoice 2026-000004',
        vat_number: 'BE0123456789',
        net: 20000,
        netEur: 20000,
      }),
    ]);
    expect(rowOf(tableOf(rep, 'input-vat'), 'category', 'Printing').vatEur).toBe(2100);
  });

  it('exports a table as CSV and the whole report as XLSX, one sheet per table', async () => {
    const csv = await call(admin, `reports/sales/export?${JUNE}&as=csv&table=by-currency`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain(
      'sales-report-2026-06-01-to-2026-06-30-by-currency.csv',
    );
    const records = parseCsv(String(csv.body)).records.map((record) => record.fields);
    expect(records[0]).toEqual([
      'Currency',
      'Copies sold',
      'Copies returned',
      'Net copies',
      'Net revenue',
      'Net revenue (EUR)',
    ]);
    expect(records.find((fields) => fields[0] === 'GBP')).toEqual(['GBP', '4', '0', '4', '100', '110']);
    expect(records.at(-1)).toEqual(['Total', '19', '2', '17', '', '280']);

    const token = await issueToken(api.database.db, finance.id, api.clock.now());
    const response = await api.fetch(
      new Request(`http://upstream.test/reports/accountant/export?${JUNE}&as=xlsx`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(response.status).toBe(200);
    const sheets = await readXlsxFile(Buffer.from(await response.arrayBuffer()));
    expect(sheets.map((sheet) => sheet.sheet)).toContain('Reverse-charge sales');
    const summary = sheets[0]?.data ?? [];
    expect(summary.find((row) => row[0] === 'Output VAT (EUR)')).toEqual(['Output VAT (EUR)', 18.8, 2.1]);
    expect(sheets.length).toBe(1 + 6);
  });

  it('takes each report’s own right and refuses bad input', async () => {
    expect((await call(designer, `reports/accountant?${JUNE}`)).status).toBe(403);
    expect((await call(designer, `reports/expenses/export?${JUNE}`)).status).toBe(403);
    expect((await call(finance, `reports/accountant?${JUNE}`)).status).toBe(200);
    expect(refusal(await call(admin, 'reports/sales?from=2026-06-30&to=2026-06-01'), 400).issues.to).toMatch(
      /not be before/,
    );
    expect(refusal(await call(admin, 'reports/sales?from=2026-13-01'), 400).issues.from).toMatch(
      /YYYY-MM-DD/,
    );
    expect(refusal(await call(admin, 'reports/sales?country=N%00'), 400).issues.country).toBeTruthy();
    expect((await call(admin, `reports/sales/export?${JUNE}&as=csv&table=nothing`)).status).toBe(404);
  });
});
