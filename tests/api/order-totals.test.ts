import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GROUP } from '@/lib/rights';
import type { Database } from '@/upstream/db/client';
import * as schema from '@/upstream/db/schema';
import { isbn13CheckDigit } from '@/upstream/db/seed';
import { createUser } from '../support/fixtures';
import { openTestDatabase } from '../support/test-database';

/*
 * Orders carry their lines' totals, kept by triggers, for the sales figures of the dashboard. Each
 * expected value is worked out by hand: net = (quantity − returned, not below 0) × unit price × (100 −
 * discount) / 100.
 */
describe('order totals kept from the lines', () => {
  let database: Database;
  let publicationId = 0;
  let orderId = 0;

  const totals = async (id = orderId) => {
    const [row] = await database.db
      .select({
        ordered: schema.orders.copiesOrdered,
        returned: schema.orders.copiesReturned,
        net: sql<number>`${schema.orders.netSales}`.mapWith(Number),
      })
      .from(schema.orders)
      .where(eq(schema.orders.id, id));
    return row;
  };

  const line = (quantity: number, returnedQuantity: number, unitPrice: number, discountPercent: string) => ({
    orderId,
    publicationId,
    quantity,
    returnedQuantity,
    unitPrice,
    discountPercent,
  });

  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    const editor = await createUser(db, { userName: 'editor', groups: [GROUP.COMMISSIONING_EDITORS] });
    await db.insert(schema.currencies).values({ code: 'EUR', name: 'Euro', symbol: '€' });
    const [commissioning] = await db
      .insert(schema.commissionings)
      .values({ title: 'Rivers', editorId: editor.id })
      .returning({ id: schema.commissionings.id });
    const first12 = '979100000001';
    const [publication] = await db
      .insert(schema.publications)
      .values({
        commissioningId: commissioning?.id ?? 0,
        title: 'Rivers',
        format: 'BB',
        isbn: `${first12}${isbn13CheckDigit(first12)}`,
        status: 'published',
      })
      .returning({ id: schema.publications.id });
    publicationId = publication?.id ?? 0;
  });

  afterAll(async () => {
    await database.close();
  });

  beforeEach(async () => {
    const [order] = await database.db
      .insert(schema.orders)
      .values({
        orderNumber: `SO-${Date.now()}-${Math.random()}`,
        channel: 'trade',
        customerName: 'Shop',
        currency: 'EUR',
        orderDate: '2031-05-10',
      })
      .returning({ id: schema.orders.id });
    orderId = order?.id ?? 0;
  });

  it('starts at nothing and adds the lines written in one statement', async () => {
    expect(await totals()).toEqual({ ordered: 0, returned: 0, net: 0 });
    // 10 − 2 = 8 × 1500 × 0.6 = 7200; 3 × 999 × 0.875 = 2622.375; returns above the copies count as none.
    await database.db
      .insert(schema.orderLines)
      .values([line(10, 2, 1500, '40'), line(3, 0, 999, '12.5'), line(1, 4, 700, '0')]);
    expect(await totals()).toEqual({ ordered: 14, returned: 6, net: 9822.375 });
  });

  it('follows a changed line and a deleted one', async () => {
    const [first] = await database.db
      .insert(schema.orderLines)
      .values([line(10, 0, 1000, '0'), line(5, 0, 200, '0')])
      .returning({ id: schema.orderLines.id });
    // 10 × 1000 + 5 × 200 = 11000.
    expect(await totals()).toEqual({ ordered: 15, returned: 0, net: 11000 });

    await database.db
      .update(schema.orderLines)
      .set({ returnedQuantity: 4, discountPercent: '50' })
      .where(eq(schema.orderLines.id, first?.id ?? 0));
    // (10 − 4) × 1000 × 0.5 = 3000, and the 1000 of the other line.
    expect(await totals()).toEqual({ ordered: 15, returned: 4, net: 4000 });

    await database.db.delete(schema.orderLines).where(eq(schema.orderLines.id, first?.id ?? 0));
    expect(await totals()).toEqual({ ordered: 5, returned: 0, net: 1000 });
  });

  it('moves a line from one order to another', async () => {
    const [moved] = await database.db
      .insert(schema.orderLines)
      .values(line(2, 0, 500, '0'))
      .returning({ id: schema.orderLines.id });
    const [other] = await database.db
      .insert(schema.orders)
      .values({
        orderNumber: `SO-other-${orderId}`,
        channel: 'trade',
        customerName: 'Shop',
        currency: 'EUR',
        orderDate: '2031-05-11',
      })
      .returning({ id: schema.orders.id });
    await database.db
      .update(schema.orderLines)
      .set({ orderId: other?.id ?? 0 })
      .where(eq(schema.orderLines.id, moved?.id ?? 0));
    expect(await totals()).toEqual({ ordered: 0, returned: 0, net: 0 });
    expect(await totals(other?.id)).toEqual({ ordered: 2, returned: 0, net: 1000 });
  });

  it('lets an order be deleted with its lines', async () => {
    await database.db.insert(schema.orderLines).values(line(1, 0, 100, '0'));
    await database.db.delete(schema.orders).where(eq(schema.orders.id, orderId));
    expect(await totals()).toBeUndefined();
    const [left] = await database.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(schema.orderLines)
      .where(eq(schema.orderLines.orderId, orderId));
    expect(left?.count).toBe(0);
  });
});
