import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';

import { parseCsv } from '../lib/contract/csv';
import { signIn } from './support/sign-in';

/*
 * Contacts as a commissioning editor works with them: search, filter, sort, page (and Back), open,
 * edit and see the change in History, export the filtered list. Each run makes its own contacts,
 * named with a timestamp, so runs do not meet each other's data.
 */

const stamp = `${Date.now()}`;
const names = { alpha: `E2e${stamp}-Alpha`, beta: `E2e${stamp}-Beta`, gamma: `E2e${stamp}-Gamma` };

async function createContact(page: Page, lastName: string, roles: string[]): Promise<number> {
  const response = await page.request.post('/api/contacts', {
    // The BFF takes writes only from the site's own pages.
    headers: { origin: new URL(page.url()).origin },
    data: {
      firstName: 'Test',
      lastName,
      roles,
      email: `${lastName.toLowerCase()}@mail.example`,
      city: 'Bristol',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { contactId: number } }).data.contactId;
}

/** React has hydrated the list: its controls now act. */
async function waitForTable(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const box = document.querySelector('input[aria-label="Search contacts"]');
    return box !== null && Object.keys(box).some((key) => key.startsWith('__reactProps'));
  });
}

const rows = (page: Page) => page.getByRole('main').locator('tbody tr');
const nameCells = (page: Page) => rows(page).locator('td:nth-child(2)');

test.beforeEach(async ({ page }) => {
  await signIn(page, 'editor');
});

test('find, filter, sort, page, open, edit, see History and export a filtered list', async ({ page }) => {
  const betaId = await createContact(page, names.beta, ['translator']);
  await createContact(page, names.alpha, ['author', 'translator']);
  await createContact(page, names.gamma, ['agent']);

  // Search, debounced, written to the URL.
  await page.goto('/contacts/manage');
  await waitForTable(page);
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill(`e2e${stamp}`);
  await page.waitForURL((url) => url.searchParams.get('q') === `e2e${stamp}`);
  await expect(rows(page)).toHaveCount(3);
  await expect(nameCells(page)).toHaveText([
    `Test ${names.alpha}`,
    `Test ${names.beta}`,
    `Test ${names.gamma}`,
  ]);

  // Sort by name, descending.
  await page.getByRole('button', { name: 'Name: sort descending' }).click();
  await page.waitForURL((url) => url.searchParams.get('sort') === '-name');
  await expect(nameCells(page)).toHaveText([
    `Test ${names.gamma}`,
    `Test ${names.beta}`,
    `Test ${names.alpha}`,
  ]);

  // Filter by role.
  await page.getByRole('button', { name: 'Roles' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Translator' }).click();
  await page.keyboard.press('Escape');
  await page.waitForURL((url) => url.searchParams.get('roles') === 'translator');
  await expect(nameCells(page)).toHaveText([`Test ${names.beta}`, `Test ${names.alpha}`]);
  await expect(page.getByText('1–2 of 2 contacts')).toBeVisible();

  // The address is the state: a fresh load shows the same list.
  const filtered = page.url();
  await page.goto(filtered);
  await expect(nameCells(page)).toHaveText([`Test ${names.beta}`, `Test ${names.alpha}`]);

  // Export the filtered list: the file holds exactly its rows.
  await waitForTable(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
  const { records } = parseCsv(await readFile(await download.path(), 'utf8'));
  const [header, ...exported] = records.map((record) => record.fields);
  const lastName = header?.indexOf('Last name') ?? -1;
  const roles = header?.indexOf('Roles') ?? -1;
  expect(exported.map((row) => row[lastName])).toEqual([names.beta, names.alpha]);
  for (const row of exported) expect(row[roles]).toContain('Translator');

  // Select one row, then every row of the page through the select-all box, which shows the mixed state.
  await page.getByRole('checkbox', { name: `Select Test ${names.beta}` }).check();
  await expect(page.getByText('1 contact selected')).toBeVisible();
  const selectAll = page.getByRole('checkbox', { name: 'Select all contacts on this page' });
  await expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
  expect(await selectAll.evaluate((box) => (box as HTMLInputElement).indeterminate)).toBe(true);
  await selectAll.check();
  await expect(page.getByText('2 contacts selected')).toBeVisible();
  await selectAll.uncheck();
  await expect(page.getByText(/contacts? selected/)).toHaveCount(0);

  // Paging the whole list, and Back.
  await page.goto('/contacts/manage?pageSize=10');
  await waitForTable(page);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const firstPage = await nameCells(page).allTextContents();
  await page.getByRole('button', { name: 'Next page' }).click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(nameCells(page).first()).not.toHaveText(firstPage[0] ?? '');
  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('page'));
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(nameCells(page)).toHaveText(firstPage);

  // Open a contact from the list, edit and save, see the change in History.
  await page.goto(`/contacts/manage?q=${encodeURIComponent(names.beta)}`);
  // The list's links are plain anchors that the table opens inside the app, without a page load.
  await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
  await page.getByRole('link', { name: `Test ${names.beta}` }).click();
  await page.waitForURL(`**/contacts/manage/${betaId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Test ${names.beta}` })).toBeVisible();
  expect(await page.evaluate(() => 'stillThisDocument' in window)).toBe(true);
  await page.getByLabel('City').fill('Truro');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The contact was saved')).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  const latest = page.getByRole('tabpanel', { name: 'History' }).getByRole('listitem').first();
  await expect(latest).toContainText('Changed by Julian Thorne');
  await expect(latest).toContainText('City');
  await expect(latest).toContainText('Bristol');
  await expect(latest).toContainText('Truro');
});

test('an address with a filter value the list does not know says so, and a change clears it', async ({
  page,
}) => {
  const lastName = `E2e${stamp}-Unread`;
  await page.goto('/contacts/manage');
  await createContact(page, lastName, ['agent']);

  await page.goto(`/contacts/manage?q=${lastName}&roles=nonsense`);
  await waitForTable(page);
  const notice = page.getByTestId('unread-params');
  await expect(notice).toContainText('Part of this address was not understood');
  await expect(notice.getByRole('listitem')).toHaveText(['Roles: “nonsense”']);
  // The search it could read still applies; the roles it could not do not.
  await expect(nameCells(page)).toHaveText([`Test ${lastName}`]);

  await page.getByRole('button', { name: 'Roles' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Agent' }).click();
  await page.keyboard.press('Escape');
  await page.waitForURL((url) => url.searchParams.get('roles') === 'agent');
  await expect(notice).toHaveCount(0);
  await expect(nameCells(page)).toHaveText([`Test ${lastName}`]);
});

test('the column menu hides and shows columns, and the list remembers the choice', async ({ page }) => {
  await page.goto('/contacts/manage');
  await waitForTable(page);
  const headings = page.getByRole('main').locator('thead th');
  await expect(headings.filter({ hasText: 'Email' })).toHaveCount(1);
  await expect(headings.filter({ hasText: 'City' })).toHaveCount(0);

  // Hide a shown column and show one hidden by default; the title column is not offered.
  await page.getByRole('button', { name: 'Columns' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Name' })).toHaveCount(0);
  await page.getByRole('menuitemcheckbox', { name: 'Email' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'City' }).click();
  await page.keyboard.press('Escape');
  await expect(headings.filter({ hasText: 'Email' })).toHaveCount(0);
  await expect(headings.filter({ hasText: 'City' })).toHaveCount(1);
  // Each row has a cell per heading.
  const headingCount = await headings.count();
  await expect(rows(page).first().locator('td')).toHaveCount(headingCount);

  // A reload keeps the choice (this browser remembers it per list).
  await page.reload();
  await waitForTable(page);
  await expect(headings.filter({ hasText: 'Email' })).toHaveCount(0);
  await expect(headings.filter({ hasText: 'City' })).toHaveCount(1);

  // A search that finds nothing says so across the whole table, and clearing it brings the rows back.
  const shown = await rows(page).count();
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill(`nobody-${stamp}`);
  await expect(page.getByText('No contacts match your search and filters.')).toBeVisible();
  await expect(rows(page).first().locator('td')).toHaveAttribute('colspan', String(headingCount));
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(rows(page)).toHaveCount(shown);
});

test('an ORCID iD with a wrong check digit is refused next to its field', async ({ page }) => {
  await page.goto('/contacts/manage/new');
  await page.getByLabel('Last name').fill(`E2e${stamp}-Orcid`);
  await page.getByRole('checkbox', { name: 'Author' }).click();
  await page.getByLabel('ORCID iD').fill('0000-0002-1825-0098');
  await page.getByRole('button', { name: 'Create contact' }).click();
  await expect(page.getByText(/This is not a valid ORCID iD/)).toBeVisible();
  await page.getByLabel('ORCID iD').fill('0000-0002-1825-0097');
  await page.getByRole('button', { name: 'Create contact' }).click();
  await page.waitForURL(/\/contacts\/manage\/\d+$/);
  await expect(page.getByText('ORCID 0000-0002-1825-0097')).toBeVisible();
});

test('the buttons follow the rights: only managers see Delete', async ({ page, browser }) => {
  const id = await createContact(page, `E2e${stamp}-Rights`, ['author']);
  // The editor (approve level) may not delete either; deleting is for managers.
  await page.goto(`/contacts/manage/${id}`);
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete contact' })).toHaveCount(0);

  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  await admin.goto(`/contacts/manage/${id}`);
  await expect(admin.getByRole('button', { name: 'Delete contact' })).toBeVisible();
  await admin.close();
});
