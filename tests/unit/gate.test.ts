import {
  getRedirectUrl,
  unstable_doesMiddlewareMatch,
  unstable_getResponseFromNextConfig,
} from 'next/experimental/testing/server';
import { NextRequest, type NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import nextConfig from '@/next.config';
import { config, proxy } from '@/proxy';

const SITE = 'http://colophon.test';
const SIGNED_IN = { cookie: 'next-auth.session-token=sealed' };

function visit(path: string, init: { method?: string; headers?: Record<string, string> } = {}): NextResponse {
  return proxy(new NextRequest(`${SITE}${path}`, init));
}

function expectSecurityHeaders(response: Response): void {
  expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[\w+/=]+'/);
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('the gate (proxy.ts)', () => {
  it.each(['/', '/settings', '/cms/news', '/contacts/manage/12', '/administration/coupons/new'])(
    'asks an anonymous visitor of the app page %s to sign in, coming back afterwards',
    (path) => {
      const response = visit(path);
      expect(response.status).toBe(307);
      expect(getRedirectUrl(response)).toBe(`${SITE}/signin?next=${encodeURIComponent(path)}`);
      expectSecurityHeaders(response);
    },
  );

  it('keeps the query of the page asked for', () => {
    expect(getRedirectUrl(visit('/contacts?page=2'))).toBe(`${SITE}/signin?next=%2Fcontacts%3Fpage%3D2`);
  });

  // The (app) layout then answers the root's not-found screen (spec 2.3; e2e/errors.spec.ts).
  it.each(['/no/such/page', '/cms', '/settingsx', '/_not-found'])(
    'lets an anonymous visitor of the unknown address %s through, not to sign-in',
    (path) => {
      const response = visit(path);
      expect(getRedirectUrl(response)).toBeNull();
      expect(response.headers.get('x-middleware-next')).toBe('1');
      expectSecurityHeaders(response);
    },
  );

  it('lets public pages and signed-in visitors through', () => {
    for (const response of [visit('/signin'), visit('/no/such/page', { headers: SIGNED_IN })]) {
      expect(response.headers.get('x-middleware-next')).toBe('1');
      expectSecurityHeaders(response);
    }
  });

  it('refuses a body declared larger than 10 MB with 413 and a message', async () => {
    const response = visit('/api/contacts/import', {
      method: 'POST',
      headers: {
        ...SIGNED_IN,
        'content-type': 'application/json',
        'content-length': String(20 * 1024 * 1024),
      },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      success: false,
      error: expect.stringMatching(/^The request is larger than 10 MB/),
    });
    expectSecurityHeaders(response);
  });

  it('lets a body of exactly 10 MB through', () => {
    const response = visit('/api/contacts/import', {
      method: 'POST',
      headers: { ...SIGNED_IN, 'content-length': String(10 * 1024 * 1024) },
    });
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('runs for router prefetches too, so they carry the security headers', () => {
    const prefetch = { 'next-router-prefetch': '1', rsc: '1' };
    expect(unstable_doesMiddlewareMatch({ config, url: '/contacts', headers: prefetch })).toBe(true);
    expectSecurityHeaders(visit('/contacts', { headers: { ...SIGNED_IN, ...prefetch } }));
  });
});

describe('next.config.ts', () => {
  it('gives answers the gate does not see (static files) the fixed security headers', async () => {
    for (const path of ['/_next/static/chunks/app.js', '/favicon.ico', '/fonts/inter.woff2']) {
      const response = await unstable_getResponseFromNextConfig({ url: `${SITE}${path}`, nextConfig });
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('buffers more than the body limit at the gate, so a body it cuts short is still seen as too large', () => {
    expect(nextConfig.experimental?.proxyClientMaxBodySize).toBeGreaterThan(10 * 1024 * 1024 + 64 * 1024);
  });
});
