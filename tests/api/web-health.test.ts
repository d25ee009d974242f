import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

/** The web app's /api/health over the HTTP transport (UPSTREAM_API_URL), against a real listening API. */
describe('GET /api/health of the web app', () => {
  let api: TestUpstream;
  let server: ServerType;
  let url: string;

  beforeAll(async () => {
    api = await createTestUpstream();
    server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.close();
    await api.close();
  });
  beforeEach(() => vi.resetModules());

  async function health(upstreamUrl: string) {
    vi.stubEnv('UPSTREAM_API_URL', upstreamUrl);
    vi.stubEnv('UPSTREAM_TIMEOUT_MS', '2000');
    const { GET } = await import('@/app/api/health/route');
    const response = await GET(
      new Request('http://localhost/api/health', { headers: { 'x-request-id': 'probe-1' } }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('is 200 when the API and its database answer', async () => {
    expect(await health(url)).toEqual({
      status: 200,
      body: { status: 'up', web: 'up', upstream: 'up', database: 'up' },
    });
  });

  it('is 503 naming the upstream when nothing listens at UPSTREAM_API_URL', async () => {
    const { status, body } = await health('http://127.0.0.1:9');
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: 'down', web: 'up', upstream: 'down', down: ['upstream'] });
    expect(String(body.error)).toMatch(/publishing API is unavailable/);
  });
});
