import { expect, type Locator, type Page } from '@playwright/test';

// Controls rendered on the server are markup until React hydrates them: a click or a choice made before
// then falls on dead markup and is lost, more often the busier the machine.

/** React has hydrated the element: a click reaches its handler. */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect
    .poll(() =>
      locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
  return locator;
}

/** React has hydrated the first element matching the CSS selector. */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}
