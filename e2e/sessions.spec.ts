import { expect, test } from '@playwright/test';

import { DEMO_PASSWORD, signIn } from './support/sign-in';

const USER = 'cassistant';

test('a user sees where they are signed in and ends another browser’s session with their password', async ({
  browser,
}) => {
  const elsewhere = await browser.newContext();
  const otherBrowser = await elsewhere.newPage();
  await signIn(otherBrowser, USER);

  const here = await browser.newContext();
  const page = await here.newPage();
  await signIn(page, USER);
  await page.goto('/settings/account');

  const sessions = page.getByRole('list', { name: 'Your sessions' });
  await expect(sessions.getByRole('listitem').first()).toContainText('This browser');
  const others = sessions.getByRole('listitem').filter({ hasText: 'Another browser or device' });
  await expect(others.first()).toBeVisible();

  const dialog = page.getByRole('dialog');
  const endFirstOther = async (password: string) => {
    await dialog.getByLabel('Current password').fill(password);
    await dialog.getByRole('button', { name: 'End session' }).click();
  };
  let left = await others.count();
  await others.first().getByRole('button', { name: 'End session' }).click();
  await endFirstOther('not-my-password');
  await expect(dialog.getByText('Your current password is not correct')).toBeVisible();
  await endFirstOther(DEMO_PASSWORD);
  await expect(dialog).toBeHidden();
  await expect(others).toHaveCount(--left);

  // Every other session of the user ends, the other browser's among them; this one stays.
  while (left > 0) {
    await others.first().getByRole('button', { name: 'End session' }).click();
    await endFirstOther(DEMO_PASSWORD);
    await expect(dialog).toBeHidden();
    await expect(others).toHaveCount(--left);
  }
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  await otherBrowser.goto('/settings/account');
  await expect(otherBrowser).toHaveURL(/\/signin/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();

  await elsewhere.close();
  await here.close();
});
