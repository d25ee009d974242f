import { eq, inArray, sql } from 'drizzle-orm';
import type { AreaValues } from '@/lib/area/define-area';
import { sameData } from '@/lib/areas/contracts';
import { invoiceArea, invoiceLinesOf, type Invoice } from '@/lib/areas/invoices';
import type { orderArea } from '@/lib/areas/orders';
import type { FieldIssue } from '@/lib/contract/envelope';
import { lineNetAmount } from '@/lib/areas/order-line-values';
import { vatAmount, vatTreatment } from '@/lib/finance/vat';
import { euroRateUsedOn, inEurosOn } from '../currencies/rate-on';
import { insertRows, qualified } from '../db/bulk-insert';
import {
  creditNoteLines,
  creditNotes,
  currencies,
  invoiceLines,
  invoiceOrders,
  invoicePayments,
  invoices,
  orders,
  publications,
} from '../db/schema';
import type { UpstreamApp } from '../platform/app-type';
import { conflict } from '../platform/http-error';
import {
  registerArea,
  unprocessable,
  type AreaDomain,
  type AreaHandle,
  type WriteContext,
} from '../resources';
import { creditReturned, registerInvoiceActions } from './invoice-actions';
import { registerBillableOrders } from './invoice-billable-orders';
import type { ReturnHooks } from './order-actions';
import { registerInvoiceMail } from './invoice-mail';
import { markOverdueAndRemind } from './invoice-reminders';
import { registerInvoicePrintLink } from './invoice-print-link';

/*
 * Invoices' side of the API: the lines with their VAT, worked out from the customer and each line's
 * tax class whenever a draft is saved; only drafts change or are deleted. Issuing, payments, credit
 * notes and invoicing orders are in invoice-actions.ts.
 */

type Values = AreaValues<typeof invoiceArea.fields>;

const invoiceId = qualified(invoices.id);
// An invoice is converted at the rate of its day of issue; a draft at that of the day it was drafted.
const invoiceCurrency = sql`${qualified(invoices.currency)}`;
const invoiceDay = sql`coalesce(${qualified(invoices.issueDate)}, (${qualified(invoices.createdAt)} at time zone 'UTC')::date)`;
const line = {
  id: qualified(invoiceLines.id),
  invoiceId: qualified(invoiceLines.invoiceId),
  position: qualified(invoiceLines.position),
};
const credited = sql`(select coalesce(sum(${qualified(creditNoteLines.quantity)}), 0)::int from ${creditNoteLines}
  where ${qualified(creditNoteLines.invoiceLineId)} = ${line.id})`;

const lines = sql`(select coalesce(json_agg(json_build_object(
    'lineId', ${line.id}, 'description', ${qualified(invoiceLines.description)},
    'publicationId', ${qualified(invoiceLines.publicationId)}, 'quantity', ${qualified(invoiceLines.quantity)},
    'unitPrice', ${qualified(invoiceLines.unitPrice)},
    'discountPercent', ${qualified(invoiceLines.discountPercent)}::float8,
    'taxClass', ${qualified(invoiceLines.taxClass)}, 'netAmount', ${qualified(invoiceLines.netAmount)},
    'vatRule', ${qualified(invoiceLines.vatRule)}, 'vatRate', ${qualified(invoiceLines.vatRate)}::float8,
    'vatAmount', ${qualified(invoiceLines.vatAmount)}, 'creditedQuantity', ${credited})
    order by ${line.position}), '[]'::json)
  from ${invoiceLines} where ${line.invoiceId} = ${invoiceId})`;

export const invoiceTitle = sql<string>`case when ${invoices.number} is null then 'Draft ' || ${invoices.id}
  else ${invoices.numberYear} || '-' || lpad(${invoices.number}::text, 6, '0') end`;

/** A line's net and VAT as the invoice stores them. */
export function pricedLine(
  values: Pick<Values, 'customerCountry' | 'customerVatNumber'>,
  entry: Values['lines'][number],
) {
  const netAmount = lineNetAmount(entry);
  const vat = vatTreatment(
    { country: values.customerCountry, vatNumber: values.customerVatNumber },
    entry.taxClass,
  );
  return {
    netAmount,
    vatRule: vat.rule,
    vatRate: vat.ratePercent,
    vatAmount: vatAmount(netAmount, vat.ratePercent),
  };
}

function totals(values: Values) {
  const priced = values.lines.map((entry) => pricedLine(values, entry));
  const netAmount = priced.reduce((sum, entry) => sum + entry.netAmount, 0);
  const vat = priced.reduce((sum, entry) => sum + entry.vatAmount, 0);
  return { netAmount, vatAmount: vat, totalAmount: netAmount + vat };
}

/** The lines as the form sends them back. */
const linesInput = (invoice: Invoice) =>
  invoiceLinesOf(invoice).map(
    ({ description, publicationId, quantity, unitPrice, discountPercent, taxClass }) => ({
      description,
      publicationId,
      quantity,
      unitPrice,
      discountPercent,
      taxClass,
    }),
  );

const IMMUTABLE = 'An issued invoice cannot be changed: correct it with a credit note';

async function check({ tx }: WriteContext, values: Values, before?: Invoice): Promise<void> {
  if (before && before.status !== 'draft') throw conflict(IMMUTABLE);
  const issues: FieldIssue[] = [];
  const [currency] = await tx
    .select({ code: currencies.code })
    .from(currencies)
    .where(eq(currencies.code, values.currency));
  if (!currency) issues.push({ path: 'currency', message: `The firm keeps no currency ${values.currency}` });
  const ids = values.lines.flatMap((entry) => (entry.publicationId === null ? [] : [entry.publicationId]));
  if (ids.length > 0) {
    const found = await tx
      .select({ id: publications.id })
      .from(publications)
      .where(inArray(publications.id, ids));
    const known = new Set(found.map((row) => row.id));
    const missing = [...new Set(ids)].filter((id) => !known.has(id));
    if (missing.length > 0)
      issues.push({ path: 'lines', message: `There is no publication ${missing.join(', ')}` });
  }
  if (issues.length > 0) throw unprocessable(issues);
}

/** A draft's lines, replaced as a whole with their VAT whenever they or the customer changed. */
async function writeLines({ tx, now }: WriteContext, id: number, values: Values, before?: Invoice) {
  if (
    before &&
    sameData(linesInput(before), values.lines) &&
    before.customerCountry === values.customerCountry &&
    before.customerVatNumber === values.customerVatNumber
  )
    return;
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, id));
  await insertRows(
    tx,
    invoiceLines,
    values.lines.map((entry, index) => {
      const priced = pricedLine(values, entry);
      return {
        invoiceId: id,
        position: index + 1,
        description: entry.description,
        publicationId: entry.publicationId,
        quantity: entry.quantity,
        unitPrice: entry.unitPrice,
        discountPercent: String(entry.discountPercent),
        taxClass: entry.taxClass,
        netAmount: priced.netAmount,
        vatRule: priced.vatRule,
        vatRate: String(priced.vatRate),
        vatAmount: priced.vatAmount,
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
}

async function removeDraft({ tx }: WriteContext, id: number): Promise<void> {
  const [row] = await tx.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, id));
  if (row && row.status !== 'draft')
    throw conflict('An issued invoice is kept: correct it with a credit note.');
  await tx.delete(invoices).where(eq(invoices.id, id));
}

const domain: AreaDomain<typeof invoiceArea> = {
  table: invoices,
  columns: {
    title: invoiceTitle,
    lines,
    totalInEuros: inEurosOn(sql`${qualified(invoices.totalAmount)}`, invoiceCurrency, invoiceDay),
    rateUsed: euroRateUsedOn(invoiceCurrency, invoiceDay),
  },
  related: async (tx, id) => ({
    orders: await tx
      .select({ orderId: orders.id, orderNumber: orders.orderNumber })
      .from(invoiceOrders)
      .innerJoin(orders, eq(orders.id, invoiceOrders.orderId))
      .where(eq(invoiceOrders.invoiceId, id))
      .orderBy(orders.id),
    payments: await tx
      .select({
        paymentId: invoicePayments.id,
        amount: invoicePayments.amount,
        paidOn: invoicePayments.paidOn,
        reference: invoicePayments.reference,
      })
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, id))
      .orderBy(invoicePayments.paidOn, invoicePayments.id),
    creditNotes: await tx
      .select({
        creditNoteId: creditNotes.id,
        number: sql<string>`'CN-' || ${creditNotes.numberYear} || '-' || lpad(${creditNotes.number}::text, 6, '0')`,
        issueDate: creditNotes.issueDate,
        reason: creditNotes.reason,
        totalAmount: creditNotes.totalAmount,
      })
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, id))
      .orderBy(creditNotes.id),
  }),
  check,
  row: (values, columns) => ({ ...columns, paymentDays: values.paymentDays ?? 30, ...totals(values) }),
  afterWrite: writeLines,
  remove: removeDraft,
  extend: registerBillableOrders,
};

/** `orders` reads the orders an invoice is made from; their returns are credited on the invoices. */
export function registerInvoiceRoutes(
  app: UpstreamApp,
  orders: { handle: AreaHandle<typeof orderArea>; returns: ReturnHooks },
): void {
  // Before every read or write of invoices, so that nothing shows an invoice past due as merely issued.
  // (`/invoices/*` matches the list's `/invoices` too.)
  app.use('/invoices/*', async (c, next) => {
    await markOverdueAndRemind(c.var.deps);
    await next();
  });
  const handle = registerArea(app, invoiceArea, domain);
  registerInvoiceActions(app, handle, (tx, id) => orders.handle.load(tx, id));
  orders.returns.credit = (context, returned, reason) =>
    creditReturned(context, (tx, id) => handle.load(tx, id), returned, reason);
  registerInvoiceMail(app, handle);
  registerInvoicePrintLink(app, handle);
}
