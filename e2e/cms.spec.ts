import { expect, test, type Page } from '@playwright/test';

import { axeViolations, showTheme } from './support/axe';
import { signIn } from './support/sign-in';

/*
 * The CMS as the content editor works it. Files are uploaded through the BFF as a record's form would,
 * each with content of its own (a timestamp), so runs do not meet each other's files.
 */

const stamp = `${Date.now()}`;

async function upload(page: Page, name: string, bytes: Buffer): Promise<number> {
  const response = await page.request.post(`/api/files?name=${encodeURIComponent(name)}`, {
    // The BFF takes writes only from the site's own pages.
    headers: { origin: new URL(page.url()).origin, 'content-type': 'application/octet-stream' },
    data: bytes,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { fileId: number } }).data.fileId;
}

const pdf = (marker: string) => Buffer.from(`%PDF-1.7\n% ${marker}\n%%EOF\n`);

/** A 1 × 1 PNG; bytes added after its end make each run's file its own. */
const headerPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the content editor cleans two orphan files and sees the space freed', async ({ page }) => {
  await signIn(page, 'content');
  const names = [`old-flyer-${stamp}.pdf`, `catalogue-draft-${stamp}.pdf`];
  const ids = [
    await upload(page, names[0] ?? '', pdf(`${stamp}-1`)),
    await upload(page, names[1] ?? '', pdf(`${stamp}-2`)),
  ];

  await page.goto('/cms/orphan-files?sort=-createdAt');
  await expect(page.getByRole('heading', { name: 'Orphan Files' })).toBeVisible();
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await expect(page.getByText('2 files selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete 2 files?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/Deleted 2 files: \d+ bytes freed/)).toBeVisible();
  for (const name of names) await expect(page.getByText(name)).toHaveCount(0);
  for (const id of ids) expect((await page.request.get(`/api/files/${id}`)).status()).toBe(404);
});

test('the content editor attaches an orphan to a news item as its header image', async ({ page }) => {
  await signIn(page, 'content');
  const name = `header-${stamp}.png`;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from(stamp),
  ]);
  const fileId = await upload(page, name, png);

  await page.goto('/cms/orphan-files?sort=-createdAt');
  await page.getByRole('button', { name: `Attach ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Attach ${name}` });
  await dialog.getByLabel('As').selectOption({ label: 'News header image' });
  await dialog.getByLabel('Record number').fill('1');
  await dialog.getByRole('button', { name: 'Attach' }).click();
  await expect(page.getByText(`${name} is now the news header image of news item 1`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Attach ${name}` })).toHaveCount(0);
  // Held by a record now, it is read with that record's rights: still the CMS's.
  expect((await page.request.get(`/api/files/${fileId}`)).status()).toBe(200);
});

test('the content editor writes a news item, previews it and schedules it', async ({ page }) => {
  await signIn(page, 'content');
  const title = `Autumn list ${stamp}`;
  await page.goto('/cms/news');
  await page.getByRole('link', { name: 'New news item' }).click();
  await page.waitForURL(/\/cms\/news\/new$/);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Slug').fill(`autumn-list-${stamp}`);
  await page.getByLabel('Summary').fill('Six new novels this autumn.');
  // The body is written as it will read, with the editor's toolbar.
  const body = page.getByRole('textbox', { name: 'Body' });
  const tools = page.getByRole('toolbar', { name: 'Formatting' });
  await body.click();
  await tools.getByRole('button', { name: 'Heading', exact: true }).click();
  await page.keyboard.type('Six novels');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Out in October. ');
  await tools.getByRole('button', { name: 'Bold' }).click();
  await expect(tools.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Signed copies');
  await tools.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' at the shop.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Read the list');
  await page.keyboard.press('Shift+Home');
  await tools.getByRole('button', { name: 'Link' }).click();
  await page.getByLabel('Link address').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Apply link' }).click();
  await expect(page.getByText('Give an address starting https://, http:// or mailto:')).toBeVisible();
  await page.getByLabel('Link address').fill('https://colophon.example/autumn');
  await page.getByRole('button', { name: 'Apply link' }).click();
  await expect(body.getByRole('link', { name: 'Read the list' })).toBeVisible();
  await page.getByRole('button', { name: 'Create news item' }).click();
  await page.waitForURL(/\/cms\/news\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByRole('article', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Six novels' })).toBeVisible();
  await expect(preview.getByText(/Out in October\./)).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'Signed copies' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Read the list' })).toHaveAttribute(
    'href',
    'https://colophon.example/autumn',
  );

  await page.getByRole('button', { name: 'Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule the news item' });
  await dialog.getByLabel('Goes live at (UTC)').fill('2099-03-01T09:00');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText(/Scheduled to go live/)).toBeVisible();
  await expect(page.getByText('Scheduled', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Goes live 1 Mar 2099/)).toBeVisible();
});

test('the content editor reviews and accepts a proposal, which becomes a commissioning', async ({ page }) => {
  await signIn(page, 'content');
  const title = `The Last Winter ${stamp}`;
  const response = await page.request.post('/api/proposals', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      title,
      authorName: 'Ann Lee',
      email: 'ann.lee@mail.example',
      genre: 'Literary fiction',
      wordCount: 82000,
      synopsis: 'A lighthouse keeper’s last winter.',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { proposalId } = ((await response.json()) as { data: { proposalId: number } }).data;

  await page.goto(`/cms/proposals/${proposalId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page.getByText('Under review', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept the proposal' });
  // The commissioning goes to an active commissioning editor, chosen here.
  const editor = dialog.getByRole('combobox', { name: 'Commissioning editor' });
  await expect(editor.locator('option')).not.toHaveCount(1);
  await editor.selectOption({ index: 1 });
  await dialog.getByLabel('Reason').fill('A strong voice for our spring list');
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Accepted: its commissioning was created')).toBeVisible();
  const link = page.getByRole('link', { name: /^Commissioning \d+$/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', /^\/commissionings\/manage\/\d+$/);
  await expect(page.getByText('Accepted', { exact: true }).first()).toBeVisible();
});

test('the content editor uploads a news item’s header image and a proposal’s sample on their pages', async ({
  page,
}) => {
  await signIn(page, 'content');
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/news', {
    headers: { origin },
    data: {
      title: `Spring readings ${stamp}`,
      slug: `spring-readings-${stamp}`,
      summary: null,
      body: '<p>Readings all spring.</p>',
      publicationIds: [],
      authorIds: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { newsId } = ((await created.json()) as { data: { newsId: number } }).data;

  await page.goto(`/cms/news/${newsId}`);
  await page.getByRole('tab', { name: 'Header image' }).click();
  await expect(page.getByText('No header image yet.')).toBeVisible();
  // A document is refused with the API's own reason, and nothing is put in place.
  await page.getByLabel('Header image file').setInputFiles({
    name: `flyer-${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: pdf(`${stamp}-flyer`),
  });
  await expect(page.getByText('A header image must be a JPEG image, PNG image')).toBeVisible();
  await page.getByLabel('Header image file').setInputFiles({
    name: `header-${stamp}.png`,
    mimeType: 'image/png',
    buffer: Buffer.concat([headerPng, Buffer.from(stamp)]),
  });
  await expect(page.getByText('The header image was added')).toBeVisible();
  await expect(
    page.getByRole('img', { name: `The header image of “Spring readings ${stamp}”` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replace header image' })).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await showTheme(page, theme);
    expect.soft(await axeViolations(page), `the header image, ${theme}`).toEqual([]);
  }

  const proposal = await page.request.post('/api/proposals', {
    headers: { origin },
    data: {
      title: `Salt Roads ${stamp}`,
      authorName: 'Ida Marsh',
      email: 'ida.marsh@mail.example',
      genre: null,
      wordCount: null,
      synopsis: null,
    },
  });
  expect(proposal.status(), await proposal.text()).toBe(201);
  const { proposalId } = ((await proposal.json()) as { data: { proposalId: number } }).data;
  await page.goto(`/cms/proposals/${proposalId}`);
  await page.getByRole('tab', { name: 'Sample' }).click();
  await page.getByLabel('Sample file').setInputFiles({
    name: `salt-roads-${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: pdf(`${stamp}-sample`),
  });
  await expect(page.getByText('The sample was added')).toBeVisible();
  const link = page.getByRole('link', { name: `salt-roads-${stamp}.pdf` });
  await expect(link).toHaveAttribute('href', /^\/api\/files\/\d+\/content$/);
  const content = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(content.headers()['content-type']).toBe('application/pdf');
  await page.getByRole('button', { name: 'Remove sample' }).click();
  await expect(page.getByText('The sample was removed')).toBeVisible();
  await expect(page.getByText('No sample yet.')).toBeVisible();
});
