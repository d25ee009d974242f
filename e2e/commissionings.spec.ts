import { expect, test, type Page } from '@playwright/test';

import writeXlsxFile from 'write-excel-file/node';

import { parseCsv } from '../lib/contract/csv';
import { signIn } from './support/sign-in';
import { hydrated, waitForHydration } from './support/hydrated';

/*
 * Commissionings as a commissioning editor handles them: create one, move it along the pipeline,
 * import a file (refused whole for one bad row, then accepted once fixed). Titles carry a
 * timestamp, so runs do not meet each other's data.
 */

const stamp = `${Date.now()}`;
const HEADER =
  'title,editor,authors,proposal,expected_formats,expected_delivery_date,expected_publication_date,estimated_word_count,notes';

async function createAuthor(page: Page, lastName: string): Promise<string> {
  const email = `${lastName.toLowerCase()}@mail.example`;
  const response = await page.request.post('/api/contacts', {
    // The BFF takes writes only from the site's own pages.
    headers: { origin: new URL(page.url()).origin },
    data: { firstName: 'Wren', lastName, roles: ['author'], email },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'editor');
});

test('create a commissioning and move it through the pipeline, each step recorded', async ({ page }) => {
  const author = `E2e${stamp}-Author`;
  await createAuthor(page, author);
  const title = `The E2E Book ${stamp}`;

  await page.goto('/commissionings/manage');
  await page.getByRole('link', { name: 'New commissioning' }).click();
  await page.waitForURL('**/commissionings/manage/new');
  await waitForHydration(page, 'form button[type="submit"]');

  await page.getByLabel('Title').fill(title);
  await page.getByRole('combobox', { name: 'Editor' }).selectOption({ label: 'Julian Thorne' });
  await page.getByRole('button', { name: 'Add an author' }).click();
  await page.getByPlaceholder('Name, email or organisation').fill(author);
  await page.getByRole('option', { name: new RegExp(author) }).click();
  await expect(page.getByRole('list', { name: 'Authors in credit order' })).toContainText(`Wren ${author}`);
  await page.getByLabel('Proposal').fill('A journey along the salt roads of Europe.');
  await page.getByRole('checkbox', { name: 'Hardback' }).click();
  await page.getByLabel('Manuscript expected').fill('2027-03-31');
  await page.getByLabel('Publication expected').fill('2027-10-01');
  await page.getByRole('button', { name: 'Create commissioning' }).click();

  await page.waitForURL(/\/commissionings\/manage\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Editor Julian Thorne')).toBeVisible();

  const steps: [string, string][] = [
    ['Send to review', 'Under review'],
    ['Approve', 'Approved'],
    ['Mark as contracted', 'Contracted'],
    ['Start production', 'In production'],
    ['Mark as published', 'Published'],
  ];
  const header = page.getByRole('main').locator('h1').locator('..');
  for (const [button, status] of steps) {
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByText(`Moved to ${status}`)).toBeVisible();
    await expect(header).toContainText(status);
  }
  // Nothing follows "published".
  await expect(page.getByRole('group', { name: 'Move along the pipeline' })).toHaveCount(0);

  await page.getByRole('tab', { name: /Status changes/ }).click();
  const timeline = page.getByRole('tabpanel', { name: /Status changes/ });
  for (const status of ['Proposal', 'Under review', 'Approved', 'Contracted', 'In production', 'Published']) {
    await expect(timeline).toContainText(status);
  }
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('tabpanel', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText('Status');
  await expect(history.getByRole('listitem').first()).toContainText('Published');
});

test('an import with one bad row writes nothing and shows the error; fixed, it writes every row', async ({
  page,
}) => {
  const author = `E2e${stamp}-Importee`;
  const email = await createAuthor(page, author);
  const row = (n: number, editor = 'editor') =>
    `Imported ${stamp} No ${n},${editor},${email},"A proposal, with a comma",BB; EB,2027-03-31,2027-10-01,85000,`;
  const bad = [HEADER, row(1), row(2, 'nobody-at-all'), row(3)].join('\r\n');
  const good = [HEADER, row(1), row(2), row(3)].join('\r\n');

  await page.goto('/commissionings/import');
  await waitForHydration(page, '#import-file');
  await page
    .getByLabel('CSV or Excel file')
    .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await expect(page.getByText('bad.csv: 3 rows, 9 columns')).toBeVisible();
  await page.getByRole('button', { name: 'Check 3 rows' }).click();
  await expect(page.getByText('1 of 3 rows have errors')).toBeVisible();
  const errors = page.getByRole('table', { name: 'Errors by row' });
  await expect(errors.getByRole('row').nth(1)).toContainText('3');
  await expect(errors.getByRole('row').nth(1)).toContainText('Editor');
  await expect(errors.getByRole('row').nth(1)).toContainText('Unknown editor "nobody-at-all"');
  await expect(page.getByRole('button', { name: /^Import \d+ commissionings$/ })).toHaveCount(0);

  // Nothing was written.
  const listed = await page.request.get(`/api/commissionings?q=${encodeURIComponent(`Imported ${stamp}`)}`);
  expect(((await listed.json()) as { meta: { total: number } }).meta.total).toBe(0);

  // The corrected file comes back from a spreadsheet, as Excel.
  const sheet = parseCsv(good).records.map((record) => record.fields.map((value) => ({ value })));
  const workbook = await writeXlsxFile(sheet).toBuffer();
  await page.getByLabel('CSV or Excel file').setInputFiles({
    name: 'fixed.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook,
  });
  await expect(page.getByText('fixed.xlsx: 3 rows, 9 columns')).toBeVisible();
  await page.getByRole('button', { name: 'Check 3 rows' }).click();
  await expect(page.getByText('All 3 rows are ready')).toBeVisible();
  await page.getByRole('button', { name: 'Import 3 commissionings' }).click();
  await expect(page.getByText('Imported 3 commissionings')).toBeVisible();

  await page.getByRole('link', { name: 'See them in the list' }).click();
  await page.waitForURL('**/commissionings/manage?sort=-createdDate');
  await page.getByRole('searchbox', { name: 'Search commissionings' }).fill(`Imported ${stamp}`);
  await expect(page.getByRole('main').locator('tbody tr')).toHaveCount(3);
  await expect(page.getByRole('main').locator('tbody')).toContainText(`Wren ${author}`);
});

test('an assistant may propose but not decide, import or delete', async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, 'cassistant');
  await page.goto('/commissionings/manage');
  await expect(page.getByRole('link', { name: 'New commissioning' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Import', exact: true })).toHaveCount(0);
  await page.goto('/commissionings/import');
  await expect(page.getByText('Importing needs the Approve right')).toBeVisible();
  await page.close();
});

test('the editor filter reads the editors when first opened, and names the one chosen', async ({ page }) => {
  await page.goto('/commissionings/manage');
  // The editor of the newest commissioning, so that the filtered list has rows.
  const read = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(`/api/${path}`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  const [first] = await read<{ editorName: string }[]>('commissionings?pageSize=1');
  const editors = await read<{ userId: number; name: string }[]>('commissionings/editors');
  const editor = editors.find((candidate) => candidate.name === first?.editorName);
  if (!first || !editor) throw new Error('the demo has no commissioning with an editor');
  const newest = { editorId: editor.userId, editorName: editor.name };
  await (await hydrated(page.getByRole('button', { name: 'Editor', exact: true }))).click();
  await page.getByRole('menuitemradio', { name: newest.editorName, exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('editorId') === String(newest.editorId));
  await expect(page.getByRole('button', { name: `Editor ${newest.editorName}`, exact: true })).toBeVisible();
  const rows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toContainText(newest.editorName);
  for (const text of await rows.allTextContents()) expect(text).toContain(newest.editorName);
});
