import { and, count, eq, ne, sql } from 'drizzle-orm';
import { GROUP } from '@/lib/rights';
import type { Tx } from '../db/client';
import { LOCK_KEYS } from '../db/lock-keys';
import { userGroups, users } from '../db/schema';
import { unprocessable } from '../resources';

// Serialises every change that could leave the firm without an active Super User.

export const LAST_SUPER_USER =
  'This is the last active Super User: make another colleague a Super User first, so that someone can still administer Colophon.';

/**
 * Serialises changes that may take a Super User away. Taken first in such a write, before any row lock,
 * so that two of them always wait for each other in the same order and never deadlock.
 */
export async function lockSuperUsers(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.superUsers})`);
}

/**
 * Refuses (422) a change after which no active Super User but `userId` would remain, when `userId` is
 * about to stop being one (deactivated, or taken out of the group). Holds a lock until the transaction
 * ends, so two administrators removing each other at once cannot both pass.
 */
export async function keepAnotherSuperUser(tx: Tx, userId: number, field = 'userId'): Promise<void> {
  await lockSuperUsers(tx);
  const [others] = await tx
    .select({ n: count() })
    .from(userGroups)
    .innerJoin(users, eq(users.id, userGroups.userId))
    .where(and(eq(userGroups.groupId, GROUP.SUPER_USERS), eq(users.active, true), ne(users.id, userId)));
  if ((others?.n ?? 0) === 0) throw unprocessable([{ path: field, message: LAST_SUPER_USER }]);
}
