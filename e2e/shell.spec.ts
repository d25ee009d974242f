import { expect, test, type Page } from '@playwright/test';

import { NAVIGATION, visibleUrls } from '@/lib/navigation';
import { GROUP, withDefaultRights } from '@/lib/rights';

import { axeViolations } from './support/axe';
import { signIn } from './support/sign-in';
import { mainNavigation, sidebarUrls } from './support/sidebar';
import { waitForHydration } from './support/hydrated';

const APP_SCRIPTS = '**/_next/static/**/*.js';
const SIDEBAR_COOKIE = 'sidebar:state';
const PALETTE_PLACEHOLDER = 'Type a command or search...';

const sidebar = (page: Page) => page.locator('[data-slot="sidebar"]');
const sidebarToggle = (page: Page) => page.getByRole('button', { name: 'Toggle sidebar' });
const paletteInput = (page: Page) => page.getByPlaceholder(PALETTE_PLACEHOLDER);

/** React has hydrated the header: clicks and shortcuts now reach their handlers. */
const waitForShell = (page: Page) => waitForHydration(page, '[data-slot="sidebar-trigger"]');

async function chooseTheme(page: Page, theme: 'Light' | 'Dark' | 'System'): Promise<void> {
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.getByRole('menuitemradio', { name: theme }).click();
  await expect(page.getByRole('menu')).toBeHidden();
}

test.describe('the sidebar follows the rights table', () => {
  const cases = [
    { user: 'editor', groups: [GROUP.COMMISSIONING_EDITORS], outside: '/invoices/manage' },
    { user: 'finance', groups: [GROUP.FINANCIAL_MANAGER], outside: '/contacts' },
    { user: 'developer', groups: [GROUP.DEVELOPERS], outside: '/invoices/manage' },
  ];
  for (const { user, groups, outside } of cases) {
    test(`${user} sees exactly their entries and gets 403 at ${outside}`, async ({ page }) => {
      await signIn(page, user);
      await waitForShell(page);
      expect(await sidebarUrls(page)).toEqual(visibleUrls(NAVIGATION, withDefaultRights(groups)));

      const response = await page.goto(outside);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1, name: 'Forbidden' })).toBeVisible();
    });
  }
});

test.describe('collapsing', () => {
  test('a collapsed sidebar is collapsed from the first paint after a reload', async ({ page, context }) => {
    await signIn(page, 'editor');
    await waitForShell(page);
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    await sidebarToggle(page).click();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');

    const cookie = (await context.cookies()).find((candidate) => candidate.name === SIDEBAR_COOKIE);
    expect(cookie?.value).toBe('false');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(604_800 - 120);
    expect(lifetime).toBeLessThanOrEqual(604_800 + 1);

    // With the app's scripts blocked, only the server's HTML can be showing.
    await page.route(APP_SCRIPTS, (route) => route.abort());
    await page.reload();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    const container = await page.locator('[data-slot="sidebar-container"]').boundingBox();
    expect(Math.round(container?.width ?? 0)).toBe(48);
    await page.unroute(APP_SCRIPTS);
  });

  test('Ctrl+B toggles the sidebar', async ({ page }) => {
    await signIn(page, 'editor');
    await waitForShell(page);
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    await expect
      .poll(async () =>
        Math.round((await page.locator('[data-slot="sidebar-container"]').boundingBox())?.width ?? 0),
      )
      .toBe(48);
    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    await expect
      .poll(async () =>
        Math.round((await page.locator('[data-slot="sidebar-container"]').boundingBox())?.width ?? 0),
      )
      .toBe(256);
  });

  test('an entry opens its page inside the app and is marked as the current page', async ({ page }) => {
    await signIn(page, 'editor');
    await waitForShell(page);
    await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
    const contacts = mainNavigation(page).getByRole('link', { name: 'Contacts' });
    await contacts.click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(contacts).toHaveAttribute('aria-current', 'page');
    // Entries are plain anchors opened by the router: the document is the same one.
    expect(await page.evaluate(() => 'stillThisDocument' in window)).toBe(true);
  });

  test('icons are drawn as lucide draws them, sized by where they stand', async ({ page }) => {
    await signIn(page, 'editor');
    const drawing = (icon: ReturnType<Page['locator']>) =>
      icon.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return { width: box.width, height: box.height, fill: style.fill, stroke: style.strokeWidth };
      });
    const entryIcon = mainNavigation(page).getByRole('link', { name: 'Contacts' }).locator('svg');
    expect(await drawing(entryIcon)).toEqual({ width: 16, height: 16, fill: 'none', stroke: '2px' });
    // Its symbol in the sprite is what draws it.
    await expect(entryIcon.locator('use')).toHaveAttribute('href', /\/icons\.svg\?v=[0-9a-f]{12}#contact$/);
  });

  test('collapsed, a group opens as a menu beside its icon', async ({ page }) => {
    await signIn(page, 'finance');
    await waitForShell(page);
    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    await mainNavigation(page).getByRole('button', { name: 'Financial' }).click();
    await page.getByRole('menuitem', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(/\/invoices\/manage$/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is a drawer that opens and closes', async ({ page }) => {
    await signIn(page, 'editor');
    await expect(page.locator('[data-slot="sidebar-container"]')).toBeHidden();
    // The server renders the desktop state; once hydrated on a phone, the drawer is closed.
    await expect(sidebarToggle(page)).toHaveAttribute('aria-expanded', 'false');

    const drawer = page.getByRole('dialog', { name: 'Sidebar' });
    await sidebarToggle(page).click();
    await expect(drawer).toBeVisible();
    // 18rem, once the slide-in has settled (mid-animation sizes are fractional).
    await expect.poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(288);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await sidebarToggle(page).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Contacts' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe('links', () => {
  test('opening pages prefetches nothing, and a link still opens its page in the same document', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname);
    });
    // The dashboard, a record with related records, and a page of many record links.
    for (const path of ['/', '/contracts/manage/1', '/publications/exports']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(prefetched).toEqual([]);

    await page.goto('/tasks');
    await waitForShell(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'New task' }).click();
    await expect(page).toHaveURL(/\/tasks\/new$/);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('a link clicked with Ctrl or Cmd opens in a new tab, and this page stays where it is', async ({
    page,
  }) => {
    await signIn(page, 'editor');
    await page.goto('/contacts/manage');
    await waitForShell(page);
    const listUrl = page.url();
    const opened = (click: () => Promise<void>) =>
      Promise.all([page.context().waitForEvent('page'), click()]).then(([tab]) => tab);

    // A row's link (the table's own click handler) and a sidebar entry: both plain anchors.
    const row = page.getByRole('row').nth(1).getByRole('link').first();
    const contactTab = await opened(() => row.click({ modifiers: ['ControlOrMeta'] }));
    await expect(contactTab).toHaveURL(/\/contacts\/manage\/\d+$/);
    const entryTab = await opened(() =>
      mainNavigation(page)
        .getByRole('link', { name: 'Contacts', exact: true })
        .click({ modifiers: ['ControlOrMeta'] }),
    );
    await expect(entryTab).toHaveURL(/\/contacts$/);
    expect(page.url()).toBe(listUrl);
  });
});

test.describe('command palette', () => {
  test('Ctrl+K opens and closes it; typing a page and Enter opens that page', async ({ page }) => {
    await signIn(page, 'editor');
    await waitForShell(page);
    await page.keyboard.press('Control+k');
    await expect(paletteInput(page)).toBeVisible();
    await expect(paletteInput(page)).toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(paletteInput(page)).toBeHidden();

    await page.keyboard.press('Control+k');
    await paletteInput(page).fill('contracts');
    await expect(page.locator('[cmdk-item][aria-selected="true"]')).toHaveAttribute(
      'data-value',
      'Contracts — Publishing',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contracts\/manage$/);
    await expect(paletteInput(page)).toBeHidden();
  });

  test('the search button opens it, and it says when nothing matches', async ({ page }) => {
    await signIn(page, 'editor');
    await waitForShell(page);
    await page.getByRole('button', { name: /^Search/ }).click();
    await paletteInput(page).fill('zzzzqqqq');
    await expect(page.getByText('No results found.')).toBeVisible();
    // Pages the rights do not reach are not offered.
    await paletteInput(page).fill('invoices');
    await expect(page.getByText('No results found.')).toBeVisible();
    await expect(page.getByRole('option', { name: 'Invoices', exact: true })).toHaveCount(0);
  });

  test('it says so when its pages cannot be loaded, and still offers the theme', async ({ page }) => {
    await page.route('**/api/palette', (route) =>
      route.fulfill({ status: 502, json: { success: false, error: 'The publishing API is not answering.' } }),
    );
    await signIn(page, 'editor');
    await waitForShell(page);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('option', { name: /Pages could not be loaded/ })).toContainText(
      'The publishing API is not answering.',
    );
    await expect(page.getByRole('option', { name: 'Dark' })).toBeVisible();
  });

  test('digits of an ISBN find publications, and choosing one opens it', async ({ page }) => {
    await signIn(page, 'editor');
    await waitForShell(page);
    await page.keyboard.press('Control+k');
    await paletteInput(page).fill('978');
    const first = page.getByRole('group', { name: 'Publications' }).getByRole('option').first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(page).toHaveURL(/\/publications\/manage\/\d+$/);
    await expect(page.getByText(/^ISBN 97[89]/)).toBeVisible();
  });
});

test.describe('theme', () => {
  test('the dark theme survives a reload without a flash of the light one', async ({ page }) => {
    await signIn(page, 'editor');
    await waitForShell(page);
    await chooseTheme(page, 'Dark');
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');

    // No app script runs, so the class can only come from the inline script that runs before the first paint.
    await page.route(APP_SCRIPTS, (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    await page.unroute(APP_SCRIPTS);

    await page.reload();
    await waitForShell(page);
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  });
});

test.describe('log out', () => {
  test('ends the session and goes to /signin', async ({ page }) => {
    await signIn(page, 'editor');
    await waitForShell(page);
    await page.getByRole('button', { name: /^User menu for / }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/signin');
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/signin');
  });
});

test.describe('accessibility', () => {
  for (const theme of ['Light', 'Dark'] as const) {
    test(`axe finds no violation on the shell in the ${theme.toLowerCase()} theme`, async ({ page }) => {
      await signIn(page, 'admin');
      await waitForShell(page);
      await chooseTheme(page, theme);
      await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme.toLowerCase()}(\\s|$)`));
      expect.soft(await axeViolations(page)).toEqual([]);

      await page.keyboard.press('Control+b');
      await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
      expect.soft(await axeViolations(page)).toEqual([]);
    });
  }

  test('axe finds no violation in the open command palette', async ({ page }) => {
    await signIn(page, 'admin');
    await waitForShell(page);
    await page.keyboard.press('Control+k');
    await paletteInput(page).fill('978');
    await expect(page.getByRole('group', { name: 'Publications' })).toBeVisible();
    expect.soft(await axeViolations(page)).toEqual([]);
  });
});
