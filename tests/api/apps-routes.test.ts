import type { AddressInfo } from 'node:net';
import type { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConnectionTest } from '@/lib/contract/integrations';
import { GROUP } from '@/lib/rights';
import { createUser, type TestUser } from '../support/fixtures';
import { SITE, routeRequest as request, startWebRouteApi, type WebRouteApi } from '../support/web-routes';

/*
 * The web app's routes of Apps, as Next calls them, over a real publishing API reached through
 * UPSTREAM_API_URL: the connection tests and the OpenAPI document, each checking the session and the
 * rights of /apps itself.
 */

type Handler = (
  request: NextRequest,
  context: { params: Promise<{ integration: string }> },
) => Promise<Response>;

let web: WebRouteApi;
let developer: TestUser;
let superUser: TestUser;
let testRoute: Handler;
let openapiRoute: (request: NextRequest) => Promise<Response>;

beforeAll(async () => {
  web = await startWebRouteApi();
  vi.stubEnv('STATUS_PAGE_URL', '');
  developer = await createUser(web.api.database.db, {
    userName: 'apps-web-developer',
    groups: [GROUP.DEVELOPERS],
  });
  superUser = await createUser(web.api.database.db, {
    userName: 'apps-web-super',
    groups: [GROUP.SUPER_USERS],
  });
  testRoute = (await import('@/app/api/apps/[integration]/test/route')).POST;
  openapiRoute = (await import('@/app/api/openapi.json/route')).GET;
});

afterAll(() => web.close());

const cookieOf = (user: TestUser) => web.cookieOf(user);

async function runTest(integration: string, headers: Record<string, string>, handler = testRoute) {
  const response = await handler(request(`/api/apps/${integration}/test`, 'POST', headers), {
    params: Promise.resolve({ integration }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: ConnectionTest; error?: string },
  };
}

describe('POST /api/apps/{integration}/test', () => {
  it('runs the database’s test through the API for a developer', async () => {
    const { status, body } = await runTest('database', { cookie: await cookieOf(developer), origin: SITE });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ integration: 'database', ok: true });
    expect(body.data?.message).toMatch(/answered: PostgreSQL \d+/);
  });

  it('checks the publishing API’s health, and says so when no status page is configured', async () => {
    const cookie = await cookieOf(developer);
    const apiTest = await runTest('publishing-api', { cookie, origin: SITE });
    expect(apiTest.status).toBe(200);
    expect(apiTest.body.data).toMatchObject({ integration: 'publishing-api', ok: true });
    expect(apiTest.body.data?.message).toMatch(
      /^The publishing API at http:\/\/127\.0\.0\.1:\d+ answered its health check: up/,
    );
    const statusPage = await runTest('status-page', { cookie, origin: SITE });
    expect(statusPage.body.data).toMatchObject({ integration: 'status-page', ok: false });
    expect(statusPage.body.data?.message).toMatch(/No status page is configured: set STATUS_PAGE_URL/);
  });

  it('reaches the status page when one is configured, and names one that does not answer', async () => {
    const cookie = await cookieOf(developer);
    // The configuration is read once per process: a fresh module graph reads the new one.
    async function withStatusPage(url: string) {
      vi.stubEnv('STATUS_PAGE_URL', url);
      vi.resetModules();
      const handler = (await import('@/app/api/apps/[integration]/test/route')).POST;
      return runTest('status-page', { cookie, origin: SITE }, handler);
    }
    const up = await withStatusPage(`http://127.0.0.1:${(web.server.address() as AddressInfo).port}/health`);
    expect(up.body.data, up.body.data?.message).toMatchObject({ ok: true });
    expect(up.body.data?.message).toMatch(/answered 200/);
    const down = await withStatusPage('http://watcher:hunter2@127.0.0.1:9/?token=abc');
    expect(down.body.data).toMatchObject({ ok: false });
    expect(down.body.data?.message).toMatch(/^The status page http:\/\/127\.0\.0\.1:9 did not answer/);
    expect(down.body.data?.message).not.toMatch(/hunter2|token=abc/);
    vi.stubEnv('STATUS_PAGE_URL', '');
  });

  it('is refused without a session, without the right, from another site, and for no such integration', async () => {
    expect((await runTest('database', { origin: SITE })).status).toBe(401);
    const refused = await runTest('database', { cookie: await cookieOf(superUser), origin: SITE });
    expect(refused.status).toBe(403);
    const developerCookie = await cookieOf(developer);
    expect(
      (await runTest('database', { cookie: developerCookie, origin: 'https://evil.example' })).status,
    ).toBe(403);
    const unknown = await runTest('printer', { cookie: developerCookie, origin: SITE });
    expect(unknown).toEqual({ status: 404, body: { success: false, error: 'No such integration' } });
  });
});

describe('GET /api/openapi.json', () => {
  it('is 401 signed out and 403 without the right of Apps', async () => {
    expect((await openapiRoute(request('/api/openapi.json', 'GET'))).status).toBe(401);
    const response = await openapiRoute(
      request('/api/openapi.json', 'GET', { cookie: await cookieOf(superUser) }),
    );
    expect(response.status).toBe(403);
  });

  it('serves the publishing API’s OpenAPI 3.1 document to a developer', async () => {
    const response = await openapiRoute(
      request('/api/openapi.json', 'GET', { cookie: await cookieOf(developer) }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const document = (await response.json()) as {
      openapi: string;
      info: { title: string };
      paths: Record<string, unknown>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Colophon publishing API');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/health',
        '/integrations',
        '/integrations/database/test',
        '/email-types/{emailTypeId}',
      ]),
    );
  });

  it('is what the reference page reads, grouped by tag', async () => {
    const { loadApiReference } = await import('@/lib/apps/openapi-document');
    const reference = await loadApiReference();
    const integrations = reference.tags.find(({ tag }) => tag === 'integrations');
    expect(integrations?.operations.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'get /integrations',
      'post /integrations/database/test',
      'post /integrations/export-targets/test',
      'post /integrations/file-store/test',
      'post /integrations/mail/test',
    ]);
    expect(reference.schemas.ConnectionTest).toBeDefined();
  });
});
