import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parseCsv } from '../lib/contract/csv';
import { signIn } from './support/sign-in';

const stamp = Date.now().toString(36).slice(-6).toUpperCase();
const code = `E2E-${stamp}`;

/** The table is interactive once React has hydrated its search box. */
async function waitForTable(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const box = document.querySelector('input[aria-label="Search coupons"]');
    return box !== null && Object.keys(box).some((key) => key.startsWith('__reactProps'));
  });
}

test('a financial manager creates, finds, edits, exports and deletes a coupon', async ({ page, browser }) => {
  await signIn(page, 'finance');

  // Create: typed in lower case, kept in capitals.
  await page.goto('/administration/coupons');
  await page.getByRole('link', { name: 'New coupon' }).click();
  await page.waitForURL('**/administration/coupons/new');
  await page.getByLabel('Code').fill(code.toLowerCase());
  await page.getByLabel('Description').fill('Autumn readers');
  await page.getByRole('combobox', { name: 'Discount' }).selectOption({ label: 'Percent off' });
  await page.getByRole('spinbutton', { name: 'Percent off' }).fill('15');
  await page.getByLabel('Valid from').fill('2026-01-01');
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await page.waitForURL(/\/administration\/coupons\/\d+$/);
  const recordUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: code })).toBeVisible();
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();

  // Find it in the list by a part of its code.
  await page.goto('/administration/coupons');
  await waitForTable(page);
  await page.getByRole('searchbox', { name: 'Search coupons' }).fill(stamp);
  await page.waitForURL((url) => url.searchParams.get('q') === stamp);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('15%');

  // Export what the search found.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^coupons-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...exported] = parseCsv(await readFile(await download.path(), 'utf8')).records.map(
    (record) => record.fields,
  );
  expect(header).toContain('Code');
  expect(exported.map((fields) => fields[header?.indexOf('Code') ?? -1])).toEqual([code]);

  // Edit and save; a second window that read the old version is refused with the reason.
  await page.getByRole('link', { name: code }).click();
  await page.waitForURL(recordUrl);
  const stale = await browser.newPage();
  await signIn(stale, 'finance');
  await stale.goto(recordUrl);
  await page.getByLabel('Description').fill('Autumn readers, 2026');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The coupon was saved')).toBeVisible();
  await stale.getByLabel('Description').fill('Something else');
  await stale.getByRole('button', { name: 'Save changes' }).click();
  await expect(stale.getByRole('heading', { name: 'Someone else changed this coupon' })).toBeVisible();
  await stale.close();

  // History tells who changed what.
  await page.getByRole('tab', { name: 'History' }).click();
  const latest = page.getByRole('tabpanel', { name: 'History' }).getByRole('listitem').first();
  await expect(latest).toContainText('Changed by');
  await expect(latest).toContainText('Description');
  await expect(latest).toContainText('Autumn readers, 2026');

  // Delete, and it is gone.
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByRole('button', { name: 'Delete coupon' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete coupon' }).click();
  await page.waitForURL((url) => url.pathname === '/administration/coupons');
  const gone = await page.goto(recordUrl);
  expect(gone?.status()).toBe(404);
});

test('a user without the coupon rights sees no entry, gets 403, and the API refuses', async ({ page }) => {
  await signIn(page, 'fassistant');
  await expect(page.getByRole('link', { name: 'Coupons' })).toHaveCount(0);
  const response = await page.goto('/administration/coupons');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('button', { name: 'New coupon' })).toHaveCount(0);
  const api = await page.request.get('/api/coupons');
  expect(api.status()).toBe(403);
});
