import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createQueryClient } from '@/components/providers/query-provider';
import { ApiError, READ_TIMEOUT_MS, fetchJson } from '@/lib/bff/fetch-json';

/*
 * The browser's data fetching (TanStack Query over fetchJson, as the list screens use it) against a
 * real HTTP server standing in for the BFF: how long a list waits before it shows an error.
 */

type Reply = { status: number; delayMs?: number } | 'hang';
const plan = new Map<string, Reply[]>();
const seen = new Map<string, number>();
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = request.url ?? '';
    seen.set(path, (seen.get(path) ?? 0) + 1);
    const replies = plan.get(path) ?? [];
    const reply = replies.length > 1 ? replies.shift() : replies[0];
    if (!reply || reply === 'hang') return;
    setTimeout(() => {
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          reply.status === 200
            ? { success: true, data: [] }
            : { success: false, error: `failed ${reply.status}` },
        ),
      );
    }, reply.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const listSchema = z.object({ success: z.literal(true), data: z.array(z.unknown()) });

async function loadList(
  path: string,
  replies: Reply[],
): Promise<{ error: unknown; ms: number; requests: number }> {
  plan.set(path, replies);
  const client = createQueryClient();
  const started = Date.now();
  const error = await client
    .fetchQuery({
      queryKey: [path],
      queryFn: ({ signal }) => fetchJson(`${base}${path}`, listSchema, { signal }),
    })
    .then(
      () => undefined,
      (failure: unknown) => failure,
    );
  client.clear();
  return { error, ms: Date.now() - started, requests: seen.get(path) ?? 0 };
}

describe('list queries in the browser', () => {
  it('show the error of a 502 after one attempt: the BFF has already waited out the API', async () => {
    const { error, ms, requests } = await loadList('/api/contacts?bad-gateway', [{ status: 502 }]);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('failed 502');
    expect(requests).toBe(1);
    expect(ms).toBeLessThan(1_000);
  });

  it('give up on a server that never answers within 12 s', async () => {
    const { error, ms } = await loadList('/api/contacts?hang', ['hang']);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(504);
    expect(ms).toBeGreaterThanOrEqual(READ_TIMEOUT_MS - 100);
    expect(ms).toBeLessThan(12_000);
  }, 20_000);

  it('still retry a quick server error, with the delay doubling from 1 s (spec section 9)', async () => {
    const { error, ms, requests } = await loadList('/api/contacts?blip', [
      { status: 500 },
      { status: 500 },
      { status: 200 },
    ]);
    expect(error).toBeUndefined();
    expect(requests).toBe(3);
    expect(ms).toBeGreaterThanOrEqual(3_000);
  }, 20_000);

  it('never retry a 4xx', async () => {
    const { requests } = await loadList('/api/contacts?missing', [{ status: 404 }]);
    expect(requests).toBe(1);
  });
});
