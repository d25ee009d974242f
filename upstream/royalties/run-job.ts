import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from '@/lib/log';
import type { Db, Tx } from '../db/client';
import { royaltyRuns } from '../db/schema';
import { writeRunStatements, type StartedRun } from './run-create';

/*
 * A run's statements are calculated apart from the request that starts it: at scale that takes
 * seconds, near the web app's timeout. The request stores the run as `calculating` and answers; the
 * calculation then writes the statements in its own transaction and marks the run `draft`, or, when
 * it fails, writes nothing and marks the run `failed` with the reason, to be deleted and run again.
 */

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

/** Marks failed the runs a stopped API left calculating; answers how many. */
export async function failInterruptedRuns(db: Db, now: Date): Promise<number> {
  const failed = await db
    .update(royaltyRuns)
    .set({
      status: 'failed',
      errorMessage: INTERRUPTED,
      version: sql`${royaltyRuns.version} + 1`,
      updatedAt: now,
    })
    .where(eq(royaltyRuns.status, 'calculating'))
    .returning({ id: royaltyRuns.id });
  return failed.length;
}
