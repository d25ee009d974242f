import { expect, test, type Page } from '@playwright/test';

import { axeViolations, showTheme } from './support/axe';
import { signIn } from './support/sign-in';
import { waitForHydration } from './support/hydrated';

/*
 * The UI Showcase as a developer uses it: the gallery's demos open and answer, its sample list sorts
 * through the address, and axe finds nothing in either theme. Others are refused the page.
 */

/** The page with its demos loaded: the Radix and form specimens arrive after hydration. */
async function openShowcase(page: Page): Promise<void> {
  const response = await page.goto('/advanced-components');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'UI Showcase' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Format (small)' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Sample record form' })).toBeVisible();
  await expect(page.getByText('Please enter the title')).toBeVisible();
}

test('a developer opens the UI Showcase and tries its dialog, menu, toast and list', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'developer');
  await openShowcase(page);

  const contents = page.getByRole('navigation', { name: 'On this page' });
  await contents.getByRole('link', { name: 'Record forms' }).click();
  await expect(page).toHaveURL(/\/advanced-components#forms$/);

  // Every specimen names the module it comes from.
  const button = page.getByRole('article', { name: 'Button', exact: true });
  await expect(button).toContainText("import { Button } from '@/components/ui/button'");

  await waitForHydration(page, 'article[aria-label="Dialog"] button');
  await page.getByRole('button', { name: 'Open dialog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename the sample' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('Autumn list 2026');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open dialog' })).toBeFocused();

  // A dialog loaded on first use and opened by state gives focus back to what opened it, too.
  const deleteButton = page.getByRole('button', { name: 'Delete sample record' });
  await deleteButton.click();
  const confirm = page.getByRole('dialog', { name: 'Delete the sample record?' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(deleteButton).toBeFocused();

  await page.getByRole('button', { name: 'Actions', exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /Edit/ })).toBeVisible();
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Pinned to the dashboard' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Success toast' }).click();
  await expect(page.getByText('Saved the sample record')).toBeVisible();

  // The sample list sorts through the address, as every list does.
  const list = page.getByRole('article', { name: 'Area table', exact: true });
  await expect(list.getByRole('row')).toHaveCount(13);
  await expect(list.getByRole('row').nth(1)).toContainText('AUTHOR-FRIENDS');
  await list.getByRole('button', { name: 'Code: sort descending' }).click();
  await expect(page).toHaveURL(/[?&]sort=-code/);
  await expect(list.getByRole('row').nth(1)).toContainText('WELCOME10');
  await expect(page.getByRole('article', { name: 'Area table, empty' })).toContainText('No coupons');
  await expect(page.getByRole('article', { name: 'Area table, failed' })).toContainText(
    'The publishing API did not answer in time.',
  );
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violation on the UI Showcase, ${theme}`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'developer');
    await showTheme(page, theme);
    await openShowcase(page);
    await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
    expect.soft(await axeViolations(page), `page (${theme})`).toEqual([]);

    await waitForHydration(page, 'article[aria-label="Dialog"] button');
    await page.getByRole('button', { name: 'Open dialog' }).click();
    await expect(page.getByRole('dialog', { name: 'Rename the sample' })).toBeVisible();
    expect.soft(await axeViolations(page), `dialog (${theme})`).toEqual([]);
  });
}

test('a member of staff outside the Developers group is refused the UI Showcase', async ({ page }) => {
  await signIn(page, 'editor');
  const response = await page.goto('/advanced-components');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Forbidden' })).toBeVisible();
});
