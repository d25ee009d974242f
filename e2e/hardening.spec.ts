import net from 'node:net';
import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

/** Findings of the penetration test (issue 14), each as the tester reproduced it. */

test('a link to the session-expired address does not sign out a live session', async ({ page }) => {
  await signIn(page, 'editor');
  await page.goto('/api/session/expired?next=%2Fsettings');
  await page.waitForURL((url) => url.pathname === '/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});

test('sign-out refuses a request from another site, and the session lives on', async ({ page, baseURL }) => {
  await signIn(page, 'editor');
  const host = new URL(baseURL ?? '').host;
  for (const origin of ['https://evil.example', `https://${host}`]) {
    const response = await page.request.post('/api/session/sign-out', { headers: { origin } });
    expect(response.status(), origin).toBe(403);
  }
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});

test('the BFF refuses a write whose Origin differs from ours in its scheme only', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'editor');
  const response = await page.request.patch('/api/me/preferences', {
    data: { theme: 'dark' },
    headers: { origin: `https://${new URL(baseURL ?? '').host}` },
  });
  expect(response.status()).toBe(403);
});

test('prefetches and static files carry the security headers', async ({ page, request }) => {
  await signIn(page, 'editor');
  const prefetch = await page.request.get('/settings', {
    headers: { rsc: '1', 'next-router-prefetch': '1' },
  });
  expect(prefetch.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(prefetch.headers()['x-frame-options']).toBe('DENY');

  const html = await (await request.get('/signin')).text();
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script ?? '');
  expect(asset.status()).toBe(200);
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  expect(asset.headers()['x-frame-options']).toBe('DENY');

  // The tab's icon: named by every page, so that browsers do not ask for a /favicon.ico that is not there.
  const icon = /<link rel="icon" href="([^"]+)"[^>]*type="image\/svg\+xml"/.exec(html)?.[1];
  expect(icon).toMatch(/^\/icon\.svg/);
  const drawn = await request.get(icon ?? '');
  expect(drawn.status()).toBe(200);
  expect(drawn.headers()['content-type']).toContain('image/svg+xml');
  expect(drawn.headers()['x-content-type-options']).toBe('nosniff');
  expect(await drawn.text()).toContain('<svg');
});

test('a body over 10 MB is refused with 413 and says why', async ({ request }) => {
  const response = await request.post('/api/contacts/import', {
    headers: { 'content-type': 'application/json' },
    data: JSON.stringify({ mode: 'dry-run', csv: 'x'.repeat(11 * 1024 * 1024) }),
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toEqual({
    success: false,
    error: expect.stringMatching(/^The request is larger than 10 MB/),
  });
});

test('a request whose body stalls is answered 408 within 30 s', async ({ baseURL }) => {
  test.setTimeout(60_000);
  const { hostname, port } = new URL(baseURL ?? '');
  const started = Date.now();
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`POST /api/health HTTP/1.1\r\nHost: ${hostname}\r\nContent-Length: 1000\r\n\r\n`);
      socket.write('x'.repeat(20));
    });
    let received = '';
    socket.on('data', (data) => (received += data.toString('latin1')));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.setTimeout(45_000, () => socket.destroy());
  });
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(Date.now() - started).toBeLessThan(30_000);
});

test('a record whose History the API cannot answer shows the error after one attempt, within 12 s', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const unavailable = 'The publishing API is unavailable. Please try again later.';
  let attempts = 0;
  await page.route(/\/api\/contacts\/\d+\/history/, (route) => {
    attempts += 1;
    return route.fulfill({ status: 502, json: { success: false, error: unavailable } });
  });
  await page.goto('/contacts/manage');
  const started = Date.now();
  await page.getByRole('table').getByRole('link').first().click();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByText(unavailable).first()).toBeVisible({ timeout: 12_000 });
  expect(Date.now() - started).toBeLessThan(12_000);
  expect(attempts).toBe(1);
});
