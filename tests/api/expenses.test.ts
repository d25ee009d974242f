import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@/lib/contract/csv';
import { GROUP } from '@/lib/rights';
import { currencies, exchangeRates } from '@/upstream/db/schema';
import { call, memberOf } from '../support/area-conformance';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

/*
 * Expenses: submitted, then approved or rejected with who and when; once approved they are what was
 * agreed. Each is valued in euros at the rate of its own date, and names the rate it used.
 */

let api: TestUpstream;
let manager: Awaited<ReturnType<typeof memberOf>>;

type Expense = Record<string, unknown> & { expenseId: number; version: number; status: string };

function ok<T>(response: ApiResponse, status = 200): T {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return (response.body as { data: T }).data;
}

const printing = {
  description: 'Printing: The Salt Road, first run',
  expenseDate: '2026-11-22',
  supplier: 'Northbridge Print',
  category: 'printing',
  amount: 120_000,
  currency: 'GBP',
  vatAmount: 20_000,
  supplierContactId: null,
  publicationId: null,
  contractId: null,
};

const submit = async (body: Record<string, unknown> = {}) =>
  ok<Expense>(await call(api, manager, 'POST', 'expenses', { ...printing, ...body }), 201);

const move = (expense: Expense, status: string, reason?: string) =>
  call(api, manager, 'POST', `expenses/${expense.expenseId}/status`, {
    status,
    version: expense.version,
    reason,
  });

beforeAll(async () => {
  api = await createTestUpstream();
  api.clock.set(new Date('2026-11-25T09:00:00Z'));
  await api.database.db.insert(currencies).values([
    { code: 'EUR', name: 'Euro', symbol: '€' },
    { code: 'GBP', name: 'Pound Sterling', symbol: '£' },
    { code: 'JPY', name: 'Japanese Yen', symbol: '¥', minorUnits: 0 },
  ]);
  await api.database.db.insert(exchangeRates).values([
    { rateDate: '2026-11-20', fromCurrency: 'GBP', toCurrency: 'EUR', rate: '1.20000000' },
    { rateDate: '2026-11-23', fromCurrency: 'EUR', toCurrency: 'GBP', rate: '0.80000000' },
    { rateDate: '2026-11-20', fromCurrency: 'EUR', toCurrency: 'JPY', rate: '160.00000000' },
  ]);
  manager = await memberOf(api, GROUP.FINANCIAL_MANAGER);
});
afterAll(() => api?.close());

describe('an expense', () => {
  it('is submitted by whoever enters it, valued in euros at the latest rate on or before its date', async () => {
    const expense = await submit();
    expect(expense).toMatchObject({
      status: 'submitted',
      submittedBy: 'Conformance-5 Tester',
      vatAmount: 20_000,
      amountInEuros: 144_000,
      rateUsed: { rateDate: '2026-11-20', fromCurrency: 'GBP', toCurrency: 'EUR', rate: '1.20000000' },
      decidedBy: null,
    });
    // From the 23rd the rate is kept the other way round: its inverse is used.
    const later = await submit({ expenseDate: '2026-11-24', amount: 8_000, vatAmount: null });
    expect(later).toMatchObject({
      amountInEuros: 10_000,
      vatAmount: null,
      rateUsed: { rateDate: '2026-11-23', toEuro: '1.25000000' },
    });
    const euros = await submit({ currency: 'EUR' });
    expect(euros).toMatchObject({ amountInEuros: 120_000, rateUsed: null });
  });

  it('checks what it names, and that the VAT is part of the amount', async () => {
    const refused = await call(api, manager, 'POST', 'expenses', {
      ...printing,
      currency: 'USD',
      vatAmount: 130_000,
      publicationId: 99_999,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ issues: [{ path: 'vatAmount' }] });
    const unknown = await call(api, manager, 'POST', 'expenses', {
      ...printing,
      currency: 'USD',
      contractId: 4242,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      issues: [
        { path: 'currency', message: 'The firm keeps no currency USD' },
        { path: 'contractId', message: 'There is no contract 4242' },
      ],
    });
  });

  it('is approved with who and when, then is neither edited nor deleted, and can be paid', async () => {
    const expense = await submit();
    const approved = ok<Expense>(await move(expense, 'approved'));
    expect(approved).toMatchObject({
      status: 'approved',
      decidedBy: 'Conformance-5 Tester',
      decidedAt: '2026-11-25T09:00:00.000Z',
    });
    const edit = await call(api, manager, 'PUT', `expenses/${expense.expenseId}`, {
      ...printing,
      amount: 150_000,
      version: approved.version,
    });
    expect(edit.status).toBe(422);
    expect((await call(api, manager, 'DELETE', `expenses/${expense.expenseId}`)).status).toBe(422);
    expect((await move(approved, 'rejected', 'Too late')).status).toBe(422);
    // A stale version is refused: two people deciding at once cannot both succeed.
    expect((await move(expense, 'paid')).status).toBe(409);
    expect(ok<Expense>(await move(approved, 'paid')).status).toBe('paid');
  });

  it('values a currency without minor units by its own digits: ¥16,000 is €100', async () => {
    const yen = await submit({ expenseDate: '2026-11-24', currency: 'JPY', amount: 16_000, vatAmount: null });
    expect(yen).toMatchObject({ amountInEuros: 10_000 });
    // The spreadsheet gives the amount in yen, as typed, and the pounds in pounds.
    const exported = await call(api, manager, 'GET', 'expenses/export?sort=-createdDate');
    const [header, ...rows] = parseCsv(String(exported.body)).records.map((record) => record.fields);
    const amount = header?.indexOf('Amount') ?? -1;
    expect(rows[0]?.[amount]).toBe('16000');
    expect(rows.at(-1)?.[amount]).toBe('1200');
    ok(await call(api, manager, 'DELETE', `expenses/${yen.expenseId}`));
  });

  it('is rejected only with a reason, corrected and submitted again', async () => {
    const expense = await submit();
    expect((await move(expense, 'rejected')).status).toBe(422);
    const rejected = ok<Expense>(await move(expense, 'rejected', 'No receipt attached'));
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectionReason: 'No receipt attached',
      decidedBy: 'Conformance-5 Tester',
    });
    const corrected = ok<Expense>(
      await call(api, manager, 'PUT', `expenses/${expense.expenseId}`, {
        ...printing,
        supplier: 'Northbridge Print Ltd',
        version: rejected.version,
      }),
    );
    const again = ok<Expense>(await move(corrected, 'submitted'));
    expect(again).toMatchObject({
      status: 'submitted',
      rejectionReason: null,
      decidedBy: null,
      decidedAt: null,
    });
  });

  it('finds the contacts, publications and contracts it can name', async () => {
    const found = ok<unknown[]>(await call(api, manager, 'GET', 'expenses/links?kind=contact&q=zz'));
    expect(found).toEqual([]);
    expect((await call(api, manager, 'GET', 'expenses/links?kind=order&q=zz')).status).toBe(400);
  });

  it("counts only approved and paid expenses in the year's total, each at its own date's rate", async () => {
    // So far: one paid (£1,200 at 1.20), four submitted, none approved otherwise.
    const summary = ok<Record<string, number>>(await call(api, manager, 'GET', 'expenses/summary'));
    expect(summary).toEqual({
      year: 2026,
      approvedCount: 1,
      approvedInEuros: 144_000,
      unconvertedCount: 0,
      awaitingCount: 4,
    });
  });

  it('sums again once an expense is decided, though it was read just before', async () => {
    const before = ok<Record<string, number>>(await call(api, manager, 'GET', 'expenses/summary'));
    const [listed] = ok<Expense[]>(await call(api, manager, 'GET', 'expenses?status=submitted'));
    if (!listed) throw new Error('no submitted expense');
    const waiting = ok<Expense>(await call(api, manager, 'GET', `expenses/${listed.expenseId}`));
    ok(await move(waiting, 'approved'));
    const after = ok<Record<string, number>>(await call(api, manager, 'GET', 'expenses/summary'));
    expect(after).toMatchObject({
      approvedCount: (before.approvedCount ?? 0) + 1,
      awaitingCount: (before.awaitingCount ?? 0) - 1,
    });
    expect(after.approvedInEuros ?? 0).toBeGreaterThan(before.approvedInEuros ?? 0);
  });

  it('is out of reach of a financial assistant, whose rights do not reach the Expenses page', async () => {
    const assistant = await memberOf(api, GROUP.FINANCIAL_ASSISTANTS);
    expect((await call(api, assistant, 'GET', 'expenses')).status).toBe(403);
    expect((await call(api, assistant, 'POST', 'expenses', printing)).status).toBe(403);
  });
});
