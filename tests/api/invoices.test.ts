import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { InvoiceLine } from '@/lib/areas/invoice-lines';
import { invoiceArea, type Invoice } from '@/lib/areas/invoices';
import { linesOf, type Order } from '@/lib/areas/orders';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import { invoiceEmails, orders } from '@/upstream/db/schema';
import { ok, refusal } from '../support/answers';
import { createUser, type TestUser } from '../support/fixtures';
import { financeBook } from '../support/finance-book';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

/*
 * Invoices beyond what every area does (tests/api/area-conformance.test.ts): gapless numbers per year
 * under concurrent issuing, VAT at home, to EU consumers, reverse charged and outside the EU, an issued
 * invoice that never changes, payments, credit notes that reverse exactly, invoicing shipped orders, and
 * who may do what.
 */

type InvoiceInput = z.input<typeof invoiceArea.inputSchema>;

let api: TestUpstream;
let finance: TestUser;
let fassistant: TestUser;
let designer: TestUser;
const book = { hardback: 0, ebook: 0 };

async function call(user: TestUser, method: string, path: string, body?: unknown): Promise<ApiResponse> {
  const token = await issueToken(api.database.db, user.id, api.clock.now());
  return api.request(method, path, { token, body });
}

const input = (overrides: Partial<InvoiceInput> = {}): InvoiceInput => ({
  customerName: 'Buchhandlung Lindenhof',
  customerAddress: 'Lindenstraße 4, Berlin',
  customerEmail: 'rechnung@lindenhof.example',
  customerCountry: 'DE',
  customerVatNumber: null,
  currency: 'EUR',
  paymentDays: 30,
  lines: [
    {
      description: 'The Salt Road (Hardback)',
      publicationId: book.hardback,
      quantity: 10,
      unitPrice: 2000,
      discountPercent: 40,
      taxClass: 'printed_book',
    },
    {
      description: 'The Salt Road (E-book)',
      publicationId: book.ebook,
      quantity: 3,
      unitPrice: 999,
      discountPercent: 0,
      taxClass: 'ebook',
    },
    {
      description: 'Carriage',
      publicationId: null,
      quantity: 1,
      unitPrice: 1250,
      discountPercent: 0,
      taxClass: 'standard',
    },
  ],
  notes: null,
  ...overrides,
});

const create = async (overrides: Partial<InvoiceInput> = {}) =>
  ok<Invoice>(await call(finance, 'POST', 'invoices', input(overrides)), 201);
const issue = (invoice: Invoice) =>
  call(finance, 'POST', `invoices/${invoice.invoiceId}/issue`, { version: invoice.version });
const issued = async (overrides: Partial<InvoiceInput> = {}) =>
  ok<Invoice>(await issue(await create(overrides)));
const vatOf = (invoice: Invoice) =>
  (invoice.lines as InvoiceLine[]).map((line) => [line.vatRule, line.vatRate, line.vatAmount]);

beforeAll(async () => {
  api = await createTestUpstream();
  api.clock.set(new Date('2026-06-15T10:00:00Z'));
  const db = api.database.db;
  finance = await createUser(db, { userName: 'finance', groups: [GROUP.FINANCIAL_MANAGER] });
  fassistant = await createUser(db, { userName: 'fassistant', groups: [GROUP.FINANCIAL_ASSISTANTS] });
  designer = await createUser(db, { userName: 'designer', groups: [GROUP.DESIGNER] });
  Object.assign(book, await financeBook(api, finance.id));
});
afterAll(() => api?.close());

describe('VAT', () => {
  it('is the firm’s own rate at home (the Netherlands), by tax class', async () => {
    const invoice = await create({ customerCountry: 'NL', customerVatNumber: 'NL123456789B01' });
    // 12,000 net at 9%, 2,997 at 9%, 1,250 at 21%.
    expect(vatOf(invoice)).toEqual([
      ['domestic', 9, 1080],
      ['domestic', 9, 270],
      ['domestic', 21, 263],
    ]);
    expect([invoice.netAmount, invoice.vatAmount, invoice.totalAmount]).toEqual([16_247, 1613, 17_860]);
  });

  it('is the customer’s state’s rate for an EU consumer', async () => {
    const invoice = await create({ customerCountry: 'DE', customerVatNumber: null });
    expect(vatOf(invoice)).toEqual([
      ['eu_consumer', 7, 840],
      ['eu_consumer', 7, 210],
      ['eu_consumer', 19, 238],
    ]);
    expect(invoice.totalAmount).toBe(16_247 + 1288);
  });

  it('is reverse charged for an EU business with a VAT number of its state', async () => {
    const invoice = await create({ customerCountry: 'DE', customerVatNumber: 'DE123456789' });
    expect(vatOf(invoice).map(([rule, rate, amount]) => [rule, rate, amount])).toEqual([
      ['reverse_charge', 0, 0],
      ['reverse_charge', 0, 0],
      ['reverse_charge', 0, 0],
    ]);
    expect(invoice.totalAmount).toBe(16_247);
  });

  it('is nothing outside the EU', async () => {
    const invoice = await create({ customerCountry: 'US', currency: 'EUR' });
    expect(vatOf(invoice).every(([rule, , amount]) => rule === 'outside_eu' && amount === 0)).toBe(true);
    expect(invoice.vatAmount).toBe(0);
  });

  it('follows the customer when a draft changes country', async () => {
    const draft = await create({ customerCountry: 'US' });
    const moved = ok<Invoice>(
      await call(finance, 'PUT', `invoices/${draft.invoiceId}`, {
        ...input({ customerCountry: 'FR' }),
        version: draft.version,
      }),
    );
    expect(vatOf(moved)[0]).toEqual(['eu_consumer', 5.5, 660]);
  });
});

describe('numbers', () => {
  it('are given only at issue, gapless per year, never twice under 20 concurrent issues', async () => {
    const drafts = await Promise.all(Array.from({ length: 20 }, () => create()));
    expect(
      drafts.every((draft) => draft.status === 'draft' && draft.title === `Draft ${draft.invoiceId}`),
    ).toBe(true);
    const answers = await Promise.all(drafts.map((draft) => issue(draft)));
    const numbers = answers.map((answer) => ok<Invoice>(answer).title).sort();
    const first = Number(numbers[0]?.slice(5));
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, index) => `2026-${String(first + index).padStart(6, '0')}`),
    );
    // A second issue of the same draft is refused and takes no number.
    expect(refusal(await issue(ok<Invoice>(answers[0] as ApiResponse)), 422).error).toBe(
      'This invoice is already issued',
    );
    const next = await issued();
    expect(next.title).toBe(`2026-${String(first + 20).padStart(6, '0')}`);
    expect([next.issueDate, next.dueDate, next.status]).toEqual(['2026-06-15', '2026-07-15', 'issued']);
  });

  it('restart with a new year', async () => {
    api.clock.set(new Date('2027-01-02T09:00:00Z'));
    try {
      expect((await issued()).title).toBe('2027-000001');
      expect((await issued()).title).toBe('2027-000002');
    } finally {
      api.clock.set(new Date('2026-06-15T10:00:00Z'));
    }
  });
});

describe('an issued invoice', () => {
  it('can never be changed or deleted', async () => {
    const invoice = await issued();
    const changed = await call(finance, 'PUT', `invoices/${invoice.invoiceId}`, {
      ...input({ customerName: 'Someone else' }),
      version: invoice.version,
    });
    expect(refusal(changed, 409).error).toBe(
      'An issued invoice cannot be changed: correct it with a credit note',
    );
    const deleted = await call(finance, 'DELETE', `invoices/${invoice.invoiceId}?version=${invoice.version}`);
    expect(refusal(deleted, 409).error).toMatch(/correct it with a credit note/);
    expect(ok<Invoice>(await call(finance, 'GET', `invoices/${invoice.invoiceId}`))).toEqual(invoice);
  });

  it('is paid in part, then in full, never beyond what is owed', async () => {
    const invoice = await issued({ customerCountry: 'NL' });
    const pay = (amount: number, version: number) =>
      call(finance, 'POST', `invoices/${invoice.invoiceId}/payments`, {
        amount,
        paidOn: '2026-06-20',
        reference: 'BANK-1',
        version,
      });
    const part = ok<Invoice>(await pay(10_000, invoice.version));
    expect([part.status, part.paidAmount]).toEqual(['partly_paid', 10_000]);
    expect(refusal(await pay(10_000, part.version), 422).issues.amount).toMatch(/still owed/);
    const full = ok<Invoice>(await pay(7860, part.version));
    expect([full.status, full.paidAmount, full.payments.length]).toEqual(['paid', 17_860, 2]);
  });

  it('is credited by credit notes that reverse it exactly', async () => {
    const invoice = await issued({ customerCountry: 'DE' });
    const [hardback, ebook, carriage] = invoice.lines as InvoiceLine[];
    const creditLines = (lines: { lineId: number | undefined; quantity: number }[], version: number) =>
      call(finance, 'POST', `invoices/${invoice.invoiceId}/credit-notes`, {
        lines,
        reason: 'Damaged on delivery',
        version,
      });
    // Three of ten hardbacks: 3,600 net at 7%.
    const one = ok<Invoice>(await creditLines([{ lineId: hardback?.lineId, quantity: 3 }], invoice.version));
    expect(one.creditNotes).toEqual([
      expect.objectContaining({
        number: 'CN-2026-000001',
        totalAmount: 3600 + 252,
        reason: 'Damaged on delivery',
      }),
    ]);
    expect(one.status).toBe('issued');
    expect(
      refusal(await creditLines([{ lineId: hardback?.lineId, quantity: 8 }], one.version), 422).error,
    ).toMatch(/only 7 of 10 are left/);
    const rest = ok<Invoice>(
      await creditLines(
        [
          { lineId: hardback?.lineId, quantity: 7 },
          { lineId: ebook?.lineId, quantity: 3 },
          { lineId: carriage?.lineId, quantity: 1 },
        ],
        one.version,
      ),
    );
    expect(rest.creditedAmount).toBe(invoice.totalAmount);
    expect(rest.creditNotes.reduce((sum, note) => sum + note.totalAmount, 0)).toBe(invoice.totalAmount);
    expect(rest.status).toBe('credited');
    expect((rest.lines as InvoiceLine[]).map((line) => line.creditedQuantity)).toEqual([10, 3, 1]);
    const paying = await call(finance, 'POST', `invoices/${invoice.invoiceId}/payments`, {
      amount: 1,
      paidOn: '2026-06-20',
      reference: null,
      version: rest.version,
    });
    expect(refusal(paying, 422).error).toBe('A credited invoice is owed no more');
  });
});

describe('invoicing orders', () => {
  async function shippedOrder(customerName: string, currency = 'EUR'): Promise<Order> {
    const order = ok<Order>(
      await call(finance, 'POST', 'orders', {
        customerName,
        contactId: null,
        customerEmail: 'shop@example.test',
        customerCountry: 'NL',
        customerReference: null,
        channel: 'trade',
        orderDate: '2026-06-01',
        currency,
        paymentTerms: 'net_60',
        lines: [{ publicationId: book.hardback, quantity: 5, unitPrice: 2000, discountPercent: 40 }],
        shippingAddress: 'Kade 1, Amsterdam',
        billingAddress: null,
        notes: null,
      }),
      201,
    );
    const confirmed = ok<Order>(
      await call(finance, 'POST', `orders/${order.orderId}/status`, {
        status: 'confirmed',
        version: order.version,
      }),
    );
    return ok<Order>(
      await call(finance, 'POST', `orders/${order.orderId}/status`, {
        status: 'shipped',
        version: confirmed.version,
      }),
    );
  }

  it('makes one draft of several shipped orders, and issuing it marks them invoiced', async () => {
    const [a, b] = [await shippedOrder('Boekhandel Verhoeven'), await shippedOrder('Boekhandel Verhoeven')];
    const draft = ok<Invoice>(
      await call(finance, 'POST', 'invoices/from-orders', { orderIds: [a?.orderId, b?.orderId] }),
      201,
    );
    expect([draft.status, draft.customerName, draft.customerCountry, draft.paymentDays]).toEqual([
      'draft',
      'Boekhandel Verhoeven',
      'NL',
      60,
    ]);
    expect(draft.orders.map((order) => order.orderId)).toEqual([a?.orderId, b?.orderId]);
    expect(draft.lines.length).toBe(2);
    expect(draft.totalAmount).toBe(2 * (6000 + 540));
    const again = await call(finance, 'POST', 'invoices/from-orders', { orderIds: [a?.orderId] });
    expect(refusal(again, 422).error).toBe('An order chosen is already on an invoice');

    ok<Invoice>(await issue(draft));
    const statuses = await api.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, a?.orderId ?? 0));
    expect(statuses).toEqual([{ status: 'invoiced' }]);
  });

  it('credits copies returned against an invoiced order on its invoice', async () => {
    const order = await shippedOrder('Boekhandel Dekker');
    const draft = ok<Invoice>(
      await call(finance, 'POST', 'invoices/from-orders', { orderIds: [order.orderId] }),
      201,
    );
    const invoice = ok<Invoice>(await issue(draft));
    const invoiced = ok<Order>(await call(finance, 'GET', `orders/${order.orderId}`));
    expect(invoiced.status).toBe('invoiced');
    const [line] = linesOf(invoiced);
    ok<Order>(
      await call(finance, 'POST', `orders/${order.orderId}/returns`, {
        returnDate: '2026-06-20',
        lines: [{ lineId: line?.lineId, quantity: 2 }],
        reason: 'Unsold stock',
        version: invoiced.version,
      }),
    );
    const credited = ok<Invoice>(await call(finance, 'GET', `invoices/${invoice.invoiceId}`));
    // Two of five copies at £12 net (20 less 40%), 9% VAT at home.
    expect(credited.creditNotes).toEqual([
      expect.objectContaining({ totalAmount: 2400 + 216, reason: expect.stringContaining('Unsold stock') }),
    ]);
    expect((credited.lines as InvoiceLine[])[0]?.creditedQuantity).toBe(2);
    expect(credited.version).toBe(invoice.version + 1);
  });

  it('refuses orders not shipped, or of two customers', async () => {
    const shipped = await shippedOrder('Librairie du Canal');
    const other = await shippedOrder('Marlowe Books');
    expect(
      refusal(
        await call(finance, 'POST', 'invoices/from-orders', { orderIds: [shipped.orderId, other.orderId] }),
        422,
      ).error,
    ).toBe('One invoice bills one customer in one currency');
  });
});

describe('the PDF and the email', () => {
  it('draws the invoice’s text, and sends it to the customer, recorded against the invoice', async () => {
    const invoice = await issued({ customerCountry: 'DE', customerVatNumber: 'DE123456789' });
    const token = await issueToken(api.database.db, finance.id, api.clock.now());
    const pdf = await api.app.fetch(
      new Request(`http://upstream.test/invoices/${invoice.invoiceId}/pdf`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`invoice-${invoice.title}.pdf`);
    // pdftotext reads the PDF from its standard input.
    const text = execFileSync('/usr/bin/pdftotext', ['-', '-'], {
      input: new Uint8Array(await pdf.arrayBuffer()),
      encoding: 'utf8',
    });
    expect(text).toContain(`Invoice ${invoice.title}`);
    expect(text).toContain('Buchhandlung Lindenhof');
    expect(text).toContain('Reverse charge');

    const sent = ok<{ to: string; fileName: string }>(
      await call(finance, 'POST', `invoices/${invoice.invoiceId}/email`),
    );
    expect(sent).toMatchObject({
      to: 'rechnung@lindenhof.example',
      fileName: `invoice-${invoice.title}.pdf`,
    });
    const recorded = await api.database.db
      .select()
      .from(invoiceEmails)
      .where(eq(invoiceEmails.invoiceId, invoice.invoiceId));
    expect(recorded.map((row) => [row.recipient, row.sentById])).toEqual([
      ['rechnung@lindenhof.example', finance.id],
    ]);
    const draft = await create();
    expect(refusal(await call(finance, 'POST', `invoices/${draft.invoiceId}/email`), 422).error).toBe(
      'Issue the invoice before sending it',
    );
  });
});

describe('rights', () => {
  it('are the Invoices page’s: the financial manager, not a financial assistant or a designer', async () => {
    expect((await call(finance, 'GET', 'invoices')).status).toBe(200);
    for (const user of [fassistant, designer]) {
      expect((await call(user, 'GET', 'invoices')).status).toBe(403);
      expect((await call(user, 'POST', 'invoices/1/issue', { version: 1 })).status).toBe(403);
      expect((await call(user, 'POST', 'invoices/from-orders', { orderIds: [1] })).status).toBe(403);
    }
  });
});
