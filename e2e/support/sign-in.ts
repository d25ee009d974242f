import { expect, type Page } from '@playwright/test';

/** The password of every demo account (upstream/db/seed/staff.ts). */
export const DEMO_PASSWORD = 'colophon-demo';

/** Signs in through the form as a demo user and waits for the dashboard. */
export async function signIn(page: Page, user: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Username or Email').fill(user);
  // Exact: the show/hide button is labelled 'Show password'.
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('main')).toBeVisible();
}
