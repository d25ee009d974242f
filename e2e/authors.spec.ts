import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { axeViolations, showTheme } from './support/axe';
import { signIn } from './support/sign-in';
import { hydrated } from './support/hydrated';

/*
 * The authors area as the demo author uses it (the seed links the `author` account to the contact with
 * the largest payment on the locked run): their own contracts, the statement of the locked run
 * downloaded and read with pdftotext, their sales, and a proposal sent with its sample.
 */

test('an author signs in, reads a contract and downloads their statement', async ({ page }) => {
  await signIn(page, 'author');
  // The back office is not theirs: no staff entry in its sidebar, and the dashboard points them to their area.
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contacts' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Open your authors area' }).click();
  await expect(page.getByText('Authors Area', { exact: true })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Authors area' });
  await expect(menu.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  const intro = (await page.getByText(/^The authors area of Colophon Press, for /).textContent()) ?? '';
  const name = intro.replace(/^The authors area of Colophon Press, for /, '').replace(/\.$/, '');
  expect(name.length).toBeGreaterThan(2);

  await menu.getByRole('link', { name: 'Contracts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Contracts' })).toBeVisible();
  const contracts = page.getByRole('table', { name: 'Your contracts' });
  await contracts.getByRole('row').nth(1).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Contract / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Royalty rates' })).toBeVisible();

  await menu.getByRole('link', { name: 'Statements' }).click();
  const statements = page.getByRole('table', { name: 'Your royalty statements' });
  const first = statements.getByRole('row').nth(1);
  const reference = (
    (await first.getByRole('cell').nth(1).locator('span').first().textContent()) ?? ''
  ).trim();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    first.getByRole('link', { name: /Download the statement/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^royalty-statement-.+\.pdf$/);
  const folder = mkdtempSync(path.join(tmpdir(), 'author-statement-'));
  try {
    const file = path.join(folder, 'statement.pdf');
    await download.saveAs(file);
    const text = execFileSync('/usr/bin/pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Royalty statement');
    expect(text).toContain(name);
    expect(text).toContain('Amount payable');
    expect(reference.length).toBeGreaterThan(0);
    expect(text).toContain(`Contract ${reference}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }

  // Another author's statement, guessed by number, is not there.
  const other = await page.request.get('/api/author/statements/999999/pdf');
  expect(other.status()).toBe(404);

  await page.goto('/author/sales?period=year');
  await expect(page.getByRole('link', { name: 'By year' })).toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByRole('table', { name: 'Sales of your titles by year' }).getByRole('row'),
  ).not.toHaveCount(1);
});

test('an author sends a proposal with a sample and sees it received', async ({ page }) => {
  await signIn(page, 'author');
  await page.goto('/author/proposals');
  const form = page.getByRole('form', { name: 'Send a proposal' });
  const send = await hydrated(form.getByRole('button', { name: 'Send proposal' }));
  await send.click();
  await expect(form.getByText('Please enter the title')).toBeVisible();
  await expect(form.getByText('Attach a sample of the manuscript (a PDF or Word file)')).toBeVisible();

  const title = `The Harbour Year ${Date.now()}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Genre').fill('Memoir');
  await form.getByLabel('Words').fill('70000');
  await form
    .getByLabel('Synopsis')
    .fill('Twelve months on a working harbour, told by the people who keep it.');
  await form.getByLabel('Sample').setInputFiles({
    name: 'harbour-year-sample.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% sample chapter\n%%EOF\n'),
  });
  await send.click();
  await expect(page.getByText(`“${title}” was sent to the firm`)).toBeVisible();
  const row = page.getByRole('table', { name: 'Your proposals' }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('New');
  await expect(row).toContainText('harbour-year-sample.pdf');
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violation in the authors area, ${theme}`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'author');
    await showTheme(page, theme);
    for (const pathName of [
      '/author',
      '/author/contracts',
      '/author/statements',
      '/author/sales',
      '/author/proposals',
    ]) {
      await page.goto(pathName);
      await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
      expect.soft(await axeViolations(page), `${pathName} (${theme})`).toEqual([]);
    }
    await page.goto('/author/contracts');
    await page
      .getByRole('table', { name: 'Your contracts' })
      .getByRole('row')
      .nth(1)
      .getByRole('link')
      .click();
    await expect(page.getByRole('heading', { name: 'Royalty rates' })).toBeVisible();
    expect.soft(await axeViolations(page), `a contract (${theme})`).toEqual([]);
  });
}
