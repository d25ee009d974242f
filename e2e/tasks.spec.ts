import { expect, test, type Page } from '@playwright/test';

import { PLANTED_IDS } from '@/upstream/db/seed/planted';

import { axeViolations, showTheme } from './support/axe';
import { signIn } from './support/sign-in';
import { hydrated } from './support/hydrated';

/*
 * Tasks as staff work them: a finding of the data checks made a task in one click, found again under My
 * tasks on the dashboard, started and finished on its page.
 */

/** React has hydrated the element: clicks now reach their handlers. */
const waitForButton = (page: Page, text: string) =>
  hydrated(page.locator('button', { hasText: text }).first());

const myTasks = (page: Page) =>
  page
    .getByRole('heading', { level: 2, name: 'My tasks' })
    .locator('xpath=ancestor::*[@data-slot="card"][1]');

test('a data-check finding becomes a task, shows in My tasks, and is finished on its page', async ({
  page,
}) => {
  const publicationId = PLANTED_IDS.isbnCheckDigit;
  await signIn(page, 'developer');
  await page.goto('/discrepancies');
  await expect(page.getByRole('heading', { level: 1, name: 'Data Discrepancies' })).toBeVisible();
  await waitForButton(page, 'Refresh List');
  await page
    .locator('section[data-section="Publications"]')
    .getByRole('button', { name: 'View ISBN with a wrong check digit' })
    .click();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(publicationId), exact: true }) });
  await row.getByRole('button', { name: `Create task for record ${publicationId}` }).click();
  const taskLink = row.getByRole('link', { name: /^Task \d+$/ });
  await expect(taskLink).toBeVisible();
  const href = (await taskLink.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/tasks\/\d+$/);
  // One finding, one task still to be done: a second click is refused.
  await expect(row.getByRole('button', { name: /Create task/ })).toHaveCount(0);

  const title = `ISBN with a wrong check digit: publication ${publicationId}`;
  await page.goto('/');
  await expect(myTasks(page).getByRole('link', { name: title })).toBeVisible();
  await myTasks(page).getByRole('link', { name: title }).click();
  await page.waitForURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Publication: / })).toHaveAttribute(
    'href',
    `/publications/manage/${publicationId}`,
  );
  await expect(page.getByText('From the data check “ISBN with a wrong check digit”')).toBeVisible();

  await waitForButton(page, 'Start');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('button', { name: 'Back to open' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark done' }).click();
  await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expect(page.getByText('Done', { exact: true }).first()).toBeVisible();

  await page.goto('/');
  await expect(myTasks(page).getByRole('link', { name: title })).toHaveCount(0);
});

test('the list filters to my overdue tasks and links each to its record', async ({ page }) => {
  await signIn(page, 'editor');
  await page.goto('/');
  await expect(
    myTasks(page)
      .getByText(/Overdue, due/)
      .first(),
  ).toBeVisible();
  await myTasks(page).getByRole('link', { name: 'All my tasks' }).click();
  await page.waitForURL(/\/tasks\?assigneeId=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: 'Add the Thema main subject' });
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('link', { name: /^Publication: / })).toHaveAttribute(
    'href',
    /^\/publications\/manage\/\d+$/,
  );
  await expect(page.getByRole('row').filter({ hasText: 'Countersign the author agreement' })).toHaveCount(0);
});

test('a task about an expense opens the expense, one about a newsletter the newsletter', async ({ page }) => {
  await signIn(page, 'finance');
  await page.goto('/tasks?q=expense');
  const expense = page.getByRole('row').filter({ hasText: 'Approve the expense or ask for its receipt' });
  await expense.getByRole('link', { name: /^Expense: / }).click();
  await page.waitForURL(/\/expenses\/manage\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/tasks?q=newsletter');
  const newsletter = page.getByRole('row').filter({ hasText: 'Draft the newsletter feature' });
  await expect(
    newsletter.getByRole('link', { name: 'Newsletter: Autumn catalogue preview' }),
  ).toHaveAttribute('href', /^\/marketing\/newsletters\/\d+$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the tasks screens have no accessibility findings (${theme})`, async ({ page }) => {
    await signIn(page, 'admin');
    await showTheme(page, theme);
    await page.goto('/tasks');
    await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
    await expect(page.getByRole('link', { name: 'Countersign the author agreement' })).toBeVisible();
    expect.soft(await axeViolations(page), `/tasks (${theme})`).toEqual([]);
    await page.getByRole('link', { name: 'Countersign the author agreement' }).click();
    await page.waitForURL(/\/tasks\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Countersign the author agreement' }),
    ).toBeVisible();
    expect.soft(await axeViolations(page), `a task (${theme})`).toEqual([]);
    await page.goto('/');
    await expect(myTasks(page)).toBeVisible();
    expect.soft(await axeViolations(page), `My tasks (${theme})`).toEqual([]);
  });
}
