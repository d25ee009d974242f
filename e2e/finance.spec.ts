import { execFileSync } from 'node:child_process';

import { expect, test, type Page } from '@playwright/test';

import { signIn } from './support/sign-in';
import { hydrated } from './support/hydrated';

/*
 * Orders and invoices as the financial manager works them on the demo data: confirm and ship an order,
 * invoice it and issue the invoice, open its printable page and download the PDF (its text read with
 * pdftotext), copy the signed link a customer opens it by, record a payment, and credit one line with a
 * credit note; invoice several shipped orders of one customer at once.
 */

interface OrderItem {
  orderId: number;
  orderNumber: string;
  customerName: string;
}

/** A read through the BFF, as the site's own pages make it. */
async function read<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/${path}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Download PDF on a printable invoice: the file, named so, and its text as pdftotext reads it. */
async function downloadedPdf(page: Page, fileName: string): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  return execFileSync('/usr/bin/pdftotext', [await download.path(), '-'], { encoding: 'utf8' });
}

test('a financial manager confirms, ships and invoices an order, prints the invoice, is paid and credits a line', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'finance');

  // A draft of the demo's (orders placed today), else one of yesterday's confirmed orders.
  const drafts = await read<OrderItem[]>(page, 'orders?status=draft&pageSize=10');
  const confirmed = await read<OrderItem[]>(page, 'orders?status=confirmed&pageSize=10');
  const order = drafts[0] ?? confirmed[0];
  if (!order) throw new Error('The demo has no draft or confirmed order');
  await page.goto(`/orders/manage/${order.orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: order.orderNumber })).toBeVisible();

  if (drafts[0]) {
    await (await hydrated(page.getByRole('button', { name: 'Confirm' }))).click();
    await expect(page.getByText('The order is confirmed')).toBeVisible();
  }
  await (await hydrated(page.getByRole('button', { name: 'Mark as shipped' }))).click();
  await expect(page.getByText('The order is shipped')).toBeVisible();
  await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible();
  // Only a draft is deleted: a shipped order offers no Delete.
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  // Invoice it: a draft invoice of the order's lines, then issued with the year's next number.
  await (await hydrated(page.getByRole('button', { name: 'Invoice', exact: true }))).click();
  await page.waitForURL(/\/invoices\/manage\/\d+$/);
  const invoiceUrl = page.url();
  const invoiceId = Number(invoiceUrl.split('/').at(-1));
  await (await hydrated(page.getByRole('button', { name: 'Issue invoice' }))).click();
  await expect(page.getByText('The invoice is issued')).toBeVisible();
  const year = new Date().getFullYear();
  const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^${year}-\\d{6}$`) });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())?.trim() ?? '';

  // The printable page, and its PDF with the same content.
  await page.getByRole('link', { name: 'Print' }).click();
  await page.waitForURL(`**/invoices/print/${invoiceId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
  await expect(page.getByText(order.customerName).first()).toBeVisible();
  const text = await downloadedPdf(page, `invoice-${number}.pdf`);
  expect(text).toContain(`Invoice ${number}`);
  expect(text).toContain(order.customerName);
  expect(text).toContain('Amount due');

  // A signed link for the customer, copied from the printable page, opens it without a session.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await (await hydrated(page.getByRole('button', { name: 'Copy link' }))).click();
  await expect(page.getByText('The link is copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/invoices/print/${invoiceId}\\?expires=\\d+&signature=[\\w-]{43}$`));
  const customer = await browser.newContext();
  try {
    const outside = await customer.newPage();
    await outside.goto(link);
    await expect(outside.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
    await expect(outside.getByText(/^This link opens the invoice until /)).toBeVisible();
    await expect(outside.getByRole('button', { name: 'Email invoice' })).toHaveCount(0);
    expect(await downloadedPdf(outside, `invoice-${number}.pdf`)).toContain(`Invoice ${number}`);
    // The same link with its signature altered, or pointed at another invoice, shows nothing.
    const forged = link.replace(
      /signature=(.)/,
      (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    expect((await outside.goto(forged))?.status()).toBe(404);
    await expect(outside.getByText('Amount due')).toHaveCount(0);
    const other = link.replace(`/invoices/print/${invoiceId}?`, `/invoices/print/${invoiceId + 1}?`);
    expect((await outside.goto(other))?.status()).toBe(404);
    await expect(outside.getByText('Amount due')).toHaveCount(0);
  } finally {
    await customer.close();
  }

  // Paid in part.
  await page.goto(invoiceUrl);
  await (await hydrated(page.getByRole('button', { name: 'Record a payment' }))).click();
  const payment = page.getByRole('dialog', { name: 'Record a payment' });
  await payment.getByLabel('Amount').fill('1');
  await payment.getByLabel('Reference').fill('BANK-E2E');
  await payment.getByRole('button', { name: 'Record the payment' }).click();
  await expect(page.getByText('The payment is recorded')).toBeVisible();
  await expect(page.getByText('Partly paid', { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: /Payments/ }).click();
  await expect(page.getByRole('cell', { name: 'BANK-E2E' })).toBeVisible();

  // One copy of the first line credited with a numbered credit note.
  await (await hydrated(page.getByRole('button', { name: 'Credit lines' }))).click();
  const credit = page.getByRole('dialog', { name: 'Credit lines' });
  await credit.getByRole('spinbutton').first().fill('1');
  await credit.getByLabel('Reason').fill('Damaged on delivery');
  await credit.getByRole('button', { name: 'Make the credit note' }).click();
  await expect(page.getByText('The credit note is made')).toBeVisible();
  await page.getByRole('tab', { name: /Credit notes/ }).click();
  await expect(page.getByRole('cell', { name: new RegExp(`^CN-${year}-\\d{6}$`) })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Damaged on delivery' })).toBeVisible();
});

test('the printable invoice shows nothing without a session', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto('/invoices/print/1');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Amount due')).toHaveCount(0);
  await context.close();
});

interface BillableOrder {
  orderId: number;
  orderNumber: string;
  customerName: string;
  currency: string;
}

test('a financial manager invoices two shipped orders of one customer on one draft', async ({ page }) => {
  await signIn(page, 'finance');
  // Two shipped orders of one customer in one currency that no invoice bills yet.
  const billable = await read<BillableOrder[]>(page, 'invoices/billable-orders');
  const pair = billable
    .map((order) =>
      billable.filter(
        (other) => other.customerName === order.customerName && other.currency === order.currency,
      ),
    )
    .find((orders) => orders.length >= 2)
    ?.slice(0, 2);
  if (!pair?.[0] || !pair[1])
    throw new Error('The demo has no two shipped orders of one customer to invoice');
  const [first, second] = pair;

  // The orders list offers it too.
  await page.goto('/orders/manage');
  await expect(page.getByRole('button', { name: 'Invoice shipped orders' })).toBeVisible();

  await page.goto('/invoices/manage');
  await (await hydrated(page.getByRole('button', { name: 'Invoice shipped orders' }))).click();
  const dialog = page.getByRole('dialog', { name: 'Invoice shipped orders' });
  await expect(dialog.getByRole('button', { name: 'Make draft invoice' })).toBeDisabled();
  await dialog.getByLabel('Customer or order number').fill(first.customerName);
  await dialog.getByLabel(first.orderNumber, { exact: true }).check();
  await dialog.getByLabel(second.orderNumber, { exact: true }).check();
  await expect(dialog.getByText(`2 orders of ${first.customerName}`)).toBeVisible();
  // An order of another customer or currency cannot join them.
  const others = billable.filter(
    (order) => order.customerName !== first.customerName || order.currency !== first.currency,
  );
  if (others[0]) {
    await dialog.getByLabel('Customer or order number').fill(others[0].orderNumber);
    await expect(dialog.getByLabel(others[0].orderNumber, { exact: true })).toBeDisabled();
  }
  await dialog.getByRole('button', { name: 'Make draft invoice' }).click();
  await page.waitForURL(/\/invoices\/manage\/\d+$/);
  await expect(page.getByText('A draft invoice of 2 orders is made')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Draft \d+$/ })).toBeVisible();
  await page.getByRole('tab', { name: /Orders/ }).click();
  for (const order of pair) await expect(page.getByRole('link', { name: order.orderNumber })).toBeVisible();
});
