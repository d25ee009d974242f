import { expect, test, type Page } from '@playwright/test';
import { COVER_MIN_SHORT_SIDE_PX } from '@/lib/contract/cover';
import { bandedPng } from '@/upstream/files/cover-png';
import { signIn } from './support/sign-in';
import { hydrated, waitForHydration } from './support/hydrated';
import { publicationInput } from '../tests/support/publication-input';

const stamp = Date.now().toString(36).slice(-6).toUpperCase();
const title = `The Tidal Atlas ${stamp}`;

/** The ISBN under the record's title, hyphenated. */
async function isbnOf(page: Page): Promise<string> {
  const fact = page.getByText(/^ISBN 97[89]-/);
  await expect(fact).toBeVisible();
  return ((await fact.textContent()) ?? '').replace('ISBN ', '').trim();
}

async function addPrice(page: Page, index: number, currency: string, amount: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a price' }).click();
  await page.getByLabel('Currency').nth(index).selectOption(currency);
  await page.getByLabel(`Price (${currency})`).fill(amount);
}

test('an editor makes a publication in two formats with ISBNs from the register, prices, a Thema subject and a cleared praise, then finds it by ISBN', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'editor');

  // A hardback whose ISBN comes from the register, priced in three currencies.
  await page.goto('/publications/manage');
  await page.getByRole('link', { name: 'New publication' }).click();
  await page.waitForURL('**/publications/manage/new');
  await waitForHydration(page, 'form button[type="submit"]');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Choose the commissioning' }).click();
  await page.getByPlaceholder('Title of the book').fill('the');
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'In production' });
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'English' });
  await page.getByRole('tab', { name: 'Format and prices' }).click();
  await page.getByRole('combobox', { name: 'Format' }).selectOption({ label: 'Hardback' });
  await page.getByRole('combobox', { name: 'Availability' }).selectOption({ label: 'Not yet available' });
  await addPrice(page, 0, 'EUR', '24.99');
  await addPrice(page, 1, 'GBP', '20.99');
  await addPrice(page, 2, 'USD', '28.99');
  await page.getByRole('button', { name: 'Create publication' }).click();
  await page.waitForURL(/\/publications\/manage\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const hardbackIsbn = await isbnOf(page);
  const hardbackUrl = page.url();
  await page.getByRole('tab', { name: /Format and prices/ }).click();
  await expect(page.getByLabel('Price (GBP)')).toHaveValue('20.99');

  // The paperback: another format of the work, with the next free ISBN.
  await page.getByRole('button', { name: 'Add format' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a format' });
  await dialog.getByRole('combobox', { name: 'Format' }).selectOption({ label: 'Paperback' });
  await dialog.getByRole('button', { name: 'Add format' }).click();
  await expect(page.getByText('The format was added with the next free ISBN')).toBeVisible();
  await page.waitForURL(
    (url) => url.href !== hardbackUrl && /\/publications\/manage\/\d+$/.test(url.pathname),
  );
  await expect(page.getByText('Paperback', { exact: true }).first()).toBeVisible();
  const paperbackIsbn = await isbnOf(page);
  expect(paperbackIsbn).not.toBe(hardbackIsbn);
  const paperbackUrl = page.url();

  // A Thema subject picked from the tree.
  await waitForHydration(page, 'form button[type="submit"]');
  await page.getByRole('tab', { name: /Subjects/ }).click();
  await page.getByRole('button', { name: 'Add a subject' }).click();
  const tree = page.getByRole('dialog', { name: 'Choose a subject' });
  await tree.getByRole('button', { name: /^Open F Fiction/ }).click();
  await tree.getByRole('button', { name: 'FF Crime and mystery fiction' }).click();
  await expect(page.getByRole('group', { name: 'Thema FF Crime and mystery fiction' })).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The publication was saved')).toBeVisible();

  // A cleared praise of the paperback.
  await page.goto('/publications/praises/new');
  await waitForHydration(page, 'form button[type="submit"]');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Odile Brannigan');
  await page
    .getByRole('textbox', { name: 'Quote', exact: true })
    .fill('A chart of every tide of grief and joy.');
  await page.getByRole('textbox', { name: 'Outlet', exact: true }).fill('The Harbour Review');
  await page.getByRole('button', { name: 'Choose the publication' }).click();
  await page.getByPlaceholder('Title or ISBN').fill(paperbackIsbn.replaceAll('-', ''));
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByRole('switch', { name: 'Rights cleared' }).click();
  await page.getByRole('button', { name: 'Create praise' }).click();
  await page.waitForURL(/\/publications\/praises\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Odile Brannigan' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Rights cleared' })).toBeChecked();

  // Typing the ISBN in the palette opens the paperback, whose Praises tab holds the quote.
  await page.keyboard.press('Control+k');
  await page.getByPlaceholder('Type a command or search...').fill(paperbackIsbn);
  await page.getByRole('group', { name: 'Publications' }).getByRole('option').first().click();
  await page.waitForURL(paperbackUrl);
  await page.getByRole('tab', { name: /Praises/ }).click();
  await expect(page.getByRole('link', { name: 'Odile Brannigan, The Harbour Review' })).toBeVisible();

  // History records the subject chosen.
  await page.getByRole('tab', { name: 'History' }).click();
  const latest = page.getByRole('tabpanel', { name: 'History' }).getByRole('listitem').first();
  await expect(latest).toContainText('Subjects');
  await expect(latest).toContainText('Crime and mystery fiction');
});

test('an editor gives a publication its cover: a small image is refused, a good one shows in the header', async ({
  page,
}) => {
  await signIn(page, 'editor');
  await page.goto('/publications/manage');
  await page.getByRole('table').getByRole('link').first().click();
  await page.waitForURL(/\/publications\/manage\/\d+$/);
  await page.getByRole('tab', { name: 'Cover' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Cover' });
  await waitForHydration(page, 'input[aria-label="Cover image"]');
  const png = (width: number, height: number, name: string) => ({
    name,
    mimeType: 'image/png',
    buffer: Buffer.from(
      bandedPng(width, height, [
        [120, 40, 60],
        [250, 245, 235],
        [120, 40, 60],
      ]),
    ),
  });

  await panel.getByLabel('Cover image').setInputFiles(png(900, 1350, 'draft-cover.png'));
  await expect(panel.getByRole('alert')).toContainText(
    `at least ${COVER_MIN_SHORT_SIDE_PX} px on the short side`,
  );

  await panel.getByLabel('Cover image').setInputFiles(png(1500, 2250, `cover-${stamp}.png`));
  await expect(page.getByText(/The cover was (added|replaced)/)).toBeVisible();
  await page.getByRole('tab', { name: 'Cover' }).click();
  const preview = panel.getByRole('img', { name: 'The publication’s cover', exact: true });
  // The page is drawn again after the change, staying on the Cover tab; on a busy machine that takes a while.
  await expect(page.getByRole('tab', { name: 'Cover' })).toHaveAttribute('aria-selected', 'true');
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 15_000 })
    .toBe(1500);
  const thumbnail = page
    .getByRole('link', { name: 'Cover', exact: true })
    .getByRole('img', { name: 'Cover', exact: true });
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalHeight), { timeout: 15_000 })
    .toBe(2250);
  await expect(panel.getByRole('button', { name: 'Replace cover' })).toBeVisible();
});

test('an editor reserves an ISBN for a forthcoming title in the register, then releases it', async ({
  page,
}) => {
  await signIn(page, 'editor');
  await page.goto('/publications/manage/isbn-register');
  await expect(page.getByRole('heading', { level: 1, name: 'ISBN register' })).toBeVisible();
  const blocks = page.getByRole('table', { name: 'ISBN blocks' });
  await expect(blocks.getByRole('row')).not.toHaveCount(1);
  // An editor reserves and releases; adding a block is for Publishing at Manage.
  await expect(page.getByRole('heading', { name: 'Add a block' })).toHaveCount(0);

  await waitForHydration(page, '#reserve-note');
  const note = `Winter list: The Lamp Keeper ${stamp}`;
  await page.getByRole('button', { name: 'Reserve' }).click();
  await expect(page.getByText('Say what the number is held for (the forthcoming title)')).toBeVisible();
  await page.getByRole('textbox', { name: 'For', exact: true }).fill(note);
  await page.getByRole('button', { name: 'Reserve' }).click();
  await expect(page.getByText(/^97[89]\d{10} reserved$/)).toBeVisible();
  const reserved = page
    .getByRole('table', { name: 'Reserved numbers' })
    .getByRole('row', { name: new RegExp(note) });
  await expect(reserved).toBeVisible();
  const isbn = ((await reserved.getByRole('cell').first().textContent()) ?? '').trim();
  expect(isbn).toMatch(/^97[89]-/);

  await reserved.getByRole('button', { name: `Release ${isbn}` }).click();
  await expect(page.getByText(`${isbn} released`)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Reserved numbers' }).getByRole('row', { name: new RegExp(note) }),
  ).toHaveCount(0);
});

test('an editor records a print run of a hardback on its Format and prices tab', async ({ page }) => {
  await signIn(page, 'editor');
  await page.goto('/publications/manage?format=BB');
  await page.getByRole('table').getByRole('link').first().click();
  await page.waitForURL(/\/publications\/manage\/\d+$/);
  await waitForHydration(page, 'form button[type="submit"]');
  await page.getByRole('tab', { name: /Format and prices/ }).click();
  const runs = page.getByRole('group', { name: /^Print run \d+/ });
  const before = await runs.count();
  await page.getByRole('button', { name: 'Add a print run' }).click();
  const added = runs.nth(before);
  await added.getByLabel('Printed on').fill('2026-11-02');
  await added.getByLabel('Copies').fill('2500');
  await added.getByLabel('Printer').fill(`Northgate Press ${stamp}`);
  await added.getByLabel('Currency').selectOption('GBP');
  await added.getByLabel('Cost a copy (GBP)').fill('3.15');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The publication was saved')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: /Format and prices/ }).click();
  const kept = page
    .getByRole('group', { name: /^Print run \d+/ })
    .filter({ has: page.locator(`input[value="Northgate Press ${stamp}"]`) });
  await expect(kept).toHaveCount(1);
  await expect(kept.getByLabel('Copies')).toHaveValue('2500');
  await expect(kept.getByLabel('Cost a copy (GBP)')).toHaveValue('3.15');
});

test('an editor adds chapters with pages, a DOI and an author on the Chapters tab, reorders them and deletes one', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'editor');
  await page.goto('/publications/manage?format=BB');
  await page.getByRole('table').getByRole('link').first().click();
  await page.waitForURL(/\/publications\/manage\/\d+$/);
  await page.getByRole('tab', { name: 'Chapters' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Chapters' });
  const add = await hydrated(panel.getByRole('button', { name: 'Add a chapter' }));
  const rows = panel.getByRole('table', { name: 'Chapters of this publication' }).getByRole('row');

  const first = `Harbours ${stamp}`;
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add a chapter' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(first);
  await dialog.getByRole('textbox', { name: 'First page' }).fill('1');
  await dialog.getByRole('textbox', { name: 'Last page' }).fill('30');
  await dialog.getByRole('textbox', { name: 'DOI' }).fill(`10.55555/e2e.${stamp}.ch1`);
  await dialog.getByRole('button', { name: 'Add a contributor' }).click();
  await page.getByPlaceholder('Name, email or organisation').fill('an');
  await page.getByRole('listbox').getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Add chapter' }).click();
  await expect(page.getByText('The chapter was added')).toBeVisible();
  await expect(rows.filter({ hasText: first })).toContainText(`10.55555/e2e.${stamp}.ch1`);

  // A second chapter, whose DOI is refused while the first has it.
  const second = `Lighthouses ${stamp}`;
  await add.click();
  const again = page.getByRole('dialog', { name: 'Add a chapter' });
  await again.getByRole('textbox', { name: 'Title', exact: true }).fill(second);
  await again.getByRole('textbox', { name: 'DOI' }).fill(`10.55555/E2E.${stamp}.CH1`);
  await again.getByRole('button', { name: 'Add chapter' }).click();
  await expect(again.getByText(/already the DOI of the chapter/).first()).toBeVisible();
  await again.getByRole('textbox', { name: 'DOI' }).fill('');
  await again.getByRole('button', { name: 'Add chapter' }).click();
  await expect(rows.filter({ hasText: second })).toBeVisible();

  // Moved up, it comes before the first.
  await panel.getByRole('button', { name: new RegExp(`^Move chapter \\d+, ${second} up$`) }).click();
  await expect(panel.getByRole('button', { name: `Move chapter 1, ${second} up` })).toBeDisabled();

  await panel.getByRole('button', { name: new RegExp(`^Delete chapter \\d+, ${second}$`) }).click();
  await page
    .getByRole('dialog', { name: 'Delete this chapter?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('The chapter was deleted')).toBeVisible();
  await expect(rows.filter({ hasText: second })).toHaveCount(0);
});

/** A new hardback with the next free ISBN and no DOI, made through the API as its form would. */
async function newHardback(page: Page, name: string): Promise<number> {
  const origin = new URL(page.url()).origin;
  const works = await page.request.get('/api/commissionings?pageSize=1');
  expect(works.status()).toBe(200);
  const [work] = ((await works.json()) as { data: { commissioningId: number }[] }).data;
  const created = await page.request.post('/api/publications', {
    headers: { origin },
    data: publicationInput({
      title: name,
      commissioningId: work?.commissioningId ?? 0,
      publicationDate: '2027-09-01',
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { publicationId: number } }).data.publicationId;
}

test('an editor gives a book its DOI from its chapters, then a chapter one made from it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A Commissioning Editor: the chapters are theirs, the Export readiness tab is not.
  await signIn(page, 'editor');
  const id = await newHardback(page, `The Salt Roads ${stamp}`);
  await page.goto(`/publications/manage/${id}`);
  await page.getByRole('tab', { name: 'Chapters' }).click();
  const chapters = page.getByRole('tabpanel', { name: 'Chapters' });
  await (await hydrated(chapters.getByRole('button', { name: 'Add a chapter' }))).click();
  const dialog = page.getByRole('dialog', { name: 'Add a chapter' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(`Brine ${stamp}`);
  await dialog.getByRole('button', { name: 'Add chapter' }).click();
  await expect(page.getByText('The chapter was added')).toBeVisible();

  // Without a DOI of the book's own, no chapter's can be made, and none is offered.
  await expect(chapters.getByText('The book has no DOI yet')).toBeVisible();
  const giveChapter = chapters.getByRole('button', { name: `Give a DOI to chapter 1, Brine ${stamp}` });
  await expect(giveChapter).toHaveCount(0);

  await chapters.getByRole('button', { name: 'Give the book a DOI' }).click();
  const bookDoi = page.getByText(/^DOI 10\.\d+\/\S+ given; the next Crossref deposit registers it$/);
  await expect(bookDoi).toBeVisible();
  const doi = /^DOI (\S+) given/.exec((await bookDoi.textContent()) ?? '')?.[1] ?? '';
  await expect(chapters.getByText('The book has no DOI yet')).toHaveCount(0);

  await giveChapter.click();
  await expect(page.getByText(`DOI ${doi}.ch1 given; the next Crossref deposit registers it`)).toBeVisible();
  const row = chapters.getByRole('row').filter({ hasText: `Brine ${stamp}` });
  await expect(row).toContainText(`${doi}.ch1`);
  await expect(row).toContainText('not yet deposited');
  await expect(giveChapter).toHaveCount(0);
});

test('an editor is told which pasted element retailers refuse in a description, and saves it without', async ({
  page,
}) => {
  await signIn(page, 'editor');
  await page.goto('/publications/manage?format=BC');
  await page.getByRole('table').getByRole('link').first().click();
  await page.waitForURL(/\/publications\/manage\/\d+$/);
  await waitForHydration(page, 'form button[type="submit"]');
  const description = page.getByLabel('Long description');
  await description.fill(`<p><font color="red">Reissued ${stamp}.</font> A tale of the coast.</p>`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText(
      '<font> is not in ONIX’s XHTML subset, which retailers take: use p, br, em, strong, ul, ol, li and the like',
    ),
  ).toBeVisible();
  await expect(page.getByText('The publication was saved')).toHaveCount(0);

  await description.fill(`<p><strong>Reissued ${stamp}.</strong> A tale of the coast.</p>`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The publication was saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Long description')).toHaveValue(
    `<p><strong>Reissued ${stamp}.</strong> A tale of the coast.</p>`,
  );
});

test('the collection filter reads its collections when first opened, and names the one chosen', async ({
  page,
}) => {
  await signIn(page, 'editor');
  await page.goto('/publications/manage');
  const answer = await page.request.get('/api/publications/collections');
  expect(answer.ok()).toBe(true);
  const { data: collections } = (await answer.json()) as { data: { id: number; label: string }[] };
  const [first] = collections;
  if (!first) throw new Error('the demo has no collection');
  await (await hydrated(page.getByRole('button', { name: 'Collection', exact: true }))).click();
  await page.getByRole('menuitemradio', { name: first.label, exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('collectionId') === String(first.id));
  // The page now carries the collections, so the button names the one chosen.
  await expect(page.getByRole('button', { name: `Collection ${first.label}` })).toBeVisible();
});
