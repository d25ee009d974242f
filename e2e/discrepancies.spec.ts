import { expect, test, type Page } from '@playwright/test';

import { PLANTED_IDS } from '@/upstream/db/seed/planted';

import { signIn } from './support/sign-in';
import { hydrated } from './support/hydrated';

/*
 * The data-quality checker (spec 2.9) over the demo data, whose planted inconsistencies
 * (upstream/db/seed/planted.ts) the checks must find.
 */

const overviewFigure = (page: Page, label: string) =>
  page
    .locator('dt')
    .getByText(label, { exact: true })
    .locator('xpath=ancestor-or-self::dt/following-sibling::dd[1]');
const sectionCard = (page: Page, section: string) => page.locator(`section[data-section="${section}"]`);

/** React has hydrated the checker: clicks now reach their handlers. */
const waitForChecker = (page: Page) => hydrated(page.locator('button', { hasText: 'Refresh List' }).first());

async function openChecker(page: Page, path = '/administration/discrepancies'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Data Discrepancies' })).toBeVisible();
  await waitForChecker(page);
}

test('Fetch All counts every section, and View lists the records with Resolve links', async ({
  page,
  context,
}) => {
  await signIn(page, 'admin');
  await openChecker(page);
  await expect(overviewFigure(page, 'Total Issues Found')).toHaveText('—');
  await expect(overviewFigure(page, 'Sections Checked')).toHaveText('0');
  const sections = Number(await overviewFigure(page, 'Sections').textContent());
  expect(sections).toBeGreaterThanOrEqual(10);
  expect(Number(await overviewFigure(page, 'Total Discrepancies').textContent())).toBeGreaterThanOrEqual(20);

  const counted = page.waitForResponse(
    (response) => response.url().endsWith('/api/discrepancies/counts') && response.ok(),
  );
  await page.getByRole('button', { name: 'Fetch All Issues' }).click();
  await counted;
  await expect(page.getByRole('button', { name: 'Refresh All' })).toBeVisible();
  await expect(overviewFigure(page, 'Sections Checked')).toHaveText(String(sections));
  // The demo data plants 19 inconsistencies; other suites may add records, never remove them.
  expect(Number(await overviewFigure(page, 'Total Issues Found').textContent())).toBeGreaterThanOrEqual(19);
  // A section with issues is highlighted in warning style, with its badge.
  const coupons = sectionCard(page, 'Coupons');
  await expect(coupons.locator('[data-warning]')).toBeVisible();
  await expect(coupons.getByText(/^\d+ issues?$/).first()).toBeVisible();

  await coupons.getByRole('button', { name: 'View Coupon used beyond its limit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discrepancy Results' })).toBeVisible();
  // The list stays in the page, hidden, while the results show.
  await expect(
    page.getByText('Coupon used beyond its limit', { exact: true }).filter({ visible: true }),
  ).toBeVisible();
  await expect(page.getByText(/Section Coupons · ID \d+ · \d+ results? found/)).toBeVisible();
  for (const column of ['#', 'Section', 'Unique ID', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(PLANTED_IDS.couponOverLimit), exact: true }) });
  const resolve = row.getByRole('link', { name: /Resolve/ });
  await expect(resolve).toHaveAttribute('target', '_blank');
  await expect(resolve).toHaveAttribute('href', `/administration/coupons/${PLANTED_IDS.couponOverLimit}`);
  const [recordPage] = await Promise.all([context.waitForEvent('page'), resolve.click()]);
  await recordPage.waitForLoadState();
  expect(new URL(recordPage.url()).pathname).toBe(`/administration/coupons/${PLANTED_IDS.couponOverLimit}`);
  await recordPage.close();

  // Back to the list, whose counts are still there.
  await page.getByRole('button', { name: 'Back to List' }).click();
  await expect(page.getByRole('button', { name: 'Refresh All' })).toBeVisible();
  await expect(overviewFigure(page, 'Sections Checked')).toHaveText(String(sections));
});

test('a planted inconsistency of the demo data is found: the ISBN with a wrong check digit', async ({
  page,
}) => {
  await signIn(page, 'developer');
  await openChecker(page, '/discrepancies');
  await sectionCard(page, 'Publications')
    .getByRole('button', { name: 'View ISBN with a wrong check digit' })
    .click();
  await expect(
    page.getByRole('cell', { name: String(PLANTED_IDS.isbnCheckDigit), exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Resolve/ }).first()).toHaveAttribute(
    'href',
    `/publications/manage/${PLANTED_IDS.isbnCheckDigit}`,
  );
});

test('a section is fetched on its own, and a check without findings says so', async ({ page }) => {
  await signIn(page, 'finance');
  await openChecker(page);
  const contracts = sectionCard(page, 'Contracts');
  const counted = page.waitForResponse(
    (response) => response.url().endsWith('/api/discrepancies/counts/Contracts') && response.ok(),
  );
  await contracts.getByRole('button', { name: 'Fetch Contracts' }).click();
  await counted;
  await expect(contracts.getByRole('button', { name: 'Refresh Contracts' })).toBeVisible();
  await expect(overviewFigure(page, 'Sections Checked')).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Refresh All' })).toBeVisible();

  await contracts.getByRole('button', { name: 'View Signed contract without parties' }).click();
  await expect(page.getByText('No discrepancies found')).toBeVisible();
  await expect(page.getByText('All data appears to be consistent')).toBeVisible();
});

test('staff without the checker’s rights are refused', async ({ page }) => {
  await signIn(page, 'designer');
  const response = await page.goto('/discrepancies');
  expect(response?.status()).toBe(403);
});
