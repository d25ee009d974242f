import { expect, test, type Page } from '@playwright/test';

import { signIn } from './support/sign-in';
import { contractInput, WORKED_HARDBACK_TERM } from '../tests/support/contract-input';
import { hydrated, waitForHydration } from './support/hydrated';

/*
 * Contracts as an editor and the managing director work with them: read a contract's parties,
 * escalator and advance, see the shares rule refused beside its field, move a draft to sent and
 * signed with each move in History, amend a signed contract's terms and read the version it replaced,
 * and price a title under a contract. Each run makes its own contacts and contracts, named with a
 * timestamp, so runs do not meet each other's data.
 */

const stamp = `${Date.now()}`;

/** A call through the BFF, as the site's own pages make it. */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(`/api/${path}`, {
    method,
    // The BFF takes writes only from the site's own pages.
    headers: { origin: new URL(page.url()).origin },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function createContact(page: Page, firstName: string, lastName: string, role: string): Promise<number> {
  const contact = await api<{ contactId: number }>(page, 'POST', 'contacts', {
    firstName,
    lastName,
    roles: [role],
  });
  return contact.contactId;
}

interface Created {
  contractId: number;
  reference: string;
  version: number;
}

let serial = 0;

/**
 * A contract for a demo commissioning between two authors (60/40) and an agent: hardback at 10% of
 * list price, 12.5% from 5,000 copies, 10% of net receipts at 52.5% discount or more; an advance of
 * €5,000 in two instalments.
 */
async function createContract(page: Page): Promise<Created> {
  const [commissioning] = await api<{ commissioningId: number }[]>(page, 'GET', 'commissionings?pageSize=1');
  const ada = await createContact(page, 'Ada', `Quill${stamp}`, 'author');
  const bo = await createContact(page, 'Bo', `Birch${stamp}`, 'author');
  const agent = await createContact(page, 'Agnes', `Agent${stamp}`, 'agent');
  const input = contractInput(`E2E-${stamp}-${++serial}`, commissioning?.commissioningId ?? 0, {
    parties: [
      { contactId: ada, role: 'author', sharePercent: 60 },
      { contactId: bo, role: 'co_author', sharePercent: 40 },
      { contactId: agent, role: 'agent', sharePercent: 0 },
    ],
    territory: 'world_english',
    formats: ['BB', 'EB'],
    reversionConditions: 'Out of print for 18 months after a written request',
    deliveryDate: '2027-03-31',
    advanceAmount: 500_000,
    instalments: [
      { trigger: 'signature', amount: 250_000, dueDate: null, paidDate: null },
      { trigger: 'publication', amount: 250_000, dueDate: null, paidDate: null },
    ],
    royaltyTerms: [
      WORKED_HARDBACK_TERM,
      {
        format: 'EB',
        channel: null,
        basis: 'net_receipts',
        escalators: [{ fromUnits: 0, ratePercent: 25 }],
        highDiscount: null,
      },
    ],
    reservePercent: 15,
    subrights: [{ right: 'translation', authorSharePercent: 80 }],
  });
  return api<Created>(page, 'POST', 'contracts', input);
}

async function move(page: Page, contract: Created, status: string): Promise<Created> {
  return api<Created>(page, 'POST', `contracts/${contract.contractId}/status`, {
    status,
    version: contract.version,
  });
}

const header = (page: Page) => page.getByRole('main').locator('h1').locator('..');
const party = (page: Page, name: string) => page.getByRole('group', { name });
const hardback = (page: Page) => page.getByRole('group', { name: 'Hardback, every channel' });
const termsPanel = (page: Page) => page.getByRole('tabpanel', { name: /^Terms/ });

test('an editor reads a contract’s parties, escalator and advance; shares that miss 100% are refused beside them', async ({
  page,
}) => {
  await signIn(page, 'editor');
  const contract = await createContract(page);

  // The list finds it by a contributor's name.
  await page.goto(`/contracts/manage?q=Quill${stamp}`);
  await page.getByRole('link', { name: contract.reference }).click();
  await page.waitForURL(`**/contracts/manage/${contract.contractId}`);
  await expect(page.getByRole('heading', { level: 1, name: contract.reference })).toBeVisible();
  await expect(header(page)).toContainText('Draft');
  await waitForHydration(page, 'form button[type="submit"]');

  await page.getByRole('tab', { name: /Parties/ }).click();
  await expect(party(page, `Ada Quill${stamp}`).getByLabel('Share (%)')).toHaveValue('60');
  await expect(party(page, `Bo Birch${stamp}`).getByLabel('Role')).toHaveValue('co_author');
  await expect(party(page, `Bo Birch${stamp}`).getByLabel('Share (%)')).toHaveValue('40');
  await expect(page.getByText('Shares total 100%')).toBeVisible();

  await page.getByRole('tab', { name: /Terms/ }).click();
  const rates = hardback(page).getByLabel('Rate (%)', { exact: true });
  await expect(rates.nth(0)).toHaveValue('10');
  await expect(hardback(page).getByLabel('From copies').nth(1)).toHaveValue('5000');
  await expect(rates.nth(1)).toHaveValue('12.5');
  await expect(hardback(page).getByLabel('From discount (%)')).toHaveValue('52.5');

  await page.getByRole('tab', { name: /Advance/ }).click();
  await expect(page.getByLabel('Advance (EUR)')).toHaveValue('5000');
  await expect(page.getByRole('group', { name: 'Instalment 1' }).getByLabel('Falls due')).toHaveValue(
    'signature',
  );
  await expect(page.getByRole('group', { name: 'Instalment 2' }).getByLabel('Amount (EUR)')).toHaveValue(
    '2500',
  );
  await expect(page.getByText('Instalments total €5,000.00; paid €0.00')).toBeVisible();

  // Shares of 90% are the API's to refuse; its message shows beside the parties, on their tab.
  await page.getByRole('tab', { name: /Parties/ }).click();
  await party(page, `Ada Quill${stamp}`).getByLabel('Share (%)').fill('50');
  await page.getByRole('tab', { name: /History/ }).click();
  await page.getByRole('tab', { name: /Details/ }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('tab', { name: /Parties/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('The parties’ shares add up to 90%; they must add up to 100%')).toBeVisible();
});

test('an editor drafts a contract: its commissioning, a party found by name, a term with an escalator', async ({
  page,
}) => {
  await signIn(page, 'editor');
  const [commissioning] = await api<{ commissioningTitle: string }[]>(
    page,
    'GET',
    'commissionings?pageSize=1',
  );
  const title = commissioning?.commissioningTitle ?? '';
  await createContact(page, 'Wren', `Drafted${stamp}`, 'author');
  const reference = `E2E-${stamp}-NEW`;

  await page.goto('/contracts/manage');
  await page.getByRole('link', { name: 'New contract' }).click();
  await page.waitForURL('**/contracts/manage/new');
  await waitForHydration(page, 'form button[type="submit"]');

  await page.getByLabel('Reference').fill(reference);
  await page.getByRole('button', { name: 'Choose the commissioning' }).click();
  await page.getByPlaceholder('Title of the book').fill(title.slice(0, 12));
  await page
    .getByRole('option', { name: new RegExp(title) })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Type' }).selectOption('author');
  await page.getByRole('combobox', { name: 'Territory' }).selectOption('world');
  await page.getByRole('checkbox', { name: 'Print', exact: true }).check();

  await page.getByRole('tab', { name: 'Parties' }).click();
  await page.getByRole('button', { name: 'Add a party' }).click();
  await page.getByPlaceholder('Name, email or organisation').fill(`Drafted${stamp}`);
  await page.getByRole('option', { name: new RegExp(`Drafted${stamp}`) }).click();
  const wren = party(page, `Wren Drafted${stamp}`);
  await wren.getByLabel('Role').selectOption('author');
  await wren.getByLabel('Share (%)').fill('100');

  await page.getByRole('tab', { name: 'Terms' }).click();
  await page.getByRole('button', { name: 'Add a royalty term' }).click();
  const term = page.getByRole('group', { name: 'Every format, every channel' });
  await term.getByLabel('Format', { exact: true }).selectOption('BB');
  await hardback(page).getByLabel('Rate (%)', { exact: true }).fill('10');
  await hardback(page).getByRole('button', { name: 'Add a step' }).click();
  await hardback(page).getByLabel('From copies').nth(1).fill('5000');
  await hardback(page).getByLabel('Rate (%)', { exact: true }).nth(1).fill('12.5');

  await page.getByRole('tab', { name: 'Advance' }).click();
  await page.getByLabel('Currency').fill('EUR');
  await page.getByRole('button', { name: 'Create contract' }).click();

  await page.waitForURL(/\/contracts\/manage\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  await expect(header(page)).toContainText('Draft');
  await expect(page.getByText(`With Wren Drafted${stamp}`)).toBeVisible();
  await page.getByRole('tab', { name: /Terms/ }).click();
  await expect(hardback(page).getByLabel('Rate (%)', { exact: true }).nth(1)).toHaveValue('12.5');
});

test('a draft goes out and is signed, each move dated in History, and its terms then lock', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const contract = await createContract(page);
  await page.goto(`/contracts/manage/${contract.contractId}`);
  await waitForHydration(page, 'form button[type="submit"]');

  for (const [button, status] of [
    ['Mark as sent', 'Sent'],
    ['Mark as signed', 'Signed'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: button });
    await expect(dialog.getByLabel('Took effect on')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await dialog.getByRole('button', { name: button }).click();
    await expect(page.getByText(`The contract is now ${status.toLowerCase()}`)).toBeVisible();
    await expect(header(page)).toContainText(status);
  }

  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('tabpanel', { name: 'History' }).getByRole('listitem');
  await expect(history.first()).toContainText('Changed by Helena Marchetti');
  await expect(history.first()).toContainText('Status');
  await expect(history.first()).toContainText('Signed');
  await expect(history.nth(1)).toContainText('Sent');

  await page.getByRole('tab', { name: /Terms/ }).click();
  await expect(termsPanel(page).getByText('The terms are locked')).toBeVisible();
  await expect(hardback(page).getByLabel('Rate (%)', { exact: true }).first()).toBeDisabled();
  await expect(termsPanel(page).getByText('Version 0, as signed')).toBeVisible();
});

test('a signed contract is amended, and the version it replaced stays readable', async ({ page }) => {
  await signIn(page, 'admin');
  let contract = await createContract(page);
  contract = await move(page, contract, 'sent');
  contract = await move(page, contract, 'signed');
  await page.goto(`/contracts/manage/${contract.contractId}#terms`);
  await waitForHydration(page, 'form button[type="submit"]');
  await expect(termsPanel(page).getByText('The terms are locked')).toBeVisible();

  await termsPanel(page).getByRole('button', { name: 'Amend terms' }).click();
  await page
    .getByLabel('Reason for the amendment')
    .fill('Higher rate from 5,000 copies, agreed with the agent');
  await expect(page.getByLabel('In force from')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const rate = hardback(page).getByLabel('Rate (%)', { exact: true }).nth(1);
  await expect(rate).toBeEnabled();
  await rate.fill('15');
  await page.getByRole('button', { name: 'Record the amendment' }).click();
  await expect(page.getByText('The amendment was recorded')).toBeVisible();
  await expect(page.getByText('Amendment 1 in force')).toBeVisible();

  // The terms in force now, and the version as signed, readable as it was.
  await expect(hardback(page).getByLabel('Rate (%)', { exact: true }).nth(1)).toHaveValue('15');
  const versions = page.getByRole('region', { name: 'Versions of the terms' });
  await expect(versions).toContainText('Amendment 1');
  await expect(versions).toContainText('Higher rate from 5,000 copies, agreed with the agent');
  await versions.getByText('Version 0, as signed').click();
  await expect(versions).toContainText('10% from the first copy, 12.5% from 5,000 copies');
  await expect(versions).toContainText(`Ada Quill${stamp}, Author, 60%`);
});

test('the price calculator works out the break-even as inputs change, and saves a scenario', async ({
  page,
}) => {
  await signIn(page, 'editor');
  const contract = await createContract(page);
  await page.goto(`/contracts/manage/${contract.contractId}`);
  await page.getByRole('link', { name: 'Price calculator' }).click();
  await page.waitForURL(`**/contracts/price-calculator/${contract.contractId}`);
  await waitForHydration(page, 'input[name="listPrice"]');

  const breakEven = page.getByRole('group', { name: 'Break-even' });
  const earnOut = page.getByRole('group', { name: 'Copies to earn out the advance' });
  // A €20 hardback of 320 pages, 3,000 copies at 0.9 cents a page plus €4,500: €11.00 a copy after a
  // 45% discount, €13,140 to print and €5,000 of advance, so 18,140 / 11.00 → 1,650 copies; the advance
  // earns out at 5,000 / 2.00 = 2,500 copies.
  await expect(breakEven).toContainText('1,650 copies');
  await expect(earnOut).toContainText('2,500 copies');

  // At €25 and 4,000 copies: €13.75 a copy, €4,500 + 4,000 × 2.88 = €16,020 to print, so
  // 21,020 / 13.75 = 1,528.7 → 1,529 copies; the royalty is €2.50, so 2,000 copies earn out the advance.
  await page.getByLabel('List price').fill('25');
  await page.getByLabel('Print run').fill('4000');
  await expect(breakEven).toContainText('1,529 copies');
  await expect(breakEven).toContainText('Within the print run of 4,000');
  await expect(earnOut).toContainText('2,000 copies');
  await expect(page.getByRole('group', { name: 'Revenue per copy' })).toContainText('€13.75');

  const name = `E2E trade ${stamp}`;
  await page.getByLabel('Scenario name').fill(name);
  await page.getByRole('button', { name: 'Save scenario' }).click();
  await expect(page.getByText('The scenario was saved')).toBeVisible();
  const saved = page
    .getByRole('list', { name: 'Saved scenarios' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(saved).toContainText('break-even 1,529 copies');

  // Nothing of this contract has sold yet.
  await saved.getByRole('button', { name: 'Compare with sales' }).click();
  await expect(page.getByRole('region', { name: `${name} against the sales` })).toContainText(
    'No sales of the hardback are recorded yet.',
  );
});

test('an editor records a contract’s licence income, corrects it and deletes it', async ({ page }) => {
  await signIn(page, 'editor');
  const contract = await createContract(page);
  await page.goto(`/contracts/manage/${contract.contractId}#licence-income`);
  const panel = page.getByRole('tabpanel', { name: 'Licence income' });
  await expect(panel.getByText('Translation 80%')).toBeVisible();
  await expect(panel.getByText('No licence income recorded.')).toBeVisible();

  await waitForHydration(page, 'form button[type="submit"]');
  await panel.getByRole('button', { name: 'Record income' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record licence income' });
  await expect(dialog.getByLabel('Right')).toHaveValue('translation');
  await dialog.getByLabel('Licensee').fill('Hanser (German translation)');
  await dialog.getByLabel('Received').fill('2026-02-16');
  await dialog.getByLabel('Amount (EUR)').fill('1200');
  await dialog.getByRole('button', { name: 'Record income' }).click();
  await expect(page.getByText('The income was recorded')).toBeVisible();
  const row = panel.getByRole('row', { name: /Hanser/ });
  await expect(row).toContainText('€1,200.00');
  await expect(row).toContainText('Next run');

  await row.getByRole('button', { name: /^Correct/ }).click();
  const correcting = page.getByRole('dialog', { name: 'Correct licence income' });
  await correcting.getByLabel('Amount (EUR)').fill('1500');
  await correcting.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The income was corrected')).toBeVisible();
  await expect(row).toContainText('€1,500.00');

  await row.getByRole('button', { name: /^Delete/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete this income?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(panel.getByText('No licence income recorded.')).toBeVisible();
});

test('the signing-year filter reads its years when first opened, and names the one chosen', async ({
  page,
}) => {
  await signIn(page, 'editor');
  await page.goto('/contracts/manage');
  const [newest] = await api<{ year: number; count: number }[]>(page, 'GET', 'contracts/signing-years');
  if (!newest) throw new Error('the demo has no signed contract');
  const filter = await hydrated(page.getByRole('button', { name: 'Signing year', exact: true }));
  await filter.click();
  await page.getByRole('menuitemradio', { name: new RegExp(`^${newest.year} \\(`) }).click();
  await page.waitForURL((url) => url.searchParams.get('signedYear') === String(newest.year));
  // The page now carries the years, so the button names the year and its count.
  await expect(
    page.getByRole('button', { name: new RegExp(`^Signing year ${newest.year} \\(`) }),
  ).toBeVisible();
  await expect(
    page.getByText(new RegExp(`of ${newest.count.toLocaleString('en-GB')} contracts?$`)),
  ).toBeVisible();
});
