import { expect, test, type Locator, type Page } from '@playwright/test';

import { axeViolations, showTheme } from './support/axe';
import { waitForMail } from './support/mail';

/*
 * Settings as a staff member uses them. The demo user `marketing` (Oscar Bellamy) belongs to this
 * suite alone; every test puts back what it changed, through the BFF, so that reruns start alike.
 */

const USER = 'marketing';
const EMAIL = 'marketing@colophon.example';
/** The password of every demo user (upstream/db/seed/staff.ts). */
const DEMO_PASSWORD = 'colophon-demo';

const SETTINGS_PAGES = [
  { path: '/settings', heading: 'Profile' },
  { path: '/settings/account', heading: 'Account' },
  { path: '/settings/appearance', heading: 'Appearance' },
  { path: '/settings/notifications', heading: 'Notifications' },
  { path: '/settings/display', heading: 'Display' },
  { path: '/settings/confirm-email?token=not-a-real-token', heading: 'Confirm your email' },
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The page's URL is exactly this path, on whatever host the server answers. */
const at = (path: string) => new RegExp(`^https?://[^/]+${escapeRegExp(path)}$`);

const usernameField = (page: Page) => page.getByLabel('Username or Email');
const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });
const userMenuButton = (page: Page) => page.getByRole('button', { name: /^User menu for / });
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

async function signIn(page: Page): Promise<void> {
  await page.goto('/signin');
  await usernameField(page).fill(USER);
  await passwordField(page).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(at('/'));
}

async function signOut(page: Page): Promise<void> {
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(at('/signin'));
}

async function openSettings(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

// ---------------------------------------------------------------------------------------------
// The record through the BFF (GET and writes on `me`), to read the starting point and put it back.

type Me = {
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string | null;
  phone: string | null;
  preferences: { theme: string; font: string };
  notifications: Record<string, unknown>;
  twoFactorEnabled: boolean;
  version: number;
};

async function bff(page: Page, method: 'GET' | 'PUT' | 'PATCH', path: string, data?: unknown): Promise<Me> {
  const origin = test.info().project.use.baseURL ?? new URL(page.url()).origin;
  const response = await page.request.fetch(`/api/${path}`, {
    method,
    data,
    // The BFF takes writes only from the site's own pages.
    headers: { origin },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  const body: { data: Me | { me: Me } } = await response.json();
  return 'me' in body.data ? body.data.me : body.data;
}

const readMe = (page: Page) => bff(page, 'GET', 'me');

/** Puts the profile, notifications, theme and font back as they were; signs in first if need be. */
async function restore(page: Page, original: Me): Promise<void> {
  if (at('/signin').test(page.url()) || (await page.request.get('/api/me')).status() === 401)
    await signIn(page);
  let me = await readMe(page);
  me = await bff(page, 'PATCH', 'me/profile', {
    firstName: original.firstName,
    lastName: original.lastName,
    email: me.email,
    jobTitle: original.jobTitle ?? '',
    phone: original.phone ?? '',
    version: me.version,
  });
  me = await bff(page, 'PUT', 'me/notifications', { ...original.notifications, version: me.version });
  await bff(page, 'PATCH', 'me/preferences', { ...original.preferences, version: me.version });
}

// ---------------------------------------------------------------------------------------------
// Keyboard helpers: focus moves only by Tab, Shift+Tab and the arrow keys.

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

async function tabTo(page: Page, target: Locator, { backwards = false, limit = 150 } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function arrowTo(page: Page, target: Locator, limit = 12): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`The arrow keys never reached ${target.toString()}`);
}

test('profile and notification changes survive signing out and in', async ({ page }) => {
  await signIn(page);
  const original = await readMe(page);
  try {
    await openSettings(page, '/settings', 'Profile');
    await page.getByLabel('Job title').fill('Head of Marketing and Publicity');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(toast(page, 'Profile saved.')).toBeVisible();

    await openSettings(page, '/settings/notifications', 'Notifications');
    const newsletters = page.getByRole('switch', { name: 'Newsletters' });
    await expect(newsletters).toHaveAttribute('aria-checked', 'true');
    await newsletters.click();
    await page.getByRole('group', { name: 'Activity digest' }).getByRole('radio', { name: 'Daily' }).check();
    await page.getByRole('button', { name: 'Save notifications' }).click();
    await expect(toast(page, 'Notification settings saved.')).toBeVisible();

    await signOut(page);
    await signIn(page);

    await openSettings(page, '/settings', 'Profile');
    await expect(page.getByLabel('Job title')).toHaveValue('Head of Marketing and Publicity');
    await openSettings(page, '/settings/notifications', 'Notifications');
    await expect(page.getByRole('switch', { name: 'Newsletters' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('radio', { name: 'Daily' })).toBeChecked();
  } finally {
    await restore(page, original);
  }
});

test('the display settings shape the lists: rows per page, date format and compact tables', async ({
  page,
}) => {
  await signIn(page);
  type Display = { pageSize: number; dateFormat: string; compactTables: boolean; sidebarGroups: string[] };
  const { display: original } = (await readMe(page)) as Me & { display: Display };
  try {
    await openSettings(page, '/settings/display', 'Display');
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
    await page
      .getByRole('combobox', { name: 'Date format' })
      .selectOption({ label: '22/11/2026 (day/month/year)' });
    const compact = page.getByRole('switch', { name: 'Compact tables' });
    if ((await compact.getAttribute('aria-checked')) !== 'true') await compact.click();
    await page.getByRole('button', { name: 'Save display settings' }).click();
    await expect(toast(page, 'Display settings saved.')).toBeVisible();

    await page.goto('/tasks');
    const table = page.getByRole('table').first();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    // Ten rows and the header, days written day/month/year, the rows compact.
    expect(await table.getByRole('row').count()).toBeLessThanOrEqual(11);
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).getByRole('combobox', { name: 'Rows per page' }),
    ).toHaveValue('10');
    await expect(table.getByRole('cell', { name: /^\d{2}\/\d{2}\/\d{4}$/ }).first()).toBeVisible();
    await expect(page.locator('main#main-content')).toHaveAttribute('data-density', 'compact');
  } finally {
    const me = await readMe(page);
    await bff(page, 'PUT', 'me/display', { ...original, version: me.version });
  }
});

test('invalid input shows messages next to the fields and saves nothing', async ({ page }) => {
  await signIn(page);
  const before = await readMe(page);
  await openSettings(page, '/settings', 'Profile');
  await page.getByLabel('First name').fill('');
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Please enter your first name')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  expect((await readMe(page)).version).toBe(before.version);

  await openSettings(page, '/settings/account', 'Account');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('another-password');
  await page.getByLabel('Repeat the new password').fill('another-passwore');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Repeat the new password').fill('another-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct')).toBeVisible();
});

test('a stale form is refused and offers to reload', async ({ page, browser }) => {
  await signIn(page);
  const original = await readMe(page);
  try {
    await openSettings(page, '/settings/notifications', 'Notifications');
    // Meanwhile, the same record changes in another browser.
    const other = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    await signIn(other);
    const me = await readMe(other);
    await bff(other, 'PUT', 'me/notifications', { ...me.notifications, digest: 'off', version: me.version });
    await other.close();

    await page.getByRole('switch', { name: 'Invoice reminders' }).click();
    await page.getByRole('button', { name: 'Save notifications' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'You changed this record in another window' });
    await expect(notice).toContainText('Reload to see the current version');
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('radio', { name: 'Off' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Invoice reminders' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  } finally {
    await restore(page, original);
  }
});

test('the font applies at once, as font-{name} on the document, and survives a reload', async ({ page }) => {
  await signIn(page);
  const original = await readMe(page);
  try {
    await openSettings(page, '/settings/appearance', 'Appearance');
    await page.getByRole('group', { name: 'Font' }).getByRole('radio', { name: 'Manrope' }).check();
    await page.getByRole('button', { name: 'Save appearance' }).click();
    await expect(toast(page, 'Appearance saved.')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/(^|\s)font-manrope(\s|$)/);
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)font-inter(\s|$)/);

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/(^|\s)font-manrope(\s|$)/);
    await expect(
      page.getByRole('group', { name: 'Font' }).getByRole('radio', { name: 'Manrope' }),
    ).toBeChecked();
    expect((await readMe(page)).preferences.font).toBe('manrope');
  } finally {
    await restore(page, original);
  }
});

test('the theme chosen in appearance applies and survives a reload', async ({ page }) => {
  await signIn(page);
  const original = await readMe(page);
  try {
    await openSettings(page, '/settings/appearance', 'Appearance');
    await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).check();
    await page.getByRole('button', { name: 'Save appearance' }).click();
    await expect(toast(page, 'Appearance saved.')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  } finally {
    await restore(page, original);
  }
});

// Needs the authenticated layout to render <StoredPreferences /> (components/settings/stored-preferences.tsx).
test('theme and font follow the user to a browser that has never seen them', async ({ page, browser }) => {
  await signIn(page);
  const original = await readMe(page);
  try {
    const me = await readMe(page);
    await bff(page, 'PATCH', 'me/preferences', { theme: 'dark', font: 'system', version: me.version });

    const fresh = await browser.newPage({ baseURL: test.info().project.use.baseURL, colorScheme: 'light' });
    await signIn(fresh);
    await expect(fresh.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(fresh.locator('html')).toHaveClass(/(^|\s)font-system(\s|$)/);
    await fresh.close();
  } finally {
    await restore(page, original);
  }
});

test('a new email applies only once the link mailed to it is opened', async ({ page }) => {
  const newEmail = 'oscar.bellamy@colophon.example';
  await signIn(page);
  const original = await readMe(page);

  async function changeEmailTo(address: string): Promise<void> {
    const since = Date.now();
    await openSettings(page, '/settings', 'Profile');
    await page.getByLabel('Email').fill(address);
    // A new address asks who is changing it.
    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(toast(page, `Open the link we sent to ${address}`)).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: `Waiting for you to confirm ${address}` }),
    ).toBeVisible();
    const mail = await waitForMail(address, since);
    const link = /https?:\/\/\S+\/settings\/confirm-email\?token=[\w-]+/.exec(mail)?.[0];
    if (!link) throw new Error(`No confirmation link in the mail to ${address}`);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByText(`Your account’s email address is now ${address}.`)).toBeVisible();
  }

  try {
    await changeEmailTo(newEmail);
    expect((await readMe(page)).email).toBe(newEmail);
  } finally {
    if ((await readMe(page)).email !== original.email) await changeEmailTo(EMAIL);
  }
});

test('turning two-factor sign-in off asks for the current password', async ({ page }) => {
  await signIn(page);
  try {
    await openSettings(page, '/settings/account', 'Account');
    const twoFactor = page.getByRole('switch', { name: 'Ask for a code when I sign in' });
    const save = page.getByRole('button', { name: 'Save two-factor setting' });
    // The password form on this page has a field of the same name.
    const currentPassword = page.locator('form').filter({ has: save }).getByLabel('Current password');
    await twoFactor.click();
    await currentPassword.fill(DEMO_PASSWORD);
    await save.click();
    await expect(toast(page, 'Two-factor sign-in is on')).toBeVisible();

    await twoFactor.click();
    await save.click();
    await expect(
      page.getByText('Please enter your current password to turn off two-factor sign-in'),
    ).toBeVisible();
    await currentPassword.fill(DEMO_PASSWORD);
    await save.click();
    await expect(toast(page, 'Two-factor sign-in is off.')).toBeVisible();
    await expect(twoFactor).toHaveAttribute('aria-checked', 'false');
  } finally {
    const me = await readMe(page);
    if (me.twoFactorEnabled)
      await bff(page, 'PUT', 'me/two-factor', {
        enabled: false,
        version: me.version,
        currentPassword: DEMO_PASSWORD,
      });
  }
});

test('from sign-in to a settings change to sign-out with the keyboard alone', async ({ page }) => {
  await page.goto('/signin');
  await tabTo(page, usernameField(page));
  await page.keyboard.type(USER);
  await tabTo(page, passwordField(page));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(at('/'));
  const original = await readMe(page);

  try {
    // The user menu leads to the profile.
    await tabTo(page, userMenuButton(page));
    await page.keyboard.press('Enter');
    await arrowTo(page, page.getByRole('menuitem', { name: 'Profile' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(at('/settings'));

    // The settings menu leads to notifications.
    const notificationsLink = page.getByRole('navigation', { name: 'Settings' }).getByRole('link', {
      name: 'Notifications',
    });
    await tabTo(page, notificationsLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(at('/settings/notifications'));

    const newsletters = page.getByRole('switch', { name: 'Newsletters' });
    await expect(newsletters).toHaveAttribute('aria-checked', 'true');
    await tabTo(page, newsletters);
    await page.keyboard.press('Space');
    await expect(newsletters).toHaveAttribute('aria-checked', 'false');
    await tabTo(page, page.getByRole('button', { name: 'Save notifications' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Notification settings saved.')).toBeVisible();

    // Back up to the header's user menu, and out.
    await tabTo(page, userMenuButton(page), { backwards: true });
    await page.keyboard.press('Enter');
    await arrowTo(page, page.getByRole('menuitem', { name: 'Log out' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(at('/signin'));
  } finally {
    await restore(page, original);
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violation on the settings pages, ${theme}`, async ({ page }) => {
    await signIn(page);
    await showTheme(page, theme);
    for (const { path, heading } of SETTINGS_PAGES) {
      await openSettings(page, path, heading);
      await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
      expect.soft(await axeViolations(page), `${path} (${theme})`).toEqual([]);
    }
  });
}
