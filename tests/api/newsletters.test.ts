import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { Newsletter, OutboxRow } from '@/lib/contract/newsletters';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import { commissionings, contacts, emailOutbox, praises, publications, users } from '@/upstream/db/schema';
import { deliverNewsletter } from '@/upstream/mail/newsletters';
import { createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

/** Messages as the SMTP server received them: envelope recipient and the raw message. */
const received: { to: string; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    // One mailbox refuses, once: its row fails and a retry delivers it.
    if (address.address === 'bounce@example.test' && !refusedOnce) {
      refusedOnce = true;
      return callback(new Error('550 5.1.1 Mailbox unavailable'));
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      // Headers unfolded, quoted-printable decoded as the UTF-8 it encodes.
      const raw = Buffer.from(
        Buffer.concat(chunks)
          .toString('latin1')
          .replace(/\r\n[ \t]+/g, ' ')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
      for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address, raw });
      callback();
    });
  },
});
let refusedOnce = false;

let api: TestUpstream;
let manager: TestUser;
let assistant: TestUser;
let viewer: TestUser;
let bookId = 0;

const call = async (user: TestUser, method: string, path: string, body?: unknown) =>
  api.request(method, path, { token: await issueToken(api.database.db, user.id, api.clock.now()), body });

async function contact(email: string, roles: string[], consent: string | null, left: string | null = null) {
  const [row] = await api.database.db
    .insert(contacts)
    .values({
      firstName: email.split('@')[0] ?? null,
      lastName: 'Reader',
      roles: roles as ('author' | 'agent' | 'reviewer')[],
      email,
      newsletterConsentAt: consent,
      newsletterUnsubscribedAt: left,
    })
    .returning({ id: contacts.id });
  return row?.id ?? 0;
}

async function draft(audience = 'authors', extra: Record<string, unknown> = {}): Promise<Newsletter> {
  const answer = await call(manager, 'POST', 'newsletters', {
    subject: 'Colophon news, June',
    body: 'Our summer list is out.',
    audience,
    publicationIds: [bookId],
    ...extra,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { data: Newsletter }).data;
}

async function outbox(newsletterId: number): Promise<OutboxRow[]> {
  const answer = await call(viewer, 'GET', `newsletters/${newsletterId}/outbox`);
  expect(answer.status).toBe(200);
  return (answer.body as { data: OutboxRow[] }).data;
}

async function settled(newsletterId: number): Promise<OutboxRow[]> {
  await deliverNewsletter(api.deps, newsletterId);
  return outbox(newsletterId);
}

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  api = await createTestUpstream({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  api.clock.set('2026-06-01T08:00:00Z');
  manager = await createUser(api.database.db, { userName: 'marketing', groups: [GROUP.MARKETING_MANAGER] });
  assistant = await createUser(api.database.db, {
    userName: 'assistant',
    groups: [GROUP.MARKETING_ASSISTANT],
  });
  viewer = await createUser(api.database.db, { userName: 'viewer', rights: [{ sectionId: 3, level: 2 }] });
  // The staff's own copies are the subject of one test: the others count contacts alone.
  await api.database.db
    .update(users)
    .set({ notificationSettings: sql`jsonb_set(notification_settings, '{email,newsletters}', 'false')` })
    .where(inArray(users.id, [manager.id, assistant.id]));
  const [work] = await api.database.db
    .insert(commissionings)
    .values({ title: 'The Salt Road', editorId: manager.id })
    .returning({ id: commissionings.id });
  const [book] = await api.database.db
    .insert(publications)
    .values({
      commissioningId: work?.id ?? 0,
      title: 'The Salt Road',
      format: 'BB',
      isbn: '9781738400012',
    })
    .returning({ id: publications.id });
  bookId = book?.id ?? 0;
  await api.database.db.insert(praises).values([
    {
      publicationId: bookId,
      quote: 'A marvel.',
      source: 'Jo Hart',
      outlet: 'The Reader',
      rightsCleared: true,
    },
    { publicationId: bookId, quote: 'Not yet cleared.', source: 'Sam Vale', rightsCleared: false },
  ]);
});
afterAll(async () => {
  await api.close();
  smtp.close();
});

describe('newsletters', () => {
  it('sends only to consenting contacts of the audience, never to one who unsubscribed', async () => {
    await contact('ada@example.test', ['author'], '2026-01-10');
    await contact('bo@example.test', ['author'], '2026-01-10', '2026-03-01');
    await contact('cy@example.test', ['author'], null);
    await contact('dee@example.test', ['agent'], '2026-01-10');
    // Left, then agreed again: receives it.
    await contact('eve@example.test', ['author'], '2026-04-01', '2026-02-01');
    const letter = await draft();
    expect(letter.audienceSize).toBe(2);
    expect(letter.publications[0]?.praises).toEqual([
      { quote: 'A marvel.', source: 'Jo Hart', outlet: 'The Reader' },
    ]);

    const sent = await call(manager, 'POST', `newsletters/${letter.newsletterId}/send`, {
      version: letter.version,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const rows = await settled(letter.newsletterId);
    expect(rows.map((row) => [row.to, row.status])).toEqual([
      ['ada@example.test', 'sent'],
      ['eve@example.test', 'sent'],
    ]);
    const to = received.map((message) => message.to);
    expect(to).toContain('ada@example.test');
    expect(to).not.toContain('bo@example.test');
    expect(to).not.toContain('cy@example.test');
    expect(to).not.toContain('dee@example.test');
    const mail = received.find((message) => message.to === 'ada@example.test')?.raw ?? '';
    expect(mail).toContain('“A marvel.” — Jo Hart, The Reader');
    expect(mail).not.toContain('Not yet cleared');
    expect(mail).toMatch(
      /List-Unsubscribe: <http:\/\/localhost:3000\/api\/public\/unsubscribe\?token=[^>]+>/,
    );
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const answer = await call(viewer, 'GET', `newsletters/${letter.newsletterId}`);
    expect(answer.body).toMatchObject({
      data: { status: 'sent', recipients: { sent: 2, queued: 0, failed: 0 } },
    });
  });

  it('sends a copy to the staff who keep Newsletters on, stopped from their settings', async () => {
    const reader = await createUser(api.database.db, { userName: 'staffreader', groups: [GROUP.DESIGNER] });
    const author = await createUser(api.database.db, { userName: 'penauthor', groups: [GROUP.AUTHORS] });
    await contact('hal@example.test', ['agent'], '2026-01-10');
    const letter = await draft('agents');
    await call(manager, 'POST', `newsletters/${letter.newsletterId}/send`, { version: letter.version });
    const rows = await settled(letter.newsletterId);
    expect(rows.map((row) => [row.to, row.status]).sort()).toEqual([
      ['dee@example.test', 'sent'],
      ['hal@example.test', 'sent'],
      [reader.email, 'sent'],
    ]);
    expect(rows.map((row) => row.to)).not.toContain(author.email);
    const copy = received.filter((message) => message.to === reader.email).at(-1)?.raw ?? '';
    expect(copy).toContain('http://localhost:3000/settings/notifications');
    expect(copy).not.toContain('List-Unsubscribe');

    await api.database.db
      .update(users)
      .set({ notificationSettings: sql`jsonb_set(notification_settings, '{email,newsletters}', 'false')` })
      .where(eq(users.id, reader.id));
    const next = await draft('agents');
    await call(manager, 'POST', `newsletters/${next.newsletterId}/send`, { version: next.version });
    expect((await settled(next.newsletterId)).map((row) => row.to)).not.toContain(reader.email);
  });

  it('skips a contact who unsubscribes between queueing and delivery', async () => {
    const id = await contact('fay@example.test', ['reviewer'], '2026-01-10');
    const letter = await draft('reviewers');
    const answer = await call(manager, 'POST', `newsletters/${letter.newsletterId}/send`, {
      version: letter.version,
    });
    expect(answer.status).toBe(200);
    // The contact leaves; their row is put back in the queue as if the batch had not reached it yet.
    await deliverNewsletter(api.deps, letter.newsletterId);
    await api.database.db
      .update(contacts)
      .set({ newsletterUnsubscribedAt: '2026-06-01' })
      .where(eq(contacts.id, id));
    await api.database.db
      .update(emailOutbox)
      .set({ status: 'queued' })
      .where(and(eq(emailOutbox.newsletterId, letter.newsletterId), eq(emailOutbox.contactId, id)));
    const before = received.filter((message) => message.to === 'fay@example.test').length;
    const rows = await settled(letter.newsletterId);
    // Whether or not the first batch reached them before they left, nothing goes out after.
    expect(received.filter((message) => message.to === 'fay@example.test').length).toBe(before);
    expect(rows[0]).toMatchObject({ status: 'failed', lastError: expect.stringMatching(/^Unsubscribed/) });
  });

  it('unsubscribes with one click through the signed link, and refuses a forged one', async () => {
    await contact('gil@example.test', ['author'], '2026-01-10');
    const letter = await draft();
    await call(manager, 'POST', `newsletters/${letter.newsletterId}/send`, { version: letter.version });
    await settled(letter.newsletterId);
    const mail = received.filter((message) => message.to === 'gil@example.test').at(-1)?.raw ?? '';
    const token = /unsubscribe\?token=([A-Za-z0-9._%-]+)/.exec(mail)?.[1];
    expect(token).toBeTruthy();
    const forged = await api.request('POST', `public/unsubscribe?token=${token?.slice(0, -3)}abc`);
    expect(forged.status).toBe(404);
    const done = await api.request('POST', `public/unsubscribe?token=${token}`, {
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      data: { email: 'gil@example.test', unsubscribedAt: '2026-06-01' },
    });
    const [row] = await api.database.db
      .select({ at: contacts.newsletterUnsubscribedAt })
      .from(contacts)
      .where(and(eq(contacts.email, 'gil@example.test'), isNotNull(contacts.newsletterUnsubscribedAt)));
    expect(row?.at).toBe('2026-06-01');

    const next = await draft();
    await call(manager, 'POST', `newsletters/${next.newsletterId}/send`, { version: next.version });
    const rows = await settled(next.newsletterId);
    expect(rows.map((entry) => entry.to)).not.toContain('gil@example.test');
  });

  it('sends a test to oneself with the unsubscribe link, and needs the send right for the audience', async () => {
    const letter = await draft();
    const test = await call(assistant, 'POST', `newsletters/${letter.newsletterId}/test`);
    expect(test.status).toBe(200);
    const mail = received.filter((message) => message.to === assistant.email).at(-1)?.raw ?? '';
    expect(mail).toContain('Subject: [Test] Colophon news, June');
    expect(mail).toContain('Dear Assistant,');
    expect(mail).toMatch(/http:\/\/localhost:3000\/unsubscribe\?token=/);
    const refused = await call(assistant, 'POST', `newsletters/${letter.newsletterId}/send`, {
      version: letter.version,
    });
    expect(refused.status).toBe(403);
    expect(
      (await call(viewer, 'POST', 'newsletters', { subject: 'x', body: 'y', audience: 'authors' })).status,
    ).toBe(403);
  });

  it('schedules a newsletter that goes out by itself once its time comes', async () => {
    const letter = await draft();
    const scheduled = await call(manager, 'POST', `newsletters/${letter.newsletterId}/send`, {
      version: letter.version,
      at: '2026-06-02T08:00:00Z',
    });
    expect(scheduled.body).toMatchObject({ data: { status: 'scheduled' } });
    expect(await outbox(letter.newsletterId)).toEqual([]);
    api.clock.set('2026-06-02T08:00:01Z');
    const read = await call(viewer, 'GET', `newsletters/${letter.newsletterId}`);
    expect((read.body as { data: Newsletter }).data.status).toMatch(/sending|sent/);
    const rows = await settled(letter.newsletterId);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
  });

  it('keeps a failed delivery with its error and retries it', async () => {
    await contact('bounce@example.test', ['agent'], '2026-01-10');
    const letter = await draft('agents');
    await call(manager, 'POST', `newsletters/${letter.newsletterId}/send`, { version: letter.version });
    const rows = await settled(letter.newsletterId);
    const bounced = rows.find((row) => row.to === 'bounce@example.test');
    expect(bounced).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringMatching(/550/) });
    const retry = await call(manager, 'POST', `newsletters/${letter.newsletterId}/retry`, {});
    expect(retry.body).toMatchObject({ data: { requeued: 1 } });
    const again = await settled(letter.newsletterId);
    expect(again.find((row) => row.to === 'bounce@example.test')).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });

  it('refuses to change a newsletter once sent, and an audience that is not contacts', async () => {
    const letter = await draft();
    const bad = await call(manager, 'POST', 'newsletters', { subject: 'x', body: 'y', audience: 'staff' });
    expect(bad.status).toBe(400);
    await call(manager, 'POST', `newsletters/${letter.newsletterId}/send`, { version: letter.version });
    const changed = await call(manager, 'PUT', `newsletters/${letter.newsletterId}`, {
      subject: 'Changed',
      body: 'Changed',
      audience: 'authors',
      publicationIds: [],
      version: letter.version + 1,
    });
    expect(changed.status).toBe(422);
  });
});
