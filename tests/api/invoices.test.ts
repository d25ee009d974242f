import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { InvoiceLine } from '@/lib/areas/invoice-lines';
import { invoiceArea, type Invoice } from '@/lib/areas/invoices';
import { linesOf, type Order } from '@/lib/areas/orders';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import type { PrintableInvoice, PrintLink } from '@/lib/contract/invoice-print';
import { PRINT_LINK_DAYS } from '@/lib/finance/print-link';
import {
  auditLog,
  emailOutbox,
  emailTypes,
  exchangeRates,
  invoiceEmails,
  orders,
} from '@/upstream/db/schema';
import { ok, refusal } from '../support/answers';
import { createUser, type TestUser } from '../support/fixtures';
import { financeBook } from '../support/finance-book';
import { pdfText } from '../support/pdf-text';
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
/** The publishing API's address of what a printable page's link opens: `public/invoices/{id}?…`. */
const publicPath = (printPath: string, pdf = false) => {
  const url = new URL(printPath, 'http://colophon.test');
  const id = url.pathname.split('/').at(-1);
  return `public/invoices/${id}${pdf ? '/pdf' : ''}${url.search}`;
};
const makeLink = async (invoice: Invoice, user: TestUser = finance) =>
  call(user, 'POST', `invoices/${invoice.invoiceId}/print-link`);
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

  it('refuses a return of copies a draft invoice bills, changing nothing', async () => {
    const order = await shippedOrder('Boekhandel Smit');
    const draft = ok<Invoice>(
      await call(finance, 'POST', 'invoices/from-orders', { orderIds: [order.orderId] }),
      201,
    );
    const [line] = linesOf(order);
    const refused = await call(finance, 'POST', `orders/${order.orderId}/returns`, {
      returnDate: '2026-06-20',
      lines: [{ lineId: line?.lineId, quantity: 2 }],
      reason: 'Unsold stock',
      version: order.version,
    });
    expect(refusal(refused, 422).error).toBe(
      `The draft invoice ${draft.invoiceId} bills these copies: issue it first, so the return is credited on it, or delete the draft and make it again`,
    );
    const after = ok<Order>(await call(finance, 'GET', `orders/${order.orderId}`));
    expect(linesOf(after)[0]?.returnedQuantity).toBe(0);
    expect(after.version).toBe(order.version);
    const unchanged = ok<Invoice>(await call(finance, 'GET', `invoices/${draft.invoiceId}`));
    expect(unchanged.totalAmount).toBe(draft.totalAmount);
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

describe('conversions', () => {
  it('value an invoice and an order in pounds in euros at the rate of their day, naming the rate', async () => {
    const db = api.database.db;
    const [before, on] = await db
      .insert(exchangeRates)
      .values([
        { rateDate: '2026-05-29', fromCurrency: 'GBP', toCurrency: 'EUR', rate: '1.17000000', source: 'ECB' },
        { rateDate: '2026-06-12', fromCurrency: 'GBP', toCurrency: 'EUR', rate: '1.18000000', source: 'ECB' },
      ])
      .returning({ id: exchangeRates.id });
    // Issued on Monday 15 June: Friday the 12th's rate.
    const invoice = await issued({ currency: 'GBP', customerCountry: 'GB' });
    expect(invoice.rateUsed).toMatchObject({
      exchangeRateId: on?.id,
      rateDate: '2026-06-12',
      toEuro: '1.18000000',
    });
    expect(invoice.totalInEuros).toBe(Math.round(invoice.totalAmount * 1.18));
    const order = ok<Order>(
      await call(finance, 'POST', 'orders', {
        customerName: 'Marlowe Books',
        contactId: null,
        customerEmail: null,
        customerCountry: 'GB',
        customerReference: null,
        channel: 'trade',
        orderDate: '2026-06-01',
        currency: 'GBP',
        paymentTerms: 'net_30',
        lines: [{ publicationId: book.hardback, quantity: 5, unitPrice: 2000, discountPercent: 40 }],
        shippingAddress: null,
        billingAddress: null,
        notes: null,
      }),
      201,
    );
    expect(order.rateUsed).toMatchObject({ exchangeRateId: before?.id, rateDate: '2026-05-29' });
    expect(order.netInEuros).toBe(Math.round(6000 * 1.17));
    const euros = await issued();
    expect([euros.rateUsed, euros.totalInEuros]).toEqual([null, euros.totalAmount]);
  });
});

describe('the PDF and the email', () => {
  it('draws the invoice’s text, and sends it to the customer, recorded against the invoice', async () => {
    const invoice = await issued({ customerCountry: 'DE', customerVatNumber: 'DE123456789' });
    const token = await issueToken(api.database.db, finance.id, api.clock.now());
    const pdf = await api.fetch(
      new Request(`http://upstream.test/invoices/${invoice.invoiceId}/pdf`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`invoice-${invoice.title}.pdf`);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(`Invoice ${invoice.title}`);
    expect(text).toContain('Buchhandlung Lindenhof');
    expect(text).toContain('Reverse charge');

    const sent = ok<{ outboxId: number; to: string; fileName: string; link: PrintLink }>(
      await call(finance, 'POST', `invoices/${invoice.invoiceId}/email`),
    );
    expect(sent).toMatchObject({
      to: 'rechnung@lindenhof.example',
      fileName: `invoice-${invoice.title}.pdf`,
    });
    // The mail carries a signed link to the printable invoice besides the PDF, and the link opens it.
    const [mail] = await api.database.db
      .select({ bodyText: emailOutbox.bodyText })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, sent.outboxId));
    expect(mail?.bodyText).toContain(sent.link.url);
    expect(sent.link.url).toMatch(
      new RegExp(`/invoices/print/${invoice.invoiceId}\\?expires=\\d+&signature=[\\w-]{43}$`),
    );
    const opened = ok<PrintableInvoice>(await api.request('GET', publicPath(sent.link.path)));
    expect(opened.layout.title).toBe(`Invoice ${invoice.title}`);
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

describe('the signed print link', () => {
  const DAY_MS = 86_400_000;
  const START = new Date('2026-06-15T10:00:00Z');

  it('draws names and addresses beyond Latin-1 as they are written: Polish, Czech, Greek', async () => {
    const invoice = await issued({
      customerName: 'Księgarnia Dvořák',
      customerAddress: 'ul. Piotrkowska 104, 90-001 Łódź\nΟδός Ερμού 12, Αθήνα',
      customerCountry: 'PL',
    });
    const token = await issueToken(api.database.db, finance.id, api.clock.now());
    const pdf = await api.fetch(
      new Request(`http://upstream.test/invoices/${invoice.invoiceId}/pdf`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Księgarnia Dvořák');
    expect(text).toContain('90-001 Łódź');
    expect(text).toContain('Οδός Ερμού 12');
    expect(text).toContain('Αθήνα');
  });

  it('is made for an issued invoice by staff with the invoice rights, and opens it and its PDF without a session', async () => {
    const invoice = await issued({ customerCountry: 'DE', customerVatNumber: 'DE123456789' });
    const link = ok<PrintLink>(await makeLink(invoice));
    expect(link.url).toBe(`http://localhost:3000${link.path}`);
    expect(link.expiresAt).toBe(new Date(START.getTime() + PRINT_LINK_DAYS * DAY_MS).toISOString());

    const printable = ok<PrintableInvoice>(await api.request('GET', publicPath(link.path)));
    expect(printable).toMatchObject({
      invoiceId: invoice.invoiceId,
      fileName: `invoice-${invoice.title}.pdf`,
    });
    expect(printable.layout.title).toBe(`Invoice ${invoice.title}`);
    expect(printable.layout.customer[0]).toBe('Buchhandlung Lindenhof');
    expect(printable.layout.totals.at(-1)).toEqual(['Amount due', expect.stringContaining('162.47')]);

    const pdf = await api.fetch(new Request(`http://upstream.test/${publicPath(link.path, true)}`));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toContain('no-store');
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(`Invoice ${invoice.title}`);
  });

  it('is refused without a session, without the rights, and for a draft', async () => {
    const invoice = await issued();
    expect((await api.request('POST', `invoices/${invoice.invoiceId}/print-link`)).status).toBe(401);
    for (const user of [fassistant, designer]) expect((await makeLink(invoice, user)).status).toBe(403);
    expect(refusal(await makeLink(await create()), 422).error).toBe('Issue the invoice before sharing it');
    expect(refusal(await call(finance, 'POST', 'invoices/2147483647/print-link'), 404).error).toMatch(
      /does not exist/,
    );
    // Nor does the invoice open without a session, or with no signature at all.
    expect((await api.request('GET', `invoices/${invoice.invoiceId}`)).status).toBe(401);
    expect((await api.request('GET', `invoices/${invoice.invoiceId}/pdf`)).status).toBe(401);
    const unsigned = await api.request('GET', `public/invoices/${invoice.invoiceId}`);
    expect(refusal(unsigned, 404).error).toBe('No invoice opens at this link');
  });

  it('opens nothing with a forged or altered signature, another invoice’s link, or a guessed id', async () => {
    const [one, other] = [await issued(), await issued()];
    const link = ok<PrintLink>(await makeLink(one));
    const url = new URL(link.url);
    const expires = url.searchParams.get('expires') ?? '';
    const signature = url.searchParams.get('signature') ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const attempts = [
      `public/invoices/${one.invoiceId}?expires=${expires}&signature=${flipped}`,
      `public/invoices/${one.invoiceId}?expires=${expires}&signature=${'A'.repeat(43)}`,
      `public/invoices/${one.invoiceId}?expires=${Number(expires) + DAY_MS / 1000}&signature=${signature}`,
      `public/invoices/${one.invoiceId}?expires=${expires}&signature=${signature.slice(0, 20)}`,
      `public/invoices/${one.invoiceId}?expires=${expires}&signature=a%00b`,
      `public/invoices/${other.invoiceId}?expires=${expires}&signature=${signature}`,
      `public/invoices/${other.invoiceId}/pdf?expires=${expires}&signature=${signature}`,
      `public/invoices/2147483647?expires=${expires}&signature=${signature}`,
      `public/invoices/99999999999?expires=${expires}&signature=${signature}`,
    ];
    for (const path of attempts) {
      const answer = await api.request('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual({ success: false, error: 'No invoice opens at this link' });
    }
    // A link made with another secret opens nothing either.
    const elsewhere = await createTestUpstream({
      env: { LINK_SIGNING_SECRET: 'another-secret-of-at-least-32-characters' },
    });
    try {
      expect((await elsewhere.request('GET', publicPath(link.path))).status).toBe(404);
    } finally {
      await elsewhere.close();
    }
    expect((await api.request('GET', publicPath(link.path))).status).toBe(200);
  });

  it('expires after the days it was made for', async () => {
    const invoice = await issued();
    const link = ok<PrintLink>(await makeLink(invoice));
    try {
      api.clock.set(new Date(START.getTime() + PRINT_LINK_DAYS * DAY_MS - 1000));
      expect((await api.request('GET', publicPath(link.path))).status).toBe(200);
      api.clock.set(new Date(START.getTime() + PRINT_LINK_DAYS * DAY_MS));
      expect(refusal(await api.request('GET', publicPath(link.path)), 404).error).toBe(
        'No invoice opens at this link',
      );
      expect((await api.request('GET', publicPath(link.path, true))).status).toBe(404);
    } finally {
      api.clock.set(START);
    }
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

describe('overdue', () => {
  // Last in the file: moving the clock past the due dates turns every open invoice here overdue.
  const listed = async (status: string) =>
    ok<Invoice[]>(await call(finance, 'GET', `invoices?status=${status}&pageSize=100`)).map(
      (invoice) => invoice.invoiceId,
    );

  it('is an issued or partly paid invoice past its due date, by the clock, shown and filtered so', async () => {
    const open = await issued({ customerCountry: 'NL' });
    const part = await issued({ customerCountry: 'NL' });
    const partPaid = ok<Invoice>(
      await call(finance, 'POST', `invoices/${part.invoiceId}/payments`, {
        amount: 1000,
        paidOn: '2026-06-20',
        reference: null,
        version: part.version,
      }),
    );
    const paid = await issued({ customerCountry: 'NL' });
    ok<Invoice>(
      await call(finance, 'POST', `invoices/${paid.invoiceId}/payments`, {
        amount: paid.totalAmount,
        paidOn: '2026-06-20',
        reference: null,
        version: paid.version,
      }),
    );
    const draft = await create();
    expect(open.dueDate).toBe('2026-07-15');

    // On its due date it is still only issued.
    api.clock.set(new Date('2026-07-15T23:59:00Z'));
    expect(ok<Invoice>(await call(finance, 'GET', `invoices/${open.invoiceId}`)).status).toBe('issued');
    expect(await listed('overdue')).not.toContain(open.invoiceId);

    const reminders = async () =>
      api.database.db
        .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject, body: emailOutbox.bodyText })
        .from(emailOutbox)
        .innerJoin(emailTypes, eq(emailTypes.id, emailOutbox.emailTypeId))
        .where(eq(emailTypes.key, 'invoice_reminder'))
        .orderBy(emailOutbox.id);
    const earlier = (await reminders()).length;

    // The day after, the list, its filter and the record say overdue; paid ones and drafts do not.
    api.clock.set(new Date('2026-07-16T00:00:01Z'));
    const overdue = await listed('overdue');
    expect(overdue).toEqual(expect.arrayContaining([open.invoiceId, part.invoiceId]));
    expect(overdue).not.toContain(paid.invoiceId);
    expect(overdue).not.toContain(draft.invoiceId);
    expect(await listed('issued')).not.toContain(open.invoiceId);
    const shown = ok<Invoice>(await call(finance, 'GET', `invoices/${open.invoiceId}`));
    expect([shown.status, shown.version]).toEqual(['overdue', open.version + 1]);
    expect(ok<Invoice>(await call(finance, 'GET', `invoices/${draft.invoiceId}`)).status).toBe('draft');

    // One reminder naming them, to the staff who may open Invoices, sent once.
    const sent = (await reminders()).slice(earlier);
    const addresses = sent.map((mail) => mail.to);
    expect(addresses).toContain(finance.email);
    expect(addresses).not.toContain(fassistant.email);
    expect(addresses).not.toContain(designer.email);
    const toFinance = sent.find((mail) => mail.to === finance.email);
    expect(toFinance?.body).toContain(`${open.title} · ${open.customerName} · `);
    expect(toFinance?.body).toContain(`${part.title} · `);
    expect(toFinance?.body).not.toContain(paid.title);
    await listed('overdue');
    expect(await reminders()).toHaveLength(earlier + sent.length);

    // Recorded as the system's move.
    const trail = await api.database.db
      .select({ userId: auditLog.userId, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'invoices'), eq(auditLog.entityId, String(part.invoiceId))));
    expect(trail.at(-1)).toEqual({
      userId: null,
      before: { status: 'partly_paid' },
      after: { status: 'overdue', dueDate: '2026-07-15' },
    });

    // Paying what is left settles it.
    const late = ok<Invoice>(await call(finance, 'GET', `invoices/${part.invoiceId}`));
    expect(late.status).toBe('overdue');
    const settled = ok<Invoice>(
      await call(finance, 'POST', `invoices/${part.invoiceId}/payments`, {
        amount: partPaid.totalAmount - partPaid.paidAmount,
        paidOn: '2026-07-16',
        reference: 'LATE',
        version: late.version,
      }),
    );
    expect(settled.status).toBe('paid');
    expect(await listed('overdue')).not.toContain(part.invoiceId);
  });

  it('counts on the managers’ dashboard by the due date, marked or not', async () => {
    const admin = await createUser(api.database.db, {
      userName: 'overdue-admin',
      groups: [GROUP.SUPER_USERS],
    });
    const count = async () => {
      const answer = ok<{ priorityActions: { key: string; count: number; href: string }[] }>(
        await call(admin, 'GET', 'dashboard/managers'),
      );
      return answer.priorityActions.find((action) => action.key === 'overdue_invoices');
    };
    const invoice = await issued({ customerCountry: 'NL' });
    api.clock.set(new Date(`${invoice.dueDate ?? ''}T12:00:00Z`));
    const before = (await count())?.count ?? 0;
    api.clock.advance(86_400_000);
    const [unmarked, marked] = [await count(), (await listed('overdue')).length];
    expect(unmarked?.count).toBe(before + 1);
    expect(unmarked?.href).toBe('/invoices/manage?status=overdue');
    // The list turned them overdue: the figure counts the same, and as many as the list shows.
    expect((await count())?.count).toBe(unmarked?.count);
    expect(marked).toBe(unmarked?.count);
  });
});
