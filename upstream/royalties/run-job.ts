import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from '@/lib/log';
import type { Db, Tx } from '../db/client';
import { LOCK_KEYS, tryTransactionLock } from '../db/lock-keys';
import { royaltyRuns } from '../db/schema';
import { writeRunStatements, type StartedRun } from './run-create';

/*
 * A run's statements are calculated apart from the request that starts it: at scale that takes
 * seconds, near the web app's timeout. The request stores the run as `calculating` and answers; the
 * calculation then writes the statements in its own transaction and marks the run `draft`, or, when
 * it fails, writes nothing and marks the run `failed` with the reason, to be deleted and run again.
 * The calculation holds the run's advisory lock, so that an API process starting while another one
 * calculates (several processes on one PostgreSQL) leaves that run alone.
 */

/** Takes the run's calculation lock for the transaction; answers whether it was free (`wait` false). */
async function lockRun(tx: Tx, runId: number, wait: boolean): Promise<boolean> {
  if (wait) {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.royaltyRunCalculation}, ${runId})`);
    return true;
  }
  return tryTransactionLock(tx, LOCK_KEYS.royaltyRunCalculation, runId);
}

async function stillCalculating(tx: Tx, runId: number): Promise<boolean> {
  const [run] = await tx
    .select({ id: royaltyRuns.id })
    .from(royaltyRuns)
    .where(and(eq(royaltyRuns.id, runId), eq(royaltyRuns.status, 'calculating')));
  return run !== undefined;
}

export const INTERRUPTED =
  'The calculation was interrupted when the publishing API stopped. Delete this run and create it again.';

/** Moves a run that is still calculating to its outcome; a run no longer calculating is left alone. */
async function finish(
  tx: Tx,
  runId: number,
  outcome: { status: 'draft' } | { status: 'failed'; errorMessage: string },
  now: Date,
): Promise<void> {
  await tx
    .update(royaltyRuns)
    .set({ ...outcome, version: sql`${royaltyRuns.version} + 1`, updatedAt: now })
    .where(and(eq(royaltyRuns.id, runId), eq(royaltyRuns.status, 'calculating')));
}

/** Calculates a started run; never throws, since no request waits for it. */
export async function calculateRun(
  db: Db,
  started: StartedRun,
  context: { now: () => Date; log: Logger },
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await lockRun(tx, started.runId, true);
      // A starting process may have found the run unlocked, before this took the lock, and failed it.
      if (!(await stillCalculating(tx, started.runId))) return;
      await writeRunStatements(tx, started, context.now());
      await finish(tx, started.runId, { status: 'draft' }, context.now());
    });
  } catch (error) {
    const errorMessage = error instanceof Error ? error.message : String(error);
    context.log.error({ err: error, runId: started.runId }, 'royalty run calculation failed');
    try {
      await finish(db, started.runId, { status: 'failed', errorMessage }, context.now());
    } catch (markError) {
      context.log.error({ err: markError, runId: started.runId }, 'royalty run not marked failed');
    }
  }
}

/**
 * Marks failed the runs a stopped API left calculating, answering how many: those whose lock nobody
 * holds. A run another live process is calculating keeps its lock, and is left to it.
 */
export async function failInterruptedRuns(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const calculating = await tx
      .select({ id: royaltyRuns.id })
      .from(royaltyRuns)
      .where(eq(royaltyRuns.status, 'calculating'));
    let failed = 0;
    for (const { id } of calculating) {
      if (!(await lockRun(tx, id, false))) continue;
      await tx
        .update(royaltyRuns)
        .set({
          status: 'failed',
          errorMessage: INTERRUPTED,
          version: sql`${royaltyRuns.version} + 1`,
          updatedAt: now,
        })
        .where(and(eq(royaltyRuns.id, id), eq(royaltyRuns.status, 'calculating')));
      failed += 1;
    }
    return failed;
  });
}
