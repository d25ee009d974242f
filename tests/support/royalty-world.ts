import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Contract } from '@/lib/areas/contracts';
import type { RoyaltyRun, RoyaltyStatementSummary } from '@/lib/contract/royalty-runs';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import {
  commissionings,
  contacts,
  currencies,
  exchangeRates,
  orderLines,
  orders,
  publications,
} from '@/upstream/db/schema';
import { contractInput, WORKED_HARDBACK_TERM, type ContractInput } from './contract-input';
import { createUser, type TestUser } from './fixtures';
import { createTestUpstream, type ApiResponse, type TestUpstream } from './test-upstream';

/*
 * A small publisher for the royalty tests, built through the API where the API writes (contracts and
 * their moves) and straight into the tables where it does not (orders, rates):
 *
 * - C-WORKED, the royalty engine's worked example: a hardback at 10% of list price on the first 5,000
 *   copies and 12.5% after, 10% of net receipts at 52.5% discount or more, a 15% reserve released the
 *   next period, a €10,000 advance paid before the first period. Ada Quill is paid it all.
 * - C-SPLIT, an e-book at 25% of net receipts sold in dollars, split 60/40 between Ada and Bo Birch
 *   (who has no email address): below the minimum payment, so carried forward. Half of translation
 *   income is theirs.
 */

export const PERIOD_1 = { periodStart: '2025-01-01', periodEnd: '2025-06-30' };
export const PERIOD_2 = { periodStart: '2025-07-01', periodEnd: '2025-12-31' };

export interface RoyaltyWorld {
  api: TestUpstream;
  admin: TestUser;
  finance: TestUser;
  editor: TestUser;
  designer: TestUser;
  people: { ada: number; bo: number };
  worked: Contract;
  split: Contract;
  hardback: number;
  ebook: number;
  call(user: TestUser, method: string, path: string, body?: unknown): Promise<ApiResponse>;
  /** Days after which the next step is dated. */
  at(day: string): void;
  /** An order of one line on the day; answers the order line's id. */
  sell(sale: Sale): Promise<number>;
}

export interface Sale {
  day: string;
  publicationId: number;
  copies: number;
  unitPrice: number;
  discountPercent: number;
  channel?: 'trade' | 'wholesale' | 'online_retail' | 'export';
  currency?: string;
  returned?: number;
}

export function ok<T>(response: ApiResponse, status = 200): T {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return (response.body as { data: T }).data;
}

/** The message of a refusal with the status. */
export function refusal(response: ApiResponse, status: number): string {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return (response.body as { error: string }).error;
}

const CALCULATION_WAIT_MS = 30_000;

/** The run once its calculation is over (`draft` or `failed`), read again and again until then. */
export async function settledRun(world: RoyaltyWorld, runId: number): Promise<RoyaltyRun> {
  const deadline = Date.now() + CALCULATION_WAIT_MS;
  for (;;) {
    const run = ok<RoyaltyRun>(await world.call(world.finance, 'GET', `royalty-runs/${runId}`));
    if (run.status !== 'calculating') return run;
    if (Date.now() > deadline) throw new Error(`Run ${runId} is still calculating`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Starts a run of the period, which answers 202 while it calculates, and answers the run once it is done. */
export async function createRun(
  world: RoyaltyWorld,
  period: { periodStart: string; periodEnd: string },
): Promise<RoyaltyRun> {
  const started = ok<RoyaltyRun>(await world.call(world.finance, 'POST', 'royalty-runs', period), 202);
  expect(started).toMatchObject({ ...period, status: 'calculating', statementCount: 0 });
  return settledRun(world, started.runId);
}

/** A run's statements, the first hundred of a search and order (`royalty-runs/{runId}/statements`). */
export async function runStatements(
  world: RoyaltyWorld,
  runId: number,
  query = '',
): Promise<RoyaltyStatementSummary[]> {
  const response = await world.call(
    world.finance,
    'GET',
    `royalty-runs/${runId}/statements?pageSize=100${query}`,
  );
  return ok<RoyaltyStatementSummary[]>(response);
}

/** A payee's statement of a contract in the run. */
export async function statementIn(
  world: RoyaltyWorld,
  runId: number,
  reference: string,
  payee = 'Ada Quill',
): Promise<RoyaltyStatementSummary> {
  const found = (await runStatements(world, runId)).find(
    (entry) => entry.contract.reference === reference && entry.payee.name === payee,
  );
  if (!found) throw new Error(`No statement of ${reference} for ${payee}`);
  return found;
}

const idOf = (rows: { id: number }[], index = 0) => rows[index]?.id ?? 0;

export async function royaltyWorld(): Promise<RoyaltyWorld> {
  const api = await createTestUpstream();
  const { db } = api.database;
  const at = (day: string) => api.clock.set(`${day}T10:00:00.000Z`);
  at('2025-01-05');
  const admin = await createUser(db, { userName: 'admin', groups: [GROUP.SUPER_USERS] });
  const finance = await createUser(db, { userName: 'finance', groups: [GROUP.FINANCIAL_MANAGER] });
  const editor = await createUser(db, { userName: 'editor', groups: [GROUP.COMMISSIONING_EDITORS] });
  const designer = await createUser(db, { userName: 'designer', groups: [GROUP.DESIGNER] });
  const call = async (user: TestUser, method: string, path: string, body?: unknown) =>
    api.request(method, path, { token: await issueToken(db, user.id, api.clock.now()), body });

  await db.insert(currencies).values([
    { code: 'EUR', name: 'Euro', symbol: '€' },
    { code: 'USD', name: 'US dollar', symbol: '$' },
  ]);
  // The period's rate is the average of its days': 0.91 in the first half-year, 0.95 in the second.
  await db.insert(exchangeRates).values([
    { rateDate: '2025-02-03', fromCurrency: 'USD', toCurrency: 'EUR', rate: '0.90000000' },
    { rateDate: '2025-05-05', fromCurrency: 'USD', toCurrency: 'EUR', rate: '0.92000000' },
    { rateDate: '2025-09-01', fromCurrency: 'USD', toCurrency: 'EUR', rate: '0.95000000' },
  ]);
  const people = await db
    .insert(contacts)
    .values([
      {
        firstName: 'Ada',
        lastName: 'Quill',
        roles: ['author'],
        email: 'ada@example.test',
        addressLine1: '3 Harbour Row',
        city: 'Whitby',
        postcode: 'YO21 3PU',
        country: 'GB',
      },
      { firstName: 'Bo', lastName: 'Birch', roles: ['author'], addressLine1: '9 Elm Road', city: 'Ely' },
    ])
    .returning({ id: contacts.id });
  const [ada, bo] = [idOf(people, 0), idOf(people, 1)];
  const books = await db
    .insert(commissionings)
    .values([
      { title: 'The Salt Road', editorId: editor.id, status: 'published' },
      { title: 'Night Ferry', editorId: editor.id, status: 'published' },
    ])
    .returning({ id: commissionings.id });
  const editions = await db
    .insert(publications)
    .values([
      { commissioningId: idOf(books, 0), title: 'The Salt Road', format: 'BB', isbn: '9780000000002' },
      { commissioningId: idOf(books, 1), title: 'Night Ferry', format: 'EB', isbn: '9780000000019' },
    ])
    .returning({ id: publications.id });
  const [hardback, ebook] = [idOf(editions, 0), idOf(editions, 1)];

  const sign = async (input: ContractInput): Promise<Contract> => {
    let record = ok<Contract>(await call(admin, 'POST', 'contracts', input), 201);
    for (const status of ['sent', 'signed'] as const) {
      record = ok<Contract>(
        await call(admin, 'POST', `contracts/${record.contractId}/status`, {
          status,
          date: '2025-01-05',
          version: record.version,
        }),
      );
    }
    return record;
  };
  const worked = await sign(
    contractInput('C-WORKED', idOf(books, 0), {
      parties: [{ contactId: ada, role: 'author', sharePercent: 100 }],
      formats: ['BB'],
      advanceAmount: 1_000_000,
      instalments: [
        { trigger: 'signature', amount: 1_000_000, dueDate: '2024-12-20', paidDate: '2024-12-20' },
      ],
      royaltyTerms: [WORKED_HARDBACK_TERM],
      reservePercent: 15,
      publicationIds: [hardback],
    }),
  );
  const split = await sign(
    contractInput('C-SPLIT', idOf(books, 1), {
      parties: [
        { contactId: ada, role: 'author', sharePercent: 60 },
        { contactId: bo, role: 'co_author', sharePercent: 40 },
      ],
      formats: ['EB'],
      royaltyTerms: [
        {
          format: 'EB',
          channel: null,
          basis: 'net_receipts',
          escalators: [{ fromUnits: 0, ratePercent: 25 }],
          highDiscount: null,
        },
      ],
      subrights: [{ right: 'translation', authorSharePercent: 50 }],
      publicationIds: [ebook],
    }),
  );

  let serial = 0;
  const sell = async (sale: Sale): Promise<number> => {
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: `SO-TEST-${++serial}`,
        channel: sale.channel ?? 'trade',
        customerName: `Shop ${serial}`,
        customerCountry: 'GB',
        currency: sale.currency ?? 'EUR',
        orderDate: sale.day,
        status: 'shipped',
      })
      .returning({ id: orders.id });
    const [line] = await db
      .insert(orderLines)
      .values({
        orderId: order?.id ?? 0,
        publicationId: sale.publicationId,
        quantity: sale.copies,
        unitPrice: sale.unitPrice,
        discountPercent: String(sale.discountPercent),
        returnedQuantity: sale.returned ?? 0,
      })
      .returning({ id: orderLines.id });
    return line?.id ?? 0;
  };

  return {
    api,
    admin,
    finance,
    editor,
    designer,
    people: { ada, bo },
    worked,
    split,
    hardback,
    ebook,
    call,
    at,
    sell,
  };
}

/**
 * The first period of the worked example, and a dollar e-book sale for C-SPLIT: 4,000 hardbacks at €20
 * less 40% to the trade, 500 at 55% to a wholesaler (€9.00 net), 10 e-books at $10 less 30%. Answers
 * the trade line, on which copies come back later.
 */
export async function sellFirstPeriod(world: RoyaltyWorld): Promise<number> {
  const { sell, hardback, ebook } = world;
  const home = await sell({
    day: '2025-03-10',
    publicationId: hardback,
    copies: 4000,
    unitPrice: 2000,
    discountPercent: 40,
  });
  await sell({
    day: '2025-04-10',
    publicationId: hardback,
    copies: 500,
    unitPrice: 2000,
    discountPercent: 55,
    channel: 'wholesale',
  });
  await sell({
    day: '2025-05-05',
    publicationId: ebook,
    copies: 10,
    unitPrice: 1000,
    discountPercent: 30,
    channel: 'online_retail',
    currency: 'USD',
  });
  return home;
}

/** Copies come back on an order line already sold, as the returns clerk records them. */
export async function recordReturn(world: RoyaltyWorld, orderLineId: number, copies: number): Promise<void> {
  await world.api.database.db
    .update(orderLines)
    .set({ returnedQuantity: copies })
    .where(eq(orderLines.id, orderLineId));
}
