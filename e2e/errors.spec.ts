import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

const STATUS_PAGES = [
  { path: '/401', code: '401', title: 'Unauthorized' },
  { path: '/403', code: '403', title: 'Forbidden' },
  { path: '/500', code: '500', title: 'Internal Server Error' },
  { path: '/503', code: '503', title: 'Maintenance Error' },
];

for (const { path, code, title } of STATUS_PAGES) {
  test(`${path} shows ${code} ${title}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
}

async function expectNotFoundScreen(page: Page): Promise<void> {
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Oops! Page Not Found!')).toBeVisible();
  await expect(
    page.getByText("It seems like the page you're looking for does not exist or might have been removed."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
}

test('/404 shows the not-found screen', async ({ page }) => {
  await page.goto('/404');
  await expectNotFoundScreen(page);
});

// Spec 2.3: an unknown route is not found for everyone; only the app's own pages ask to sign in first.
test('an unknown route shows the not-found screen with status 404 to an anonymous visitor', async ({
  page,
}) => {
  await page.goto('/401');
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  expect(new URL(page.url()).pathname).toBe('/no/such/page');
  await expectNotFoundScreen(page);
  // The screen's own script runs (it carries the page's nonce): Go Back goes back.
  await page.getByRole('button', { name: 'Go Back' }).click();
  await page.waitForURL((url) => url.pathname === '/401');
});

test('an unknown route shows the not-found screen with status 404 to a signed-in user', async ({ page }) => {
  await signIn(page, 'editor');
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expectNotFoundScreen(page);
});

test('/error-500 shows the general error screen, and Go Back goes back', async ({ page }) => {
  await page.goto('/401');
  await page.goto('/error-500');
  await expect(page.getByText("Oops! Something went wrong :')")).toBeVisible();
  await expect(page.getByText('We apologize for the inconvenience. Please try again later.')).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await page.waitForURL((url) => url.pathname === '/401');
});
