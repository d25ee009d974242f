import { PUBLICATION_FORMAT } from '@/lib/contract/choices';
import { type InvoiceStatus, type PublicationFormat } from '@/lib/contract/enums';
import { invoiceLines, invoices } from '../schema';
import type { SeedContext } from './context';
import { addDays, at, daysBetween, minDay } from './dates';
import type { RowOf } from './insert';
import { BOOK_VAT_RATE } from './names';
import type { OrderChunk, OrderRow } from './orders';
import { customerAddress, lineNet } from './orders';
import { Random } from './random';
import { TRADING_CURRENCIES } from './reference';

export type InvoiceRow = RowOf<typeof invoices> & { id: number; totalAmount: number };
export type InvoiceLineRow = RowOf<typeof invoiceLines>;

const INVOICED_CHANNELS = new Set(['trade', 'wholesale', 'library', 'export']);

interface Draft {
  order: OrderRow;
  issueOn: string | null;
  dueDays: number;
  lines: Omit<InvoiceLineRow, 'invoiceId' | 'id'>[];
}

/** Invoices for part of the trade orders (the rest are settled on the customers' statements). */
export class InvoiceBuilder {
  private readonly random = Random.named('invoices');
  private readonly drafts: Draft[] = [];

  constructor(
    private readonly context: SeedContext,
    private readonly publicationInfo: ReadonlyMap<number, { title: string; format: PublicationFormat }>,
  ) {}

  add(chunk: OrderChunk): void {
    const linesByOrder = new Map<number, OrderChunk['lines']>();
    for (const line of chunk.lines)
      linesByOrder.set(line.orderId, [...(linesByOrder.get(line.orderId) ?? []), line]);
    for (const order of chunk.orders) {
      if (!INVOICED_CHANNELS.has(order.channel) || order.status === 'cancelled') continue;
      if (!(TRADING_CURRENCIES as readonly string[]).includes(order.currency) || !this.random.chance(0.16))
        continue;
      const issueOn = addDays(order.orderDate, this.random.int(0, 2));
      const age = daysBetween(order.orderDate, this.context.today);
      // Only a shipped order is invoiced; its invoice, once issued, marks it invoiced.
      const draft =
        order.status !== 'shipped' || issueOn > this.context.today || (age <= 5 && this.random.chance(0.5));
      if (!draft) order.status = 'invoiced';
      const vatRate = BOOK_VAT_RATE[order.customerCountry ?? ''] ?? '0.00';
      this.drafts.push({
        order,
        issueOn: draft ? null : issueOn,
        dueDays: order.channel === 'wholesale' || order.channel === 'export' ? 60 : 30,
        lines: (linesByOrder.get(order.id) ?? []).map((line, index) => {
          const info = this.publicationInfo.get(line.publicationId);
          const netAmount = lineNet(line);
          return {
            position: index + 1,
            description: info ? `${info.title} (${PUBLICATION_FORMAT.labels[info.format]})` : 'Book',
            publicationId: line.publicationId,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            discountPercent: line.discountPercent,
            netAmount,
            vatRate,
            vatAmount: Math.round((netAmount * Math.round(Number(vatRate) * 100)) / 10_000),
          };
        }),
      });
    }
  }

  /** Numbers the issued invoices in date order without gaps, and settles each one's status as of today. */
  finish(): { invoices: InvoiceRow[]; lines: InvoiceLineRow[] } {
    const { today } = this.context;
    const random = this.random;
    const issued = this.drafts
      .filter((draft) => draft.issueOn)
      .sort((a, b) => (a.issueOn ?? '').localeCompare(b.issueOn ?? '') || a.order.id - b.order.id);
    const unissued = this.drafts.filter((draft) => !draft.issueOn);
    const rows: InvoiceRow[] = [];
    const lines: InvoiceLineRow[] = [];

    [...issued, ...unissued].forEach((draft, index) => {
      const id = index + 1;
      const { order } = draft;
      const issueOn = draft.issueOn;
      const dueOn = issueOn ? addDays(issueOn, draft.dueDays) : null;
      let status: InvoiceStatus = 'draft';
      let paidOn: string | null = null;
      let closedOn: string | null = null;
      if (issueOn && dueOn) {
        const overdueDays = daysBetween(dueOn, today);
        if (random.chance(0.02)) {
          status = 'void';
          closedOn = minDay(addDays(issueOn, random.int(1, 7)), today);
        } else if (overdueDays <= 0) {
          const early = addDays(issueOn, random.int(3, draft.dueDays));
          status = random.chance(0.25) && early <= today ? 'paid' : 'sent';
          paidOn = status === 'paid' ? early : null;
        } else if ((overdueDays <= 120 && random.chance(0.3)) || random.chance(0.01)) {
          status = 'overdue';
          closedOn = addDays(dueOn, 1);
        } else {
          status = 'paid';
          const paid = addDays(dueOn, random.int(-20, 25));
          paidOn = minDay(paid < addDays(issueOn, 1) ? addDays(issueOn, 1) : paid, today);
        }
      }
      const createdAt = at(issueOn ?? order.orderDate, 9 * 60 + (id % 480));
      const invoiceLinesOf = draft.lines.map((line) => ({
        ...line,
        invoiceId: id,
        createdAt,
        updatedAt: createdAt,
      }));
      lines.push(...invoiceLinesOf);
      const netAmount = invoiceLinesOf.reduce((sum, line) => sum + line.netAmount, 0);
      const vatAmount = invoiceLinesOf.reduce((sum, line) => sum + line.vatAmount, 0);
      const lastChange = paidOn ?? closedOn;
      const country = order.customerCountry ?? 'GB';
      rows.push({
        id,
        number: issueOn ? index + 1 : null,
        orderId: order.id,
        customerName: order.customerName,
        customerAddress: order.billingAddress ?? customerAddress(order.id, country),
        customerEmail: order.customerEmail ?? null,
        customerVatNumber: BOOK_VAT_RATE[country]
          ? `${country}${String(100_000_000 + ((order.id * 7919) % 899_999_999))}`
          : null,
        currency: order.currency,
        status,
        issueDate: issueOn,
        dueDate: dueOn,
        paymentDate: paidOn,
        netAmount,
        vatAmount,
        totalAmount: netAmount + vatAmount,
        notes: null,
        version: status === 'draft' ? 1 : status === 'sent' ? 2 : 3,
        createdAt,
        updatedAt: lastChange && lastChange <= today ? at(lastChange, 14 * 60) : createdAt,
      });
    });
    lines.forEach((line, index) => (line.id = index + 1));
    return { invoices: rows, lines };
  }
}
