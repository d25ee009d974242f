import type { Page } from '@playwright/test';

export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Every link of the sidebar's navigation in order, with every collapsible group opened first. */
export async function sidebarUrls(page: Page): Promise<(string | null)[]> {
  const closed = mainNavigation(page).locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  return mainNavigation(page)
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}
