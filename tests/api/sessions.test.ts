import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/lib/contract/sessions';
import { GROUP } from '@/lib/rights';
import { sha256Hex } from '@/upstream/auth/secrets';
import { TOKEN_IDLE_MS } from '@/upstream/auth/tokens';
import { apiTokens, auditLog } from '@/upstream/db/schema';
import { TEST_PASSWORD, createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

let api: TestUpstream;
let serial = 0;

beforeAll(async () => {
  api = await createTestUpstream();
});
afterAll(() => api.close());

/** A fresh user per test, so that no test sees another's sessions or failed passwords. */
async function freshUser(groups: readonly number[] = [GROUP.COMMISSIONING_EDITORS]): Promise<TestUser> {
  serial += 1;
  return createUser(api.database.db, { userName: `holder${serial}`, groups });
}

async function signIn(user: TestUser): Promise<string> {
  const response = await api.request('POST', 'auth/login', {
    body: { username: user.userName, password: user.password },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { token: string }).token;
}

function dataOf<T>(response: ApiResponse): T {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { data: T }).data;
}

async function tokenId(token: string): Promise<number> {
  const [row] = await api.database.db
    .select({ id: apiTokens.id })
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, sha256Hex(token)));
  if (!row) throw new Error('token not stored');
  return row.id;
}

const status = async (token: string) => (await api.request('GET', 'me', { token })).status;

const listSessions = async (token: string) =>
  dataOf<Session[]>(await api.request('GET', 'me/sessions', { token }));

const endSession = (token: string, sessionId: number | string, currentPassword?: string) =>
  api.request('POST', `me/sessions/${sessionId}/end`, { token, body: { currentPassword } });

const auditRowsFor = (entityId: number) =>
  api.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'api_tokens'), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));

describe('GET me/sessions', () => {
  it('lists the live sessions, this one first and marked, and nothing of their tokens', async () => {
    const user = await freshUser();
    const first = await signIn(user);
    const loggedOut = await signIn(user);
    const idle = await signIn(user);
    const current = await signIn(user);
    const someoneElse = await signIn(await freshUser());
    await api.request('POST', 'auth/logout', { token: loggedOut });
    await api.database.db
      .update(apiTokens)
      .set({ lastUsedAt: new Date(api.clock.now().getTime() - TOKEN_IDLE_MS - 60_000) })
      .where(eq(apiTokens.id, await tokenId(idle)));

    const response = await api.request('GET', 'me/sessions', { token: current });
    const sessions = dataOf<Session[]>(response);
    expect(sessions).toEqual([
      {
        sessionId: await tokenId(current),
        signedInAt: expect.any(String),
        lastUsedAt: expect.any(String),
        current: true,
      },
      {
        sessionId: await tokenId(first),
        signedInAt: expect.any(String),
        lastUsedAt: expect.any(String),
        current: false,
      },
    ]);
    const text = JSON.stringify(response.body);
    for (const token of [first, current, someoneElse]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(sha256Hex(token));
    }
  });
});

describe('POST me/sessions/{sessionId}/end', () => {
  it('ends exactly the session named, after the password, and audits it', async () => {
    const user = await freshUser();
    const kept = await signIn(user);
    const ended = await signIn(user);
    const token = await signIn(user);
    const endedId = await tokenId(ended);

    const data = dataOf<{ current: boolean }>(await endSession(token, endedId, TEST_PASSWORD));
    expect(data).toEqual({ current: false });
    expect(await status(ended)).toBe(401);
    expect(await status(kept)).toBe(200);
    expect(await status(token)).toBe(200);
    expect((await listSessions(token)).map((session) => session.sessionId)).toEqual([
      await tokenId(token),
      await tokenId(kept),
    ]);
    const [audit] = await auditRowsFor(endedId);
    expect(audit).toMatchObject({
      userId: user.id,
      action: 'update',
      before: { revokedAt: null },
      after: { userId: user.id },
    });
  });

  it('ends the session it is made with, whose token is then refused', async () => {
    const user = await freshUser();
    const token = await signIn(user);
    const data = dataOf<{ current: boolean }>(await endSession(token, await tokenId(token), TEST_PASSWORD));
    expect(data).toEqual({ current: true });
    expect(await status(token)).toBe(401);
  });

  it('refuses a missing or wrong password, and after five wrong ones answers 429, ending nothing', async () => {
    const user = await freshUser();
    const other = await signIn(user);
    const token = await signIn(user);
    const otherId = await tokenId(other);

    const missing = await endSession(token, otherId);
    expect(missing.status).toBe(400);
    expect((missing.body as { issues: unknown }).issues).toEqual([
      { path: 'currentPassword', message: 'Please enter your current password to end this session' },
    ]);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await endSession(token, otherId, 'not-my-password');
      expect(wrong.status).toBe(400);
      expect((wrong.body as { issues: unknown }).issues).toEqual([
        { path: 'currentPassword', message: 'Your current password is not correct' },
      ]);
    }
    const refused = await endSession(token, otherId, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).toEqual({
      success: false,
      error: 'Too many wrong passwords. Try again in 15 minutes.',
    });
    expect(await status(other)).toBe(200);
  });

  it('does not find a session that has ended or that is another user’s', async () => {
    const user = await freshUser();
    const token = await signIn(user);
    const loggedOut = await signIn(user);
    await api.request('POST', 'auth/logout', { token: loggedOut });
    const stranger = await signIn(await freshUser());

    for (const gone of [loggedOut, stranger]) {
      const response = await endSession(token, await tokenId(gone), TEST_PASSWORD);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, error: 'This session has already ended.' });
    }
    expect(await status(stranger)).toBe(200);
    expect((await endSession(token, 'first', TEST_PASSWORD)).status).toBe(400);
  });
});

describe('POST me/sessions/revoke', () => {
  it('asks for the password before signing out everywhere', async () => {
    const user = await freshUser();
    const other = await signIn(user);
    const token = await signIn(user);
    const signOut = (currentPassword?: string) =>
      api.request('POST', 'me/sessions/revoke', { token, body: { currentPassword } });

    const missing = await signOut();
    expect(missing.status).toBe(400);
    expect((missing.body as { issues: unknown }).issues).toEqual([
      { path: 'currentPassword', message: 'Please enter your current password to sign out everywhere' },
    ]);
    expect((await signOut('not-my-password')).status).toBe(400);
    expect(await status(other)).toBe(200);

    expect(dataOf<{ signedOutSessions: number }>(await signOut(TEST_PASSWORD))).toEqual({
      signedOutSessions: 2,
    });
    expect(await status(other)).toBe(401);
    expect(await status(token)).toBe(401);
  });
});

describe('POST users/{userId}/sessions/end', () => {
  const endAll = (token: string, userId: number | string) =>
    api.request('POST', `users/${userId}/sessions/end`, { token });

  it('lets an administrator of users sign a user out everywhere, and audits it', async () => {
    const admin = await freshUser([GROUP.SUPER_USERS]);
    const adminToken = await signIn(admin);
    const user = await freshUser();
    const tokens = [await signIn(user), await signIn(user)];
    const bystander = await signIn(await freshUser());

    expect(dataOf<{ signedOutSessions: number }>(await endAll(adminToken, user.id))).toEqual({
      signedOutSessions: 2,
    });
    for (const token of tokens) expect(await status(token)).toBe(401);
    expect(await status(adminToken)).toBe(200);
    expect(await status(bystander)).toBe(200);
    const [audit] = await auditRowsFor(user.id);
    expect(audit).toMatchObject({
      userId: admin.id,
      action: 'update',
      after: { userId: user.id, signedOutSessions: 2 },
    });
  });

  it('refuses anyone without the right to manage users with 403, ending nothing', async () => {
    const user = await freshUser();
    const token = await signIn(user);
    // Developers and Financial Managers pass Administration, but Users is for Super Users alone.
    for (const groups of [[GROUP.DEVELOPERS], [GROUP.FINANCIAL_MANAGER], [GROUP.COMMISSIONING_EDITORS]]) {
      const response = await endAll(await signIn(await freshUser(groups)), user.id);
      expect(response.status, String(groups)).toBe(403);
    }
    expect((await endAll(token, user.id)).status).toBe(403);
    expect(await status(token)).toBe(200);
    expect(await auditRowsFor(user.id)).toEqual([]);
  });

  it('signs out an administrator who ends their own sessions, and finds no one who does not exist', async () => {
    const admin = await freshUser([GROUP.SUPER_USERS]);
    const other = await signIn(admin);
    const token = await signIn(admin);
    const unknown = await endAll(token, 999_999);
    expect(unknown.status).toBe(404);
    expect((await endAll(token, 'me')).status).toBe(400);

    expect(dataOf<{ signedOutSessions: number }>(await endAll(token, admin.id))).toEqual({
      signedOutSessions: 2,
    });
    expect(await status(token)).toBe(401);
    expect(await status(other)).toBe(401);
  });
});
