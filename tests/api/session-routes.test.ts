import { serve, type ServerType } from '@hono/node-server';
import type { CredentialsConfig } from 'next-auth/providers/credentials';
import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

/*
 * The web app's session routes, the BFF and the password sign-in, as Next calls them, over a real
 * publishing API reached through UPSTREAM_API_URL: what a browser's request does to its session, and what
 * it may not do.
 */

const SITE = 'http://colophon.test';
const SECRET = 'a-session-secret-for-these-tests-only-0123456789';
const COOKIE = 'next-auth.session-token';

let api: TestUpstream;
let server: ServerType;
let user: TestUser;
let routes: {
  signOut: (request: NextRequest) => Promise<Response>;
  expired: (request: NextRequest) => Promise<Response>;
  forward: (request: NextRequest, segments: readonly string[]) => Promise<Response>;
};
type Authorize = (...args: Parameters<CredentialsConfig['authorize']>) => Promise<unknown>;
let passwordSignIn: Authorize;

beforeAll(async () => {
  api = await createTestUpstream();
  server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  vi.stubEnv('UPSTREAM_API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv('SESSION_SECRET', SECRET);
  vi.stubEnv('APP_URL', SITE);
  user = await createUser(api.database.db, { userName: 'sessionholder', groups: [3] });
  routes = {
    signOut: (await import('@/app/api/session/sign-out/route')).POST,
    expired: (await import('@/app/api/session/expired/route')).GET,
    forward: (await import('@/lib/bff/forward')).forwardToUpstream,
  };
  const { providers } = (await import('@/lib/auth/options')).authOptions();
  passwordSignIn = authorizeOf(providers.find(({ id }) => id === 'credentials')?.options);
});

/** next-auth keeps a Credentials provider's own settings, its `authorize` among them, under `options`. */
function authorizeOf(options: unknown): Authorize {
  if (typeof options === 'object' && options !== null && 'authorize' in options) {
    const { authorize } = options;
    if (typeof authorize === 'function') {
      return async (...args) => {
        const answer: unknown = await authorize(...args);
        return answer;
      };
    }
  }
  throw new Error('the credentials provider has no authorize');
}

afterAll(async () => {
  vi.unstubAllEnvs();
  server.close();
  await api.close();
});

async function signIn(): Promise<{ token: string; cookie: string }> {
  const response = await api.request('POST', 'auth/login', {
    body: { username: user.userName, password: user.password },
  });
  expect(response.status).toBe(200);
  const token = (response.body as { token: string }).token;
  const sealed = await encode({ token: { upstreamToken: token, userId: user.id }, secret: SECRET });
  return { token, cookie: `${COOKIE}=${sealed}` };
}

async function tokenStatus(token: string): Promise<number> {
  return (await api.request('GET', 'auth/user', { token })).status;
}

function request(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new NextRequest(`${SITE}${path}`, {
    ...init,
    headers: { host: 'colophon.test', 'x-forwarded-proto': 'http', ...init.headers },
  });
}

function clearedCookies(response: Response): string[] {
  return response.headers.getSetCookie().filter((line) => /^[^=]+=;/.test(line) && /Max-Age=0/.test(line));
}

describe('POST /api/session/sign-out', () => {
  it('refuses a request from another site and leaves the session alone', async () => {
    const { token, cookie } = await signIn();
    for (const origin of ['https://evil.example', 'https://colophon.test', 'null', undefined]) {
      const response = await routes.signOut(
        request('/api/session/sign-out', {
          method: 'POST',
          headers: { cookie, ...(origin ? { origin } : {}) },
        }),
      );
      expect(response.status, String(origin)).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(await tokenStatus(token)).toBe(200);
  });

  it("revokes the upstream token and removes the session's cookies", async () => {
    const { token, cookie } = await signIn();
    const response = await routes.signOut(
      request('/api/session/sign-out', { method: 'POST', headers: { cookie, origin: SITE } }),
    );
    expect(response.status).toBe(204);
    expect(await tokenStatus(token)).toBe(401);
    const cleared = clearedCookies(response);
    expect(cleared.map((line) => line.split('=')[0])).toEqual(
      expect.arrayContaining([COOKIE, 'next-auth.callback-url', 'colophon.otp']),
    );
    for (const line of cleared) expect(line).toMatch(/Path=\/; .*HttpOnly; SameSite=Lax/);
  });
});

describe('GET /api/session/expired', () => {
  it('does not sign out a session the API still accepts: a link cannot end it', async () => {
    const { token, cookie } = await signIn();
    const response = await routes.expired(
      request('/api/session/expired?next=%2Fsettings', { headers: { cookie } }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/settings');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await tokenStatus(token)).toBe(200);
  });

  it('forgets a session the API refuses and sends to sign in, coming back afterwards', async () => {
    const { token, cookie } = await signIn();
    await api.request('POST', 'auth/logout', { token });
    const response = await routes.expired(
      request('/api/session/expired?next=%2Fsettings', { headers: { cookie } }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/signin?next=%2Fsettings');
    expect(clearedCookies(response).map((line) => line.split('=')[0])).toContain(COOKIE);
  });

  it('checks where it sends the browser back to', async () => {
    const response = await routes.expired(request('/api/session/expired?next=%2F%09%2Fevil.example%2Fphish'));
    expect(response.headers.get('location')).toBe('/signin?next=%2F');
  });
});

describe('the BFF (app/api/[...path])', () => {
  it('refuses a write whose Origin differs from ours in its scheme only', async () => {
    const { cookie } = await signIn();
    const response = await routes.forward(
      request('/api/me/preferences', {
        method: 'PATCH',
        headers: { cookie, origin: 'https://colophon.test', 'content-type': 'application/json' },
      }),
      ['me', 'preferences'],
    );
    expect(response.status).toBe(403);
  });

  it('refuses a body over 10 MB sent without a length, with 413 and a message', async () => {
    const { cookie } = await signIn();
    const chunk = new Uint8Array(1024 * 1024).fill(0x20);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 11) controller.enqueue(chunk);
        else controller.close();
      },
    });
    // A streamed body carries no Content-Length: only counting what arrives can find it too large.
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { cookie, host: 'colophon.test', origin: SITE, 'content-type': 'application/json' },
    };
    const response = await routes.forward(new NextRequest(new Request(`${SITE}/api/contacts`, init)), [
      'contacts',
    ]);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      success: false,
      error: expect.stringMatching(/^The request is larger than 10 MB/),
    });
  });

  it('forgets the session when the API refuses its token', async () => {
    const { token, cookie } = await signIn();
    await api.request('POST', 'auth/logout', { token });
    const response = await routes.forward(request('/api/search?q=x', { headers: { cookie } }), ['search']);
    expect(response.status).toBe(401);
    expect(clearedCookies(response).map((line) => line.split('=')[0])).toContain(COOKIE);
  });
});

describe('signing in with a password (the credentials provider)', () => {
  async function signInWithForm(cookie?: string): Promise<string> {
    const signedIn = await passwordSignIn(
      { username: user.userName, password: user.password },
      { method: 'POST', headers: { host: 'colophon.test', ...(cookie ? { cookie } : {}) } },
    );
    const token =
      typeof signedIn === 'object' && signedIn !== null && 'upstreamToken' in signedIn
        ? signedIn.upstreamToken
        : undefined;
    if (typeof token !== 'string') throw new Error('not signed in');
    return token;
  }

  it('gives a browser without a session a new one', async () => {
    expect(await tokenStatus(await signInWithForm())).toBe(200);
  });

  it('ends the session the browser held before: a new token, the earlier one revoked', async () => {
    const earlier = await signIn();
    const bystander = await signIn();
    const token = await signInWithForm(`other=1; ${earlier.cookie}`);
    expect(token).not.toBe(earlier.token);
    expect(await tokenStatus(token)).toBe(200);
    expect(await tokenStatus(earlier.token)).toBe(401);
    expect(await tokenStatus(bystander.token)).toBe(200);
  });
});
