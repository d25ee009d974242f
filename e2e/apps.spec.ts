import { expect, test } from '@playwright/test';
import { axeViolations, showTheme } from './support/axe';
import { signIn } from './support/sign-in';
import { waitForHydration } from './support/hydrated';

test('a developer tests the database’s connection on Apps and finds a path in the API reference', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'developer');
  await page.goto('/apps');
  await expect(page.getByRole('heading', { level: 1, name: 'Apps' })).toBeVisible();

  const database = page.getByRole('region', { name: /^Database/ });
  await expect(database).toContainText(/PostgreSQL \d+/);
  await waitForHydration(page, '[data-testid="integration-database"] button');
  await database.getByRole('button', { name: 'Test connection' }).click();
  const outcome = database.getByRole('status');
  await expect(outcome).toContainText(/Succeeded in \d+ ms: (PGlite|PostgreSQL) answered: PostgreSQL \d+/);
  await expect(page.getByText(/^Database: connection works \(\d+ ms\)$/)).toBeVisible();

  // The other integrations are shown, each with its own test.
  for (const name of ['Publishing API', 'Mail', 'File store', 'Status page', 'Export targets']) {
    await expect(page.getByRole('region', { name: new RegExp(`^${name}`) })).toBeVisible();
  }

  await page.getByRole('link', { name: 'Publishing API reference' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API Reference' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'API groups' })
    .getByRole('link', { name: /^integrations/ })
    .click();
  await expect(page).toHaveURL(/\/apps\/api-reference\?tag=integrations$/);
  const operation = page.getByRole('region', { name: 'POST /integrations/database/test' });
  await expect(operation).toContainText('Test the connection of database');
  await expect(operation).toContainText('group 12 (Developers)');
  await expect(operation).toContainText('durationMs: integer');

  // The document itself, through the web app.
  const document = await page.request.get('/api/openapi.json');
  expect(document.status()).toBe(200);
  expect(Object.keys(((await document.json()) as { paths: object }).paths)).toContain('/integrations');
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violation on Apps and the API reference, ${theme}`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'developer');
    await showTheme(page, theme);
    for (const pathName of ['/apps', '/apps/api-reference?tag=email-types']) {
      await page.goto(pathName);
      await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
      expect.soft(await axeViolations(page), `${pathName} (${theme})`).toEqual([]);
    }
  });
}
