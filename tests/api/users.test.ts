import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffActionResult, StaffMember } from '@/lib/contract/users';
import { GROUP } from '@/lib/rights';
import { accessRequests, auditLog, emailOutbox } from '@/upstream/db/schema';
import { createUser, type TestUser } from '../support/fixtures';
import { dataOf, tokenOf } from '../support/sign-in';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

/*
 * Administration › Users: inviting a colleague who then chooses a password through the mailed link,
 * deactivating (sessions end at once), resetting two-factor, forcing a password reset, deciding access
 * requests, and the last Super User kept.
 */

let api: TestUpstream;
let admin: TestUser;
let adminToken: string;
let serial = 0;

async function signIn(userName: string, password: string): Promise<ApiResponse> {
  return api.request('POST', 'auth/login', { body: { username: userName, password } });
}

async function freshUser(groups: readonly number[] = [GROUP.COMMISSIONING_EDITORS], twoFactor = false) {
  serial += 1;
  return createUser(api.database.db, { userName: `staff${serial}`, groups, twoFactor });
}

/** The link of the newest mail to the address. */
async function mailedLink(address: string): Promise<{ token: string; subject: string; text: string }> {
  const [mail] = await api.database.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.bodyText })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${address}`);
  const token = /token=([^&\s]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no link in ${mail.text}`);
  return { token: decodeURIComponent(token), ...mail };
}

const post = (path: string, body?: unknown, token = adminToken) =>
  api.request('POST', path, { token, body: body ?? {} });

beforeAll(async () => {
  api = await createTestUpstream();
  admin = await createUser(api.database.db, { userName: 'chief', groups: [GROUP.SUPER_USERS] });
  adminToken = await tokenOf(api, admin);
});
afterAll(() => api.close());

describe('inviting a colleague', () => {
  it('makes an invited account in its groups and mails a link by which they choose a password', async () => {
    const invite = {
      firstName: 'Iris',
      lastName: 'Newcomer',
      userName: 'Inewcomer',
      email: 'Iris@Example.test',
      groupIds: [GROUP.MARKETING_MANAGER],
    };
    const created = dataOf<StaffMember>(await post('users', invite), 201);
    expect(created).toMatchObject({
      userName: 'inewcomer',
      email: 'iris@example.test',
      groups: [GROUP.MARKETING_MANAGER],
      status: 'invited',
      twoFactorEnabled: false,
    });
    // Nobody can sign in before the link is used, not even with an empty or a guessed password.
    expect((await signIn('inewcomer', 'colophon-demo')).status).toBe(401);

    const mail = await mailedLink('iris@example.test');
    expect(mail.subject).toBe('Your Colophon account');
    expect(mail.text).toContain('/reset-password?token=');
    const accepted = await api.request('POST', 'auth/reset-password', {
      body: { token: mail.token, password: 'lantern-harbour-93' },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    const signedIn = await signIn('inewcomer', 'lantern-harbour-93');
    expect(signedIn.status).toBe(200);
    const me = await api.request('GET', 'auth/user', {
      token: (signedIn.body as { token: string }).token,
    });
    expect((me.body as { result: { groups: number[]; rights: string[] } }).result).toMatchObject({
      groups: [GROUP.MARKETING_MANAGER],
      rights: ['1_2', '3_5', '8_2', '10_2'],
    });
    const after = dataOf<StaffMember>(
      await api.request('GET', `users/${created.userId}`, { token: adminToken }),
    );
    expect(after.status).toBe('active');
    // Accepted: there is nothing more to resend.
    expect((await post(`users/${created.userId}/invitation`)).status).toBe(409);
  });

  it('mails a new invitation link while the colleague has not chosen a password', async () => {
    const created = dataOf<StaffMember>(
      await post('users', {
        firstName: 'Otto',
        lastName: 'Late',
        userName: 'olate',
        email: 'otto@example.test',
        groupIds: [GROUP.DESIGNER],
      }),
      201,
    );
    const first = await mailedLink('otto@example.test');
    dataOf(await post(`users/${created.userId}/invitation`));
    const second = await mailedLink('otto@example.test');
    expect(second.token).not.toBe(first.token);
    expect(second.subject).toBe('Your Colophon account');
  });

  it('refuses a user name or an address already taken, naming the field', async () => {
    const taken = await freshUser();
    const response = await post('users', {
      firstName: 'Copy',
      lastName: 'Cat',
      userName: taken.userName,
      email: taken.email.toUpperCase(),
      groupIds: [GROUP.DESIGNER],
    });
    expect(response.status).toBe(422);
    expect((response.body as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual([
      'userName',
      'email',
    ]);
  });

  it('invites a user name once when two administrators invite it at the same moment', async () => {
    const invite = (email: string) =>
      post('users', {
        firstName: 'Twin',
        lastName: 'Race',
        userName: 'twin',
        email,
        groupIds: [GROUP.DESIGNER],
      });
    const answers = await Promise.all([invite('twin1@example.test'), invite('twin2@example.test')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
  });

  it('refuses bad input with 400: no groups, an unknown group, a NUL byte', async () => {
    const base = { firstName: 'A', lastName: 'B', userName: 'abc', email: 'abc@example.test' };
    expect((await post('users', { ...base, groupIds: [] })).status).toBe(400);
    expect((await post('users', { ...base, groupIds: [13] })).status).toBe(400);
    expect((await post('users', { ...base, firstName: 'A\u0000', groupIds: [1] })).status).toBe(400);
    expect((await api.request('GET', 'users/99999999999', { token: adminToken })).status).toBe(400);
  });
});

describe('deactivating', () => {
  it('ends the user’s sessions at once and refuses their sign-in until activated again', async () => {
    const user = await freshUser();
    const token = await tokenOf(api, user);
    expect((await api.request('GET', 'me', { token })).status).toBe(200);

    const result = dataOf<StaffActionResult>(await post(`users/${user.id}/deactivate`));
    expect(result).toMatchObject({ status: 'inactive', signedOutSessions: 1 });
    expect((await api.request('GET', 'me', { token })).status).toBe(401);
    expect((await signIn(user.userName, user.password)).status).toBe(401);
    expect((await post(`users/${user.id}/deactivate`)).status).toBe(409);

    const audit = await api.database.db
      .select({ userId: auditLog.userId, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, String(user.id))));
    expect(audit).toContainEqual({ userId: admin.id, before: { active: true }, after: { active: false } });

    dataOf(await post(`users/${user.id}/activate`));
    expect((await signIn(user.userName, user.password)).status).toBe(200);
  });

  it('refuses to deactivate one’s own account', async () => {
    expect((await post(`users/${admin.id}/deactivate`)).status).toBe(422);
  });

  it('never leaves the firm without an active Super User, even when two deactivate each other at once', async () => {
    const first = await freshUser([GROUP.SUPER_USERS]);
    const second = await freshUser([GROUP.SUPER_USERS]);
    // The two are the only Super Users left active for the moment.
    dataOf(await post(`users/${admin.id}/deactivate`, {}, await tokenOf(api, first)));
    const [firstToken, secondToken] = [await tokenOf(api, first), await tokenOf(api, second)];
    const answers = await Promise.all([
      post(`users/${second.id}/deactivate`, {}, firstToken),
      post(`users/${first.id}/deactivate`, {}, secondToken),
    ]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const standing = answers[0]?.status === 200 ? firstToken : secondToken;
    const refused = answers.find((answer) => answer.status !== 200);
    // Refused by the rule, or no longer signed in when the other's deactivation came first.
    expect([401, 422]).toContain(refused?.status);
    dataOf(await post(`users/${admin.id}/activate`, {}, standing));
    adminToken = await tokenOf(api, admin);
  });
});

describe('two-factor and passwords', () => {
  it('resets two-factor: the user signs in with the password alone', async () => {
    const user = await freshUser([GROUP.DESIGNER], true);
    expect((await signIn(user.userName, user.password)).body).toMatchObject({ otpRequired: true });
    dataOf(await post(`users/${user.id}/two-factor/reset`));
    expect((await signIn(user.userName, user.password)).body).toHaveProperty('token');
    expect((await post(`users/${user.id}/two-factor/reset`)).status).toBe(409);
  });

  it('forces a password reset: the old password stops working, sessions end, a link is mailed', async () => {
    const user = await freshUser();
    const token = await tokenOf(api, user);
    dataOf(await post(`users/${user.id}/password-reset`));
    expect((await api.request('GET', 'me', { token })).status).toBe(401);
    expect((await signIn(user.userName, user.password)).status).toBe(401);
    const mail = await mailedLink(user.email);
    expect(mail.subject).toBe('Choose a new Colophon password');
    const reset = await api.request('POST', 'auth/reset-password', {
      body: { token: mail.token, password: 'quiet-orchard-58' },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await signIn(user.userName, 'quiet-orchard-58')).status).toBe(200);
  });
});

describe('access requests', () => {
  async function request(email: string) {
    const [row] = await api.database.db
      .insert(accessRequests)
      .values({ firstName: 'Petra', lastName: 'Asker', email, message: 'I started on Monday' })
      .returning({ id: accessRequests.id });
    return row?.id ?? 0;
  }

  it('lists the pending ones; approving makes and invites the account, once', async () => {
    const id = await request('petra@example.test');
    const pending = dataOf<{ accessRequestId: number }[]>(
      await api.request('GET', 'access-requests', { token: adminToken }),
    );
    expect(pending.map((item) => item.accessRequestId)).toContain(id);

    const made = dataOf<StaffMember>(
      await post(`access-requests/${id}/approve`, { userName: 'pasker', groupIds: [GROUP.DESIGNER] }),
      201,
    );
    expect(made).toMatchObject({ userName: 'pasker', email: 'petra@example.test', status: 'invited' });
    expect((await mailedLink('petra@example.test')).subject).toBe('Your Colophon account');
    expect((await post(`access-requests/${id}/decline`)).status).toBe(409);
    const [stored] = await api.database.db.select().from(accessRequests).where(eq(accessRequests.id, id));
    expect(stored).toMatchObject({ status: 'approved', userId: made.userId, decidedById: admin.id });
  });

  it('declining tells the requester and takes the request off the list', async () => {
    const id = await request('declined@example.test');
    dataOf(await post(`access-requests/${id}/decline`));
    const [mail] = await api.database.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'declined@example.test'));
    expect(mail?.subject).toBe('Your request for a Colophon account');
    const pending = dataOf<{ accessRequestId: number }[]>(
      await api.request('GET', 'access-requests', { token: adminToken }),
    );
    expect(pending.map((item) => item.accessRequestId)).not.toContain(id);
  });
});

describe('the list', () => {
  it('filters by state, group and two-factor, and searches', async () => {
    const list = (query: string) =>
      api
        .request('GET', `users?${query}`, { token: adminToken })
        .then((response) => dataOf<StaffMember[]>(response));
    const designers = await list(`groupId=${GROUP.DESIGNER}&pageSize=100`);
    expect(designers.length).toBeGreaterThan(0);
    expect(designers.every((member) => member.groups.includes(GROUP.DESIGNER))).toBe(true);
    expect((await list('status=invited')).every((member) => member.status === 'invited')).toBe(true);
    expect((await list('q=chief')).map((member) => member.userName)).toEqual(['chief']);
    expect((await list('sort=-lastLoginAt&twoFactor=false')).length).toBeGreaterThan(0);
    expect((await api.request('GET', 'users?status=gone', { token: adminToken })).status).toBe(400);
  });

  it('is only for Super Users', async () => {
    const editor = await freshUser();
    const token = await tokenOf(api, editor);
    expect((await api.request('GET', 'users', { token })).status).toBe(403);
    expect((await api.request('GET', 'access-requests', { token })).status).toBe(403);
    expect((await post(`users/${admin.id}/deactivate`, {}, token)).status).toBe(403);
  });
});
