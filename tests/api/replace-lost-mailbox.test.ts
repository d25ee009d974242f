import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP } from '@/lib/rights';
import { auditLog, emailOutbox, users } from '@/upstream/db/schema';
import { replaceLostMailbox } from '@/upstream/users/replace-lost-mailbox';
import { createUser } from '../support/fixtures';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

let api: TestUpstream;

beforeAll(async () => {
  api = await createTestUpstream();
});
afterAll(() => api.close());

/** The newest mail to `email`; some mail is sent after the answer, so wait for it a little. */
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

describe('replacing a lost mailbox (user:replace-mailbox)', () => {
  it('sends codes to the new address and voids the sessions and links of the old one', async () => {
    const user = await createUser(api.database.db, { userName: 'castaway', groups: [GROUP.DESIGNER] });
    const login = () =>
      api.request('POST', 'auth/login', { body: { username: user.userName, password: user.password } });
    const session = ((await login()).body as { token: string }).token;
    await api.request('POST', 'auth/forgot-password', { body: { email: user.email } });
    const link = decodeURIComponent(/token=([^\s]+)/.exec(await latestMailTo(user.email))?.[1] ?? '');
    await api.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));

    const newEmail = 'castaway.found@example.org';
    await replaceLostMailbox(
      api.database.db,
      { userName: 'CASTAWAY', email: 'Castaway.Found@example.org' },
      api.clock.now(),
    );

    expect((await api.request('GET', 'auth/user', { token: session })).status).toBe(401);
    const reset = await api.request('POST', 'auth/reset-password', {
      body: { token: link, password: 'quiet-harbour-lantern' },
    });
    expect(reset.status).toBe(400);
    expect((await login()).body).toMatchObject({ otpRequired: true });
    expect(await latestMailTo(newEmail)).toMatch(/code/i);

    const [audit] = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, String(user.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      userId: null,
      before: { email: user.email },
      after: { email: newEmail, lostMailboxReplaced: true },
    });
  });

  it('refuses an unknown user name and an address of another account', async () => {
    const other = await createUser(api.database.db, { userName: 'neighbour', groups: [GROUP.DESIGNER] });
    await expect(
      replaceLostMailbox(api.database.db, { userName: 'nobody', email: 'x@example.org' }, api.clock.now()),
    ).rejects.toThrow(/No user has the user name nobody/);
    await expect(
      replaceLostMailbox(api.database.db, { userName: 'castaway', email: other.email }, api.clock.now()),
    ).rejects.toThrow(/belongs to another account/);
  });
});
