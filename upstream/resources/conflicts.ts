import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { auditLog, users } from '../db/schema';
import { HttpError, conflict } from '../platform/http-error';

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * The 409 for a stale version: who made the version the record has now, and when, as the audit log
 * tells (every write records the version it produced in `after.version`).
 */
export async function staleVersion(
  tx: Tx,
  entity: string,
  entityId: number,
  currentVersion: number,
  readerId: number,
): Promise<HttpError> {
  const [last] = await tx
    .select({
      at: auditLog.at,
      byId: auditLog.userId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(
      and(
        eq(auditLog.entity, entity),
        eq(auditLog.entityId, String(entityId)),
        sql`${auditLog.after} ->> 'version' = ${String(currentVersion)}`,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  const reload = 'Reload to see the current version; your changes have not been saved.';
  if (!last) return conflict(`This record was changed by someone else since you opened it. ${reload}`);
  const when = `${WHEN.format(last.at)} UTC`;
  if (last.byId === readerId)
    return conflict(`You changed this record in another window or tab on ${when}. ${reload}`);
  const who = last.firstName
    ? `${last.firstName} ${last.lastName ?? ''}`.trim()
    : 'A user who has since left';
  return conflict(`${who} changed this record on ${when}, after you opened it. ${reload}`);
}

/** One kind of record that depends on the one being deleted. */
export interface Dependent {
  count(tx: Tx, id: number): Promise<number>;
  /** How the record is tied to them, for a count: `n => \`a party to ${n} contracts\``. */
  describe(count: number): string;
}

/** A dependant's count: the rows of `table` whose `column` names the record. */
export function rowsNaming(table: PgTable, column: AnyPgColumn) {
  return async (tx: Tx, id: number): Promise<number> => {
    const [row] = await tx.select({ total: count() }).from(table).where(eq(column, id));
    return row?.total ?? 0;
  };
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
}

function sentence(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

/** Refuses the delete with 409 and the reasons when any record depends on this one. */
export async function refuseIfDepended(
  tx: Tx,
  id: number,
  noun: string,
  dependents: readonly Dependent[],
): Promise<void> {
  const reasons: string[] = [];
  for (const dependent of dependents) {
    const found = await dependent.count(tx, id);
    if (found > 0) reasons.push(dependent.describe(found));
  }
  if (reasons.length > 0) {
    throw conflict(`This ${noun} cannot be deleted: it is ${sentence(reasons)}. Remove those links first.`);
  }
}

/** Whether the error, or one it was caused by, is PostgreSQL's error of this SQLSTATE. */
function hasSqlState(error: unknown, state: string): boolean {
  for (
    let current: unknown = error;
    current;
    current = current instanceof Error ? current.cause : undefined
  ) {
    if (typeof current === 'object' && 'code' in current && current.code === state) return true;
  }
  return false;
}

/** PostgreSQL's foreign key violation: a dependant the checks did not name, refused all the same. */
export const isForeignKeyViolation = (error: unknown): boolean => hasSqlState(error, '23503');

/** PostgreSQL's unique violation: a write that raced another to the same key. */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, '23505');
