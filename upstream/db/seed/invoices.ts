import { lineName } from '@/lib/areas/order-line-values';
import { creditNoteSequence, invoiceSequence } from '@/lib/finance/document-numbers';
import { taxClassOf, vatAmount, vatTreatment } from '@/lib/finance/vat';
import { type InvoiceStatus, type PublicationFormat } from '@/lib/contract/enums';
import {
  creditNoteLines,
  creditNotes,
  invoiceLines,
  invoiceOrders,
  invoicePayments,
  invoices,
  numberSequences,
} from '../schema';
import type { SeedContext } from './context';
import { addDays, at, daysBetween, minDay } from './dates';
import type { RowOf } from './insert';
import { BOOK_VAT_RATE } from './names';
import type { OrderChunk, OrderRow } from './orders';
import { customerAddress, lineNet } from './orders';
import { Random } from './random';
import { TRADING_CURRENCIES } from './reference';

export type InvoiceRow = RowOf<typeof invoices> & { id: number; totalAmount: number };
export type InvoiceLineRow = RowOf<typeof invoiceLines> & { id: number };

const INVOICED_CHANNELS = new Set(['trade', 'wholesale', 'library', 'export']);

const CREDIT_REASONS = ['Invoiced in error', 'Damaged on delivery', 'Agreed price adjustment'];

export interface InvoiceData {
  invoices: InvoiceRow[];
  lines: InvoiceLineRow[];
  orders: RowOf<typeof invoiceOrders>[];
  payments: RowOf<typeof invoicePayments>[];
  creditNotes: RowOf<typeof creditNotes>[];
  creditLines: RowOf<typeof creditNoteLines>[];
  /** The last number of each gapless sequence, for `number_sequences`. */
  sequences: RowOf<typeof numberSequences>[];
}

interface Draft {
  order: OrderRow;
  vatNumber: string | null;
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
      // Only a shipped order is invoiced, as the product allows; its invoice, once issued, marks it invoiced.
      if (order.status !== 'shipped') continue;
      const draft = issueOn > this.context.today || (age <= 5 && this.random.chance(0.5));
      if (!draft) order.status = 'invoiced';
      const country = order.customerCountry ?? 'GB';
      // Trade accounts in the EU buy under their VAT number; libraries, public bodies, do not.
      const vatNumber =
        BOOK_VAT_RATE[country] && order.channel !== 'library'
          ? `${country}${String(100_000_000 + ((order.id * 7919) % 899_999_999))}`
          : null;
      this.drafts.push({
        order,
        vatNumber,
        issueOn: draft ? null : issueOn,
        dueDays: order.channel === 'wholesale' || order.channel === 'export' ? 60 : 30,
        lines: (linesByOrder.get(order.id) ?? []).map((line, index) => {
          const info = this.publicationInfo.get(line.publicationId);
          const netAmount = lineNet(line);
          const taxClass = taxClassOf(info?.format ?? null);
          const vat = vatTreatment({ country, vatNumber }, taxClass);
          return {
            position: index + 1,
            description: info ? lineName(info.title, info.format) : 'Book',
            publicationId: line.publicationId,
            orderLineId: line.id,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            discountPercent: line.discountPercent,
            netAmount,
            taxClass,
            vatRule: vat.rule,
            vatRate: vat.ratePercent.toFixed(2),
            vatAmount: vatAmount(netAmount, vat.ratePercent),
          };
        }),
      });
    }
  }

  /**
   * Numbers the issued invoices without gaps per year in date order, settles each one's status as of
   * today with its payments, and credits a few in full with a credit note.
   */
  finish(): InvoiceData {
    const { today } = this.context;
    const random = this.random;
    const issued = this.drafts
      .filter((draft) => draft.issueOn)
      .sort((a, b) => (a.issueOn ?? '').localeCompare(b.issueOn ?? '') || a.order.id - b.order.id);
    const unissued = this.drafts.filter((draft) => !draft.issueOn);
    const data: InvoiceData = {
      invoices: [],
      lines: [],
      orders: [],
      payments: [],
      creditNotes: [],
      creditLines: [],
      sequences: [],
    };
    const numbers = new Map<string, number>();
    const next = (key: string) => {
      const value = (numbers.get(key) ?? 0) + 1;
      numbers.set(key, value);
      return value;
    };

    [...issued, ...unissued].forEach((draft, index) => {
      const id = index + 1;
      const { order } = draft;
      const issueOn = draft.issueOn;
      const dueOn = issueOn ? addDays(issueOn, draft.dueDays) : null;
      const createdAt = at(issueOn ?? order.orderDate, 9 * 60 + (id % 480));
      const firstLine = data.lines.length + 1;
      const invoiceLinesOf = draft.lines.map((line, at_) => ({
        ...line,
        id: firstLine + at_,
        invoiceId: id,
        createdAt,
        updatedAt: createdAt,
      }));
      data.lines.push(...invoiceLinesOf);
      data.orders.push({ invoiceId: id, orderId: order.id });
      const netAmount = invoiceLinesOf.reduce((sum, line) => sum + line.netAmount, 0);
      const vatTotal = invoiceLinesOf.reduce((sum, line) => sum + line.vatAmount, 0);
      const totalAmount = netAmount + vatTotal;

      let status: InvoiceStatus = 'draft';
      const paid: { amount: number; on: string }[] = [];
      let creditedOn: string | null = null;
      let overdueOn: string | null = null;
      if (issueOn && dueOn) {
        const overdueDays = daysBetween(dueOn, today);
        const early = addDays(issueOn, random.int(3, draft.dueDays));
        if (random.chance(0.02)) {
          status = 'credited';
          creditedOn = minDay(addDays(issueOn, random.int(1, 7)), today);
        } else if (overdueDays <= 0) {
          const share = random.chance(0.25) && early <= today ? random.pick([1, 1, 0.5]) : 0;
          if (share > 0) paid.push({ amount: Math.round(totalAmount * share), on: early });
          status = share === 1 ? 'paid' : share > 0 ? 'partly_paid' : 'issued';
        } else if ((overdueDays <= 120 && random.chance(0.3)) || random.chance(0.01)) {
          status = 'overdue';
          overdueOn = addDays(dueOn, 1);
          if (random.chance(0.3)) paid.push({ amount: Math.round(totalAmount / 3), on: early });
        } else {
          status = 'paid';
          const on = addDays(dueOn, random.int(-20, 25));
          paid.push({
            amount: totalAmount,
            on: minDay(on < addDays(issueOn, 1) ? addDays(issueOn, 1) : on, today),
          });
        }
      }
      for (const payment of paid)
        data.payments.push({
          invoiceId: id,
          amount: payment.amount,
          paidOn: payment.on,
          reference: `BANK-${id}`,
          createdAt: at(payment.on, 14 * 60),
          updatedAt: at(payment.on, 14 * 60),
        });
      if (creditedOn) {
        const year = Number(creditedOn.slice(0, 4));
        const creditId = data.creditNotes.length + 1;
        data.creditNotes.push({
          id: creditId,
          invoiceId: id,
          number: next(creditNoteSequence(year)),
          numberYear: year,
          issueDate: creditedOn,
          reason: random.pick(CREDIT_REASONS),
          netAmount,
          vatAmount: vatTotal,
          totalAmount,
          createdAt: at(creditedOn, 11 * 60),
          updatedAt: at(creditedOn, 11 * 60),
        });
        data.creditLines.push(
          ...invoiceLinesOf.map((line) => ({
            creditNoteId: creditId,
            invoiceLineId: line.id,
            quantity: line.quantity,
            netAmount: line.netAmount,
            vatAmount: line.vatAmount,
            createdAt: at(creditedOn, 11 * 60),
            updatedAt: at(creditedOn, 11 * 60),
          })),
        );
      }
      const lastPaid = paid.at(-1)?.on ?? null;
      const lastChange = [lastPaid, creditedOn, overdueOn]
        .filter((day): day is string => !!day)
        .sort()
        .at(-1);
      const country = order.customerCountry ?? 'GB';
      const year = issueOn ? Number(issueOn.slice(0, 4)) : null;
      data.invoices.push({
        id,
        number: year ? next(invoiceSequence(year)) : null,
        numberYear: year,
        orderId: order.id,
        customerName: order.customerName,
        customerAddress: order.billingAddress ?? customerAddress(order.id, country),
        customerEmail: order.customerEmail ?? null,
        customerVatNumber: draft.vatNumber,
        customerCountry: country,
        paymentDays: draft.dueDays,
        currency: order.currency,
        status,
        issueDate: issueOn,
        dueDate: dueOn,
        paymentDate: status === 'paid' ? lastPaid : null,
        netAmount,
        vatAmount: vatTotal,
        totalAmount,
        paidAmount: paid.reduce((sum, payment) => sum + payment.amount, 0),
        creditedAmount: creditedOn ? totalAmount : 0,
        notes: null,
        version: status === 'draft' ? 1 : status === 'issued' ? 2 : 3,
        createdAt,
        updatedAt: lastChange && lastChange <= today ? at(lastChange, 14 * 60) : createdAt,
      });
    });
    data.sequences = [...numbers].map(([key, lastValue]) => ({ key, lastValue }));
    return data;
  }
}
