import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { auditEntrySchema, type AuditEntry, type AuditFilter } from '@/lib/contract/audit-log';
import type { Db } from '../db/client';
import { isoTimestamp } from '../db/iso-timestamp';
import { auditLog, users } from '../db/schema';
import { EXACT_COUNT_LIMIT } from '../resources/list';

/*
 * The audit trail, newest first. Each filter matches an index of audit_log: (user_id, at),
 * (entity, entity_id, at) and (at); the count stops at EXACT_COUNT_LIMIT, as every list's does.
 */

const columns = {
  auditId: sql<number>`${auditLog.id}::int`,
  at: isoTimestamp(auditLog.at),
  userId: auditLog.userId,
  userName: sql<string | null>`nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), '')`,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  requestId: auditLog.requestId,
};

function conditions(filter: AuditFilter): SQL | undefined {
  return and(
    filter.userId === undefined ? undefined : eq(auditLog.userId, filter.userId),
    filter.entity === undefined ? undefined : eq(auditLog.entity, filter.entity),
    filter.entityId === undefined ? undefined : eq(auditLog.entityId, filter.entityId),
    filter.from === undefined ? undefined : sql`${auditLog.at} >= ${filter.from}::date`,
    filter.to === undefined ? undefined : sql`${auditLog.at} < ${filter.to}::date + 1`,
  );
}

const select = (db: Db) =>
  db.select(columns).from(auditLog).leftJoin(users, eq(users.id, auditLog.userId)).$dynamic();

export async function auditPage(
  db: Db,
  filter: AuditFilter,
  page: number,
  pageSize: number,
): Promise<{ items: AuditEntry[]; total: number }> {
  const where = conditions(filter);
  const rows = await select(db)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(
      sql`(select 1 from ${auditLog} where ${where ?? sql`true`} limit ${EXACT_COUNT_LIMIT + 1}) as capped`,
    );
  return { items: rows.map((row) => auditEntrySchema.parse(row)), total: counted?.n ?? 0 };
}

const BATCH = 1000;

type Cursor = { at: string; id: number };

// The moment as PostgreSQL writes it keeps its microseconds, which a JavaScript date would lose.
const batchAfter = (db: Db, filter: AuditFilter, after: Cursor | null) =>
  db
    .select({ ...columns, cursorAt: sql<string>`${auditLog.at}::text` })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(
      and(
        conditions(filter),
        after === null
          ? undefined
          : sql`(${auditLog.at}, ${auditLog.id}) < (${after.at}::timestamptz, ${after.id})`,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(BATCH);

/** Every matching entry, newest first, a batch at a time by keyset: for the CSV export. */
export async function* auditBatches(db: Db, filter: AuditFilter): AsyncGenerator<AuditEntry[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows: Awaited<ReturnType<typeof batchAfter>> = await batchAfter(db, filter, cursor);
    yield rows.map(({ cursorAt: _cursorAt, ...row }) => auditEntrySchema.parse(row));
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    cursor = { at: last.cursorAt, id: Number(last.auditId) };
  }
}

/** The kinds of record the trail names, for the entity filter. */
export async function auditedEntities(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ entity: auditLog.entity })
    .from(auditLog)
    .orderBy(asc(auditLog.entity));
  return rows.map((row) => row.entity);
}
