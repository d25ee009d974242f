import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP } from '@/lib/rights';
import { periodStart, sendDueDigests } from '@/upstream/mail/activity-digest';
import { commentMentions, comments, emailOutbox, emailTypes, tasks, users } from '@/upstream/db/schema';
import { createUser, type TestUser } from '../support/fixtures';
import { testDbKind } from '../support/test-database';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

/*
 * The activity digest of Settings › Notifications, on the API's injected clock: sent from 07:00 UTC once
 * in its period (a day, or the week from Monday), with the person's due tasks, tasks given to them and
 * unread mentions; never to someone who turned it off, and not at all when nothing waits.
 */

let api: TestUpstream;
let daily: TestUser;
let weekly: TestUser;
let off: TestUser;
let quiet: TestUser;
let boss: TestUser;

const setDigest = (user: TestUser, digest: string) =>
  api.database.db
    .update(users)
    .set({
      notificationSettings: sql`jsonb_set(notification_settings, '{digest}', ${JSON.stringify(digest)}::jsonb)`,
    })
    .where(eq(users.id, user.id));

async function digestsOf(user: TestUser) {
  return api.database.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.bodyText, to: emailOutbox.toAddress })
    .from(emailOutbox)
    .innerJoin(emailTypes, eq(emailTypes.id, emailOutbox.emailTypeId))
    .where(and(eq(emailTypes.key, 'activity_digest'), eq(emailOutbox.userId, user.id)));
}

beforeAll(async () => {
  api = await createTestUpstream();
  const db = api.database.db;
  daily = await createUser(db, { userName: 'digestdaily', groups: [GROUP.COMMISSIONING_EDITORS] });
  weekly = await createUser(db, { userName: 'digestweekly', groups: [GROUP.FINANCIAL_MANAGER] });
  off = await createUser(db, { userName: 'digestoff', groups: [GROUP.DESIGNER] });
  quiet = await createUser(db, { userName: 'digestquiet', groups: [GROUP.DESIGNER] });
  boss = await createUser(db, { userName: 'digestboss', groups: [GROUP.SUPER_USERS] });
  await setDigest(daily, 'daily');
  await setDigest(off, 'off');
  await setDigest(quiet, 'daily');
  // A Wednesday, before the digests' hour.
  api.clock.set('2026-11-25T06:30:00Z');
  await db.insert(tasks).values([
    {
      title: 'Countersign the author agreement',
      assigneeId: daily.id,
      createdById: boss.id,
      dueDate: '2026-11-20',
      status: 'open',
      priority: 'high',
      createdAt: new Date('2026-11-24T15:00:00Z'),
    },
    {
      title: 'Check the royalty split',
      assigneeId: weekly.id,
      createdById: weekly.id,
      dueDate: '2026-11-27',
      status: 'open',
      priority: 'normal',
    },
    {
      title: 'Someday',
      assigneeId: off.id,
      createdById: boss.id,
      dueDate: '2026-11-21',
      status: 'open',
      priority: 'low',
    },
  ]);
  const [comment] = await db
    .insert(comments)
    .values({
      area: 'contracts',
      recordId: 1,
      authorId: boss.id,
      body: '@digestdaily could you check the advance?',
    })
    .returning({ id: comments.id });
  await db.insert(commentMentions).values({ commentId: comment?.id ?? 0, userId: daily.id });
});

afterAll(async () => {
  await api?.close();
});

describe('the activity digest', () => {
  it('starts its period at 07:00 UTC on working days, a weekly one on Monday', () => {
    // Saturday and Sunday belong to Friday's period.
    expect(periodStart(new Date('2026-11-29T12:00:00Z'), 'daily').toISOString()).toBe(
      '2026-11-27T07:00:00.000Z',
    );
    expect(periodStart(new Date('2026-11-30T06:00:00Z'), 'daily').toISOString()).toBe(
      '2026-11-27T07:00:00.000Z',
    );
    expect(periodStart(new Date('2026-11-25T06:30:00Z'), 'daily').toISOString()).toBe(
      '2026-11-24T07:00:00.000Z',
    );
    expect(periodStart(new Date('2026-11-25T07:00:00Z'), 'daily').toISOString()).toBe(
      '2026-11-25T07:00:00.000Z',
    );
    expect(periodStart(new Date('2026-11-25T09:00:00Z'), 'weekly').toISOString()).toBe(
      '2026-11-23T07:00:00.000Z',
    );
    expect(periodStart(new Date('2026-11-23T06:59:00Z'), 'weekly').toISOString()).toBe(
      '2026-11-16T07:00:00.000Z',
    );
  });

  it('sends once a period what waits for each person, and nothing to those with nothing or who turned it off', async () => {
    api.clock.set('2026-11-25T07:01:00Z');
    expect(await sendDueDigests(api.deps)).toBeGreaterThanOrEqual(2);
    const [mine] = await digestsOf(daily);
    expect(mine?.to).toBe(daily.email);
    expect(mine?.subject).toBe('Your Colophon digest: what waits for you today');
    expect(mine?.text).toContain('Countersign the author agreement (overdue, due 20 Nov 2026)');
    expect(mine?.text).toContain(
      'Tasks colleagues gave you:\n- Countersign the author agreement, from Digestboss Tester',
    );
    expect(mine?.text).toContain('Digestboss Tester: “@digestdaily could you check the advance?”');
    const [theirs] = await digestsOf(weekly);
    expect(theirs?.subject).toBe('Your Colophon digest: what waits for you this week');
    expect(theirs?.text).toContain('Check the royalty split (due 27 Nov 2026)');
    expect(theirs?.text).not.toContain('Tasks colleagues gave you');
    expect(await digestsOf(off)).toEqual([]);
    expect(await digestsOf(quiet)).toEqual([]);

    // Later the same day: nothing more.
    api.clock.set('2026-11-25T18:00:00Z');
    await sendDueDigests(api.deps);
    expect(await digestsOf(daily)).toHaveLength(1);
    expect(await digestsOf(weekly)).toHaveLength(1);

    // The next morning, the daily one again (the mention still unread); the weekly one waits for Monday.
    api.clock.set('2026-11-26T07:30:00Z');
    await sendDueDigests(api.deps);
    expect(await digestsOf(daily)).toHaveLength(2);
    expect(await digestsOf(weekly)).toHaveLength(1);
    api.clock.set('2026-11-30T07:05:00Z');
    await sendDueDigests(api.deps);
    expect(await digestsOf(weekly)).toHaveLength(2);
  });

  it.runIf(testDbKind() === 'postgres')(
    'is sent once when two server processes on one PostgreSQL reach the minute together',
    async () => {
      // Two processes: the same database, each with its own memory of the periods it looked at.
      api.clock.set('2026-12-01T07:02:00Z');
      const [first, second] = await Promise.all([
        sendDueDigests({ ...api.deps }),
        sendDueDigests({ ...api.deps }),
      ]);
      expect([first, second].filter((sent) => sent > 0)).toHaveLength(1);
      // Two the days before, one on Monday, and one today.
      expect(await digestsOf(daily)).toHaveLength(4);

      // The other process's next minute finds it sent.
      api.clock.set('2026-12-01T07:03:00Z');
      expect(await sendDueDigests({ ...api.deps })).toBe(0);
      expect(await digestsOf(daily)).toHaveLength(4);
    },
  );
});
