import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '@/lib/contract/me';
import { NAVIGATION, filterNavigation } from '@/lib/navigation';
import { GROUP, withDefaultRights } from '@/lib/rights';
import { countQueries } from '@/upstream/db/query-count';
import { apiTokens, auditLog, emailChangeTokens, emailOutbox, users } from '@/upstream/db/schema';
import { TEST_PASSWORD, createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

let api: TestUpstream;
let serial = 0;

beforeAll(async () => {
  api = await createTestUpstream();
});
afterAll(() => api.close());

/** A fresh user per test, so no test sees another's versions, tokens or mail. */
async function freshUser(groups: readonly number[] = [GROUP.SUPER_USERS]): Promise<TestUser> {
  serial += 1;
  return createUser(api.database.db, { userName: `reader${serial}`, groups });
}

/** The fixtures name a user after their user name, capitalised. */
const firstNameOf = (user: TestUser) => user.userName.charAt(0).toUpperCase() + user.userName.slice(1);

async function signIn(user: TestUser, password = user.password): Promise<string> {
  const response = await api.request('POST', 'auth/login', { body: { username: user.userName, password } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { token: string }).token;
}

function dataOf<T>(response: ApiResponse): T {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const body = response.body as { success: boolean; data: T };
  expect(body.success).toBe(true);
  return body.data;
}

async function getMe(token: string): Promise<Me> {
  return dataOf<Me>(await api.request('GET', 'me', { token }));
}

const auditRowsFor = (entity: string, entityId: number | string) =>
  api.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));

async function storedUser(id: number) {
  const [row] = await api.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('user missing');
  return row;
}

async function mailsTo(address: string) {
  return api.database.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.bodyText })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.id));
}

const profileOf = (me: Me) => ({
  firstName: me.firstName,
  lastName: me.lastName,
  email: me.email,
  jobTitle: me.jobTitle ?? '',
  phone: me.phone ?? '',
  version: me.version,
});

describe('GET me', () => {
  it('answers the own record with preferences, settings and version', async () => {
    const user = await freshUser();
    const me = await getMe(await signIn(user));
    expect(me).toMatchObject({
      userId: user.id,
      userName: user.userName,
      email: user.email,
      jobTitle: null,
      phone: null,
      pendingEmail: null,
      twoFactorEnabled: false,
      preferences: { theme: 'system', font: 'inter' },
      notifications: {
        email: {
          newsletters: true,
          commissioningUpdates: true,
          invoiceReminders: true,
          securityAlerts: true,
          mentions: true,
        },
        digest: 'weekly',
      },
      display: { pageSize: 25, dateFormat: 'iso', compactTables: false },
      version: 1,
    });
    // Nothing chosen yet: every group the user may see.
    expect(me.display.sidebarGroups).toEqual(NAVIGATION.map((group) => group.title));
  });

  it('offers a user only the sidebar groups their rights show', async () => {
    const user = await freshUser([GROUP.MARKETING_MANAGER]);
    const me = await getMe(await signIn(user));
    const visible = filterNavigation(NAVIGATION, withDefaultRights([GROUP.MARKETING_MANAGER])).map(
      (group) => group.title,
    );
    expect(me.display.sidebarGroups).toEqual(visible);
    expect(visible.length).toBeLessThan(NAVIGATION.length);
  });

  it('carries the groups and rights the pages are guarded by, so a page looks the user up once', async () => {
    const user = await freshUser([GROUP.MARKETING_MANAGER]);
    const me = await getMe(await signIn(user));
    const expected = withDefaultRights([GROUP.MARKETING_MANAGER]);
    expect(me.groups).toEqual(expected.groups);
    expect([...me.rights].sort()).toEqual([...expected.rights].sort());
  });

  it('costs two statements: the token with its user, groups and rights, then the record', async () => {
    const token = await signIn(await freshUser());
    const { queries } = await countQueries(() => getMe(token));
    expect(queries).toBe(2);
  });

  it('refuses a deactivated user’s token with 401', async () => {
    const user = await freshUser();
    const token = await signIn(user);
    await api.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await api.request('GET', 'me', { token })).status).toBe(401);
  });

  it('refuses a request without a token', async () => {
    const response = await api.request('GET', 'me');
    expect(response.status).toBe(401);
  });
});

describe('PATCH me/profile', () => {
  it('saves name, job title and phone, bumps the version and audits the change', async () => {
    const user = await freshUser();
    const token = await signIn(user);
    const me = await getMe(token);
    const response = await api.request('PATCH', 'me/profile', {
      token,
      body: { ...profileOf(me), firstName: ' Ada ', jobTitle: 'Rights Manager', phone: '+44 20 7946 0001' },
    });
    const data = dataOf<{ me: Me; emailChange: unknown }>(response);
    expect(data.emailChange).toBeNull();
    expect(data.me).toMatchObject({
      firstName: 'Ada',
      jobTitle: 'Rights Manager',
      phone: '+44 20 7946 0001',
      version: 2,
    });
    expect(await getMe(token)).toMatchObject({ firstName: 'Ada', jobTitle: 'Rights Manager', version: 2 });

    const [audit] = await auditRowsFor('users', user.id);
    expect(audit).toMatchObject({
      userId: user.id,
      action: 'update',
      before: { firstName: firstNameOf(user), jobTitle: null, phone: null, version: 1 },
      after: { firstName: 'Ada', jobTitle: 'Rights Manager', phone: '+44 20 7946 0001', version: 2 },
    });

    // An emptied optional field is stored as no value.
    const cleared = await api.request('PATCH', 'me/profile', {
      token,
      body: { ...profileOf(data.me), jobTitle: '', phone: '' },
    });
    expect(dataOf<{ me: Me }>(cleared).me).toMatchObject({ jobTitle: null, phone: null, version: 3 });
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const user = await freshUser();
    const token = await signIn(user);
    const me = await getMe(token);
    const auditsBefore = (await auditRowsFor('users', user.id)).length;
    const response = await api.request('PATCH', 'me/profile', {
      token,
      body: { ...profileOf(me), firstName: '  ', email: 'not-an-email', phone: 'call me' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      error: 'Invalid input',
      issues: [
        { path: 'firstName', message: 'Please enter your first name' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'phone', message: 'Please enter a phone number of digits, spaces and + ( ) - .' },
      ],
    });
    const missingVersion = await api.request('PATCH', 'me/profile', {
      token,
      body: { firstName: 'A', lastName: 'B', email: me.email },
    });
    expect(missingVersion.status).toBe(400);
    expect((await storedUser(user.id)).version).toBe(1);
    expect(await auditRowsFor('users', user.id)).toHaveLength(auditsBefore);
  });

  it('refuses a stale version with 409, naming the user’s own earlier change, and writes nothing', async () => {
    const user = await freshUser();
    const token = await signIn(user);
    const me = await getMe(token);
    dataOf(
      await api.request('PATCH', 'me/profile', { token, body: { ...profileOf(me), jobTitle: 'First' } }),
    );
    const stale = await api.request('PATCH', 'me/profile', {
      token,
      body: { ...profileOf(me), jobTitle: 'Second' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      success: false,
      error: expect.stringMatching(
        /^You changed this record in another window or tab on .+ UTC\. Reload to see the current version; your changes have not been saved\.$/,
      ),
    });
    expect(await storedUser(user.id)).toMatchObject({ jobTitle: 'First', version: 2 });
  });

  it('names another user who changed the record, and when', async () => {
    const user = await freshUser();
    const admin = await freshUser();
    const token = await signIn(user);
    const me = await getMe(token);
    // An administrator's edit, as the users screen will make it: a new version and its audit row.
    api.clock.set('2026-03-04T10:15:00Z');
    await api.database.db.update(users).set({ phone: '+44 1', version: 2 }).where(eq(users.id, user.id));
    await api.database.db.insert(auditLog).values({
      at: api.clock.now(),
      userId: admin.id,
      action: 'update',
      entity: 'users',
      entityId: String(user.id),
      before: { phone: null, version: 1 },
      after: { phone: '+44 1', version: 2 },
    });
    const stale = await api.request('PATCH', 'me/profile', { token, body: profileOf(me) });
    expect(stale.status).toBe(409);
    expect((stale.body as { error: string }).error).toBe(
      `${firstNameOf(admin)} Tester changed this record on 4 Mar 2026, 10:15 UTC, after you opened it. ` +
        'Reload to see the current version; your changes have not been saved.',
    );
  });
});

describe('email change', () => {
  async function requestChange(token: string, me: Me, email: string) {
    return api.request('PATCH', 'me/profile', {
      token,
      body: { ...profileOf(me), email, currentPassword: TEST_PASSWORD },
    });
  }

  async function linkTokenIn(address: string): Promise<string> {
    const [mail] = await mailsTo(address);
    const match = /\/settings\/confirm-email\?token=([^\s]+)/.exec(mail?.text ?? '');
    if (!match?.[1]) throw new Error(`no confirmation link to ${address}`);
    return decodeURIComponent(match[1]);
  }

  it('does not change the email but mails a link to the new address, which applies it once', async () => {
    const user = await freshUser();
    const token = await signIn(user);
    const me = await getMe(token);
    const newEmail = `new-${user.userName}@example.test`;

    const data = dataOf<{ me: Me; emailChange: { newEmail: string; expiresAt: string } }>(
      await requestChange(token, me, ` New-${user.userName}@Example.test `),
    );
    expect(data.emailChange.newEmail).toBe(newEmail);
    expect(new Date(data.emailChange.expiresAt).getTime() - api.clock.now().getTime()).toBe(
      24 * 60 * 60 * 1000,
    );
    expect(data.me).toMatchObject({ email: user.email, pendingEmail: { newEmail } });
    expect((await getMe(token)).pendingEmail).toEqual(data.emailChange);
    expect((await storedUser(user.id)).email).toBe(user.email);

    const [mail] = await mailsTo(newEmail);
    expect(mail?.subject).toBe('Confirm your new Colophon email address');
    expect(mail?.text).toContain('http://localhost:3000/settings/confirm-email?token=');
    const link = await linkTokenIn(newEmail);
    const [stored] = await api.database.db
      .select()
      .from(emailChangeTokens)
      .where(eq(emailChangeTokens.userId, user.id));
    // Only a hash of the link's token is kept.
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(link);
    const [tokenAudit] = await auditRowsFor('email_change_tokens', stored?.id ?? 0);
    expect(tokenAudit).toMatchObject({ action: 'insert', after: { newEmail } });

    const confirmed = dataOf<{ me: Me; email: string; alreadyConfirmed: boolean }>(
      await api.request('POST', 'me/email/confirm', { token, body: { token: link } }),
    );
    expect(confirmed).toMatchObject({ email: newEmail, alreadyConfirmed: false });
    expect(confirmed.me).toMatchObject({ email: newEmail, pendingEmail: null, version: 2 });
    const [audit] = await auditRowsFor('users', user.id);
    expect(audit).toMatchObject({ before: { email: user.email }, after: { email: newEmail, version: 2 } });
    // The old address hears about it.
    expect((await mailsTo(user.email))[0]?.subject).toBe('Your Colophon email address was changed');

    const again = dataOf<{ alreadyConfirmed: boolean }>(
      await api.request('POST', 'me/email/confirm', { token, body: { token: link } }),
    );
    expect(again.alreadyConfirmed).toBe(true);
    expect((await storedUser(user.id)).version).toBe(2);
  });

  it('refuses an expired link, a superseded link and another account’s link', async () => {
    const user = await freshUser();
    const other = await freshUser();
    const token = await signIn(user);
    const me = await getMe(token);

    dataOf(await requestChange(token, me, `first-${user.userName}@example.test`));
    const first = await linkTokenIn(`first-${user.userName}@example.test`);
    dataOf(await requestChange(token, me, `second-${user.userName}@example.test`));
    const second = await linkTokenIn(`second-${user.userName}@example.test`);

    const superseded = await api.request('POST', 'me/email/confirm', { token, body: { token: first } });
    expect(superseded.status).toBe(400);
    expect((superseded.body as { error: string }).error).toMatch(/^This confirmation link is not valid/);

    const foreign = await api.request('POST', 'me/email/confirm', {
      token: await signIn(other),
      body: { token: second },
    });
    expect(foreign.status).toBe(403);

    api.clock.advance(24 * 60 * 60 * 1000 + 1);
    const later = await signIn(user);
    const expired = await api.request('POST', 'me/email/confirm', { token: later, body: { token: second } });
    expect(expired.status).toBe(400);
    expect((expired.body as { error: string }).error).toMatch(/^This confirmation link has expired/);
    expect((await storedUser(user.id)).email).toBe(user.email);

    const unknown = await api.request('POST', 'me/email/confirm', {
      token: later,
      body: { token: 'eml_nothing' },
    });
    expect(unknown.status).toBe(400);
  });

  it('refuses an address that belongs to another account', async () => {
    const user = await freshUser();
    const other = await freshUser();
    const token = await signIn(user);
    const response = await requestChange(token, await getMe(token), other.email.toUpperCase());
    expect(response.status).toBe(400);
    expect((response.body as { issues: unknown }).issues).toEqual([
      { path: 'email', message: 'This email address belongs to another account' },
    ]);
    expect(await mailsTo(other.email)).toHaveLength(0);
  });
});

describe('PUT me/password', () => {
  const newPassword = 'a-brand-new-secret';

  it('refuses a wrong current password with a message on that field, and writes nothing', async () => {
    const user = await freshUser();
    const token = await signIn(user);
    const response = await api.request('PUT', 'me/password', {
      token,
      body: { currentPassword: 'not-my-password', newPassword, confirm: newPassword },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      error: 'Your current password is not correct',
      issues: [{ path: 'currentPassword', message: 'Your current password is not correct' }],
    });
    expect((await storedUser(user.id)).version).toBe(1);
    await signIn(user);
  });

  it('refuses a confirmation that does not match and a password that is too short', async () => {
    const user = await freshUser();
    const token = await signIn(user);
    const mismatch = await api.request('PUT', 'me/password', {
      token,
      body: { currentPassword: TEST_PASSWORD, newPassword, confirm: `${newPassword}x` },
    });
    expect(mismatch.status).toBe(400);
    expect((mismatch.body as { issues: unknown }).issues).toEqual([
      { path: 'confirm', message: 'Passwords do not match' },
    ]);
    const short = await api.request('PUT', 'me/password', {
      token,
      body: { currentPassword: '', newPassword: 'short', confirm: 'short' },
    });
    expect((short.body as { issues: unknown }).issues).toEqual([
      { path: 'currentPassword', message: 'Please enter your current password' },
      { path: 'newPassword', message: 'Password must be at least 7 characters long' },
    ]);
  });

  it('changes the password, keeps this session, signs out the others and records when', async () => {
    const user = await freshUser();
    const elsewhere = await signIn(user);
    const token = await signIn(user);
    const response = await api.request('PUT', 'me/password', {
      token,
      body: { currentPassword: TEST_PASSWORD, newPassword, confirm: newPassword },
    });
    const data = dataOf<{ me: Me; signedOutSessions: number }>(response);
    expect(data.signedOutSessions).toBe(1);
    expect(data.me.passwordChangedAt).toBe(api.clock.now().toISOString());

    expect((await api.request('GET', 'me', { token })).status).toBe(200);
    expect((await api.request('GET', 'me', { token: elsewhere })).status).toBe(401);
    await signIn(user, newPassword);
    const old = await api.request('POST', 'auth/login', {
      body: { username: user.userName, password: TEST_PASSWORD },
    });
    expect(old.status).toBe(401);

    const [audit] = await auditRowsFor('users', user.id);
    expect(audit?.after).toEqual({
      passwordChangedAt: api.clock.now().toISOString(),
      otherSessionsSignedOut: 1,
    });
    // A password change cannot conflict with a settings form, so it leaves their version valid.
    expect(data.me.version).toBe(1);
    expect(JSON.stringify(audit)).not.toMatch(/passwordHash|scrypt/);
    expect((await mailsTo(user.email))[0]?.subject).toBe('Your Colophon password was changed');
  });
});

describe('PUT me/two-factor', () => {
  it('turns the sign-in code on, so the next sign-in asks for it', async () => {
    const user = await freshUser();
    const token = await signIn(user);
    const me = await getMe(token);
    const data = dataOf<Me>(
      await api.request('PUT', 'me/two-factor', {
        token,
        body: { enabled: true, version: me.version, currentPassword: TEST_PASSWORD },
      }),
    );
    expect(data).toMatchObject({ twoFactorEnabled: true, version: 2 });
    const login = await api.request('POST', 'auth/login', {
      body: { username: user.userName, password: user.password },
    });
    expect(login.body).toMatchObject({ otpRequired: true });
    const [audit] = await auditRowsFor('users', user.id);
    expect(audit).toMatchObject({ before: { twoFactorEnabled: false }, after: { twoFactorEnabled: true } });

    const stale = await api.request('PUT', 'me/two-factor', {
      token,
      body: { enabled: false, version: me.version, currentPassword: TEST_PASSWORD },
    });
    expect(stale.status).toBe(409);
    const bad = await api.request('PUT', 'me/two-factor', { token, body: { enabled: 'yes', version: 2 } });
    expect(bad.status).toBe(400);
    expect((bad.body as { issues: unknown }).issues).toEqual([
      { path: 'enabled', message: 'Choose whether to ask for a code at sign-in' },
    ]);
    expect((await storedUser(user.id)).twoFactorEnabled).toBe(true);
  });
});

describe('the current password before a sensitive change', () => {
  const wrongPassword = 'not-my-password';

  it('is needed for a new email, and not for the rest of the profile', async () => {
    const user = await freshUser();
    const token = await signIn(user);
    const me = await getMe(token);
    const newEmail = `moved-${user.userName}@example.test`;
    const change = (currentPassword?: string) =>
      api.request('PATCH', 'me/profile', {
        token,
        body: { ...profileOf(me), email: newEmail, currentPassword },
      });

    const missing = await change();
    expect(missing.status).toBe(400);
    expect((missing.body as { issues: unknown }).issues).toEqual([
      { path: 'currentPassword', message: 'Please enter your current password to change your email' },
    ]);
    const wrong = await change(wrongPassword);
    expect(wrong.status).toBe(400);
    expect((wrong.body as { issues: unknown }).issues).toEqual([
      { path: 'currentPassword', message: 'Your current password is not correct' },
    ]);
    expect(await mailsTo(newEmail)).toHaveLength(0);
    expect((await getMe(token)).pendingEmail).toBeNull();

    const right = dataOf<{ emailChange: { newEmail: string } }>(await change(TEST_PASSWORD));
    expect(right.emailChange.newEmail).toBe(newEmail);
    const renamed = dataOf<{ me: Me }>(
      await api.request('PATCH', 'me/profile', {
        token,
        body: { ...profileOf(await getMe(token)), jobTitle: 'Copy-editor' },
      }),
    );
    expect(renamed.me.jobTitle).toBe('Copy-editor');
  });

  it('is needed to turn two-factor sign-in on and to turn it off', async () => {
    const user = await freshUser();
    const token = await signIn(user);
    const turnOn = (currentPassword?: string) =>
      api.request('PUT', 'me/two-factor', { token, body: { enabled: true, version: 1, currentPassword } });

    const missingOn = await turnOn();
    expect(missingOn.status).toBe(400);
    expect((missingOn.body as { issues: unknown }).issues).toEqual([
      {
        path: 'currentPassword',
        message: 'Please enter your current password to turn on two-factor sign-in',
      },
    ]);
    expect((await turnOn(wrongPassword)).status).toBe(400);
    expect((await storedUser(user.id)).twoFactorEnabled).toBe(false);

    const on = dataOf<Me>(await turnOn(TEST_PASSWORD));
    expect(on.twoFactorEnabled).toBe(true);
    const turnOff = (currentPassword?: string) =>
      api.request('PUT', 'me/two-factor', {
        token,
        body: { enabled: false, version: on.version, currentPassword },
      });

    const missing = await turnOff();
    expect(missing.status).toBe(400);
    expect((missing.body as { issues: unknown }).issues).toEqual([
      {
        path: 'currentPassword',
        message: 'Please enter your current password to turn off two-factor sign-in',
      },
    ]);
    expect((await turnOff(wrongPassword)).status).toBe(400);
    expect((await storedUser(user.id)).twoFactorEnabled).toBe(true);

    expect(dataOf<Me>(await turnOff(TEST_PASSWORD)).twoFactorEnabled).toBe(false);
  });

  it('answers 429 with Retry-After after five wrong ones, counted as failed sign-ins there', async () => {
    const user = await freshUser();
    const token = await signIn(user);
    const newPassword = 'a-brand-new-secret';
    const change = (currentPassword: string) =>
      api.request('PUT', 'me/password', {
        token,
        body: { currentPassword, newPassword, confirm: newPassword },
      });

    for (let attempt = 0; attempt < 5; attempt++) expect((await change(wrongPassword)).status).toBe(400);
    for (const currentPassword of [wrongPassword, TEST_PASSWORD]) {
      const refused = await change(currentPassword);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
      expect(refused.body).toEqual({
        success: false,
        error: 'Too many wrong passwords. Try again in 15 minutes.',
      });
    }
    const me = await getMe(token);
    const email = await api.request('PATCH', 'me/profile', {
      token,
      body: { ...profileOf(me), email: `x-${user.userName}@example.test`, currentPassword: TEST_PASSWORD },
    });
    expect(email.status).toBe(429);

    // The guesses count against sign-in from the same place, not from the owner's other addresses.
    const here = await api.request('POST', 'auth/login', {
      body: { username: user.userName, password: TEST_PASSWORD },
    });
    expect(here.status).toBe(429);
    const elsewhere = await api.request('POST', 'auth/login', {
      body: { username: user.userName, password: TEST_PASSWORD },
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    expect(elsewhere.status).toBe(200);

    api.clock.advance(15 * 60 * 1000);
    expect(dataOf<{ signedOutSessions: number }>(await change(TEST_PASSWORD)).signedOutSessions).toBe(1);
  });
});

describe('POST me/sessions/revoke', () => {
  it('signs the user out everywhere, this session included, and audits it', async () => {
    const user = await freshUser();
    const other = await signIn(user);
    const token = await signIn(user);
    const bystander = await freshUser();
    const bystanderToken = await signIn(bystander);

    const data = dataOf<{ signedOutSessions: number }>(
      await api.request('POST', 'me/sessions/revoke', { token, body: { currentPassword: TEST_PASSWORD } }),
    );
    expect(data.signedOutSessions).toBe(2);
    expect((await api.request('GET', 'me', { token })).status).toBe(401);
    expect((await api.request('GET', 'me', { token: other })).status).toBe(401);
    expect((await api.request('GET', 'me', { token: bystanderToken })).status).toBe(200);

    const live = await api.database.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(live.every((row) => row.revokedAt !== null)).toBe(true);
    const [audit] = await auditRowsFor('api_tokens', user.id);
    expect(audit).toMatchObject({ userId: user.id, after: { signedOutSessions: 2 } });
  });
});

describe('PATCH me/preferences', () => {
  it('saves theme and font; with a version it is checked and bumped, without one the choice just wins', async () => {
    const user = await freshUser();
    const token = await signIn(user);
    const me = await getMe(token);

    const saved = dataOf<Me>(
      await api.request('PATCH', 'me/preferences', {
        token,
        body: { theme: 'dark', font: 'manrope', version: me.version },
      }),
    );
    expect(saved).toMatchObject({ preferences: { theme: 'dark', font: 'manrope' }, version: 2 });

    const toggled = dataOf<Me>(
      await api.request('PATCH', 'me/preferences', { token, body: { theme: 'light' } }),
    );
    expect(toggled).toMatchObject({ preferences: { theme: 'light', font: 'manrope' }, version: 2 });

    const stale = await api.request('PATCH', 'me/preferences', {
      token,
      body: { font: 'system', version: 1 },
    });
    expect(stale.status).toBe(409);

    const audits = await auditRowsFor('users', user.id);
    expect(audits.map((row) => row.after)).toEqual([
      { theme: 'light' },
      { theme: 'dark', font: 'manrope', version: 2 },
    ]);
  });

  it('refuses an unknown font and an empty change, and writes nothing', async () => {
    const user = await freshUser();
    const token = await signIn(user);
    const unknown = await api.request('PATCH', 'me/preferences', {
      token,
      body: { font: 'comic-sans', version: 1 },
    });
    expect(unknown.status).toBe(400);
    expect((unknown.body as { issues: unknown }).issues).toEqual([
      { path: 'font', message: 'Choose Inter, Manrope or the system font' },
    ]);
    const empty = await api.request('PATCH', 'me/preferences', { token, body: {} });
    expect((empty.body as { issues: unknown }).issues).toEqual([
      { path: 'theme', message: 'Choose a theme or a font' },
    ]);
    expect(await storedUser(user.id)).toMatchObject({ theme: 'system', font: 'inter', version: 1 });
    expect(await auditRowsFor('users', user.id)).toHaveLength(0);
  });
});

describe('PUT me/notifications', () => {
  const settings = {
    email: {
      newsletters: false,
      commissioningUpdates: true,
      invoiceReminders: false,
      securityAlerts: true,
      mentions: false,
    },
    digest: 'daily',
  };

  it('saves which emails the user gets', async () => {
    const user = await freshUser();
    const token = await signIn(user);
    const data = dataOf<Me>(
      await api.request('PUT', 'me/notifications', { token, body: { ...settings, version: 1 } }),
    );
    expect(data).toMatchObject({ notifications: settings, version: 2 });
    expect((await storedUser(user.id)).notificationSettings).toEqual(settings);
    const [audit] = await auditRowsFor('users', user.id);
    expect(audit?.after).toEqual({ notificationSettings: settings, version: 2 });
  });

  it('refuses bad input and a stale version, and writes nothing', async () => {
    const user = await freshUser();
    const token = await signIn(user);
    const bad = await api.request('PUT', 'me/notifications', {
      token,
      body: { email: { ...settings.email, newsletters: 'sometimes' }, digest: 'hourly', version: 1 },
    });
    expect(bad.status).toBe(400);
    expect((bad.body as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual([
      'email.newsletters',
      'digest',
    ]);
    dataOf(await api.request('PUT', 'me/notifications', { token, body: { ...settings, version: 1 } }));
    const stale = await api.request('PUT', 'me/notifications', {
      token,
      body: { ...settings, digest: 'off', version: 1 },
    });
    expect(stale.status).toBe(409);
    expect((await storedUser(user.id)).notificationSettings.digest).toBe('daily');
  });
});

describe('PUT me/display', () => {
  it('stores the chosen sidebar groups by route and answers them as groups', async () => {
    const user = await freshUser();
    const token = await signIn(user);
    const data = dataOf<Me>(
      await api.request('PUT', 'me/display', {
        token,
        body: {
          pageSize: 50,
          dateFormat: 'day_month_year',
          compactTables: true,
          sidebarGroups: ['Publishing', 'General'],
          version: 1,
        },
      }),
    );
    expect(data.display).toEqual({
      pageSize: 50,
      dateFormat: 'day_month_year',
      compactTables: true,
      sidebarGroups: ['General', 'Publishing'],
    });
    const stored = (await storedUser(user.id)).displaySettings;
    expect(stored.sidebarItems).toContain('/commissionings/manage');
    expect(stored.sidebarItems).toContain('/');
    expect(stored.sidebarItems).not.toContain('/reports/sales');

    // Every group chosen is stored as "all", so groups added later show up too.
    const all = dataOf<Me>(
      await api.request('PUT', 'me/display', {
        token,
        body: { ...data.display, sidebarGroups: NAVIGATION.map((group) => group.title), version: 2 },
      }),
    );
    expect(all.display.sidebarGroups).toEqual(NAVIGATION.map((group) => group.title));
    expect((await storedUser(user.id)).displaySettings.sidebarItems).toEqual([]);
  });

  it('refuses an unknown group, an odd page size and no group at all, and writes nothing', async () => {
    const user = await freshUser([GROUP.MARKETING_MANAGER]);
    const token = await signIn(user);
    const base = { pageSize: 25, dateFormat: 'iso', compactTables: false, version: 1 };
    const hidden = await api.request('PUT', 'me/display', {
      token,
      body: { ...base, sidebarGroups: ['General', 'Administration'] },
    });
    expect(hidden.status).toBe(400);
    expect((hidden.body as { issues: unknown }).issues).toEqual([
      { path: 'sidebarGroups.1', message: 'Administration is not one of your sidebar groups' },
    ]);
    const odd = await api.request('PUT', 'me/display', {
      token,
      body: { ...base, pageSize: 30, sidebarGroups: [] },
    });
    expect((odd.body as { issues: unknown }).issues).toEqual([
      { path: 'pageSize', message: 'Choose 10, 25, 50 or 100 rows' },
      { path: 'sidebarGroups', message: 'Choose at least one group to show' },
    ]);
    expect((await storedUser(user.id)).version).toBe(1);
    expect(await auditRowsFor('users', user.id)).toHaveLength(0);
  });
});
