import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Every finding of axe on the page as it is, whatever its impact, one line each (empty when there are none). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

/**
 * Shows `theme` in this browser whatever the account has stored. The account's own theme is applied
 * once per sign-in, after the first page hydrates: the browser's choice must come after that, or the
 * next page puts the stored one back.
 */
export async function showTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction(() => window.localStorage.getItem('colophon-preferences-synced') !== null);
  await page.evaluate((value) => window.localStorage.setItem('vite-ui-theme', value), theme);
}
