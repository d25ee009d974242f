import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP } from '@/lib/rights';
import { hashPassword } from '@/upstream/auth/password';
import { COMMON_PASSWORD_REFUSED, CONTEXT_WORD_REFUSED } from '@/upstream/auth/password-policy';
import { emailOutbox, users } from '@/upstream/db/schema';
import { DEMO_PASSWORD } from '@/upstream/db/seed/staff';
import { createAdministrator } from '@/upstream/users/create-administrator';
import { TEST_PASSWORD, createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

let api: TestUpstream;
let serial = 0;

beforeAll(async () => {
  api = await createTestUpstream();
});
afterAll(() => api.close());

const STRONG = 'quiet-harbour-lantern';

/** The fixtures name a user after their user name (first name "Typesetter1") and "Tester". */
async function freshUser(): Promise<TestUser> {
  serial += 1;
  return createUser(api.database.db, { userName: `typesetter${serial}`, groups: [GROUP.DESIGNER] });
}

const login = (user: TestUser, password: string) =>
  api.request('POST', 'auth/login', { body: { username: user.userName, password } });

async function signIn(user: TestUser, password = user.password): Promise<string> {
  const response = await login(user, password);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { token: string }).token;
}

const changePassword = (token: string, newPassword: string) =>
  api.request('PUT', 'me/password', {
    token,
    body: { currentPassword: TEST_PASSWORD, newPassword, confirm: newPassword },
  });

function expectRefused(response: ApiResponse, field: string, message: string) {
  expect(response.status).toBe(400);
  expect(response.body).toEqual({ success: false, error: message, issues: [{ path: field, message }] });
}

async function storedVersion(user: TestUser): Promise<number | undefined> {
  const [row] = await api.database.db
    .select({ version: users.version })
    .from(users)
    .where(eq(users.id, user.id));
  return row?.version;
}

/** A reset link's token, as mailed; the mail is sent after the answer, so wait for it a little. */
async function resetTokenFor(user: TestUser): Promise<string> {
  await api.request('POST', 'auth/forgot-password', { body: { email: user.email } });
  for (let attempt = 0; attempt < 40; attempt++) {
    const [mail] = await api.database.db
      .select({ text: emailOutbox.bodyText })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, user.email))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const token = mail && /token=([^\s]+)/.exec(mail.text)?.[1];
    if (token) return decodeURIComponent(token);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset link mailed to ${user.email}`);
}

const resetPassword = (token: string, password: string) =>
  api.request('POST', 'auth/reset-password', { body: { token, password } });

describe('a new password chosen in Settings (PUT me/password)', () => {
  it('refuses a common password, whatever its case, and changes nothing', async () => {
    const user = await freshUser();
    const elsewhere = await signIn(user);
    const token = await signIn(user);
    for (const common of ['sunshine', 'IloveYou', 'FOOTBALL']) {
      expectRefused(await changePassword(token, common), 'newPassword', COMMON_PASSWORD_REFUSED);
    }

    expect(await storedVersion(user)).toBe(1);
    expect((await api.request('GET', 'me', { token: elsewhere })).status).toBe(200);
    await signIn(user, TEST_PASSWORD);
  });

  it('refuses a password holding the user name, a name, or the name of this service', async () => {
    const user = await freshUser();
    const token = await signIn(user);
    for (const password of [
      `${user.userName}!2026`,
      'Typesetter-of-books',
      'a-tester-at-heart',
      'my-colophon-key',
      'C0L0PH0N-in-print',
      'backoffice-staff-9',
    ]) {
      expectRefused(await changePassword(token, password), 'newPassword', CONTEXT_WORD_REFUSED);
    }
    await signIn(user, TEST_PASSWORD);
  });

  it('accepts a strong password, which then signs in', async () => {
    const user = await freshUser();
    const token = await signIn(user);
    expect((await changePassword(token, STRONG)).status).toBe(200);
    await signIn(user, STRONG);
    expect((await login(user, TEST_PASSWORD)).status).toBe(401);
  });
});

describe('a new password chosen with a reset link (auth/reset-password)', () => {
  it('refuses a common password or a name, and leaves the link and the old password usable', async () => {
    const user = await freshUser();
    const token = await resetTokenFor(user);

    expectRefused(await resetPassword(token, 'football'), 'password', COMMON_PASSWORD_REFUSED);
    expectRefused(await resetPassword(token, `Colophon-${serial}-days`), 'password', CONTEXT_WORD_REFUSED);
    expectRefused(await resetPassword(token, 'tester-of-type'), 'password', CONTEXT_WORD_REFUSED);
    expect(await storedVersion(user)).toBe(1);
    await signIn(user, TEST_PASSWORD);

    expect((await resetPassword(token, STRONG)).status).toBe(200);
    await signIn(user, STRONG);
  });
});

describe('the first administrator (user:create)', () => {
  const input = {
    userName: 'grace',
    email: 'grace.hopper@example.org',
    firstName: 'Grace',
    lastName: 'Hopper',
  };

  it('refuses a common password or one holding a name, and creates no one', async () => {
    const create = (password: string) =>
      createAdministrator(api.database.db, { ...input, password }, api.clock.now());
    await expect(create('princess')).rejects.toThrow(COMMON_PASSWORD_REFUSED);
    await expect(create('hopper-on-the-hill')).rejects.toThrow(CONTEXT_WORD_REFUSED);
    await expect(create('publisher-of-books')).rejects.toThrow(CONTEXT_WORD_REFUSED);
    expect(await api.database.db.$count(users, eq(users.userName, 'grace'))).toBe(0);
    await expect(create(STRONG)).resolves.toBeGreaterThan(0);
  });
});

describe('signing in', () => {
  it('still accepts a password set before these rules, such as the demo one', async () => {
    const user = await freshUser();
    await api.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
      .where(eq(users.id, user.id));
    await signIn(user, DEMO_PASSWORD);
  });
});
