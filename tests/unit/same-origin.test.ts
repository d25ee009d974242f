import { afterEach, describe, expect, it, vi } from 'vitest';

/** The check every write through the BFF and every sign-out passes (lib/bff/same-origin.ts). */

async function checkUnder(appUrl: string) {
  vi.resetModules();
  vi.stubEnv('APP_URL', appUrl);
  return (await import('@/lib/bff/same-origin')).isSameOrigin;
}

function write(headers: Record<string, string>): Request {
  return new Request('http://localhost:3000/api/me/preferences', { method: 'PATCH', headers });
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('isSameOrigin', () => {
  it('takes only our own scheme and host', async () => {
    const isSameOrigin = await checkUnder('http://colophon.test');
    const ours = { host: 'colophon.test', 'x-forwarded-proto': 'http' };
    expect(isSameOrigin(write({ ...ours, origin: 'http://colophon.test' }))).toBe(true);
    expect(isSameOrigin(write({ ...ours, origin: 'http://colophon.test:80' }))).toBe(true);
    expect(isSameOrigin(write({ ...ours, origin: 'https://colophon.test' }))).toBe(false);
    expect(isSameOrigin(write({ ...ours, origin: 'http://colophon.test.evil.example' }))).toBe(false);
    expect(isSameOrigin(write({ ...ours, origin: 'http://evil.example' }))).toBe(false);
    expect(isSameOrigin(write({ ...ours, origin: 'null' }))).toBe(false);
    expect(isSameOrigin(write(ours))).toBe(false);
  });

  it('reads the address a proxy in front was asked for', async () => {
    const isSameOrigin = await checkUnder('http://colophon.test');
    const proxied = {
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'colophon.test',
      'x-forwarded-proto': 'http',
    };
    expect(isSameOrigin(write({ ...proxied, origin: 'http://colophon.test' }))).toBe(true);
    expect(isSameOrigin(write({ ...proxied, origin: 'http://10.0.0.5:3000' }))).toBe(false);
  });

  it('holds a site configured as HTTPS to HTTPS, whatever the proxy in front says', async () => {
    const isSameOrigin = await checkUnder('https://colophon.test');
    const plain = { host: 'colophon.test', 'x-forwarded-proto': 'http' };
    expect(isSameOrigin(write({ ...plain, origin: 'https://colophon.test' }))).toBe(true);
    expect(isSameOrigin(write({ ...plain, origin: 'http://colophon.test' }))).toBe(false);
  });
});
