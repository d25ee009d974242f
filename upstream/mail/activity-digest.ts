import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { statusLabel } from '@/lib/areas/commissioning-pipeline';
import { OPEN_TASK_STATUSES } from '@/lib/contract/enums';
import { formatDay } from '@/lib/format';
import { qualified } from '../db/bulk-insert';
import type { Db } from '../db/client';
import { LOCK_KEYS, tryTransactionLock } from '../db/lock-keys';
import {
  commentMentions,
  comments,
  commissioningStatusChanges,
  commissionings,
  emailOutbox,
  emailTypes,
  tasks,
  users,
} from '../db/schema';
import type { UpstreamDeps } from '../platform/deps';
import { unclaimed } from '../platform/mailer';
import { isStaff } from '../staff/is-staff';
import { sendEmail } from './templates';

/*
 * The activity digest of Settings › Notifications: once a working day (daily) or once a week on Monday
 * (weekly), from 07:00 UTC, one email with what waits for the person: their open tasks that are overdue
 * or due within a week, the tasks colleagues gave them, the mentions they have not read, and the moves of
 * the commissionings they edit, since the last digest. Nothing to say sends nothing. The outbox is the
 * record of what was sent, so a restart never sends a digest twice, and one a stopped process left queued
 * is delivered by the next pass that finds it abandoned.
 */

const SEND_HOUR_UTC = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const LISTED = 10;

/**
 * The start of the digest period `now` is in: the last working day's 07:00 UTC (a weekend belongs to
 * Friday's period, as the settings say "every working morning"), or this week's Monday's.
 */
export function periodStart(now: Date, digest: 'daily' | 'weekly'): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), SEND_HOUR_UTC));
  if (start > now) start.setTime(start.getTime() - DAY_MS);
  const sinceMonday = (start.getUTCDay() + 6) % 7;
  const back = digest === 'weekly' ? sinceMonday : Math.max(0, sinceMonday - 4);
  start.setTime(start.getTime() - back * DAY_MS);
  return start;
}

const personName = sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName})`;

const more = (count: number) => (count > LISTED ? [`…and ${count - LISTED} more`] : []);

const section = (title: string, lines: readonly string[]) =>
  lines.length === 0 ? null : [title, ...lines.map((line) => `- ${line}`)].join('\n');

async function openTasks(db: Db, userId: number, today: string, inAWeek: string) {
  const rows = await db
    .select({ title: tasks.title, dueDate: tasks.dueDate })
    .from(tasks)
    .where(
      and(
        eq(tasks.assigneeId, userId),
        inArray(tasks.status, [...OPEN_TASK_STATUSES]),
        lt(tasks.dueDate, inAWeek),
      ),
    )
    .orderBy(asc(tasks.dueDate), asc(tasks.id))
    .limit(LISTED + 1);
  return rows.map((row) =>
    row.dueDate && row.dueDate < today
      ? `${row.title} (overdue, due ${formatDay(row.dueDate)})`
      : `${row.title} (due ${formatDay(row.dueDate ?? today)})`,
  );
}

async function givenTasks(db: Db, userId: number, since: Date) {
  const giver = sql<string>`(select ${personName} from ${users} where ${users.id} = ${tasks.createdById})`;
  const rows = await db
    .select({ title: tasks.title, giver })
    .from(tasks)
    .where(
      and(
        eq(tasks.assigneeId, userId),
        ne(tasks.createdById, userId),
        gte(tasks.createdAt, since),
        inArray(tasks.status, [...OPEN_TASK_STATUSES]),
      ),
    )
    .orderBy(asc(tasks.createdAt), asc(tasks.id))
    .limit(LISTED + 1);
  return rows.map((row) => `${row.title}, from ${row.giver}`);
}

async function unreadMentions(db: Db, userId: number) {
  const rows = await db
    .select({ author: personName, body: comments.body })
    .from(commentMentions)
    .innerJoin(comments, eq(comments.id, commentMentions.commentId))
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(and(eq(commentMentions.userId, userId), isNull(commentMentions.readAt)))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(LISTED + 1);
  return rows.map((row) => {
    const text = row.body.replace(/\s+/g, ' ').trim();
    return `${row.author}: “${text.length > 80 ? `${text.slice(0, 79)}…` : text}”`;
  });
}

async function commissioningMoves(db: Db, userId: number, since: Date) {
  const rows = await db
    .select({
      title: commissionings.title,
      from: commissioningStatusChanges.fromStatus,
      to: commissioningStatusChanges.toStatus,
    })
    .from(commissioningStatusChanges)
    .innerJoin(commissionings, eq(commissionings.id, commissioningStatusChanges.commissioningId))
    .where(
      and(
        eq(commissionings.editorId, userId),
        gte(commissioningStatusChanges.changedAt, since),
        sql`${commissioningStatusChanges.fromStatus} is not null`,
        sql`${commissioningStatusChanges.changedById} is distinct from ${userId}`,
      ),
    )
    .orderBy(asc(commissioningStatusChanges.changedAt), asc(commissioningStatusChanges.id))
    .limit(LISTED + 1);
  return rows.map((row) => `${row.title}: ${statusLabel(row.from ?? row.to)} → ${statusLabel(row.to)}`);
}

/** The digest's sections for one person since `since`, or none when nothing waits for them. */
export async function digestSections(db: Db, userId: number, since: Date, now: Date): Promise<string | null> {
  const today = now.toISOString().slice(0, 10);
  const inAWeek = new Date(now.getTime() + 8 * DAY_MS).toISOString().slice(0, 10);
  const [due, given, mentions, moves] = await Promise.all([
    openTasks(db, userId, today, inAWeek),
    givenTasks(db, userId, since),
    unreadMentions(db, userId),
    commissioningMoves(db, userId, since),
  ]);
  const sections = [
    section('Your tasks overdue or due within a week:', [...due.slice(0, LISTED), ...more(due.length)]),
    section('Tasks colleagues gave you:', [...given.slice(0, LISTED), ...more(given.length)]),
    section('Mentions you have not read:', [...mentions.slice(0, LISTED), ...more(mentions.length)]),
    section('Your commissionings that moved:', [...moves.slice(0, LISTED), ...more(moves.length)]),
  ].filter((part): part is string => part !== null);
  return sections.length === 0 ? null : sections.join('\n\n');
}

/** Periods already looked at in this process, by person: a quiet period is not read again every minute. */
const lookedAt = new WeakMap<UpstreamDeps, Map<number, number>>();

/**
 * Sends the digests due now: to each active member of staff whose setting is daily or weekly, whose
 * period has begun and who has had no digest in it. Called every minute by the server; answers how
 * many were sent.
 */
export async function sendDueDigests(deps: UpstreamDeps): Promise<number> {
  // Server processes sharing one PostgreSQL each run this on their own minute clock: without the lock,
  // two passes close together would both find no digest yet and both write one. The process that finds
  // the lock taken leaves the minute to the other. PGlite admits a single process.
  const written =
    deps.database.kind !== 'postgres'
      ? await writeDueDigests(deps)
      : await deps.database.db.transaction(async (tx) =>
          (await tryTransactionLock(tx, LOCK_KEYS.activityDigests)) ? writeDueDigests(deps) : [],
        );
  // Delivered once the lock is let go: a slow mail server holds neither a connection nor the other
  // processes' minute. The outbox already records each one, so none is written twice.
  for (const outboxId of [...written, ...(await leftQueued(deps))]) {
    try {
      await deps.mailer.deliver(outboxId);
    } catch (error) {
      deps.log.warn({ err: error, outboxId }, 'activity digest not delivered');
    }
  }
  return written.length;
}

/** How long a digest waits for the process that wrote it before another takes its delivery over. */
const ABANDONED_AFTER_MS = 15 * 60 * 1000;
const RESUMED_AT_ONCE = 50;

/**
 * The digests a stopped process wrote and never delivered: queued for over a quarter of an hour, within
 * the last day (an older one is stale news), and not claimed by a process delivering it now. Without a
 * mail server they stay queued, as all mail does.
 */
async function leftQueued(deps: UpstreamDeps): Promise<number[]> {
  if (!deps.mailer.delivers) return [];
  const now = deps.now().getTime();
  const rows = await deps.database.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .innerJoin(emailTypes, eq(emailTypes.id, emailOutbox.emailTypeId))
    .where(
      and(
        eq(emailOutbox.status, 'queued'),
        gte(emailOutbox.createdAt, new Date(now - DAY_MS)),
        lt(emailOutbox.createdAt, new Date(now - ABANDONED_AFTER_MS)),
        eq(emailTypes.key, 'activity_digest'),
        unclaimed,
      ),
    )
    .orderBy(asc(emailOutbox.id))
    .limit(RESUMED_AT_ONCE);
  return rows.map((row) => row.id);
}

/** Writes the digests due now to the outbox, queued; answers their outbox ids. */
async function writeDueDigests(deps: UpstreamDeps): Promise<number[]> {
  const db = deps.database.db;
  const now = deps.now();
  const seen = lookedAt.get(deps) ?? new Map<number, number>();
  lookedAt.set(deps, seen);
  const lastDigest = sql<Date | null>`(select max(o.created_at) from ${emailOutbox} o
    join ${emailTypes} t on t.id = o.email_type_id
    where t.key = 'activity_digest' and o.user_id = ${qualified(users.id)})`;
  const people = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      digest: sql<string>`${users.notificationSettings}->>'digest'`,
      lastDigest: lastDigest.mapWith((value: string | Date | null) => (value ? new Date(value) : null)),
    })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        sql`coalesce(${users.notificationSettings}->>'digest', 'weekly') in ('daily', 'weekly')`,
        isStaff(users.id),
      ),
    );
  const written: number[] = [];
  for (const person of people) {
    const digest = person.digest === 'daily' ? 'daily' : 'weekly';
    const start = periodStart(now, digest);
    if ((person.lastDigest && person.lastDigest >= start) || seen.get(person.userId) === start.getTime())
      continue;
    seen.set(person.userId, start.getTime());
    const since = person.lastDigest ?? new Date(start.getTime() - (digest === 'daily' ? 1 : 7) * DAY_MS);
    try {
      const sections = await digestSections(db, person.userId, since, now);
      if (!sections) continue;
      const outboxId = await sendEmail(
        deps,
        'activity_digest',
        {
          firstName: person.firstName,
          period: digest === 'daily' ? 'today' : 'this week',
          sections,
          link: deps.config.APP_URL,
        },
        {
          to: person.email,
          toName: `${person.firstName} ${person.lastName}`,
          userId: person.userId,
          at: now,
        },
        { queued: true },
      );
      written.push(outboxId);
    } catch (error) {
      deps.log.warn({ err: error, userId: person.userId }, 'activity digest not queued');
    }
  }
  return written;
}
