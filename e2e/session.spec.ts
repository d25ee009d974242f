import { expect, test, type Response } from '@playwright/test';
import { signIn } from './support/sign-in';

// Every upstream token starts with this prefix (upstream/auth/tokens.ts), so a leak is recognisable.
const TOKEN_SHAPE = /clp_[\w-]{20,}/;

test('no upstream token reaches a response body, a script, a readable cookie or storage', async ({
  page,
}) => {
  const leaks: string[] = [];
  const bodies: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    bodies.push(
      response
        .text()
        .then((text) => {
          if (TOKEN_SHAPE.test(text)) leaks.push(response.url());
        })
        .catch(() => undefined),
    );
  });

  await signIn(page, 'editor');
  await page.goto('/settings');
  const session = await page.request.get('/api/auth/session');
  const sessionBody = await session.text();
  expect(sessionBody).not.toMatch(TOKEN_SHAPE);
  expect(sessionBody).not.toContain('upstreamToken');
  expect(JSON.parse(sessionBody)).toEqual({
    expires: expect.any(String),
    user: { name: expect.any(String), email: 'editor@colophon.example' },
  });

  const readable = await page.evaluate(() => ({
    cookies: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    scripts: Array.from(document.scripts, (script) => script.textContent ?? '').join('\n'),
  }));
  for (const [where, text] of Object.entries(readable)) expect(text, where).not.toMatch(TOKEN_SHAPE);
  // The session cookie itself is encrypted and httpOnly: the page cannot read it.
  expect(readable.cookies).not.toContain('next-auth.session-token');

  await Promise.all(bodies);
  expect(leaks).toEqual([]);
});

test('after log out the back button shows no private page and the old cookie no longer works', async ({
  page,
  browser,
}) => {
  await signIn(page, 'editor');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  const oldCookies = await page.context().cookies();

  await page.getByRole('button', { name: /^User menu for / }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/signin');

  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/signin');
  await expect(page.getByRole('heading', { name: 'Settings' })).toHaveCount(0);

  // A copy of the cookie taken before sign-out: the token inside it was revoked upstream.
  const stolen = await browser.newContext();
  await stolen.addCookies(oldCookies);
  const other = await stolen.newPage();
  await other.goto('/settings');
  await other.waitForURL((url) => url.pathname === '/signin');
  const api = await stolen.request.get('/api/search?q=the');
  expect(api.status()).toBe(401);
  await stolen.close();
});

test('pages carry the security headers, with a fresh script nonce each time', async ({ request }) => {
  const first = await request.get('/signin');
  const second = await request.get('/signin');
  const csp = first.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[\w+/=]+' 'strict-dynamic'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toEqual(second.headers()['content-security-policy']);
  expect(first.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(first.headers()['permissions-policy']).toContain('camera=()');
  expect(first.headers()['x-content-type-options']).toBe('nosniff');
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(await first.text()).toContain(`nonce="${nonce}"`);
});

test('the BFF refuses calls it does not forward, and writes from another site', async ({ page }) => {
  await signIn(page, 'editor');
  // The API's calls that only the server makes (the integrations' state) are not forwarded.
  expect((await page.request.get('/api/integrations')).status()).toBe(404);
  // The API's document is served to developers only.
  expect((await page.request.get('/api/openapi.json')).status()).toBe(403);
  expect((await page.request.get('/api/auth/user')).status()).not.toBe(200);
  const crossSite = await page.request.patch('/api/me/preferences', {
    data: { theme: 'dark' },
    headers: { origin: 'https://evil.example' },
  });
  expect(crossSite.status()).toBe(403);
  expect((await page.request.get('/api/search?q=the')).status()).toBe(200);
});
