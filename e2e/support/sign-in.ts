import { expect, type Page } from '@playwright/test';

import { hydrated } from './hydrated';

/** The password of every demo account (upstream/db/seed/staff.ts). */
export const DEMO_PASSWORD = 'colophon-demo';

/** Signs in through the form (as a demo user unless a password is given) and waits for the dashboard. */
export async function signIn(page: Page, user: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/signin');
  // Typed into the markup before React takes over the form, the fields would be read as empty.
  await hydrated(page.getByRole('button', { name: 'Login' }));
  await page.getByLabel('Username or Email').fill(user);
  // Exact: the show/hide button is labelled 'Show password'.
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('main')).toBeVisible();
}
