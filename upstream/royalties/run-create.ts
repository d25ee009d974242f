import { asc, sql } from 'drizzle-orm';
import { MAX_RUN_DAYS } from '@/lib/contract/royalty-runs';
import { formatDay } from '@/lib/format';
import { addDays, daysFrom, type RoyaltyPeriodDates } from '@/lib/royalties/periods';
import type { Tx } from '../db/client';
import { LOCK_KEYS } from '../db/lock-keys';
import { royaltyRuns } from '../db/schema';
import { recordAudit } from '../platform/audit';
import { HttpError } from '../platform/http-error';
import { computeRun } from './run-compute';
import { writeRun } from './run-write';

/*
 * Starting a run: the period must be over, and follow the last run without a gap or an overlap once
 * that run is locked (its statements are where the new ones start from). The checks and the run's row
 * go in the caller's transaction, under a lock that keeps two runs from starting at once. The API then
 * calculates the run apart (run-job.ts); the demo data computes its run here, in the same transaction.
 */

// Serialises run creation: two at once could both pass the checks below.

const refused = (path: keyof RoyaltyPeriodDates, message: string) =>
  new HttpError(422, message, [{ path, message }]);

const span = (run: RoyaltyPeriodDates) => `${formatDay(run.periodStart)} – ${formatDay(run.periodEnd)}`;

/** Why the period cannot be run now, if it cannot; else the first day runs cover, with this one. */
async function checkPeriod(tx: Tx, period: RoyaltyPeriodDates, today: string): Promise<string> {
  if (period.periodEnd >= today)
    throw refused(
      'periodEnd',
      `A run covers a period that is over: this one ends on ${formatDay(period.periodEnd)}, so it can be run from ${formatDay(addDays(period.periodEnd, 1))}`,
    );
  if (daysFrom(period.periodStart, period.periodEnd) + 1 > MAX_RUN_DAYS)
    throw refused(
      'periodEnd',
      `A run covers at most ${MAX_RUN_DAYS} days: statements go out at least once a year`,
    );

  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.royaltyRunCreate})`);
  const runs = await tx
    .select({
      periodStart: royaltyRuns.periodStart,
      periodEnd: royaltyRuns.periodEnd,
      status: royaltyRuns.status,
    })
    .from(royaltyRuns)
    .orderBy(asc(royaltyRuns.periodStart));
  const overlapping = runs.find(
    (run) => run.periodStart <= period.periodEnd && run.periodEnd >= period.periodStart,
  );
  if (overlapping)
    throw refused('periodStart', `The period overlaps the run of ${span(overlapping)}: a period is run once`);
  const last = runs.at(-1);
  if (last?.status === 'calculating')
    throw refused(
      'periodStart',
      `The run of ${span(last)} is still being calculated: check and lock it before the next period is run`,
    );
  if (last && last.status !== 'locked')
    throw refused(
      'periodStart',
      `The run of ${span(last)} is not locked yet: lock it (or delete it while it is a draft) before the next period is run`,
    );
  if (last && period.periodStart !== addDays(last.periodEnd, 1))
    throw refused(
      'periodStart',
      `Runs follow one another without gaps: the next run starts on ${formatDay(addDays(last.periodEnd, 1))}, the day after the run of ${span(last)}`,
    );
  return runs[0]?.periodStart ?? period.periodStart;
}

export interface RunAuthor {
  userId: number | null;
  now: Date;
  requestId?: string;
}

/** A run whose row is stored: its statements are computed from `windowFrom`, the first day runs cover. */
export interface StartedRun {
  runId: number;
  period: RoyaltyPeriodDates;
  windowFrom: string;
}

/** Checks the period and stores its run in the status given, with the audit entry. */
export async function startRoyaltyRun(
  tx: Tx,
  period: RoyaltyPeriodDates,
  author: RunAuthor,
  status: 'calculating' | 'draft' = 'calculating',
): Promise<StartedRun> {
  const windowFrom = await checkPeriod(tx, period, author.now.toISOString().slice(0, 10));
  const [run] = await tx
    .insert(royaltyRuns)
    .values({
      ...period,
      status,
      createdById: author.userId,
      createdAt: author.now,
      updatedAt: author.now,
    })
    .returning();
  if (!run) throw new Error('The royalty run was not stored');
  await recordAudit(tx, {
    userId: author.userId,
    action: 'insert',
    entity: 'royalty_runs',
    entityId: run.id,
    after: run,
    requestId: author.requestId,
    at: author.now,
  });
  return { runId: run.id, period, windowFrom };
}

/** Computes and stores the statements of a started run. */
export async function writeRunStatements(tx: Tx, started: StartedRun, now: Date): Promise<void> {
  await writeRun(tx, started.runId, await computeRun(tx, started.period, started.windowFrom), now);
}

/** Computes and stores a draft run of the period in the caller's transaction; answers its id. */
export async function createRoyaltyRun(
  tx: Tx,
  period: RoyaltyPeriodDates,
  author: RunAuthor,
): Promise<number> {
  const started = await startRoyaltyRun(tx, period, author, 'draft');
  await writeRunStatements(tx, started, author.now);
  return started.runId;
}
