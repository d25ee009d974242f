import { serve, type ServerType } from '@hono/node-server';
import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import type { AddressInfo } from 'node:net';
import { expect, vi } from 'vitest';
import type { TestUser } from './fixtures';
import { createTestUpstream, type TestUpstream } from './test-upstream';

/*
 * The web app's own route handlers, called as Next calls them, over a real publishing API reached through
 * UPSTREAM_API_URL, with session cookies made as next-auth makes them.
 */

export const SITE = 'http://colophon.test';
const SECRET = 'a-session-secret-for-these-tests-only-0123456789';
const COOKIE = 'next-auth.session-token';

export interface WebRouteApi {
  api: TestUpstream;
  server: ServerType;
  /** The Cookie header of `user` signed in. */
  cookieOf(user: TestUser): Promise<string>;
  close(): Promise<void>;
}

export async function startWebRouteApi(): Promise<WebRouteApi> {
  const api = await createTestUpstream();
  const server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  vi.stubEnv('UPSTREAM_API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv('SESSION_SECRET', SECRET);
  vi.stubEnv('APP_URL', SITE);
  return {
    api,
    server,
    async cookieOf(user) {
      const response = await api.request('POST', 'auth/login', {
        body: { username: user.userName, password: user.password },
      });
      expect(response.status).toBe(200);
      const token = (response.body as { token: string }).token;
      return `${COOKIE}=${await encode({ token: { upstreamToken: token, userId: user.id }, secret: SECRET })}`;
    },
    async close() {
      vi.unstubAllEnvs();
      server.close();
      await api.close();
    },
  };
}

/** A request to the web app at `path`, as the browser sends it. */
export function routeRequest(
  path: string,
  method: string,
  headers: Record<string, string> = {},
): NextRequest {
  return new NextRequest(`${SITE}${path}`, {
    method,
    headers: { host: 'colophon.test', 'x-forwarded-proto': 'http', ...headers },
  });
}
