import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { waitForHydration } from './support/hydrated';

const SHORT_DESCRIPTION = /^The description has \d+ characters; at least 30 are needed$/;

test('a metadata manager fixes a blocked title from the readiness matrix, exports for one recipient, downloads the file and finds the run in the history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The Developers group holds Exports' section 11 at Approve.
  await signIn(page, 'developer');
  await page.goto('/publications/exports');
  await expect(page.getByRole('heading', { level: 2, name: 'Readiness' })).toBeVisible();

  // A title blocked by its short description, on one of the matrix's first pages.
  const blocker = page.getByRole('link', { name: SHORT_DESCRIPTION }).first();
  for (let turn = 0; turn < 8 && (await blocker.count()) === 0; turn++) {
    await page.getByRole('link', { name: 'Next' }).first().click();
    // Next opens the page inside the app: wait for it to show, not for the network, before looking again.
    await expect(page.getByText(new RegExp(`^Page ${turn + 2} of \\d+ · [\\d,]+ titles$`))).toBeVisible();
  }
  await expect(blocker).toBeVisible();
  const fix = (await blocker.getAttribute('href')) ?? '';
  expect(fix).toMatch(/^\/publications\/manage\/\d+#details$/);
  await blocker.click();
  await page.waitForURL(/\/publications\/manage\/\d+#details$/);
  const recordUrl = page.url().replace(/#.*$/, '');
  await waitForHydration(page, 'form button[type="submit"]');
  await page
    .getByRole('textbox', { name: 'Long description' })
    .fill(
      'A story of tides, maps and the people who drew them, told across three generations of one family.',
    );
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The publication was saved')).toBeVisible();

  // The record's Export readiness tab, on the page loaded afresh, no longer names the description. (Not
  // by a change of the hash: the router's refresh after saving may still be under way and write back its
  // own address, hash included.)
  await page.goto(recordUrl);
  await waitForHydration(page, 'form button[type="submit"]');
  await page.getByRole('tab', { name: /Export readiness/ }).click();
  const tab = page.getByRole('tabpanel', { name: /Export readiness/ });
  await expect(tab.getByRole('cell', { name: 'Online retailer' })).toBeVisible();
  await expect(tab.getByRole('link', { name: SHORT_DESCRIPTION })).toHaveCount(0);

  // Export the full catalogue for the wholesaler, whose rules say it reads short tags.
  await page.goto('/publications/exports');
  await page.getByText('Recipients and their rules').click();
  const wholesaler = page
    .getByRole('table', { name: 'The recipients of the firm’s metadata and what each takes' })
    .getByRole('row', { name: /^Wholesaler/ });
  await expect(wholesaler).toContainText('ONIX 3.0, short tags');
  await expect(wholesaler).toContainText('Download, and its drop box');
  await waitForHydration(page, 'form button[type="submit"]');
  await page.getByRole('combobox', { name: 'Recipient' }).selectOption({ label: 'Wholesaler' });
  await page.getByRole('combobox', { name: 'File' }).selectOption({ label: 'Full catalogue' });
  await page.getByRole('button', { name: 'Export now' }).click();
  await page.waitForURL(/\?run=\d+#report$/);
  const report = page.locator('#report');
  await expect(report.getByRole('heading', { name: /^Wholesaler, / })).toBeVisible();
  await expect(report.getByText(/\d+ sent, 0 as deletes, \d+ left out\./)).toBeVisible();

  // The run is first in the history, with its file to download.
  const history = page.getByRole('table', { name: 'Export runs, newest first' });
  const first = history.getByRole('row').nth(1);
  await expect(first).toContainText('Wholesaler');
  await expect(first).toContainText('Completed');
  await expect(first).toContainText('SHA-256');
  const downloading = page.waitForEvent('download');
  await first.getByRole('link', { name: /^wholesaler-full-.*\.xml$/ }).click();
  const download = await downloading;
  const file = await download.path();
  const xml = await readFile(file, 'utf8');
  expect(xml).toContain('<ONIXmessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/short">');
  expect(xml).toContain('<product><a001>');
});

test('a title held back at pre-flight becomes a task about it, with what blocks it', async ({ page }) => {
  await signIn(page, 'developer');
  await page.goto('/publications/exports');
  const matrix = page.getByRole('table', { name: 'Titles against the recipients: what blocks each' });
  const make = matrix.getByRole('button', { name: /^Create task for the blockers of / }).first();
  await waitForHydration(page, 'table button');
  const title = ((await make.textContent()) ?? '').replace(/^Create task for the blockers of /, '').trim();
  await make.click();
  const taskLink = matrix.getByRole('link', { name: /^Task \d+$/ });
  await expect(taskLink).toBeVisible();
  await taskLink.click();
  await page.waitForURL(/\/tasks\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Clear the export blockers of “${title}”` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: `Publication: ${title}` })).toHaveAttribute(
    'href',
    /^\/publications\/manage\/\d+$/,
  );
  await expect(page.getByText('Held back at export pre-flight:')).toBeVisible();
});
