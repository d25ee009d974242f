import { and, count, desc, eq } from 'drizzle-orm';
import type { FieldChange, HistoryEntry } from '@/lib/contract/resource';
import type { Tx } from '../db/client';
import { auditLog, users } from '../db/schema';

/** Fields every snapshot carries for the machinery, not for people. */
const HIDDEN_FIELDS = new Set(['version', 'updatedAt']);

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The fields a write changed, from the audit log's before and after, in the order the record lists them. */
export function changesOf(before: unknown, after: unknown): FieldChange[] {
  const old = asRecord(before);
  const now = asRecord(after);
  const fields = [...new Set([...Object.keys(now), ...Object.keys(old)])].filter(
    (field) => !HIDDEN_FIELDS.has(field),
  );
  return fields
    .filter((field) => !same(old[field], now[field]) && !(isEmpty(old[field]) && isEmpty(now[field])))
    .map((field) => ({ field, before: old[field] ?? null, after: now[field] ?? null }));
}

/** One page of a record's audit trail, newest first. */
export async function historyOf(
  tx: Tx,
  entity: string,
  entityId: number,
  page: number,
  pageSize: number,
): Promise<{ entries: HistoryEntry[]; total: number }> {
  const where = and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId)));
  const [rows, counted] = await Promise.all([
    tx
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        userId: auditLog.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    tx.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    total: counted[0]?.total ?? 0,
    entries: rows.map((row) => ({
      historyId: row.id,
      at: row.at.toISOString(),
      action: row.action,
      userId: row.userId,
      userName: row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null,
      changes: changesOf(row.before, row.after),
    })),
  };
}
