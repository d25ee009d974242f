import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';

import { signIn } from './support/sign-in';

/*
 * Tax Reports as the accountant's contact at the firm uses them, on the demo data: last quarter, then a
 * custom period of its first two months, whose pack is downloaded and read back: the output VAT on the
 * page, on the pack's summary and in the total of its output VAT sheet are the same figure.
 */

/** An amount as the page prints it ("€1,234.56", "-€3.00") in major units. */
function amount(text: string): number {
  const negative = text.includes('-') || text.includes('−');
  const value = Number(text.replace(/[^\d.]/g, ''));
  return negative ? -value : value;
}

async function figure(page: Page, label: string): Promise<number> {
  const card = page.getByRole('region', { name: 'Figures' }).locator('[data-slot="card"]', {
    has: page.getByRole('heading', { name: label, exact: true }),
  });
  return amount((await card.locator('p').first().textContent()) ?? '');
}

function lastDayOfNextMonth(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 2, 0)).toISOString().slice(0, 10);
}

test('a financial manager opens Tax Reports for last quarter, narrows it and reads back the XLSX pack', async ({
  page,
}) => {
  await signIn(page, 'finance');
  await page.goto('/reports/accountant?preset=last-quarter');
  await expect(page.getByRole('heading', { name: 'Tax Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Last quarter' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('img', { name: /By VAT rule: chart of VAT/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Output VAT by country, rate and tax class' })).toBeVisible();

  const from = await page.getByLabel('From', { exact: true }).inputValue();
  const to = lastDayOfNextMonth(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(
    (url) => url.searchParams.get('preset') === 'custom' && url.searchParams.get('to') === to,
  );
  await expect(page.getByRole('link', { name: 'Last quarter' })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(from);
  const outputVat = await figure(page, 'Output VAT (EUR)');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download pack (XLSX)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`accountant-report-${from}-to-${to}.xlsx`);
  const sheets = await readXlsxFile(await readFile(await download.path()));
  expect(sheets.map((sheet) => sheet.sheet)).toEqual([
    'Summary',
    'Output VAT by country, rate',
    'By VAT rule',
    'One-Stop-Shop cross-border',
    'Reverse-charge sales',
    'Input VAT from approved',
    'Input VAT by month',
  ]);
  const summary = sheets[0]?.data ?? [];
  expect(summary[1]?.slice(0, 2)).toEqual(['Period', `${from} to ${to}`]);
  const summaryVat = summary.find((row) => row[0] === 'Output VAT (EUR)')?.[1];
  expect(summaryVat).toBeCloseTo(outputVat, 2);
  const output = sheets[1]?.data ?? [];
  const vatColumn = output[0]?.indexOf('VAT (EUR)') ?? -1;
  const total = output.at(-1);
  expect(total?.[0]).toBe('Total');
  expect(total?.[vatColumn]).toBeCloseTo(outputVat, 2);
});
