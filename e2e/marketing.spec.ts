import { expect, test, type Page } from '@playwright/test';

import { waitForMail } from './support/mail';
import { signIn } from './support/sign-in';

/*
 * Marketing as the marketing manager works it: a newsletter written, tested on their own address through
 * the SMTP server the tests start, its unsubscribe link followed; and an email type's template checked.
 */

const stamp = `${Date.now()}`;

/** The number of consenting addresses the newsletter's page says its audience has now. */
async function audienceSize(page: Page): Promise<number> {
  const text = await page.getByText(/consenting address(es)? now/).innerText();
  return Number(/([\d,]+) consenting/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);
}

test('the marketing manager sends a newsletter test to themself and unsubscribes with its link', async ({
  page,
}) => {
  await signIn(page, 'marketing');
  await page.goto('/marketing/newsletters');
  await expect(page.getByRole('heading', { name: 'Newsletters', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New newsletter' }).click();

  const subject = `Spring news ${stamp}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Audience').selectOption('all_contacts');
  await page.getByLabel('Text').fill('Three new books this spring, and where to hear their authors.');
  await page.getByLabel('Find a publication').fill('the');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const found = page.getByRole('list', { name: 'Publications found' });
  await found.getByRole('button', { name: /^Add / }).first().click();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.waitForURL(/\/marketing\/newsletters\/\d+$/);
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  const before = await audienceSize(page);
  expect(before).toBeGreaterThan(0);

  const since = Date.now();
  await page.getByRole('button', { name: 'Send test to me' }).click();
  await expect(page.getByText('Test sent to your address')).toBeVisible();
  const mail = await waitForMail('marketing@colophon.example', since);
  expect(mail).toContain(`Subject: [Test] ${subject}`);
  expect(mail).toContain('Three new books this spring');
  // The header is read raw (its "=" not encoded), so only its address is checked.
  expect(mail).toMatch(/List-Unsubscribe:\s+<http[^>]+\/api\/public\/unsubscribe\?token/);
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const link = /(https?:\/\/\S+?)(\/unsubscribe\?token=[A-Za-z0-9._%-]+)/.exec(mail);
  expect(link, 'the unsubscribe link in the body').toBeTruthy();

  // The link is made for the site's address; the tests' server answers it at its own.
  await page.goto(link?.[2] ?? '');
  await expect(page.getByText('For marketing@colophon.example')).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText('You are unsubscribed since');

  await page.goto('/marketing/newsletters');
  await page.getByRole('link', { name: subject }).click();
  await expect.poll(() => audienceSize(page)).toBe(before - 1);
});

test('an email type refuses an unknown variable beside the field and previews with sample data', async ({
  page,
}) => {
  await signIn(page, 'marketing');
  await page.goto('/administration/emailtypes');
  await page.getByRole('link', { name: 'Password reset', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Password reset', level: 1 })).toBeVisible();
  await page.getByLabel('Text').fill('Hello {{fullName}}, open {{link}}');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText(/\{\{fullName\}\} is not a variable of Password reset/)).toBeVisible();
  await page.getByLabel('Text').fill('Hello {{firstName}}, open {{link}}');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText(
    'Hello Maya, open https://colophon.example/reset-password?token=rst_sample',
  );
});
