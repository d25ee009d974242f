import { z } from '@hono/zod-openapi';
import { and, eq, sql } from 'drizzle-orm';
import { ORDER_TRANSITIONS, takesReturns } from '@/lib/areas/order-workflow';
import {
  linesOf,
  orderArea,
  orderReturnRequestSchema,
  orderStatusRequestSchema,
  type Order,
  type OrderReturnRequest,
  type OrderStatusRequest,
} from '@/lib/areas/orders';
import { ORDER_STATUS, choiceLabel } from '@/lib/contract/choices';
import { okEnvelope } from '@/lib/contract/envelope';
import { orderLines, orderReturns, orders } from '../db/schema';
import type { UpstreamApp } from '../platform/app-type';
import { errorResponses } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { HttpError } from '../platform/http-error';
import { mountRoute, readId, readJson, type AreaHandle, type WriteContext } from '../resources';

/*
 * What happens to an order besides editing it: its life (confirmed, shipped, or cancelled with a
 * reason) and returns of copies against its lines, each recorded and raising the line's returned
 * copies, which royalty runs and the figures read.
 */

const { rights } = orderArea;
const params = z.object({ orderId: z.string().meta({ description: "The order's id" }) });
const detail = { 'application/json': { schema: okEnvelope(orderArea.detailSchema) } };

const refused = (message: string, path: string) => new HttpError(422, message, [{ path, message }]);
const label = (status: Order['status']) => choiceLabel(ORDER_STATUS, status).toLowerCase();

async function moveStatus({ tx }: WriteContext, before: Order, request: OrderStatusRequest) {
  const to = request.status;
  if (!ORDER_TRANSITIONS[before.status].includes(to))
    throw refused(`A ${label(before.status)} order cannot be marked ${label(to)}`, 'status');
  if (to === 'confirmed' && before.lines.length === 0)
    throw refused('An order needs at least one line to be confirmed', 'lines');
  if (to !== 'cancelled' && request.reason) throw refused('A reason is given only when cancelling', 'reason');
  await tx
    .update(orders)
    .set({ status: to, cancelReason: to === 'cancelled' ? (request.reason ?? null) : null })
    .where(eq(orders.id, before.orderId));
}

/** What a return does beyond the order: crediting the invoice that billed its lines (set by the invoices). */
export interface ReturnHooks {
  credit?(
    context: WriteContext,
    returned: readonly { orderLineId: number; quantity: number }[],
    reason: string,
  ): Promise<void>;
}

async function recordReturn(
  context: WriteContext,
  before: Order,
  request: OrderReturnRequest,
  hooks: ReturnHooks,
) {
  const { tx, user, now } = context;
  if (!takesReturns(before.status))
    throw refused(`A ${label(before.status)} order has not gone out: nothing can come back yet`, 'status');
  const lineOf = new Map(linesOf(before).map((line) => [line.lineId, line]));
  const back = new Map<number, number>();
  for (const { lineId, quantity } of request.lines) back.set(lineId, (back.get(lineId) ?? 0) + quantity);
  for (const [lineId, quantity] of back) {
    const line = lineOf.get(lineId);
    if (!line) throw refused(`Line ${lineId} is not a line of this order`, 'lines');
    if (line.returnedQuantity + quantity > line.quantity)
      throw refused(
        `${line.title}: ${quantity} back would make more than the ${line.quantity} ordered (${line.returnedQuantity} already returned)`,
        'lines',
      );
  }
  if (request.returnDate < before.orderDate)
    throw refused('Copies cannot come back before the order was placed', 'returnDate');
  for (const [lineId, quantity] of back) {
    await tx
      .update(orderLines)
      .set({ returnedQuantity: sql`${orderLines.returnedQuantity} + ${quantity}`, updatedAt: now })
      .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, before.orderId)));
    await tx.insert(orderReturns).values({
      orderId: before.orderId,
      orderLineId: lineId,
      quantity,
      returnDate: request.returnDate,
      reason: request.reason,
      recordedById: user.userId,
      createdAt: now,
      updatedAt: now,
    });
  }
  await hooks.credit?.(
    context,
    [...back].map(([orderLineId, quantity]) => ({ orderLineId, quantity })),
    `Returned against ${before.orderNumber} on ${request.returnDate}${request.reason ? `: ${request.reason}` : ''}`,
  );
}

const statusRoute = guardedRoute(rights.update, {
  method: 'post',
  path: '/orders/{orderId}/status',
  tags: ['orders'],
  summary: 'Move an order along its life',
  description:
    'draft → confirmed → shipped; a draft or a confirmed order can be cancelled, with the reason. Issuing an ' +
    'invoice for a shipped order marks it invoiced. Only a draft counts nowhere: from confirmation its lines are ' +
    'sales that royalty runs and the figures read. Each move appears in History.',
  request: {
    params,
    body: {
      content: {
        'application/json': { schema: orderStatusRequestSchema.meta({ id: 'OrderStatusRequest' }) },
      },
      required: true,
    },
  },
  responses: { 200: { description: 'Moved', content: detail }, ...errorResponses(400, 404, 409, 422) },
});

const returnsRoute = guardedRoute(rights.update, {
  method: 'post',
  path: '/orders/{orderId}/returns',
  tags: ['orders'],
  summary: 'Record copies returned against lines of a shipped or invoiced order',
  description:
    'Each line may take back at most the copies ordered less those already returned. The returns are kept with ' +
    'their day and reason, and raise the lines’ returned copies, which the next royalty run debits.',
  request: {
    params,
    body: {
      content: {
        'application/json': { schema: orderReturnRequestSchema.meta({ id: 'OrderReturnRequest' }) },
      },
      required: true,
    },
  },
  responses: { 200: { description: 'Recorded', content: detail }, ...errorResponses(400, 404, 409, 422) },
});

export function registerOrderActions(
  app: UpstreamApp,
  resource: AreaHandle<typeof orderArea>,
  hooks: ReturnHooks,
): void {
  mountRoute(app, statusRoute, async (c) => {
    const id = readId(c, 'orderId');
    const request = await readJson(c, orderStatusRequestSchema);
    const moved = await resource.versionedWrite(c, id, request.version, (context, before) =>
      moveStatus(context, before, request),
    );
    return c.json({ success: true, data: moved }, 200);
  });

  mountRoute(app, returnsRoute, async (c) => {
    const id = readId(c, 'orderId');
    const request = await readJson(c, orderReturnRequestSchema);
    const recorded = await resource.versionedWrite(c, id, request.version, (context, before) =>
      recordReturn(context, before, request, hooks),
    );
    return c.json({ success: true, data: recorded }, 200);
  });
}
