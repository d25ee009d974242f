import { expect, test } from '@playwright/test';

import { hydrated } from './support/hydrated';
import { waitForMail } from './support/mail';
import { axeViolations, showTheme } from './support/axe';
import { sidebarUrls } from './support/sidebar';
import { signIn } from './support/sign-in';

const NEW_PASSWORD = 'lantern-harbour-93';

test('an administrator invites a colleague, who accepts through the mailed link; a right given in the editor shows in their sidebar on the next page', async ({
  browser,
}, testInfo) => {
  // A retry invites someone new: the first try's colleague already holds the user name and the email.
  const suffix = testInfo.retry === 0 ? '' : String(testInfo.retry);
  const userName = `wholloway${suffix}`;
  const email = `wren.holloway${suffix}@colophon.example`;
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin');
  await admin.goto('/users');
  await expect(admin.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  // Invite: the account is made in the Designer group and a link is mailed.
  const since = Date.now();
  await (await hydrated(admin.getByRole('button', { name: 'Invite user' }))).click();
  const dialog = admin.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByLabel('First name').fill('Wren');
  await dialog.getByLabel('Last name').fill('Holloway');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('User name').fill(userName);
  await dialog.getByRole('checkbox', { name: 'Designer' }).check();
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog).toBeHidden();
  await admin.goto(`/users?q=${userName}`);
  const row = admin.getByRole('row').filter({ hasText: userName });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Designer');

  // The colleague opens the mailed link and chooses a password, then signs in with it.
  const mail = await waitForMail(email, since);
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail)?.[0];
  if (!link) throw new Error(`no invitation link in ${mail}`);
  const invitee = await (await browser.newContext()).newPage();
  const target = new URL(link);
  await invitee.goto(`${target.pathname}${target.search}`);
  await expect(invitee.getByRole('heading', { name: 'Welcome to Colophon' })).toBeVisible();
  await invitee.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await invitee.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await invitee.getByRole('button', { name: 'Change password' }).click();
  await expect(invitee.getByText('Your password has been changed')).toBeVisible();
  await signIn(invitee, userName, NEW_PASSWORD);
  expect(await sidebarUrls(invitee)).not.toContain('/contacts');

  await admin.goto(`/users?q=${userName}`);
  await expect(admin.getByRole('row').filter({ hasText: userName })).toContainText('Active');

  // In the editor the administrator gives them Edit in publishing records, which Contacts needs.
  await admin.goto('/user-authorization');
  await admin.getByLabel('User', { exact: true }).selectOption({ label: `Holloway, Wren (${userName})` });
  await admin.getByRole('button', { name: 'Show' }).click();
  const access = admin.getByRole('form', { name: 'Access of Wren Holloway' });
  await hydrated(access.getByRole('button', { name: 'Save access' }));
  await access.getByLabel('Own right in Publishing records').selectOption({ label: '3 Edit' });
  await access.getByRole('button', { name: 'Save access' }).click();
  const effective = admin.getByRole('table', { name: 'Rights in effect for Wren Holloway' });
  await expect(effective.getByRole('row').filter({ hasText: 'Publishing records' })).toContainText(
    'Own right: 3 Edit',
  );

  // Without signing in again, the colleague's next page shows Contacts in the sidebar, and opens it.
  await invitee.goto('/dashboard/authorization');
  expect(await sidebarUrls(invitee)).toContain('/contacts');
  const contacts = await invitee.goto('/contacts');
  expect(contacts?.status()).toBe(200);
});

test('an administrator deactivates a colleague, whose open session ends at once', async ({ browser }) => {
  const colleague = await (await browser.newContext()).newPage();
  await signIn(colleague, 'fassistant');

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin');
  await admin.goto('/users?q=fassistant');
  await admin.getByRole('button', { name: 'Actions for Nina Novak' }).click();
  await admin.getByRole('menuitem', { name: 'Deactivate' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(admin.getByRole('row').filter({ hasText: 'fassistant' })).toContainText('Deactivated');

  await colleague.goto('/settings');
  await expect(colleague).toHaveURL(/\/signin/);

  // Back as it was, for the other tests.
  await admin.getByRole('button', { name: 'Actions for Nina Novak' }).click();
  await admin.getByRole('menuitem', { name: 'Activate' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
  await expect(admin.getByRole('row').filter({ hasText: 'fassistant' })).toContainText('Active');
});

test('an administrator reads who changed a record in the audit trail, opens it, and exports the selection', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/user-authorization/audit-log');
  await page.getByLabel('Kind of record').selectOption('users');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/entity=users/);
  const rows = page.getByRole('table', { name: 'Audit trail' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('users');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('a member of staff finds a help article by its words and reads it', async ({ page }) => {
  await signIn(page, 'editor');
  await page.goto('/help-center');
  await page.getByLabel('Search the help').fill('royalty run');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: 'Contract royalties', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contract royalties' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('a locked run never changes');
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violation on the users and rights screens, ${theme}`, async ({ page }) => {
    // Five pages, the rights editor's hundred-odd selects among them: more than one page's time.
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    await showTheme(page, theme);
    for (const path of [
      '/user-authorization/audit-log',
      '/users',
      '/users2',
      '/user-authorization?userId=2',
      '/reset-password?token=x&invitation=1',
      '/version-features',
      '/help-center',
      '/help-center/users',
      '/dashboard/authorization',
    ]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
      expect.soft(await axeViolations(page), `${path} (${theme})`).toEqual([]);
    }
  });
}
