import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';

// The pages anyone may open: sign-in and its friends, and the error pages. The shell and the settings
// pages are checked in their own specs.
const PUBLIC_PAGES = [
  '/signin',
  '/sign-in-2',
  '/otp',
  '/forgot-password',
  '/reset-password?token=rst_example',
  '/sign-up',
  '/terms',
  '/privacy',
  '/401',
  '/403',
  '/404',
  '/500',
  '/503',
  '/error-500',
];

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violation on the public pages, ${theme}`, async ({ page }) => {
    // Fourteen pages, each checked by axe: about 27 s, and more on the first, cold ones.
    test.setTimeout(90_000);
    // The default theme follows the system, as a first visit does.
    await page.emulateMedia({ colorScheme: theme });
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
      expect.soft(await axeViolations(page), `${path} (${theme})`).toEqual([]);
    }
  });
}

test('the sign-in form shows its validation messages to assistive technology', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Login' }).click();
  const username = page.getByLabel('Username or Email');
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  expect.soft(await axeViolations(page)).toEqual([]);
});
