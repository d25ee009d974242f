import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GROUP } from '@/lib/rights';
import { accessRequests, auditLog, emailOutbox } from '@/upstream/db/schema';
import { createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

let api: TestUpstream;
let admin: TestUser;
let publisher: TestUser;
let retired: TestUser;
let editor: TestUser;

const request = (body: unknown) => api.request('POST', 'access-requests', { body });

const valid = (email: string) => ({
  firstName: 'Ada',
  lastName: 'Quill',
  email,
  message: 'I join the rights team on Monday and will draft licence contracts.',
});

async function counts() {
  const db = api.database.db;
  return {
    requests: await db.$count(accessRequests),
    mails: await db.$count(emailOutbox),
    audits: await db.$count(auditLog),
  };
}

beforeAll(async () => {
  api = await createTestUpstream();
  const db = api.database.db;
  admin = await createUser(db, { userName: 'admin', groups: [GROUP.SUPER_USERS] });
  publisher = await createUser(db, {
    userName: 'publisher',
    groups: [GROUP.SUPER_USERS, GROUP.COMMISSIONING_EDITORS],
  });
  retired = await createUser(db, { userName: 'retired', groups: [GROUP.SUPER_USERS], active: false });
  editor = await createUser(db, { userName: 'editor', groups: [GROUP.COMMISSIONING_EDITORS] });
});
afterAll(() => api.close());
// Each test starts more than an hour after the last, so the hourly cap of one does not reach the next.
beforeEach(() => api.clock.advance(2 * 60 * 60 * 1000));

describe('POST access-requests', () => {
  it('stores a pending request, audits it and mails every active Super User', async () => {
    const response = await request({ ...valid('  Ada.Quill@Example.test '), firstName: ' Ada ' });
    expect(response.status).toBe(201);
    const body = response.body as { success: boolean; data: { accessRequestId: number; status: string } };
    expect(body).toEqual({
      success: true,
      data: { accessRequestId: expect.any(Number), status: 'pending' },
    });

    const [row] = await api.database.db
      .select()
      .from(accessRequests)
      .where(eq(accessRequests.id, body.data.accessRequestId));
    expect(row).toMatchObject({
      firstName: 'Ada',
      lastName: 'Quill',
      email: 'ada.quill@example.test',
      message: valid('').message,
      status: 'pending',
      decidedById: null,
      userId: null,
    });

    const mails = await api.database.db
      .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject, text: emailOutbox.bodyText })
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Access request from Ada Quill'));
    expect(mails.map((mail) => mail.to).sort()).toEqual([admin.email, publisher.email].sort());
    expect(mails.map((mail) => mail.to)).not.toContain(retired.email);
    expect(mails.map((mail) => mail.to)).not.toContain(editor.email);
    expect(mails[0]?.text).toContain('ada.quill@example.test');
    expect(mails[0]?.text).toContain('rights team');

    const [audit] = await api.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'access_requests'), eq(auditLog.entityId, String(body.data.accessRequestId))),
      );
    expect(audit).toMatchObject({ action: 'insert', userId: null });
    expect(audit?.after).toMatchObject({ email: 'ada.quill@example.test', status: 'pending' });
  });

  it('tells only the reviewers when the address already has an account', async () => {
    const response = await request(valid(editor.email.toUpperCase()));
    expect(response.status).toBe(201);
    const [mail] = await api.database.db
      .select({ text: emailOutbox.bodyText })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, admin.email))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    expect(mail?.text).toContain('already belongs to the active account "editor"');
    expect(response.body).toEqual({
      success: true,
      data: { accessRequestId: expect.any(Number), status: 'pending' },
    });
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const before = await counts();
    const empty = await request({ firstName: ' ', lastName: '', email: '', message: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      success: false,
      error: 'Invalid input',
      issues: [
        { path: 'firstName', message: 'Please enter your first name' },
        { path: 'lastName', message: 'Please enter your last name' },
        { path: 'email', message: 'Please enter your email' },
        { path: 'message', message: 'Please tell us why you need access' },
      ],
    });

    const wrong = await request({
      ...valid('x@y'),
      lastName: 'Quill\r\nBcc: everyone@example.test',
      message: 'x'.repeat(2001),
    });
    expect(wrong.status).toBe(400);
    expect((wrong.body as { issues: unknown[] }).issues).toEqual([
      { path: 'lastName', message: 'Please enter your last name on one line' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'message', message: 'Please keep the message under 2000 characters' },
    ]);

    const missing = await request({});
    expect(missing.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses a second request while one for the same address is pending, and writes nothing', async () => {
    expect((await request(valid('twice@example.test'))).status).toBe(201);
    const before = await counts();
    const again = await request(valid('TWICE@example.test'));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      error: 'A request for this address is already waiting for review. A Super User will reply by email.',
    });
    expect(await counts()).toEqual(before);
  });

  it('accepts a new request once the earlier one was decided', async () => {
    const first = await request(valid('again@example.test'));
    const id = (first.body as { data: { accessRequestId: number } }).data.accessRequestId;
    await api.database.db
      .update(accessRequests)
      .set({ status: 'rejected', decidedById: admin.id, decidedAt: api.clock.now() })
      .where(eq(accessRequests.id, id));
    expect((await request(valid('again@example.test'))).status).toBe(201);
  });

  it('accepts 5 requests an hour and refuses the sixth with Retry-After, writing nothing', async () => {
    for (let n = 1; n <= 5; n++) {
      expect((await request(valid(`flood-${n}@example.test`))).status, `request ${n}`).toBe(201);
      api.clock.advance(60 * 1000);
    }
    const before = await counts();
    const refused = await request(valid('flood-6@example.test'));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      error: 'Too many access requests have come in within the last hour. Please try again in 55 minutes.',
    });
    // The oldest of the five came 5 minutes ago and leaves the hour in 55.
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBe(55 * 60);
    expect(await counts()).toEqual(before);

    api.clock.advance(retryAfter * 1000);
    expect((await request(valid('flood-6@example.test'))).status).toBe(201);
  });

  it('is public and described in the API document', async () => {
    const document = (await api.request('GET', 'openapi.json')).body as {
      paths: Record<string, { post?: { security?: unknown[] } }>;
    };
    expect(document.paths['/access-requests']?.post?.security).toEqual([]);
  });
});
