import { sql } from 'drizzle-orm';
import type { DevelopersMetrics } from '@/lib/contract/dashboard';
import type { Db } from '../db/client';
import {
  counted,
  instant,
  numbersRow,
  percentOf,
  shiftDay,
  startOf,
  windowStart,
  type MetricsClock,
} from './sql';

/** Developers (spec 2.8, section 4). */

const ERROR_WINDOW_MS = 24 * 60 * 60 * 1000;
const AI_WINDOW_DAYS = 30;

/** Active users: distinct users with a successful sign-in today (UTC day). */
async function activeUsers(db: Db, clock: MetricsClock) {
  return numbersRow(
    db,
    sql`select count(distinct e.user_id) as active_users from login_events e
        where e.success and e.user_id is not null
          and e.at >= ${startOf(clock.today)} and e.at < ${startOf(shiftDay(clock.today, 1))}`,
    ['active_users'],
  );
}

/**
 * Error rate: requests of the last 24 hours that failed on the server's side (status 500 and above) as a
 * share of all requests then, from the request log. Client errors (a wrong password, a stale edit) are
 * answers, not failures.
 */
async function errorRate(db: Db, clock: MetricsClock) {
  return numbersRow(
    db,
    // Two decimals, so that a rate just under the 1% target does not read as 1.0.
    sql`select ${percentOf(sql`count(*) filter (where r.status >= 500)`, sql`count(*)`, 2)} as error_rate,
               count(*) as requests
        from request_log r
        where r.at > ${instant(new Date(clock.now.getTime() - ERROR_WINDOW_MS))} and r.at <= ${instant(clock.now)}`,
    ['error_rate', 'requests'],
  );
}

/** DOIs generated: publications holding a registered DOI. */
async function doiGenerated(db: Db, clock: MetricsClock) {
  return numbersRow(
    db,
    sql`select count(*) as dois from publications p
        where p.doi is not null and (p.doi_registered_at is null or p.doi_registered_at <= ${instant(clock.now)})`,
    ['dois'],
  );
}

/** AI processing: records processed and tokens used by the language-model jobs started in the last 30 days. */
async function aiProcessing(db: Db, clock: MetricsClock) {
  return numbersRow(
    db,
    sql`select coalesce(sum(j.records_processed), 0) as records, coalesce(sum(j.tokens_used), 0) as tokens,
               count(*) as jobs
        from ai_jobs j
        where coalesce(j.started_at, j.created_at) between ${startOf(windowStart(clock, AI_WINDOW_DAYS))}
          and ${instant(clock.now)}`,
    ['records', 'tokens', 'jobs'],
  );
}

/**
 * Data integrity: the share of records passing the data-quality checks, from each check's latest run
 * (`check_runs`): 100 × (records examined − issues found) / records examined, both summed over the checks
 * (a table examined by several checks counts once per check).
 */
async function dataIntegrity(db: Db) {
  const latest = sql`
    select distinct on (r.check_id) r.check_id, r.issue_count, r.record_count, r.ran_at
    from check_runs r order by r.check_id, r.ran_at desc, r.id desc`;
  const [row] = await db
    .select({
      // Two decimals: issues are rare against tens of thousands of records, and one decimal would read 100%.
      consistency: sql<number | null>`case when sum(l.record_count) > 0
        then round(greatest(100.0 * (sum(l.record_count) - sum(l.issue_count)) / sum(l.record_count), 0), 2) end`.mapWith(
        Number,
      ),
      checkedAt: sql<Date | null>`max(l.ran_at)`.mapWith((value: string | Date) => new Date(value)),
      checks: sql<number>`count(*)`.mapWith(Number),
    })
    .from(sql`(${latest}) as l`);
  return {
    consistency: row?.consistency ?? null,
    checkedAt: row?.checkedAt ?? null,
    checks: row?.checks ?? 0,
  };
}

export async function developersMetrics(
  db: Db,
  clock: MetricsClock,
): Promise<Omit<DevelopersMetrics, 'asOf'>> {
  const [users, errors, dois, ai, integrity] = await Promise.all([
    activeUsers(db, clock),
    errorRate(db, clock),
    doiGenerated(db, clock),
    aiProcessing(db, clock),
    dataIntegrity(db),
  ]);
  return {
    activeUsers: counted(users.active_users),
    errorRate: errors.error_rate,
    requestCount: counted(errors.requests),
    doiGenerated: counted(dois.dois),
    aiProcessing: {
      recordsProcessed: counted(ai.records),
      tokensUsed: counted(ai.tokens),
      jobs: counted(ai.jobs),
    },
    dataIntegrity: {
      dataConsistency: integrity.consistency,
      checkedAt: integrity.checkedAt ? integrity.checkedAt.toISOString() : null,
      checksRun: integrity.checks,
    },
  };
}
