import { and, getTableName, inArray, not, sql } from 'drizzle-orm';
import type { OrphanDeleted, StoredFile } from '@/lib/contract/files';
import type { orphanFileList } from '@/lib/contract/files';
import type { ListQuery } from '@/lib/contract/list-query';
import { qualified } from '../db/bulk-insert';
import type { Tx } from '../db/client';
import { storedFiles } from '../db/schema';
import { recordAudit } from '../platform/audit';
import type { UpstreamDeps } from '../platform/deps';
import { containsPattern, listOrder } from '../resources/list';
import { selectFiles, toStoredFile } from './file-rows';
import { fileStoreOf } from './open-store';
import { isReferenced } from './references';

type OrphanQuery = ListQuery<
  (typeof orphanFileList)['sortFields'][number],
  (typeof orphanFileList)['filters']
>;

/** Files no record points at: one condition over every file column of the schema. */
const orphan = () => not(isReferenced(qualified(storedFiles.id)));

const SORTS = {
  createdAt: storedFiles.createdAt,
  sizeBytes: storedFiles.sizeBytes,
  name: sql`lower(${storedFiles.name})`,
};

function orphanWhere(query: Pick<OrphanQuery, 'q'>) {
  const words = (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 6);
  return and(orphan(), ...words.map((word) => sql`${storedFiles.name} ilike ${containsPattern(word)}`));
}

/** One page of orphans, with how many there are and the space they take together. */
export async function listOrphans(
  db: Tx,
  query: OrphanQuery,
): Promise<{ items: StoredFile[]; total: number; totalBytes: number }> {
  const where = orphanWhere(query);
  const [rows, [totals]] = await Promise.all([
    selectFiles(db)
      .where(where)
      .orderBy(...listOrder(SORTS, storedFiles.id, query.sort))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({
        total: sql<number>`count(*)::int`,
        totalBytes: sql<number>`coalesce(sum(${storedFiles.sizeBytes}), 0)::bigint`.mapWith(Number),
      })
      .from(storedFiles)
      .where(where),
  ]);
  return { items: rows.map(toStoredFile), total: totals?.total ?? 0, totalBytes: totals?.totalBytes ?? 0 };
}

/**
 * Deletes the given files that are still orphans, then their content. The rows are locked first, so an
 * attach under way finishes before the check, which then sees it (and a file attached meanwhile stays).
 */
export async function deleteOrphans(
  deps: UpstreamDeps,
  fileIds: readonly number[],
  audit: { userId: number; requestId: string },
): Promise<OrphanDeleted> {
  const now = deps.now();
  const gone = await deps.database.db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: storedFiles.id, orphan: sql<boolean>`${orphan()}` })
      .from(storedFiles)
      .where(inArray(storedFiles.id, [...fileIds]))
      .orderBy(storedFiles.id)
      .for('update');
    const orphans = locked.filter((row) => row.orphan).map((row) => row.id);
    // Files a record holds are kept: when every one asked for is held, nothing is written at all.
    if (orphans.length === 0) return [];
    const deleted = await tx
      .delete(storedFiles)
      .where(and(inArray(storedFiles.id, orphans), orphan()))
      .returning();
    for (const row of deleted)
      await recordAudit(tx, {
        userId: audit.userId,
        action: 'delete',
        entity: getTableName(storedFiles),
        entityId: row.id,
        before: row,
        requestId: audit.requestId,
        at: now,
      });
    return deleted;
  });
  const store = fileStoreOf(deps);
  // Content keys are unique to their row, so no other file shares the content removed here.
  await Promise.all(gone.map((row) => store.remove(row.storageKey)));
  const deleted = gone.map((row) => row.id).sort((a, b) => a - b);
  return {
    deleted,
    bytesFreed: gone.reduce((sum, row) => sum + row.sizeBytes, 0),
    kept: fileIds.filter((id) => !deleted.includes(id)),
  };
}
