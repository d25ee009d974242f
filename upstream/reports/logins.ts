import { sql } from 'drizzle-orm';
import { humanize } from '@/lib/contract/choices';
import { THROTTLE_WINDOW_MS } from '../auth/throttle';
import {
  bucketLabel,
  col,
  figure,
  labelled,
  momentInBothPeriods,
  startOf,
  table,
  type ReportBody,
  type ReportContext,
} from './context';
import { grouped, rowsOf } from './grouped';

/*
 * User logins, from the sign-in's own record (`login_events`): attempts by day, user, address and
 * outcome; the periods an account was locked out (refused attempts no more than the throttle's window
 * apart, from one address); and active users with no successful sign-in for 90 days. Three statements.
 */

export const DORMANT_DAYS = 90;

const outcomeLabel = (code: string) => (code === 'success' ? 'Signed in' : humanize(code));

export async function loginsReport(ctx: ReportContext): Promise<ReportBody> {
  const user = ctx.query.userId ? sql`e.user_id = ${ctx.query.userId}` : sql`true`;
  const bucketFormat = ctx.bucket === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const cur = sql`e.at >= ${startOf(ctx.period.from)}`;
  const events = sql`
    select e.id, ${cur} as cur, e.success,
      case when ${cur} then to_char(e.at at time zone 'UTC', ${bucketFormat}) end as bucket,
      coalesce(e.user_id::text, 'name:' || lower(e.attempted_name)) as who,
      coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), e.attempted_name || ' (no such user)') as person,
      coalesce(host(e.ip), 'unknown') as address,
      case when e.success then 'success' else coalesce(e.reason, 'unknown') end as outcome
    from login_events e left join users u on u.id = e.user_id
    where ${momentInBothPeriods(ctx, sql`e.at`)} and ${user}`;

  const lockouts = sql`
    with refused as (
      select e.at, e.ip, coalesce(e.user_id::text, 'name:' || lower(e.attempted_name)) as who, e.user_id, e.attempted_name
      from login_events e
      where e.reason = 'too_many_attempts' and e.at >= ${startOf(ctx.period.from)}
        and e.at < ${startOf(ctx.period.to)} + interval '1 day' and ${user}),
    marked as (
      select r.*, case when r.at - lag(r.at) over (partition by r.who, r.ip order by r.at)
          <= ${`${THROTTLE_WINDOW_MS / 1000} seconds`}::interval then 0 else 1 end as starts
      from refused r),
    islands as (select m.*, sum(m.starts) over (partition by m.who, m.ip order by m.at) as island from marked m)
    select min(coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), i.attempted_name)) as person,
      coalesce(host(i.ip), 'unknown') as address,
      to_char(min(i.at) at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as first_refused,
      to_char(max(i.at) at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as last_refused,
      count(*)::int as refused
    from islands i left join users u on u.id = i.user_id
    group by i.who, i.ip, i.island
    order by min(i.at) desc limit 100`;

  const dormant = sql`
    select concat_ws(' ', u.first_name, u.last_name) as person, u.email,
      to_char(last.at at time zone 'UTC', 'YYYY-MM-DD') as last_sign_in,
      (${ctx.now}::timestamptz::date - coalesce(last.at, u.created_at)::date)::int as days
    from users u
    left join lateral (
      select max(e.at) as at from login_events e where e.user_id = u.id and e.success) last on true
    where u.active and coalesce(last.at, u.created_at) < ${ctx.now}::timestamptz - ${`${DORMANT_DAYS} days`}::interval
    order by last.at nulls first, u.last_name, u.first_name limit 200`;

  const [attempts, locked, idle] = await Promise.all([
    grouped(ctx.db, {
      source: events,
      sets: {
        bucket: { columns: ['bucket'] },
        who: { columns: ['who'], rankBy: 'attempts', limit: 25 },
        address: { columns: ['address'], rankBy: 'attempts', limit: 25 },
        outcome: { columns: ['outcome'], rankBy: 'attempts' },
      },
      labels: { person: sql`min(s.person)` },
      measures: {
        attempts: sql`count(*) filter (where s.cur)`,
        successes: sql`count(*) filter (where s.cur and s.success)`,
        failures: sql`count(*) filter (where s.cur and not s.success)`,
        previousSuccesses: sql`count(*) filter (where not s.cur and s.success)`,
        previousFailures: sql`count(*) filter (where not s.cur and not s.success)`,
        users: sql`count(distinct s.who) filter (where s.cur and s.success)`,
      },
    }),
    rowsOf(ctx.db, lockouts, ['refused']),
    rowsOf(ctx.db, dormant, ['days']),
  ]);

  const counts = [
    col('attempts', 'Attempts', 'count'),
    col('successes', 'Sign-ins', 'count'),
    col('failures', 'Failures', 'count'),
  ];
  return {
    figures: [
      figure(attempts.total, 'Sign-ins', 'successes', 'count', 'previousSuccesses'),
      figure(attempts.total, 'Failed attempts', 'failures', 'count', 'previousFailures'),
      figure(attempts.total, 'People who signed in', 'users', 'count'),
      { label: 'Locked-out periods', kind: 'count', value: locked.length, previous: null },
    ],
    tables: [
      table({
        id: 'by-period',
        title: `By ${bucketLabel(ctx).toLowerCase()}`,
        columns: [col('bucket', bucketLabel(ctx), 'date'), ...counts],
        rows: attempts.sets.bucket,
        total: attempts.total,
        chart: { kind: 'bar', label: 'bucket', values: ['successes', 'failures'] },
      }),
      table({
        id: 'by-user',
        title: 'By user',
        description: 'The 25 accounts (or names typed) with the most attempts.',
        columns: [col('person', 'User'), ...counts],
        rows: attempts.sets.who,
        total: attempts.total,
      }),
      table({
        id: 'by-address',
        title: 'By address',
        description: 'The 25 addresses with the most attempts.',
        columns: [col('address', 'Address'), ...counts],
        rows: attempts.sets.address,
        total: attempts.total,
      }),
      table({
        id: 'by-outcome',
        title: 'By outcome',
        columns: [col('outcome', 'Outcome'), col('attempts', 'Attempts', 'count')],
        rows: labelled(attempts.sets.outcome, 'outcome', outcomeLabel),
        total: attempts.total,
        chart: { kind: 'bar', label: 'outcome', values: ['attempts'] },
      }),
      table({
        id: 'locked-out',
        title: 'Locked-out periods',
        description:
          'Attempts refused for too many failures, from one address, grouped while they kept coming.',
        columns: [
          col('person', 'User'),
          col('address', 'Address'),
          col('first_refused', 'From (UTC)'),
          col('last_refused', 'To (UTC)'),
          col('refused', 'Refused attempts', 'count'),
        ],
        rows: locked,
        empty: 'Nobody was locked out in this period.',
      }),
      table({
        id: 'dormant',
        title: `No sign-in for ${DORMANT_DAYS} days`,
        description: 'Active accounts without a successful sign-in in the last 90 days (as of today).',
        columns: [
          col('person', 'User'),
          col('email', 'Email'),
          col('last_sign_in', 'Last sign-in', 'date'),
          col('days', 'Days since (or since created)', 'count'),
        ],
        rows: idle,
        empty: `Everyone active has signed in within ${DORMANT_DAYS} days.`,
      }),
    ],
    notes: [],
  };
}
