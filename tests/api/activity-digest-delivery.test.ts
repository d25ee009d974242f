import type { AddressInfo } from 'node:net';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP } from '@/lib/rights';
import { LOCK_KEYS, tryTransactionLock } from '@/upstream/db/lock-keys';
import { emailOutbox, emailTypes, tasks, users } from '@/upstream/db/schema';
import { sendDueDigests } from '@/upstream/mail/activity-digest';
import { createMailer } from '@/upstream/platform/mailer';
import { createUser, type TestUser } from '../support/fixtures';
import { testDbKind } from '../support/test-database';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

/*
 * A mail server that takes its time: the digests are written to the outbox first and delivered after,
 * so a slow delivery holds no transaction, no pooled connection and no lock the other processes wait on.
 */

let api: TestUpstream;
let reader: TestUser;
const received: string[] = [];
let deliveryBegan: () => void = () => undefined;
let letDeliveryEnd: () => void = () => undefined;
const began = new Promise<void>((resolve) => (deliveryBegan = resolve));
const ended = new Promise<void>((resolve) => (letDeliveryEnd = resolve));

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    deliveryBegan();
    stream.resume();
    stream.on('end', () => {
      void ended.then(() => {
        received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    });
  },
});

const digestRows = () =>
  api.database.db
    .select({ id: emailOutbox.id, status: emailOutbox.status })
    .from(emailOutbox)
    .innerJoin(emailTypes, eq(emailTypes.id, emailOutbox.emailTypeId))
    .where(and(eq(emailTypes.key, 'activity_digest'), eq(emailOutbox.userId, reader.id)));

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  api = await createTestUpstream({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  const db = api.database.db;
  reader = await createUser(db, { userName: 'slowmail', groups: [GROUP.COMMISSIONING_EDITORS] });
  // Only this person's digest is due: everyone else the suite made has theirs turned off.
  await db.update(users).set({
    notificationSettings: sql`jsonb_set(notification_settings, '{digest}', ${JSON.stringify('off')}::jsonb)`,
  });
  await db
    .update(users)
    .set({ notificationSettings: sql`jsonb_set(notification_settings, '{digest}', '"daily"'::jsonb)` })
    .where(eq(users.id, reader.id));
  await db.insert(tasks).values({
    title: 'Send the proofs back',
    assigneeId: reader.id,
    createdById: reader.id,
    dueDate: '2026-11-30',
    status: 'open',
    priority: 'normal',
  });
  api.clock.set('2026-12-01T07:01:00Z');
});
afterAll(async () => {
  letDeliveryEnd();
  await api.close();
  smtp.close();
});

describe('activity digests on a slow mail server', () => {
  it('are recorded before delivery, and the pass holds nothing while the server answers', async () => {
    const pass = sendDueDigests(api.deps);
    await began;

    // Mid-delivery: the digest is in the outbox, queued, and another process's minute finds it there;
    // that process, asked to deliver it, leaves it to the one delivering it.
    const [digest] = await digestRows();
    expect(digest).toEqual({ id: expect.any(Number), status: 'queued' });
    expect(await sendDueDigests({ ...api.deps })).toBe(0);
    expect(await otherProcess().deliver(digest?.id ?? 0)).toBe('elsewhere');
    if (testDbKind() === 'postgres') {
      const free = await api.database.db.transaction((tx) =>
        tryTransactionLock(tx, LOCK_KEYS.activityDigests),
      );
      expect(free).toBe(true);
    }

    letDeliveryEnd();
    expect(await pass).toBe(1);
    expect(received).toEqual([reader.email]);
    expect(await digestRows()).toEqual([{ id: digest?.id, status: 'sent' }]);
    expect(await otherProcess().deliver(digest?.id ?? 0)).toBe('sent');
    expect(received).toEqual([reader.email]);
  });

  it('left queued by a stopped process, are delivered once by a later pass, when abandoned', async () => {
    const db = api.database.db;
    const [type] = await db
      .select({ id: emailTypes.id })
      .from(emailTypes)
      .where(eq(emailTypes.key, 'activity_digest'));
    const others = await Promise.all(
      ['stopped', 'recent', 'claimed', 'stale'].map((name) =>
        createUser(db, { userName: `digest-${name}`, groups: [GROUP.COMMISSIONING_EDITORS] }),
      ),
    );
    const [stopped, recent, claimed, stale] = others;
    if (!type || !stopped || !recent || !claimed || !stale) throw new Error('fixtures missing');
    const now = new Date('2026-12-01T07:40:00Z');
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    const leftBehind = async (user: TestUser, at: Date) =>
      api.deps.mailer.record({
        to: user.email,
        subject: 'Your activity',
        text: 'What waits for you',
        userId: user.id,
        emailTypeId: type.id,
        at,
      });
    const ids = {
      stopped: await leftBehind(stopped, minutesAgo(20)),
      recent: await leftBehind(recent, minutesAgo(5)),
      claimed: await leftBehind(claimed, minutesAgo(30)),
      stale: await leftBehind(stale, minutesAgo(26 * 60)),
    };
    // A process delivering it now holds it, by the database's clock.
    await db
      .update(emailOutbox)
      .set({ claimedUntil: sql`now() + interval '10 minutes'` })
      .where(eq(emailOutbox.id, ids.claimed));
    api.clock.set(now.toISOString());

    expect(await sendDueDigests(api.deps)).toBe(0);
    expect(await sendDueDigests(api.deps)).toBe(0);
    expect(received).toEqual([reader.email, stopped.email]);
    const statuses = await db
      .select({ id: emailOutbox.id, status: emailOutbox.status })
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, Object.values(ids)));
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [ids.stopped]: 'sent',
      [ids.recent]: 'queued',
      [ids.claimed]: 'queued',
      [ids.stale]: 'queued',
    });
  });
});

/** Another server process on the same database and mail server: a mailer of its own. */
function otherProcess() {
  return createMailer(api.database.db, api.deps.config, api.deps.log);
}
