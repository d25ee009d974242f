import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP } from '@/lib/rights';
import { sha256Hex } from '@/upstream/auth/secrets';
import type { TokenLookups } from '@/upstream/auth/token-lookups';
import { recordQueries } from '@/upstream/db/query-count';
import { apiTokens } from '@/upstream/db/schema';
import { createUser } from '../support/fixtures';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

let api: TestUpstream;
let token: string;

beforeAll(async () => {
  api = await createTestUpstream();
  const user = await createUser(api.database.db, { userName: 'lookups', groups: [GROUP.SUPER_USERS] });
  const response = await api.request('POST', 'auth/login', {
    body: { username: user.userName, password: user.password },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  token = (response.body as { token: string }).token;
});
afterAll(() => api.close());

/** A call as the web app's page makes it in-process, with the page's shared look-ups. */
async function call(method: string, path: string, lookups: TokenLookups) {
  const request = new Request(`http://upstream.internal/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : '{}',
  });
  const { result, statements } = await recordQueries(async () => {
    const response = await api.app.fetch(request, { tokenLookups: lookups });
    await response.arrayBuffer();
    return response.status;
  });
  return { status: result, tokenQueries: statements.filter((s) => s.query.includes('"api_tokens"')).length };
}

describe('the token look-ups of one page', () => {
  it('are made once for all of the page’s reads', async () => {
    const lookups: TokenLookups = new Map();
    expect(await call('GET', 'me', lookups)).toEqual({ status: 200, tokenQueries: 1 });
    expect(await call('GET', 'contacts?pageSize=1', lookups)).toEqual({ status: 200, tokenQueries: 0 });
    expect(await call('GET', 'me', new Map())).toEqual({ status: 200, tokenQueries: 1 });
  });

  it('never stand for a write: a session ended mid-page cannot write', async () => {
    const lookups: TokenLookups = new Map();
    expect((await call('GET', 'me', lookups)).status).toBe(200);
    await api.database.db
      .update(apiTokens)
      .set({ revokedAt: api.clock.now() })
      .where(eq(apiTokens.tokenHash, sha256Hex(token)));

    // The page's reads finish on what it looked up when it began; its write, and the next page, do not.
    expect((await call('GET', 'contacts?pageSize=1', lookups)).status).toBe(200);
    expect(await call('POST', 'contacts', lookups)).toEqual({ status: 401, tokenQueries: 1 });
    expect((await call('GET', 'me', new Map())).status).toBe(401);
  });
});
