import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { waitForHydration } from './support/hydrated';

const stamp = Date.now().toString(36).slice(-6);
// A photo of a receipt: one pixel is enough for the preview to load it.
const receiptPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const today = new Date().toISOString().slice(0, 10);

test('a financial manager submits an expense with its receipt, approves it, and sees the rate it was converted at', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'finance');
  await page.goto('/expenses/manage');
  await page.getByRole('link', { name: 'New expense' }).click();
  await page.waitForURL('**/expenses/manage/new');
  await waitForHydration(page, 'form button[type="submit"]');

  const description = `Cover design ${stamp}`;
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Date').fill(today);
  await page.getByLabel('Supplier', { exact: true }).fill('Studio Thorne');
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Design' });
  await page.getByLabel('Amount').fill('1200');
  await page.getByLabel('Currency').fill('gbp');
  await page.getByLabel('VAT').fill('200');
  await page.getByRole('button', { name: 'Add a publication' }).click();
  await page.getByPlaceholder('Title or ISBN').fill('978');
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
  await page.getByPlaceholder('Title or ISBN').press('Enter');
  await expect(page.getByRole('list', { name: 'Chosen publication' }).getByRole('listitem')).toHaveCount(1);
  await page
    .getByLabel('Upload a receipt')
    .setInputFiles({ name: `studio-thorne-${stamp}.png`, mimeType: 'image/png', buffer: receiptPng });
  await expect(page.getByRole('img', { name: `Receipt studio-thorne-${stamp}.png` })).toBeVisible();
  await page.getByRole('button', { name: 'Create expense' }).click();
  await page.waitForURL(/\/expenses\/manage\/\d+$/);

  await expect(page.getByRole('heading', { level: 1, name: description })).toBeVisible();
  // The receipt is kept with the expense: its preview loads the stored image.
  const preview = page.getByRole('img', { name: `Receipt studio-thorne-${stamp}.png` });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  const href = await page.getByRole('link', { name: `studio-thorne-${stamp}.png` }).getAttribute('href');
  const content = await page.request.get(href ?? '');
  expect(content.status()).toBe(200);
  expect(content.headers()['content-type']).toBe('image/png');
  await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();
  // Valued in euros at the rate of its own date, which opens from here.
  const rate = page.getByRole('link', { name: /^1 GBP = [\d.]+ EUR, rate of / });
  await expect(rate).toBeVisible();

  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('The expense was approved')).toBeVisible();
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Approved by .+ on /)).toBeVisible();
  // Once approved it is what was agreed and kept: no more saving or deleting, the next step is paying it.
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark paid' })).toBeVisible();

  await rate.click();
  await page.waitForURL(/\/currencies\/manage\/\d+$/);
  await expect(page.getByText(/^Rate of /)).toBeVisible();
});

test('a financial manager rejects an expense with a reason', async ({ page }) => {
  await signIn(page, 'finance');
  await page.goto('/expenses/manage?status=submitted');
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await page.waitForURL(/\/expenses\/manage\/\d+$/);
  await waitForHydration(page, 'main button');
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this expense?' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Say why the expense is rejected').first()).toBeVisible();
  await dialog.getByLabel('Reason').fill('No receipt attached');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('The expense was rejected')).toBeVisible();
  await expect(page.getByText(/^Rejected by .+: No receipt attached$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit again' })).toBeVisible();
});
