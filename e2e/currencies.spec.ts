import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { waitForHydration } from './support/hydrated';

// A day long before the demo's rates, so the rows this test writes are its own.
const DAILY_FILE = 'Date, USD, JPY, GBP, CHF, \n3 January 2019, 1.1348, 121.98, 0.8985, 1.1218, \n';

test.beforeEach(async ({ page }) => {
  await signIn(page, 'finance');
});

test('a financial manager imports the ECB rates file, and a bad file is refused whole', async ({ page }) => {
  await page.goto('/currencies/manage');
  const currencies = page.getByRole('table', { name: 'Currencies' });
  await expect(currencies.getByRole('row').filter({ hasText: 'Pound Sterling' })).toContainText('£');
  await waitForHydration(page, 'main button');

  // A file with an unreadable rate: nothing is imported, and the line is named.
  await page.getByRole('button', { name: 'Import ECB file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import the ECB reference rates' });
  await dialog.getByLabel('Rates file').setInputFiles({
    name: 'eurofxref.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(DAILY_FILE.replace('0.8985', '0,89x')),
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText('Nothing was imported', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Problems in the file' })).toContainText('line 2');

  await dialog.getByLabel('Rates file').setInputFiles({
    name: 'eurofxref.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(DAILY_FILE),
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Imported 6 rates of CHF, GBP, USD for 3 Jan 2019')).toBeVisible();
  await expect(page.getByText('Left out, as the firm keeps no such currency: JPY')).toBeVisible();

  // Once the firm keeps the yen, the same file brings its rates too.
  await page.getByRole('button', { name: 'Add currency' }).click();
  const adding = page.getByRole('dialog', { name: 'Add a currency' });
  await adding.getByLabel('Code').fill('jpy');
  await adding.getByLabel('Name').fill('Japanese Yen');
  await adding.getByLabel('Symbol').fill('¥');
  await adding.getByLabel('Minor units').fill('0');
  await adding.getByRole('button', { name: 'Add currency' }).click();
  await expect(currencies.getByRole('row').filter({ hasText: 'Japanese Yen' })).toContainText('¥');
  await page.getByRole('button', { name: 'Import ECB file' }).click();
  await dialog.getByLabel('Rates file').setInputFiles({
    name: 'eurofxref.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(DAILY_FILE),
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(
    page.getByText('Imported 8 rates of CHF, GBP, JPY, USD for 3 Jan 2019, 6 replacing earlier ones.'),
  ).toBeVisible();

  // The imported rates are in the list, marked as the ECB's.
  await page.goto('/currencies/manage?sort=rateDate');
  const first = page.getByRole('row').filter({ hasText: '1.13480000' });
  await expect(first).toContainText('EUR → USD');
  await expect(first).toContainText('ECB');
});

test('a financial manager enters a rate by hand and opens it', async ({ page }) => {
  await page.goto('/currencies/manage');
  await page.getByRole('link', { name: 'New exchange rate' }).click();
  await page.waitForURL('**/currencies/manage/new');
  await waitForHydration(page, 'form button[type="submit"]');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Date').fill('2019-01-02');
  await field('From').fill('gbp');
  await field('To').fill('EUR');
  await field('Rate').fill('1,1123');
  await page.getByRole('button', { name: 'Create exchange rate' }).click();
  await page.waitForURL(/\/currencies\/manage\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'GBP → EUR' })).toBeVisible();
  await expect(page.getByText('1 GBP = 1.11230000 EUR')).toBeVisible();
  await expect(page.getByText('Source: Manual')).toBeVisible();
});
