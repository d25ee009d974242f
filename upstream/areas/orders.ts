import { eq, inArray, sql } from 'drizzle-orm';
import type { AreaValues } from '@/lib/area/define-area';
import { sameData } from '@/lib/areas/contracts';
import { ALWAYS_EDITABLE, isOrderOpen } from '@/lib/areas/order-workflow';
import { orderArea, type Order } from '@/lib/areas/orders';
import type { FieldIssue } from '@/lib/contract/envelope';
import { euroRateUsedOn, inEurosOn } from '../currencies/rate-on';
import { insertRows, qualified } from '../db/bulk-insert';
import type { Tx } from '../db/client';
import { contacts, currencies, orderLines, orderReturns, orders, publications } from '../db/schema';
import type { UpstreamApp } from '../platform/app-type';
import { conflict } from '../platform/http-error';
import {
  registerArea,
  unprocessable,
  type AreaDomain,
  type AreaHandle,
  type WriteContext,
} from '../resources';
import { registerOrderActions, type ReturnHooks } from './order-actions';
import { registerOrderLookups } from './order-lookups';

/*
 * Orders' side of the API: the lines with their titles and net prices, the rules of a write (what
 * exists, and only a draft's customer, currency and lines change), the number given once the id is
 * known, and deleting drafts only. The life and returns are in order-actions.ts.
 */

type Values = AreaValues<typeof orderArea.fields>;

const orderId = qualified(orders.id);

/** The lines in the order they were entered, each with its title and net price. */
const line = {
  id: qualified(orderLines.id),
  orderId: qualified(orderLines.orderId),
  publicationId: qualified(orderLines.publicationId),
  quantity: qualified(orderLines.quantity),
  unitPrice: qualified(orderLines.unitPrice),
  discount: qualified(orderLines.discountPercent),
  returned: qualified(orderLines.returnedQuantity),
};
const title = {
  id: qualified(publications.id),
  title: qualified(publications.title),
  format: qualified(publications.format),
  isbn: qualified(publications.isbn),
};
const lines = sql`(select coalesce(json_agg(json_build_object(
    'lineId', ${line.id}, 'publicationId', ${line.publicationId},
    'title', ${title.title}, 'format', ${title.format}, 'isbn', ${title.isbn},
    'quantity', ${line.quantity}, 'unitPrice', ${line.unitPrice}, 'discountPercent', ${line.discount}::float8,
    'netAmount', round(${line.quantity} * ${line.unitPrice} * (100 - ${line.discount}) / 100)::bigint,
    'returnedQuantity', ${line.returned}) order by ${line.id}), '[]'::json)
  from ${orderLines} join ${publications} on ${title.id} = ${line.publicationId}
  where ${line.orderId} = ${orderId})`;

/** What the order earned: the lines' copies kept at their net prices, as the totals' triggers keep it. */
const netSales = sql<number>`round(${orders.netSales})::float8`;
const [orderCurrency, orderDay] = [sql`${qualified(orders.currency)}`, sql`${qualified(orders.orderDate)}`];

async function missingIds(tx: Tx, table: typeof publications | typeof contacts, ids: number[]) {
  if (ids.length === 0) return [];
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const known = new Set(found.map((row) => row.id));
  return [...new Set(ids)].filter((id) => !known.has(id));
}

/** Once confirmed, only the fields of ALWAYS_EDITABLE change: the rest is what figures count. */
function lockedChanges(values: Values, before: Order): FieldIssue[] {
  const record = values as Record<string, unknown>;
  const previous = before as Record<string, unknown>;
  const compared = (name: string) => (name === 'lines' ? linesInput(before) : previous[name]);
  return Object.keys(record)
    .filter((name) => !ALWAYS_EDITABLE.includes(name) && !sameData(record[name], compared(name)))
    .map((name) => ({
      path: name,
      message: `Only a draft’s ${orderArea.fields[name as keyof typeof orderArea.fields].label.toLowerCase()} can change`,
    }));
}

/** The lines as the form sends them back. */
const linesInput = (order: Order) =>
  order.lines.map(({ publicationId, quantity, unitPrice, discountPercent }) => ({
    publicationId,
    quantity,
    unitPrice,
    discountPercent,
  }));

async function check({ tx }: WriteContext, values: Values, before?: Order): Promise<void> {
  if (before && !isOrderOpen(before.status)) {
    const locked = lockedChanges(values, before);
    if (locked.length > 0) throw unprocessable(locked);
    return;
  }
  const issues: FieldIssue[] = [];
  const [currency] = await tx
    .select({ code: currencies.code })
    .from(currencies)
    .where(eq(currencies.code, values.currency));
  if (!currency) issues.push({ path: 'currency', message: `The firm keeps no currency ${values.currency}` });
  const publicationsMissing = await missingIds(
    tx,
    publications,
    values.lines.map((line) => line.publicationId),
  );
  if (publicationsMissing.length > 0)
    issues.push({ path: 'lines', message: `There is no publication ${publicationsMissing.join(', ')}` });
  if (values.contactId !== null && (await missingIds(tx, contacts, [values.contactId])).length > 0)
    issues.push({ path: 'contactId', message: `There is no contact ${values.contactId}` });
  if (issues.length > 0) throw unprocessable(issues);
}

/** A draft's lines are replaced as a whole when they changed; the totals' triggers follow. */
async function writeLines({ tx, now }: WriteContext, id: number, values: Values, before?: Order) {
  if (before && (!isOrderOpen(before.status) || sameData(linesInput(before), values.lines))) return;
  await tx.delete(orderLines).where(eq(orderLines.orderId, id));
  await insertRows(
    tx,
    orderLines,
    values.lines.map((line) => ({
      orderId: id,
      publicationId: line.publicationId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discountPercent: String(line.discountPercent),
      createdAt: now,
      updatedAt: now,
    })),
  );
}

async function removeDraft({ tx }: WriteContext, id: number): Promise<void> {
  const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  if (row && !isOrderOpen(row.status))
    throw conflict('Only a draft order can be deleted: cancel a confirmed one, with the reason.');
  await tx.delete(orders).where(eq(orders.id, id));
}

const domain: AreaDomain<typeof orderArea> = {
  table: orders,
  columns: {
    lines,
    netSales,
    copiesReturned: sql<number>`${orders.copiesReturned}::int`,
    netInEuros: inEurosOn(sql`${qualified(orders.netSales)}`, orderCurrency, orderDay),
    rateUsed: euroRateUsedOn(orderCurrency, orderDay),
  },
  sorts: { netSales: sql`${orders.netSales}` },
  related: async (tx, id) => ({
    returns: await tx
      .select({
        returnId: orderReturns.id,
        lineId: orderReturns.orderLineId,
        title: publications.title,
        quantity: orderReturns.quantity,
        returnDate: orderReturns.returnDate,
        reason: orderReturns.reason,
      })
      .from(orderReturns)
      .innerJoin(orderLines, eq(orderLines.id, orderReturns.orderLineId))
      .innerJoin(publications, eq(publications.id, orderLines.publicationId))
      .where(eq(orderReturns.orderId, id))
      .orderBy(orderReturns.returnDate, orderReturns.id),
  }),
  check: (context, values, before) => check(context, values, before),
  afterWrite: writeLines,
  async afterCreate({ tx }, id) {
    await tx
      .update(orders)
      .set({
        orderNumber: sql`'SO-' || to_char(${orders.orderDate}, 'YYYY') || '-' || lpad(${orders.id}::text, 6, '0')`,
      })
      .where(eq(orders.id, id));
  },
  remove: removeDraft,
  extend: registerOrderLookups,
};

/** The orders' handle, and the hooks of a return that the invoices fill in. */
export function registerOrderRoutes(app: UpstreamApp): {
  handle: AreaHandle<typeof orderArea>;
  returns: ReturnHooks;
} {
  const handle = registerArea(app, orderArea, domain);
  const returns: ReturnHooks = {};
  registerOrderActions(app, handle, returns);
  return { handle, returns };
}
