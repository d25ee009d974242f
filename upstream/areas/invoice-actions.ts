import { z } from '@hono/zod-openapi';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  creditNoteRequestSchema,
  invoiceOrdersRequestSchema,
  issueRequestSchema,
  paymentRequestSchema,
  type CreditNoteRequest,
  type PaymentRequest,
} from '@/lib/areas/invoice-lines';
import { invoiceArea, invoiceLinesOf, type Invoice } from '@/lib/areas/invoices';
import { lineName } from '@/lib/areas/order-line-values';
import { linesOf, type Order } from '@/lib/areas/orders';
import { okEnvelope } from '@/lib/contract/envelope';
import { formatMoney } from '@/lib/format';
import { creditNoteSequence, invoiceSequence } from '@/lib/finance/document-numbers';
import { taxClassOf, vatAmount } from '@/lib/finance/vat';
import type { Tx } from '../db/client';
import {
  creditNoteLines,
  creditNotes,
  invoiceLines,
  invoiceOrders,
  invoicePayments,
  invoices,
  numberSequences,
  orders,
} from '../db/schema';
import type { UpstreamApp } from '../platform/app-type';
import { errorResponses } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { HttpError } from '../platform/http-error';
import { mountRoute, readId, readJson, type AreaHandle, type WriteContext } from '../resources';

/*
 * What happens to an invoice besides editing its draft: issuing it with the next number of the year,
 * payments, credit notes that reverse its lines, and making one from shipped orders.
 */

type Handle = AreaHandle<typeof invoiceArea>;

const { rights } = invoiceArea;
const params = z.object({ invoiceId: z.string().meta({ description: "The invoice's id" }) });
const detail = { 'application/json': { schema: okEnvelope(invoiceArea.detailSchema) } };
const refused = (message: string, path: string) => new HttpError(422, message, [{ path, message }]);
const today = (now: Date) => now.toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The next number of a gapless sequence. The upsert holds the sequence's row locked until the
 * transaction ends, so concurrent issues wait their turn, and a rolled-back issue gives its number back.
 */
export async function nextNumber(tx: Tx, key: string): Promise<number> {
  const [row] = await tx
    .insert(numberSequences)
    .values({ key, lastValue: 1 })
    .onConflictDoUpdate({
      target: numberSequences.key,
      set: { lastValue: sql`${numberSequences.lastValue} + 1` },
    })
    .returning({ lastValue: numberSequences.lastValue });
  if (!row) throw new Error(`No number from the sequence ${key}`);
  return row.lastValue;
}

/** What is still owed: the total less credit notes and payments. */
const owing = (invoice: Pick<Invoice, 'totalAmount' | 'paidAmount' | 'creditedAmount'>) =>
  invoice.totalAmount - invoice.creditedAmount - invoice.paidAmount;

function statusAfter(invoice: Invoice, paid: number, credited: number, day: string): Invoice['status'] {
  const left = invoice.totalAmount - credited - paid;
  if (credited >= invoice.totalAmount) return 'credited';
  if (left <= 0) return 'paid';
  if (invoice.dueDate && invoice.dueDate < day) return 'overdue';
  return paid > 0 ? 'partly_paid' : 'issued';
}

async function issue({ tx, now }: WriteContext, before: Invoice): Promise<void> {
  if (before.status !== 'draft') throw refused('This invoice is already issued', 'status');
  if (before.lines.length === 0) throw refused('An invoice needs at least one line to be issued', 'lines');
  const day = today(now);
  const year = Number(day.slice(0, 4));
  const number = await nextNumber(tx, invoiceSequence(year));
  await tx
    .update(invoices)
    .set({
      number,
      numberYear: year,
      status: 'issued',
      issueDate: day,
      dueDate: addDays(day, before.paymentDays ?? 30),
    })
    .where(eq(invoices.id, before.invoiceId));
  // The orders it bills are invoiced from now on.
  const billed = tx
    .select({ id: invoiceOrders.orderId })
    .from(invoiceOrders)
    .where(eq(invoiceOrders.invoiceId, before.invoiceId));
  await tx
    .update(orders)
    .set({ status: 'invoiced', version: sql`${orders.version} + 1`, updatedAt: now })
    .where(and(inArray(orders.id, billed), eq(orders.status, 'shipped')));
}

async function recordPayment({ tx, user, now }: WriteContext, before: Invoice, request: PaymentRequest) {
  if (before.status === 'draft') throw refused('A draft is not owed yet: issue it first', 'status');
  if (before.status === 'credited') throw refused('A credited invoice is owed no more', 'status');
  if (request.amount > owing(before))
    throw refused(
      `Only ${formatMoney(owing(before), before.currency)} is still owed on this invoice`,
      'amount',
    );
  if (before.issueDate && request.paidOn < before.issueDate)
    throw refused('A payment cannot come before the invoice was issued', 'paidOn');
  await tx.insert(invoicePayments).values({
    invoiceId: before.invoiceId,
    amount: request.amount,
    paidOn: request.paidOn,
    reference: request.reference,
    recordedById: user.userId,
    createdAt: now,
    updatedAt: now,
  });
  const paid = before.paidAmount + request.amount;
  const status = statusAfter(before, paid, before.creditedAmount, today(now));
  await tx
    .update(invoices)
    .set({ paidAmount: paid, status, paymentDate: status === 'paid' ? request.paidOn : null })
    .where(eq(invoices.id, before.invoiceId));
}

/**
 * A credit note reverses quantities of the invoice's lines. The last copies of a line to be credited
 * take what is left of its net and VAT, so that crediting everything reverses the invoice to the cent.
 */
export async function credit(
  { tx, user, now }: WriteContext,
  before: Invoice,
  request: Omit<CreditNoteRequest, 'version'>,
) {
  if (before.status === 'draft') throw refused('A draft is changed, not credited', 'status');
  const lineOf = new Map(invoiceLinesOf(before).map((entry) => [entry.lineId, entry]));
  const creditedBefore = await tx
    .select({
      lineId: creditNoteLines.invoiceLineId,
      net: sql<number>`sum(${creditNoteLines.netAmount})::bigint`.mapWith(Number),
      vat: sql<number>`sum(${creditNoteLines.vatAmount})::bigint`.mapWith(Number),
    })
    .from(creditNoteLines)
    .innerJoin(invoiceLines, eq(invoiceLines.id, creditNoteLines.invoiceLineId))
    .where(eq(invoiceLines.invoiceId, before.invoiceId))
    .groupBy(creditNoteLines.invoiceLineId);
  const already = new Map(creditedBefore.map((row) => [row.lineId, row]));
  const reversed = request.lines.map(({ lineId, quantity }) => {
    const entry = lineOf.get(lineId);
    if (!entry) throw refused(`Line ${lineId} is not a line of this invoice`, 'lines');
    const left = entry.quantity - entry.creditedQuantity;
    if (quantity > left)
      throw refused(`${entry.description}: only ${left} of ${entry.quantity} are left to credit`, 'lines');
    const done = already.get(lineId) ?? { net: 0, vat: 0 };
    const last = quantity === left;
    const net = last ? entry.netAmount - done.net : Math.round((entry.netAmount * quantity) / entry.quantity);
    const vat = last ? entry.vatAmount - done.vat : vatAmount(net, entry.vatRate);
    return { lineId, quantity, net, vat };
  });
  if (new Set(request.lines.map((entry) => entry.lineId)).size !== request.lines.length)
    throw refused('Name each line once', 'lines');
  const day = today(now);
  const year = Number(day.slice(0, 4));
  const net = reversed.reduce((sum, entry) => sum + entry.net, 0);
  const vat = reversed.reduce((sum, entry) => sum + entry.vat, 0);
  const [note] = await tx
    .insert(creditNotes)
    .values({
      invoiceId: before.invoiceId,
      number: await nextNumber(tx, creditNoteSequence(year)),
      numberYear: year,
      issueDate: day,
      reason: request.reason,
      netAmount: net,
      vatAmount: vat,
      totalAmount: net + vat,
      createdById: user.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: creditNotes.id });
  await tx.insert(creditNoteLines).values(
    reversed.map((entry) => ({
      creditNoteId: note?.id ?? 0,
      invoiceLineId: entry.lineId,
      quantity: entry.quantity,
      netAmount: entry.net,
      vatAmount: entry.vat,
      createdAt: now,
      updatedAt: now,
    })),
  );
  const creditedAmount = before.creditedAmount + net + vat;
  await tx
    .update(invoices)
    .set({ creditedAmount, status: statusAfter(before, before.paidAmount, creditedAmount, day) })
    .where(eq(invoices.id, before.invoiceId));
}

/**
 * Copies returned against order lines that an issued invoice bills are credited on it, each invoice
 * with a credit note of its own, within the return's transaction.
 */
export async function creditReturned(
  context: WriteContext,
  loadInvoice: (tx: Tx, id: number) => Promise<Invoice>,
  returned: readonly { orderLineId: number; quantity: number }[],
  reason: string,
): Promise<void> {
  const { tx } = context;
  const onInvoices = await tx
    .select({
      invoiceId: invoiceLines.invoiceId,
      lineId: invoiceLines.id,
      orderLineId: invoiceLines.orderLineId,
      status: invoices.status,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      inArray(
        invoiceLines.orderLineId,
        returned.map((entry) => entry.orderLineId),
      ),
    )
    .orderBy(invoiceLines.invoiceId);
  // A draft bills the copies as they stood when it was made: it would charge for these as well.
  const onDraft = onInvoices.find((entry) => entry.status === 'draft');
  if (onDraft)
    throw refused(
      `The draft invoice ${onDraft.invoiceId} bills these copies: issue it first, so the return is credited on it, or delete the draft and make it again`,
      'lines',
    );
  const billedLines = onInvoices.filter((entry) => entry.status !== 'draft');
  const back = new Map(returned.map((entry) => [entry.orderLineId, entry.quantity]));
  for (const invoiceId of new Set(billedLines.map((entry) => entry.invoiceId))) {
    const invoice = await loadInvoice(tx, invoiceId);
    const left = new Map(
      invoiceLinesOf(invoice).map((entry) => [entry.lineId, entry.quantity - entry.creditedQuantity]),
    );
    const lines = billedLines
      .filter((entry) => entry.invoiceId === invoiceId)
      .map((entry) => ({
        lineId: entry.lineId,
        quantity: Math.min(back.get(entry.orderLineId ?? 0) ?? 0, left.get(entry.lineId) ?? 0),
      }))
      .filter((entry) => entry.quantity > 0);
    if (lines.length === 0) continue;
    await credit(context, invoice, { lines, reason });
    await tx
      .update(invoices)
      .set({ version: sql`${invoices.version} + 1`, updatedAt: context.now })
      .where(eq(invoices.id, invoiceId));
  }
}

/** Paying within so many days of the invoice, by the order's terms. */
const PAYMENT_DAYS = { prepaid: 0, net_30: 30, net_60: 60, net_90: 90 } as const;

/** A draft invoice's values for shipped orders of one customer in one currency, a line per order line kept. */
async function valuesForOrders(
  tx: Tx,
  orderIds: number[],
  loadOrder: (tx: Tx, id: number) => Promise<Order>,
) {
  const found = await Promise.all([...new Set(orderIds)].map((id) => loadOrder(tx, id)));
  const [first] = found;
  if (!first) throw refused('Choose at least one shipped order', 'orderIds');
  for (const order of found) {
    if (order.status !== 'shipped')
      throw refused(`${order.orderNumber} is not shipped and uninvoiced`, 'orderIds');
    if (order.customerName !== first.customerName || order.currency !== first.currency)
      throw refused('One invoice bills one customer in one currency', 'orderIds');
  }
  const [onInvoice] = await tx
    .select({ orderId: invoiceOrders.orderId })
    .from(invoiceOrders)
    .where(inArray(invoiceOrders.orderId, orderIds))
    .limit(1);
  if (onInvoice) throw refused('An order chosen is already on an invoice', 'orderIds');
  const lines = billed(found);
  const values = {
    customerName: first.customerName,
    customerAddress: first.billingAddress ?? first.shippingAddress,
    customerEmail: first.customerEmail,
    customerCountry: first.customerCountry,
    customerVatNumber: null,
    currency: first.currency,
    paymentDays: PAYMENT_DAYS[first.paymentTerms],
    notes: null,
    lines: lines.map((entry) => ({
      description: lineName(entry.title, entry.format),
      publicationId: entry.publicationId,
      quantity: entry.quantity - entry.returnedQuantity,
      unitPrice: entry.unitPrice,
      discountPercent: entry.discountPercent,
      taxClass: taxClassOf(entry.format),
    })),
  };
  return { values, orderLineIds: lines.map((entry) => entry.lineId) };
}

/** The order lines an invoice of these orders bills: those with copies kept. */
const billed = (found: readonly Order[]) =>
  found.flatMap((order) => linesOf(order).filter((entry) => entry.quantity > entry.returnedQuantity));

const issueRoute = guardedRoute(rights.update, {
  method: 'post',
  path: '/invoices/{invoiceId}/issue',
  tags: ['invoices'],
  summary: 'Issue a draft invoice: the next number of the year, today’s date and the due date',
  description:
    'Numbers are gapless per year (2026-000123) and given only here, under a lock on the year’s sequence: ' +
    'concurrent issues never share or skip a number. From now on the invoice never changes; its orders are invoiced.',
  request: {
    params,
    body: { content: { 'application/json': { schema: issueRequestSchema } }, required: true },
  },
  responses: { 200: { description: 'Issued', content: detail }, ...errorResponses(400, 404, 409, 422) },
});

const paymentRoute = guardedRoute(rights.update, {
  method: 'post',
  path: '/invoices/{invoiceId}/payments',
  tags: ['invoices'],
  summary: 'Record a payment received against an issued invoice',
  description: 'Never more than is still owed; the invoice becomes partly paid or paid.',
  request: {
    params,
    body: {
      content: { 'application/json': { schema: paymentRequestSchema.meta({ id: 'PaymentRequest' }) } },
      required: true,
    },
  },
  responses: { 200: { description: 'Recorded', content: detail }, ...errorResponses(400, 404, 409, 422) },
});

const creditRoute = guardedRoute(rights.update, {
  method: 'post',
  path: '/invoices/{invoiceId}/credit-notes',
  tags: ['invoices'],
  summary: 'Credit quantities of an issued invoice’s lines with a numbered credit note',
  description:
    'At the rates the lines were issued with; crediting all that is left of a line reverses it to the cent. ' +
    'An invoice credited in full is credited.',
  request: {
    params,
    body: {
      content: { 'application/json': { schema: creditNoteRequestSchema.meta({ id: 'CreditNoteRequest' }) } },
      required: true,
    },
  },
  responses: { 200: { description: 'Credited', content: detail }, ...errorResponses(400, 404, 409, 422) },
});

const fromOrdersRoute = guardedRoute(rights.create, {
  method: 'post',
  path: '/invoices/from-orders',
  tags: ['invoices'],
  summary: 'A draft invoice for shipped orders of one customer in one currency',
  request: {
    body: {
      content: {
        'application/json': { schema: invoiceOrdersRequestSchema.meta({ id: 'InvoiceOrdersRequest' }) },
      },
      required: true,
    },
  },
  responses: { 201: { description: 'Created', content: detail }, ...errorResponses(400, 409, 422) },
});

export function registerInvoiceActions(
  app: UpstreamApp,
  resource: Handle,
  loadOrder: (tx: Tx, id: number) => Promise<Order>,
): void {
  mountRoute(app, issueRoute, async (c) => {
    const id = readId(c, 'invoiceId');
    const { version } = await readJson(c, issueRequestSchema);
    return c.json({ success: true, data: await resource.versionedWrite(c, id, version, issue) }, 200);
  });

  mountRoute(app, paymentRoute, async (c) => {
    const id = readId(c, 'invoiceId');
    const request = await readJson(c, paymentRequestSchema);
    const paid = await resource.versionedWrite(c, id, request.version, (context, before) =>
      recordPayment(context, before, request),
    );
    return c.json({ success: true, data: paid }, 200);
  });

  mountRoute(app, creditRoute, async (c) => {
    const id = readId(c, 'invoiceId');
    const request = await readJson(c, creditNoteRequestSchema);
    const credited = await resource.versionedWrite(c, id, request.version, (context, before) =>
      credit(context, before, request),
    );
    return c.json({ success: true, data: credited }, 200);
  });

  mountRoute(app, fromOrdersRoute, async (c) => {
    const { orderIds } = await readJson(c, invoiceOrdersRequestSchema);
    const { values, orderLineIds } = await valuesForOrders(c.var.deps.database.db, orderIds, loadOrder);
    const created = await resource.create(c, values, async ({ tx }, id) => {
      await tx
        .insert(invoiceOrders)
        .values([...new Set(orderIds)].map((orderId) => ({ invoiceId: id, orderId })));
      // Each line bills its order line, so that copies returned later are credited on it.
      for (const [index, orderLineId] of orderLineIds.entries())
        await tx
          .update(invoiceLines)
          .set({ orderLineId })
          .where(and(eq(invoiceLines.invoiceId, id), eq(invoiceLines.position, index + 1)));
    });
    return c.json({ success: true, data: created }, 201);
  });
}
