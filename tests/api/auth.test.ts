import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GROUP } from '@/lib/rights';
import { ADDRESS_SLOW_DOWN_FAILURES } from '@/upstream/auth/throttle';
import { apiTokens, auditLog, emailOutbox, loginEvents, users } from '@/upstream/db/schema';
import { createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

let api: TestUpstream;
let editor: TestUser;
let secure: TestUser;

const login = (username: string, password: string, ip?: string) =>
  api.request('POST', 'auth/login', {
    body: { username, password },
    headers: ip ? { 'x-forwarded-for': ip } : {},
  });

async function tokenFor(user: TestUser): Promise<string> {
  const response = await login(user.userName, user.password);
  expect(response.status).toBe(200);
  return (response.body as { token: string }).token;
}

/** The newest mail to `email`; waits a little, since some mail is sent after the answer. */
async function latestMailTo(email: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const [mail] = await api.database.db
      .select({ text: emailOutbox.bodyText })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    if (mail) return mail.text;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${email}`);
}

beforeAll(async () => {
  api = await createTestUpstream();
  editor = await createUser(api.database.db, { userName: 'editor', groups: [GROUP.COMMISSIONING_EDITORS] });
  secure = await createUser(api.database.db, {
    userName: 'secure',
    groups: [GROUP.SUPER_USERS],
    twoFactor: true,
  });
});
afterAll(() => api.close());
// Each test starts a quarter of an hour after the last, so throttling from one does not leak into the next.
beforeEach(() => api.clock.advance(16 * 60 * 1000));

describe('auth/login', () => {
  it('signs in by user name and by email, case-insensitively', async () => {
    for (const name of ['editor', 'EDITOR', ' editor@example.test ', 'Editor@Example.test']) {
      const response = await login(name, editor.password);
      expect(response.status, name).toBe(200);
      expect(response.body).toEqual({ token: expect.stringMatching(/^clp_[\w-]{40,}$/) });
    }
  });

  it('gives one answer for a wrong password and for an unknown user, and records both', async () => {
    const wrong = await login('editor', 'not-the-password');
    const unknown = await login('nobody', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ success: false, error: 'Invalid credentials' });
    const events = await api.database.db
      .select({ name: loginEvents.attemptedName, reason: loginEvents.reason })
      .from(loginEvents)
      .orderBy(desc(loginEvents.id))
      .limit(2);
    expect(events).toEqual([
      { name: 'nobody', reason: 'unknown_user' },
      { name: 'editor', reason: 'wrong_password' },
    ]);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const before = await api.database.db.$count(loginEvents);
    const response = await login('not@an-email', 'short');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      error: 'Invalid input',
      issues: [
        { path: 'username', message: 'Please enter a valid email address or username' },
        { path: 'password', message: 'Password must be at least 7 characters long' },
      ],
    });
    const empty = await api.request('POST', 'auth/login', { body: { username: '  ', password: '' } });
    expect((empty.body as { issues: unknown[] }).issues).toEqual([
      { path: 'username', message: 'Please enter your username or email' },
      { path: 'password', message: 'Please enter your password' },
    ]);
    expect(await api.database.db.$count(loginEvents)).toBe(before);
  });

  it('refuses an inactive account with the same answer', async () => {
    const gone = await createUser(api.database.db, {
      userName: 'gone',
      groups: [GROUP.DESIGNER],
      active: false,
    });
    const response = await login('gone', gone.password);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, error: 'Invalid credentials' });
  });
});

describe('throttling', () => {
  it('answers 429 with Retry-After after 5 failures for one name, and lets the user in 15 minutes later', async () => {
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login('editor', 'wrong-password')).status).toBe(401);
    const throttled = await login('editor', editor.password);
    expect(throttled.status).toBe(429);
    const retryAfter = Number(throttled.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect((throttled.body as { error: string }).error).toMatch(/Try again in 15 minutes/);

    api.clock.advance(retryAfter * 1000);
    expect((await login('editor', editor.password)).status).toBe(200);
  });

  it('lets another account in from the address where one person mistyped five times', async () => {
    const assistant = await createUser(api.database.db, {
      userName: 'fassistant',
      groups: [GROUP.FINANCIAL_ASSISTANTS],
    });
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login('fassistant', 'wrong-password', '203.0.113.9')).status).toBe(401);
    expect((await login('editor', editor.password, '203.0.113.9')).status).toBe(200);
    // The typist waits at that address only.
    expect((await login('fassistant', assistant.password, '203.0.113.9')).status).toBe(429);
    expect((await login('fassistant', assistant.password, '203.0.113.10')).status).toBe(200);
  });

  it('never refuses the right password from another address because of failures elsewhere', async () => {
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login('editor', 'wrong-password', '198.51.100.9')).status).toBe(401);
    expect((await login('editor', editor.password, '198.51.100.9')).status).toBe(429);
    expect((await login('editor', editor.password, '203.0.113.50')).status).toBe(200);
  });

  it('asks for the emailed code, not refusing, once an account fails from many addresses', async () => {
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await login('editor@example.test', 'wrong-password', `198.51.100.${attempt}`)).status).toBe(
        401,
      );
    const response = await login('editor', editor.password, '203.0.113.50');
    expect(response.status).toBe(200);
    const { challengeId } = response.body as { otpRequired: boolean; challengeId: string };
    expect(response.body).toMatchObject({ otpRequired: true });
    const code = /sign-in code is ([A-Z0-9]{7})/.exec(await latestMailTo(editor.email))?.[1];
    const token = await api.request('POST', 'auth/otp', {
      body: { challengeId, code },
      headers: { 'x-forwarded-for': '203.0.113.50' },
    });
    expect(token.status).toBe(200);
    // A wrong password is still only wrong: nothing is mailed for it.
    expect((await login('editor', 'wrong-password', '203.0.113.51')).status).toBe(401);
  });

  it('slows an address down after many failures over many accounts, never locking it for long', async () => {
    const address = '203.0.113.20';
    const fail = async (serial: number) => login(`stuffed-${serial}`, 'wrong-password', address);
    for (let serial = 0; serial < ADDRESS_SLOW_DOWN_FAILURES; serial++)
      expect((await fail(serial)).status).toBe(401);

    const waits: number[] = [];
    const messages: string[] = [];
    for (let serial = ADDRESS_SLOW_DOWN_FAILURES; serial < ADDRESS_SLOW_DOWN_FAILURES + 8; serial++) {
      const refused = await login('editor', editor.password, address);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      waits.push(retryAfter);
      messages.push((refused.body as { error: string }).error);
      api.clock.advance(retryAfter * 1000);
      expect((await fail(serial)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    expect(messages[0]).toBe('Too many failed sign-in attempts from your network. Try again in 1 second.');
    expect(messages[1]).toBe('Too many failed sign-in attempts from your network. Try again in 2 seconds.');
    expect(messages[7]).toBe('Too many failed sign-in attempts from your network. Try again in 1 minute.');

    // A minute after the last failure the right password goes in; a success does not clear the count.
    api.clock.advance(60_000);
    expect((await login('editor', editor.password, address)).status).toBe(200);
    expect((await login('editor', editor.password, address)).status).toBe(200);
    expect((await fail(99)).status).toBe(401);
    expect(Number((await login('editor', editor.password, address)).headers.get('retry-after'))).toBe(60);
  });

  it('counts only failures since the last success', async () => {
    for (let attempt = 0; attempt < 4; attempt++) await login('editor', 'wrong-password');
    expect((await login('editor', editor.password)).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) await login('editor', 'wrong-password');
    expect((await login('editor', editor.password)).status).toBe(200);
  });
});

describe('two-factor sign-in', () => {
  async function challenge(): Promise<{ challengeId: string; code: string }> {
    const response = await login('secure', secure.password);
    expect(response.status).toBe(200);
    const body = response.body as { otpRequired: boolean; challengeId: string };
    expect(body.otpRequired).toBe(true);
    const code = /sign-in code is ([A-Z0-9]{7})/.exec(await latestMailTo(secure.email))?.[1];
    if (!code) throw new Error('no code in the mail');
    return { challengeId: body.challengeId, code };
  }

  it('mails a 7-character code and exchanges it once for a token', async () => {
    const { challengeId, code } = await challenge();
    const response = await api.request('POST', 'auth/otp', {
      body: { challengeId, code: `${code.slice(0, 3)} ${code.slice(3).toLowerCase()}` },
    });
    expect(response.status).toBe(200);
    const token = (response.body as { token: string }).token;
    expect((await api.request('GET', 'auth/user', { token })).status).toBe(200);
    const again = await api.request('POST', 'auth/otp', { body: { challengeId, code } });
    expect(again.status).toBe(401);
  });

  it('refuses a wrong code, and stops after 5 tries', async () => {
    const { challengeId, code } = await challenge();
    const wrong = code === 'AAAAAAA' ? 'BBBBBBB' : 'AAAAAAA';
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await api.request('POST', 'auth/otp', { body: { challengeId, code: wrong } });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, error: 'The code is not correct.' });
    }
    expect((await api.request('POST', 'auth/otp', { body: { challengeId, code } })).status).toBe(429);
  });

  it('refuses an expired code', async () => {
    const { challengeId, code } = await challenge();
    api.clock.advance(10 * 60 * 1000 + 1000);
    const response = await api.request('POST', 'auth/otp', { body: { challengeId, code } });
    expect(response.status).toBe(401);
    expect((response.body as { error: string }).error).toMatch(/expired/);
  });

  it('checks the code shape', async () => {
    const response = await api.request('POST', 'auth/otp', { body: { challengeId: '1', code: '' } });
    expect(response.status).toBe(400);
    expect((response.body as { issues: { message: string }[] }).issues[0]?.message).toBe(
      'Please enter your otp code.',
    );
  });
});

describe('auth/user, expiry and logout', () => {
  it('answers the user with groups and rights as sectionId_level strings', async () => {
    const token = await tokenFor(editor);
    const response = await api.request('GET', 'auth/user', { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      result: {
        userId: editor.id,
        firstName: 'Editor',
        lastName: 'Tester',
        userName: 'editor',
        email: 'editor@example.test',
        groups: [GROUP.COMMISSIONING_EDITORS],
        rights: expect.arrayContaining([expect.stringMatching(/^\d{1,2}_[2-5]$/)]),
      },
    });
  });

  it('answers 401 without a token or with a made-up one', async () => {
    expect((await api.request('GET', 'auth/user')).status).toBe(401);
    const response = await api.request('GET', 'auth/user', { token: 'clp_made-up' });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ success: false });
  });

  it('expires a token after 8 idle hours', async () => {
    const token = await tokenFor(editor);
    api.clock.advance(7 * 60 * 60 * 1000);
    expect((await api.request('GET', 'auth/user', { token })).status).toBe(200);
    api.clock.advance(8 * 60 * 60 * 1000 + 60_000);
    expect((await api.request('GET', 'auth/user', { token })).status).toBe(401);
  });

  it('expires a token after 7 days however busy', async () => {
    const token = await tokenFor(editor);
    for (let hour = 0; hour < 7 * 24; hour += 6) {
      api.clock.advance(6 * 60 * 60 * 1000);
      const expected = hour + 6 < 7 * 24 ? 200 : 401;
      expect((await api.request('GET', 'auth/user', { token })).status, `after ${hour + 6} hours`).toBe(
        expected,
      );
    }
  });

  it('revokes the token on logout', async () => {
    const token = await tokenFor(editor);
    expect((await api.request('POST', 'auth/logout', { token })).status).toBe(200);
    expect((await api.request('GET', 'auth/user', { token })).status).toBe(401);
    const [row] = await api.database.db
      .select({ revokedAt: apiTokens.revokedAt })
      .from(apiTokens)
      .orderBy(desc(apiTokens.id))
      .limit(1);
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });
});

describe('password reset', () => {
  it('answers 200 whether or not the address exists, and mails only a real user', async () => {
    const before = await api.database.db.$count(emailOutbox);
    expect(
      (await api.request('POST', 'auth/forgot-password', { body: { email: 'nobody@example.test' } })).status,
    ).toBe(200);
    expect(await api.database.db.$count(emailOutbox)).toBe(before);
    expect(
      (await api.request('POST', 'auth/forgot-password', { body: { email: 'EDITOR@example.test' } })).status,
    ).toBe(200);
    // The mail is written after the answer; an earlier test's mail to the editor must not count as it.
    await expect.poll(() => api.database.db.$count(emailOutbox)).toBe(before + 1);
  });

  it('sends at most three reset links an hour to one account', async () => {
    const user = await createUser(api.database.db, { userName: 'forgetful', groups: [GROUP.DESIGNER] });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await api.request('POST', 'auth/forgot-password', { body: { email: user.email } })).status,
      ).toBe(200);
    }
    await latestMailTo(user.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await api.database.db.$count(emailOutbox, eq(emailOutbox.toAddress, user.email))).toBe(3);
  });

  it('sets a new password once, signs the user out everywhere and audits the change', async () => {
    const reader = await createUser(api.database.db, { userName: 'reader', groups: [GROUP.DESIGNER] });
    const oldToken = await tokenFor(reader);
    await api.request('POST', 'auth/forgot-password', { body: { email: reader.email } });
    const token = decodeURIComponent(/token=([^\s]+)/.exec(await latestMailTo(reader.email))?.[1] ?? '');
    expect(token).toMatch(/^rst_/);

    const weak = await api.request('POST', 'auth/reset-password', { body: { token, password: 'short' } });
    expect(weak.status).toBe(400);

    const reset = await api.request('POST', 'auth/reset-password', {
      body: { token, password: 'quiet-harbour-lantern' },
    });
    expect(reset.status).toBe(200);
    expect((await login('reader', reader.password)).status).toBe(401);
    expect((await login('reader', 'quiet-harbour-lantern')).status).toBe(200);
    expect((await api.request('GET', 'auth/user', { token: oldToken })).status).toBe(401);

    const reuse = await api.request('POST', 'auth/reset-password', {
      body: { token, password: 'amber-kestrel-meadow' },
    });
    expect(reuse.status).toBe(400);

    const [audit] = await api.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(reader.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ entity: 'users', action: 'update', userId: reader.id });
    expect(JSON.stringify(audit?.after)).not.toContain('scrypt');
    const [user] = await api.database.db
      .select({ version: users.version })
      .from(users)
      .where(eq(users.id, reader.id));
    expect(user?.version).toBe(2);
  });
});
