import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from './client';

/**
 * The keys of the advisory locks the API takes, in one place so that no two kinds of work share one and
 * wait on each other by accident. A per-record lock takes the two-key form: its kind's key and the id.
 */
export const LOCK_KEYS = {
  migration: 7_301_955,
  accessRequest: 7_301_956,
  royaltyRunCreate: 7_301_957,
  invitation: 7_301_958,
  superUsers: 7_301_959,
  /** With the run's id: held while a run's statements are calculated. */
  royaltyRunCalculation: 7_301_960,
  /** Held by the process whose minute clock is sending the activity digests. */
  activityDigests: 7_301_961,
} as const;

const lockAnswer = z.object({ rows: z.array(z.object({ locked: z.boolean() })) });

/** Takes an advisory lock for the transaction if it is free; answers whether it was. */
export async function tryTransactionLock(tx: Tx, key: number, id?: number): Promise<boolean> {
  const result = await tx.execute(
    id === undefined
      ? sql`select pg_try_advisory_xact_lock(${key}) as locked`
      : sql`select pg_try_advisory_xact_lock(${key}, ${id}) as locked`,
  );
  return lockAnswer.parse(result).rows[0]?.locked === true;
}
