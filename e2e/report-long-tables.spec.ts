import { expect, test } from '@playwright/test';

import { signIn } from './support/sign-in';

/*
 * A long table of a report, as a manager reads it: the first 50 rows with their count, the total still of
 * every row, every row one link away, and Print opening the whole report.
 */
test('a long report table shows its first 50 rows, and every row on request', async ({ page }) => {
  await signIn(page, 'admin');
  const today = new Date().toISOString().slice(0, 10);
  const from = `${Number(today.slice(0, 4)) - 3}${today.slice(4)}`;
  await page.goto(`/reports/contracts?preset=custom&from=${from}&to=${today}`);
  const note = page.getByText(/^The first 50 of \d+ rows\./).first();
  await expect(note).toBeVisible();
  const count = Number((await note.textContent())?.match(/of (\d+) rows/)?.[1]);
  expect(count).toBeGreaterThan(50);
  const title = (await page.getByRole('region').filter({ has: note }).locator('h2').textContent()) ?? '';
  const table = page.getByRole('table', { name: title, exact: true });
  await expect(table.locator('tbody tr')).toHaveCount(50);
  await expect(table.locator('tfoot')).toContainText(`Total of all ${count} rows`);
  await expect(page.getByRole('link', { name: 'Print' })).toHaveAttribute('href', /rows=all&print=1$/);

  await page
    .getByRole('link', { name: `Show all ${count} rows` })
    .first()
    .click();
  await page.waitForURL((url) => url.searchParams.get('rows') === 'all');
  await expect(table.locator('tbody tr')).toHaveCount(count);
  await expect(page.getByText(/^The first 50 of/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});
