import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { orderArea, type Order } from '@/lib/areas/orders';
import type { OrderLine } from '@/lib/areas/order-lines';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import { contacts, orderLines, orderReturns, publicationPrices } from '@/upstream/db/schema';
import { eq } from 'drizzle-orm';
import { createUser, type TestUser } from '../support/fixtures';
import { ok, refusal } from '../support/answers';
import { financeBook } from '../support/finance-book';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

/*
 * Orders beyond what every area does (tests/api/area-conformance.test.ts): the life from draft to
 * shipped or cancelled with a reason, what a confirmed order still lets change, returns against its
 * lines, the net prices and totals that royalties read, the lookups, and who may do what.
 */

type OrderInput = z.input<typeof orderArea.inputSchema>;

let api: TestUpstream;
let finance: TestUser;
let fassistant: TestUser;
let editor: TestUser;
const book = { hardback: 0, ebook: 0, customer: 0 };

async function call(user: TestUser, method: string, path: string, body?: unknown): Promise<ApiResponse> {
  const token = await issueToken(api.database.db, user.id, api.clock.now());
  return api.request(method, path, { token, body });
}

const input = (overrides: Partial<OrderInput> = {}): OrderInput => ({
  customerName: 'Hartley & Finch Booksellers',
  contactId: null,
  customerEmail: 'orders@hartley.example',
  customerCountry: 'gb',
  customerReference: 'PO-1001',
  channel: 'trade',
  orderDate: '2026-05-04',
  currency: 'gbp',
  paymentTerms: 'net_30',
  lines: [
    { publicationId: book.hardback, quantity: 10, unitPrice: 2000, discountPercent: 40 },
    { publicationId: book.ebook, quantity: 3, unitPrice: 999, discountPercent: 33.33 },
  ],
  shippingAddress: '12 Quay Street, Bristol BS1 4DJ',
  billingAddress: null,
  notes: null,
  ...overrides,
});

const create = async (overrides: Partial<OrderInput> = {}) =>
  ok<Order>(await call(finance, 'POST', 'orders', input(overrides)), 201);

const move = (order: Order, status: string, reason?: string) =>
  call(finance, 'POST', `orders/${order.orderId}/status`, { status, reason, version: order.version });

beforeAll(async () => {
  api = await createTestUpstream();
  const db = api.database.db;
  finance = await createUser(db, { userName: 'finance', groups: [GROUP.FINANCIAL_MANAGER] });
  fassistant = await createUser(db, { userName: 'fassistant', groups: [GROUP.FINANCIAL_ASSISTANTS] });
  editor = await createUser(db, { userName: 'editor', groups: [GROUP.COMMISSIONING_EDITORS] });
  Object.assign(book, await financeBook(api, editor.id));
  await db.insert(publicationPrices).values({ publicationId: book.hardback, currency: 'GBP', amount: 2000 });
  const [customer] = await db
    .insert(contacts)
    .values({
      lastName: 'Finch',
      firstName: 'Mary',
      organisation: 'Hartley & Finch Booksellers',
      roles: ['agent'],
      country: 'GB',
    })
    .returning({ id: contacts.id });
  book.customer = customer?.id ?? 0;
});
afterAll(() => api?.close());

describe('an order', () => {
  it('starts as a draft with a number of its year, its lines at their net prices', async () => {
    const order = await create();
    expect(order.status).toBe('draft');
    expect(order.orderNumber).toBe(`SO-2026-${String(order.orderId).padStart(6, '0')}`);
    expect(order.currency).toBe('GBP');
    expect(order.customerCountry).toBe('GB');
    const lines = order.lines as OrderLine[];
    expect(lines.map((line) => [line.format, line.netAmount])).toEqual([
      ['BB', 12_000],
      ['EB', 1998],
    ]);
    expect(order.netSales).toBe(13_998);
  });
});

describe('its life', () => {
  it('is confirmed, then shipped; a draft without lines cannot be confirmed', async () => {
    const empty = await create({ lines: [] });
    expect(refusal(await move(empty, 'confirmed'), 422).issues.lines).toMatch(/at least one line/);

    const order = await create();
    expect(refusal(await move(order, 'shipped'), 422).error).toBe('A draft order cannot be marked shipped');
    const confirmed = ok<Order>(await move(order, 'confirmed'));
    expect(confirmed.status).toBe('confirmed');
    const shipped = ok<Order>(await move(confirmed, 'shipped'));
    expect(shipped.status).toBe('shipped');
    expect(refusal(await move(shipped, 'cancelled', 'Too late'), 422).error).toBe(
      'A shipped order cannot be marked cancelled',
    );
    const history = ok<{ changes: unknown[] }[]>(
      await call(finance, 'GET', `orders/${order.orderId}/history`),
    );
    expect(history.map((entry) => entry.changes)[0]).toEqual([
      { field: 'status', before: 'confirmed', after: 'shipped' },
    ]);
  });

  it('is cancelled only with a reason, which it keeps', async () => {
    const order = await create();
    expect(refusal(await move(order, 'cancelled'), 400).issues.reason).toBe('Say why the order is cancelled');
    const cancelled = ok<Order>(await move(order, 'cancelled', 'The customer withdrew the order'));
    expect([cancelled.status, cancelled.cancelReason]).toEqual([
      'cancelled',
      'The customer withdrew the order',
    ]);
    expect(refusal(await move(cancelled, 'confirmed'), 422).error).toBe(
      'A cancelled order cannot be marked confirmed',
    );
  });

  it('refuses a stale version', async () => {
    const order = await create();
    ok<Order>(await move(order, 'confirmed'));
    expect((await move(order, 'cancelled', 'Twice')).status).toBe(409);
  });

  it('keeps a confirmed order’s lines, customer and currency; its addresses and notes still change', async () => {
    const confirmed = ok<Order>(await move(await create(), 'confirmed'));
    const changed = input({
      lines: [{ publicationId: book.hardback, quantity: 99, unitPrice: 2000, discountPercent: 40 }],
    });
    const refused = refusal(
      await call(finance, 'PUT', `orders/${confirmed.orderId}`, {
        ...changed,
        currency: 'EUR',
        version: confirmed.version,
      }),
      422,
    );
    expect(Object.keys(refused.issues).sort()).toEqual(['currency', 'lines']);
    const kept = ok<Order>(
      await call(finance, 'PUT', `orders/${confirmed.orderId}`, {
        ...input(),
        shippingAddress: 'Unit 4, Dock Road, Bristol',
        notes: 'Deliver to the back door',
        version: confirmed.version,
      }),
    );
    expect([kept.shippingAddress, kept.notes, kept.lines.length]).toEqual([
      'Unit 4, Dock Road, Bristol',
      'Deliver to the back door',
      2,
    ]);
  });

  it('deletes a draft, never a confirmed order', async () => {
    const draft = await create();
    ok(await call(finance, 'DELETE', `orders/${draft.orderId}?version=${draft.version}`));
    expect((await call(finance, 'GET', `orders/${draft.orderId}`)).status).toBe(404);
    const confirmed = ok<Order>(await move(await create(), 'confirmed'));
    expect(
      refusal(await call(finance, 'DELETE', `orders/${confirmed.orderId}?version=${confirmed.version}`), 409)
        .error,
    ).toMatch(/Only a draft order can be deleted/);
  });
});

describe('returns', () => {
  it('come back against a shipped order’s lines, up to what was ordered, and lower its net sales', async () => {
    const draft = await create();
    const early = await call(finance, 'POST', `orders/${draft.orderId}/returns`, {
      returnDate: '2026-05-20',
      lines: [{ lineId: (draft.lines as OrderLine[])[0]?.lineId, quantity: 1 }],
      version: draft.version,
    });
    expect(refusal(early, 422).error).toMatch(/has not gone out/);

    const shipped = ok<Order>(await move(ok<Order>(await move(draft, 'confirmed')), 'shipped'));
    const [hardback] = shipped.lines as OrderLine[];
    const give = (quantity: number, version: number) =>
      call(finance, 'POST', `orders/${shipped.orderId}/returns`, {
        returnDate: '2026-05-20',
        lines: [{ lineId: hardback?.lineId, quantity }],
        reason: 'Unsold stock',
        version,
      });
    expect(refusal(await give(11, shipped.version), 422).error).toMatch(/more than the 10 ordered/);
    const back = ok<Order & { returns: { quantity: number; reason: string | null }[] }>(
      await give(4, shipped.version),
    );
    expect((back.lines as OrderLine[])[0]?.returnedQuantity).toBe(4);
    expect(back.copiesReturned).toBe(4);
    // 6 copies kept at £20 less 40%, and the e-books.
    expect(back.netSales).toBe(7200 + 1998);
    expect(back.returns).toEqual([expect.objectContaining({ quantity: 4, reason: 'Unsold stock' })]);
    expect(refusal(await give(7, back.version), 422).error).toMatch(/4 already returned/);

    const rows = await api.database.db
      .select()
      .from(orderReturns)
      .where(eq(orderReturns.orderId, shipped.orderId));
    expect(rows.map((row) => row.recordedById)).toEqual([finance.id]);
    const [stored] = await api.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.id, hardback?.lineId ?? 0));
    expect(stored?.returnedQuantity).toBe(4);
  });
});

describe('lookups', () => {
  it('finds formats with their list price in the order’s currency, and customer accounts', async () => {
    const found = ok<{ format: string; listPrice: number | null }[]>(
      await call(finance, 'GET', 'orders/publications?q=salt&currency=GBP'),
    );
    expect(found.map((entry) => [entry.format, entry.listPrice])).toEqual([
      ['BB', 2000],
      ['EB', null],
    ]);
    const customers = ok<{ contactId: number; name: string; country: string | null }[]>(
      await call(finance, 'GET', 'orders/customers?q=hartley'),
    );
    expect(customers).toEqual([
      expect.objectContaining({
        contactId: book.customer,
        name: 'Hartley & Finch Booksellers',
        country: 'GB',
      }),
    ]);
    expect((await call(finance, 'GET', 'orders/customers?q=h')).status).toBe(400);
    expect((await call(finance, 'GET', 'orders/customers?q=a%00b')).status).toBe(400);
  });

  it('refuses an unknown publication, contact or currency with the field named', async () => {
    const refused = refusal(
      await call(finance, 'POST', 'orders', {
        ...input({ currency: 'XXX', contactId: 999_999 }),
        lines: [{ publicationId: 999_999, quantity: 1, unitPrice: 100, discountPercent: 0 }],
      }),
      422,
    );
    expect(refused.issues).toEqual({
      currency: 'The firm keeps no currency XXX',
      lines: 'There is no publication 999999',
      contactId: 'There is no contact 999999',
    });
  });
});

describe('rights', () => {
  it('are the Orders page’s: the financial manager, not a financial assistant or an editor', async () => {
    expect((await call(finance, 'GET', 'orders')).status).toBe(200);
    for (const user of [fassistant, editor]) {
      expect((await call(user, 'GET', 'orders')).status).toBe(403);
      expect((await call(user, 'GET', 'orders/publications?q=salt')).status).toBe(403);
      expect((await call(user, 'POST', 'orders/1/status', { status: 'confirmed', version: 1 })).status).toBe(
        403,
      );
    }
  });
});
