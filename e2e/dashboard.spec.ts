import { expect, test, type Page } from '@playwright/test';

import { signIn } from './support/sign-in';
import { waitForHydration } from './support/hydrated';

/*
 * The dashboard (spec 2.8) as the demo users see it: sections by group, figures from the demo data, the
 * period select refetching through the BFF without reloading, the error state, and the links of the
 * Publications Overview card.
 */

const SECTIONS = ['Publishing Firm Overview', 'Commissioning Editors', 'Managers', 'Developers'] as const;

const sectionList = (page: Page) => page.getByRole('list', { name: 'Dashboard sections' });
const sectionCard = (page: Page, title: string) =>
  sectionList(page).getByRole('button', { name: new RegExp(`^${title}`) });

async function sectionTitles(page: Page): Promise<string[]> {
  const buttons = sectionList(page).getByRole('button');
  const titles: string[] = [];
  for (const button of await buttons.all()) {
    const text = (await button.textContent()) ?? '';
    const title = SECTIONS.find((candidate) => text.startsWith(candidate));
    if (title) titles.push(title);
  }
  return titles;
}

/** React has hydrated the section cards: clicks now reach their handlers. */
const waitForSections = (page: Page) => waitForHydration(page, '[aria-label="Dashboard sections"] button');

async function expectHeader(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Manage your publishing platform')).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/dashboard/overview');
  await expect(tabs.getByRole('link', { name: 'Authorization' })).toHaveAttribute(
    'href',
    '/dashboard/authorization',
  );
}

test.describe('sections by group (spec section 6)', () => {
  test('admin sees the four sections, the first one active with its figures', async ({ page }) => {
    await signIn(page, 'admin');
    await expectHeader(page);
    expect(await sectionTitles(page)).toEqual([...SECTIONS]);
    const first = sectionCard(page, 'Publishing Firm Overview');
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(first.getByText('Active', { exact: true })).toBeVisible();
    for (const title of [
      'Total Revenue',
      'Books Published',
      'Active Commissionings',
      'Outstanding Invoices',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    // Changes carry their sign: "+…%" at zero or above, "-…%" below.
    await expect(
      page.getByText(/^Net sales, last 30 days · [+-]\d[\d,]*\.\d% from last month$/),
    ).toBeVisible();
    await expect(page.getByText(/^€[\d,]+\.\d{2}$/).first()).toBeVisible();
    for (const title of [
      'Publication Pipeline',
      'Revenue by Currency',
      'Key Performance',
      'Staff Metrics',
      'Publication Stats',
      'Publications Overview',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }

    await waitForSections(page);
    await sectionCard(page, 'Managers').click();
    await expect(sectionCard(page, 'Managers')).toHaveAttribute('aria-pressed', 'true');
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    for (const title of [
      'Team Productivity',
      'Process Efficiency',
      'Resource Utilization',
      'Team Scores',
      'Priority Actions',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await sectionCard(page, 'Developers').click();
    for (const title of ['Active Users', 'Error Rate', 'DOI Generated', 'AI Processing', 'Data Integrity']) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    // The status page opens in a new tab when STATUS_PAGE_URL is set; otherwise a note says how to set it.
    const statusLink = page.getByRole('link', { name: /View status page/ });
    if ((await statusLink.count()) > 0) await expect(statusLink).toHaveAttribute('target', '_blank');
    else await expect(page.getByText(/No status page is configured/)).toBeVisible();
    // Not live, and saying so: the logs are counted once a minute.
    await expect(page.getByText(/^Figures as of \d{1,2} \w{3}, \d{2}:\d{2} UTC/)).toBeVisible();
  });

  test('a commissioning editor sees only their personal statistics, without the editor select', async ({
    page,
  }) => {
    await signIn(page, 'editor');
    await expectHeader(page);
    expect(await sectionTitles(page)).toEqual(['Commissioning Editors']);
    await expect(page.getByRole('heading', { level: 2, name: 'Personal Statistics' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Review Performance' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Period' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Editor' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 3, name: 'Total Editors' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Goals & Targets' })).toBeVisible();
  });

  test('a designer sees only the overview', async ({ page }) => {
    await signIn(page, 'designer');
    expect(await sectionTitles(page)).toEqual(['Publishing Firm Overview']);
    await expect(page.getByRole('heading', { level: 3, name: 'Total Revenue' })).toBeVisible();
  });

  test('an author is told access is denied', async ({ page }) => {
    await signIn(page, 'author');
    await expectHeader(page);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access the dashboard.")).toBeVisible();
    await expect(sectionList(page)).toHaveCount(0);
  });
});

test('the period and the editor refetch through the BFF without reloading the page', async ({ page }) => {
  await signIn(page, 'admin');
  await waitForSections(page);
  await sectionCard(page, 'Commissioning Editors').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review Performance' })).toBeVisible();
  await expect(page.getByTestId('editors-period')).toHaveText('Figures for the last 30 days.');
  // A reload would drop this mark.
  await page.evaluate(() => document.documentElement.setAttribute('data-still-here', 'yes'));

  const yearly = page.waitForResponse(
    (response) =>
      response.url().includes('/api/dashboard/commissioning-editors?period=365') && response.status() === 200,
  );
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last year' }).click();
  const answer = (await (await yearly).json()) as { data: { period: number; conversionRate: number | null } };
  expect(answer.data.period).toBe(365);
  await expect(page.getByTestId('editors-period')).toHaveText('Figures for the last year.');
  const conversion = page
    .getByRole('heading', { level: 3, name: 'Conversion Rate' })
    .locator('xpath=../..')
    .getByTestId('stat-value');
  await expect(conversion).toHaveText(
    answer.data.conversionRate === null ? '—' : `${answer.data.conversionRate.toFixed(1)}%`,
  );

  const oneEditor = page.waitForResponse(
    (response) =>
      /\/api\/dashboard\/commissioning-editors\?period=365&editorId=\d+/.test(response.url()) &&
      response.ok(),
  );
  await page.getByRole('combobox', { name: 'Editor' }).click();
  await page.getByRole('option', { name: 'Julian Thorne' }).click();
  const single = (await (await oneEditor).json()) as { data: { editorId: number; totalEditors: number } };
  expect(single.data.totalEditors).toBe(1);
  await expect(
    page
      .getByRole('heading', { level: 3, name: 'Total Editors' })
      .locator('xpath=../..')
      .getByTestId('stat-value'),
  ).toHaveText('1');
  await expect(page.locator('html')).toHaveAttribute('data-still-here', 'yes');
});

test('a failing section shows the error state of spec section 8', async ({ page }) => {
  await page.route('**/api/dashboard/managers', (route) =>
    route.fulfill({ status: 403, json: { success: false, error: 'You do not have the right to do this' } }),
  );
  await signIn(page, 'admin');
  await waitForSections(page);
  await sectionCard(page, 'Managers').click();
  await expect(page.getByText('Error Loading Metrics')).toBeVisible();
  await expect(page.getByText('Failed to load managers metrics. Please try again later.')).toBeVisible();
});

test('the Publications Overview card leads to a commissioning and to the full list', async ({ page }) => {
  await signIn(page, 'admin');
  const card = page.getByRole('heading', { level: 3, name: 'Publications Overview' }).locator('xpath=../..');
  const views = card.getByRole('link', { name: /^View (?!All$)/ });
  await expect(views.first()).toBeVisible();
  expect(await views.count()).toBeLessThanOrEqual(5);
  await expect(card.getByRole('link', { name: 'Manage commissionings' })).toHaveAttribute(
    'href',
    '/commissionings/manage',
  );

  await views.first().click();
  await expect(page).toHaveURL(/\/publications\/overview\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Contracts' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Publications' })).toBeVisible();

  await page.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/publications\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Publications Overview' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Books' })).toBeVisible();
});

test('the Authorization tab says what the user may do', async ({ page }) => {
  await signIn(page, 'finance');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Authorization' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/authorization$/);
  await expect(page.getByText('5 · Financial Manager')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your rights by section' })).toBeVisible();
  const finance = page.getByRole('row', { name: /4 · Orders and finance/ });
  await expect(finance.getByText('Manage', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /5 · Content/ }).getByText('No access')).toBeVisible();
});
