import { expect, test } from '@playwright/test';

import { axeViolations } from './support/axe';
import { signIn } from './support/sign-in';

/*
 * Website elements as the content editor works them: a banner written as a draft, published, and then
 * read by the website from the public content API with no session.
 */

const stamp = `${Date.now()}`;

test('the content editor creates a banner, publishes it, and the website is served it', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signIn(page, 'content');
  const key = `summer-banner-${stamp}`;
  await page.goto('/cms/elements');
  await expect(page.getByRole('heading', { level: 1, name: 'Elements' })).toBeVisible();
  await page.getByRole('link', { name: 'New element' }).click();
  await page.waitForURL(/\/cms\/elements\/new$/);
  await page.getByLabel('Title').fill(`Summer banner ${stamp}`);
  await page.getByLabel('Key').fill(key);
  await page.getByLabel('Type').selectOption({ label: 'Banner' });
  await page.getByLabel('Heading').fill('Books for the beach');
  await page.getByLabel('Link').fill('javascript:alert(1)');
  await page.getByLabel('Text', { exact: true }).fill('Light reading for long days.');
  await page.getByRole('button', { name: 'Create element' }).click();
  await expect(page.getByText('Give the link as https://… or as a path from /')).toBeVisible();
  await page.getByLabel('Link').fill('/books/summer');
  await page.getByRole('button', { name: 'Create element' }).click();
  await page.waitForURL(/\/cms\/elements\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Summer banner ${stamp}` })).toBeVisible();
  await expect(page.getByText('Not published', { exact: true }).first()).toBeVisible();

  // Nothing is served before it is published.
  const website = await playwright.request.newContext({ baseURL });
  expect((await website.get(`/api/public/elements/${key}`)).status()).toBe(404);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('The website is now served this version.')).toBeVisible();
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Served' }).click();
  await expect(page.getByRole('article', { name: 'Served element' })).toContainText('Books for the beach');

  const served = await website.get(`/api/public/elements/${key}`);
  expect(served.status()).toBe(200);
  expect(await served.json()).toMatchObject({
    success: true,
    data: {
      key,
      type: 'banner',
      content: {
        heading: 'Books for the beach',
        text: 'Light reading for long days.',
        linkUrl: '/books/summer',
      },
    },
  });
  const etag = served.headers().etag ?? '';
  expect(
    (await website.get(`/api/public/elements/${key}`, { headers: { 'if-none-match': etag } })).status(),
  ).toBe(304);
  await website.dispose();
});

test('the demo elements read well: the list, featured books with their titles, a draft moved on since', async ({
  page,
}) => {
  await signIn(page, 'content');
  await page.goto('/cms/elements');
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'home-banner' })).toContainText('Unpublished changes');
  await expect(rows.filter({ hasText: 'home-featured-books' })).toContainText('Published');
  await expect(rows.filter({ hasText: 'author-of-the-month' })).toContainText('Not published');
  expect.soft(await axeViolations(page), 'the list').toEqual([]);

  await page.getByRole('link', { name: 'Featured books on the home page' }).click();
  await page.waitForURL(/\/cms\/elements\/\d+$/);
  await expect(page.getByRole('list', { name: 'Featured books' }).getByRole('listitem')).toHaveCount(4);
  expect.soft(await axeViolations(page), 'featured books').toEqual([]);

  await page.goto('/cms/elements');
  await page.getByRole('link', { name: 'Home page banner' }).click();
  await page.getByRole('tab', { name: 'Served' }).click();
  await expect(page.getByText('The draft has changes the website does not see yet')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Served element' })).toContainText(
    'The spring list is here',
  );
  expect.soft(await axeViolations(page), 'what is served').toEqual([]);
});
