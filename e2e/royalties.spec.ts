import { execFileSync } from 'node:child_process';

import { expect, test, type Page } from '@playwright/test';

import { signIn } from './support/sign-in';
import { hydrated } from './support/hydrated';

/*
 * Contract Royalties as the financial manager works it, on the demo's draft run of the last half-year
 * that ended (every start of the e2e server makes the demo data afresh): delete the draft and run the
 * period again, open a statement, drill from a figure to the order lines behind it and check they add
 * up to it, approve and lock the run, download a statement's PDF and read its text with pdftotext, and
 * see that the locked run offers no change and the next period is refused until it is over.
 */

interface RunSummary {
  runId: number;
  periodStart: string;
  periodEnd: string;
  status: string;
  statementCount: number;
}

interface Statement {
  statementId: number;
  payee: { name: string };
  contract: { contractId: number; reference: string };
  sales: { lineId: number; units: number }[];
}

/** A read through the BFF, as the site's own pages make it. */
async function read<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/${path}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A statement of the run with sales in it, and its first sales line. */
async function statementWithSales(page: Page, runId: number): Promise<Statement> {
  const statements = await read<{ statementId: number; earned: number }[]>(
    page,
    `royalty-runs/${runId}/statements?sort=-payable&pageSize=100`,
  );
  for (const entry of statements) {
    if (entry.earned === 0) continue;
    const statement = await read<Statement>(page, `royalty-statements/${entry.statementId}`);
    if (statement.sales.some((line) => line.units > 0)) return statement;
  }
  throw new Error(`The run ${runId} has no statement with sales`);
}

const wholeNumber = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

/** Confirms one of the run's actions in its dialog and waits for the toast that says it was done. */
async function confirmRunAction(page: Page, label: string, question: string, done: string): Promise<void> {
  await (await hydrated(page.getByRole('button', { name: label, exact: true }))).click();
  await page.getByRole('dialog', { name: question }).getByRole('button', { name: label }).click();
  await expect(page.getByText(done)).toBeVisible();
}

test('a financial manager runs the half-year again, drills into a statement, approves, locks and downloads it', async ({
  page,
}) => {
  // Running a period computes every contract's statements: it takes longer than a page.
  test.setTimeout(180_000);
  await signIn(page, 'finance');

  // The demo's draft run, deleted from the list.
  const [demo] = await read<RunSummary[]>(page, 'royalty-runs');
  if (!demo || demo.status !== 'draft') throw new Error('The demo data has no draft royalty run');
  await page.goto('/contract-royalties');
  await expect(page.getByRole('heading', { level: 1, name: 'Contract Royalties' })).toBeVisible();
  const runs = page.getByRole('table', { name: 'Royalty runs' });
  const draftRow = runs.getByRole('row').filter({ hasText: 'Draft' });
  await expect(draftRow).toHaveCount(1);
  const period = ((await draftRow.getByRole('link').textContent()) ?? '').trim();
  expect(period).toMatch(/^\d{1,2} \w{3} \d{4} – \d{1,2} \w{3} \d{4}$/);
  await (await hydrated(draftRow.getByRole('button', { name: 'Delete' }))).click();
  await page
    .getByRole('dialog', { name: `Delete the draft run of ${period}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText(`The draft run of ${period} was deleted`)).toBeVisible();
  // The locked runs of earlier half-years stay.
  await expect(draftRow).toHaveCount(0);

  // Created again for the period the page proposes: the last half-year that ended.
  await (await hydrated(page.getByRole('button', { name: 'Create run' }))).click();
  const create = page.getByRole('dialog', { name: 'Create a royalty run' });
  await expect(create.getByLabel('First day')).toHaveValue(demo.periodStart);
  await expect(create.getByLabel('Last day')).toHaveValue(demo.periodEnd);
  await create.getByRole('button', { name: 'Create run' }).click();
  await page.waitForURL(/\/contract-royalties\/\d+$/, { timeout: 150_000 });
  await expect(page.getByRole('heading', { level: 1, name: `Royalty run ${period}` })).toBeVisible();
  const runId = Number(new URL(page.url()).pathname.split('/').pop());
  // Its statements are calculated apart: the page refreshes itself until the run is a draft.
  const header = page.getByRole('main').locator('h1').locator('..');
  await expect(header).toContainText('Draft', { timeout: 150_000 });
  await expect(page.getByText('Calculating the statements')).toHaveCount(0);
  // Contracts other tests signed meanwhile count too: the page says what the API computed.
  const created = await read<RunSummary>(page, `royalty-runs/${runId}`);
  expect(created.statementCount).toBeGreaterThan(0);
  await expect(
    page.getByText(`${created.statementCount.toLocaleString('en-GB')} statements`, { exact: true }),
  ).toBeVisible();

  // A statement with sales, found in the run's list by its contract's reference and opened from it.
  const statement = await statementWithSales(page, runId);
  await page.getByLabel('Search the statements').fill(statement.contract.reference);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await page.waitForURL(/[?&]q=/);
  await page
    .getByRole('table', { name: 'The run’s statements' })
    .locator(`a[href="/contract-royalties/statements/${statement.statementId}"]`)
    .click();
  await page.waitForURL(`**/contract-royalties/statements/${statement.statementId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(statement.payee.name);
  const letter = page.getByRole('article', { name: 'The statement' });
  await expect(letter).toContainText(`Contract ${statement.contract.reference}`);
  await expect(letter).toContainText(`Period ${period}`);

  // The first sales line's copies open the order lines behind them, which add up to the figure.
  const [line] = statement.sales;
  if (!line) throw new Error('No sales line');
  const copies = line.units.toLocaleString('en-GB');
  const figure = letter
    .getByRole('button', { name: new RegExp(`^${copies} copies: the sales rows behind `) })
    .first();
  await (await hydrated(figure)).click();
  const drill = page.getByRole('dialog', { name: /^Sales rows behind / });
  const rows = drill.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const units = (await rows.locator('td:nth-child(7)').allTextContents()).map(wholeNumber);
  expect(units.length).toBeGreaterThan(0);
  expect(units.reduce((sum, value) => sum + value, 0)).toBe(line.units);
  await expect(drill.locator('tfoot td').nth(1)).toHaveText(copies);
  await page.keyboard.press('Escape');
  await expect(drill).toBeHidden();

  // The PDF, as a plain download, holds the statement as text.
  const payable = ((await letter.getByText(/^Amount payable: /).textContent()) ?? '').trim();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^royalty-statement-.+\.pdf$/);
  const text = execFileSync('/usr/bin/pdftotext', [await download.path(), '-'], { encoding: 'utf8' });
  for (const expected of [
    'Royalty statement',
    statement.payee.name,
    `Contract ${statement.contract.reference}`,
    `Period ${period}`,
    'Opening balance',
    'Closing balance',
    payable,
  ])
    expect(text).toContain(expected);

  // Emailing it says what became of it: sent, or why not.
  await (await hydrated(page.getByRole('button', { name: 'Email to payee' }))).click();
  await expect(page.getByText(/The statement was sent to|has no email address/)).toBeVisible();

  // Approved, then locked, each confirmed.
  await page.goto(`/contract-royalties/${runId}`);
  await confirmRunAction(
    page,
    'Approve',
    `Approve the run of ${period}?`,
    `The run of ${period} was approved`,
  );
  await expect(header).toContainText('Approved');
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await confirmRunAction(page, 'Lock', `Lock the run of ${period}?`, `The run of ${period} was locked`);
  await expect(header).toContainText('Locked');

  // A locked run offers no change, here or in the list.
  await expect(page.getByText('This run is locked')).toBeVisible();
  await expect(page.getByText('its statements can no longer change')).toBeVisible();
  for (const label of ['Approve', 'Lock', 'Delete'])
    await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  await page.goto('/contract-royalties');
  const lockedRow = page
    .getByRole('table', { name: 'Royalty runs' })
    .getByRole('row')
    .filter({ hasText: period });
  await expect(lockedRow).toContainText('Locked');
  await expect(lockedRow.getByRole('button')).toHaveCount(0);

  // The next period is the half-year now running: the API refuses it, and says so plainly.
  await (await hydrated(page.getByRole('button', { name: 'Create run' }))).click();
  const next = page.getByRole('dialog', { name: 'Create a royalty run' });
  await next.getByRole('button', { name: 'Create run' }).click();
  await expect(next.getByRole('alert')).toContainText('No run was created');
  await expect(next.getByRole('alert')).toContainText('A run covers a period that is over');
});

test('a contract’s Statements tab reads the statements drawn for it when the tab is chosen', async ({
  page,
}) => {
  // The statements are kept under Contract Royalties, the contract under Contracts: both rights.
  await signIn(page, 'admin');
  const runs = await read<RunSummary[]>(page, 'royalty-runs');
  const locked = runs.find((run) => run.status === 'locked' && run.statementCount > 0);
  if (!locked) throw new Error('The demo data has no locked royalty run with statements');
  const statement = await statementWithSales(page, locked.runId);

  await page.goto(`/contracts/manage/${statement.contract.contractId}`);
  await page.getByRole('tab', { name: 'Statements' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Statements' });
  const table = panel.getByRole('table', { name: 'The contract’s royalty statements' });
  await expect(
    table.locator(`a[href="/contract-royalties/statements/${statement.statementId}"]`),
  ).toBeVisible();
});
