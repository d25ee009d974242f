import { expect, test } from '@playwright/test';

import { axeViolations, showTheme } from './support/axe';
import { signIn } from './support/sign-in';
import { waitForHydration } from './support/hydrated';

/*
 * Chats as staff use it: a comment with a mention written on a record's page, and the colleague it
 * mentions finding it, unread, under Chats › Mentions and marking it read.
 */

const stamp = `${Date.now()}`;

test('an editor mentions the assistant on a commissioning, and the assistant finds it in Mentions', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'editor');
  await page.goto('/commissionings/manage/1');
  // The thread is read when the reader scrolls down to it.
  const comments = page.getByRole('region', { name: 'Comments' });
  await comments.scrollIntoViewIfNeeded();
  await expect(comments.getByRole('article').first()).toBeVisible();
  const text = `@cassistant the sample chapters are in, please log them ${stamp}`;
  await waitForHydration(page, '#new-comment');
  await comments.getByLabel('Add a comment').fill(text);
  await comments.getByRole('button', { name: 'Post comment' }).click();
  const mine = comments.getByRole('article').filter({ hasText: stamp });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('@cassistant', { exact: true })).toBeVisible();
  await expect(comments.getByLabel('Add a comment')).toHaveValue('');

  const assistant = await browser.newPage();
  await signIn(assistant, 'cassistant');
  // Chats is reached from any record's thread.
  await assistant.goto('/commissionings/manage/1');
  await assistant.getByRole('link', { name: 'All threads and your mentions' }).click();
  await assistant.waitForURL(/\/chats$/);
  await expect(assistant.getByRole('heading', { level: 1, name: 'Chats' })).toBeVisible();
  await assistant.getByRole('link', { name: /Mentions/ }).click();
  await assistant.waitForURL(/view=mentions/);
  const mention = assistant.getByRole('article').filter({ hasText: stamp });
  await expect(mention).toContainText('Unread');
  await expect(mention).toContainText('Julian Thorne');
  await mention.getByRole('button', { name: 'Mark as read' }).click();
  await expect(mention.getByText('Unread', { exact: true })).toHaveCount(0);
  await mention.getByRole('link').first().click();
  await assistant.waitForURL(/\/commissionings\/manage\/1$/);
  const thread = assistant.getByRole('region', { name: 'Comments' });
  await thread.scrollIntoViewIfNeeded();
  await expect(thread).toContainText(stamp);
  await assistant.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`Chats and a record's thread pass axe in ${theme}`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin');
    await showTheme(page, theme);
    for (const pathName of ['/chats', '/chats?view=mentions', '/cms/news/1']) {
      await page.goto(pathName);
      await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
      // A record's thread is read when the reader reaches it.
      const thread = page.getByRole('region', { name: 'Comments' });
      if ((await thread.count()) > 0) await thread.scrollIntoViewIfNeeded();
      await expect(page.getByRole('main')).toContainText(/@\w+/);
      expect.soft(await axeViolations(page), `${pathName} (${theme})`).toEqual([]);
    }
  });
}
