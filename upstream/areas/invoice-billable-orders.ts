import { z } from '@hono/zod-openapi';
import { and, desc, eq, ilike, notExists, or, sql } from 'drizzle-orm';
import { billableOrderSchema } from '@/lib/areas/invoice-lines';
import { invoiceArea } from '@/lib/areas/invoices';
import { okEnvelope } from '@/lib/contract/envelope';
import { safeText } from '@/lib/contract/safe-input';
import { BILLABLE_ORDERS_LIMIT } from '@/lib/finance/billable-orders';
import { invoiceOrders, orders } from '../db/schema';
import type { UpstreamApp } from '../platform/app-type';
import { errorResponses, jsonResponse } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { containsPattern, mountRoute, readQuery } from '../resources';

/*
 * The shipped orders no invoice bills yet, for choosing those of one customer and currency to invoice
 * together (`POST invoices/from-orders`), under the invoices' own rights: whoever makes invoices need
 * not see the Orders page.
 */

const query = z.object({
  q: safeText()
    .trim()
    .max(100, 'Search with at most 100 characters')
    .optional()
    .meta({ description: 'Customer or order number' }),
});

const route = guardedRoute(invoiceArea.rights.create, {
  method: 'get',
  path: '/invoices/billable-orders',
  tags: ['invoices'],
  summary: 'Shipped orders not yet on an invoice, newest first, found by customer or order number',
  request: { query },
  responses: {
    200: jsonResponse(
      okEnvelope(z.array(billableOrderSchema.meta({ id: 'BillableOrder' }))),
      `At most ${BILLABLE_ORDERS_LIMIT}, newest first`,
    ),
    ...errorResponses(400),
  },
});

export function registerBillableOrders(app: UpstreamApp): void {
  mountRoute(app, route, async (c) => {
    const { q } = readQuery(c, query);
    const pattern = q ? containsPattern(q) : null;
    const rows = await c.var.deps.database.db
      .select({
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        customerName: orders.customerName,
        currency: orders.currency,
        orderDate: orders.orderDate,
        netSales: sql<number>`round(${orders.netSales})::bigint`.mapWith(Number),
      })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'shipped'),
          notExists(
            c.var.deps.database.db
              .select({ one: sql`1` })
              .from(invoiceOrders)
              .where(eq(invoiceOrders.orderId, orders.id)),
          ),
          pattern ? or(ilike(orders.customerName, pattern), ilike(orders.orderNumber, pattern)) : undefined,
        ),
      )
      .orderBy(desc(orders.orderDate), desc(orders.id))
      .limit(BILLABLE_ORDERS_LIMIT);
    return c.json({ success: true, data: rows }, 200);
  });
}
