import { eq, getTableName, sql } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/contract/auth';
import { FILE_SLOTS } from '@/lib/contract/file-slots';
import type { FileAttach } from '@/lib/contract/files';
import { meetsGuard } from '@/lib/rights';
import { columnName } from '../db/bulk-insert';
import { storedFiles } from '../db/schema';
import { recordAudit } from '../platform/audit';
import type { UpstreamDeps } from '../platform/deps';
import { forbidden, notFound } from '../platform/http-error';
import { FILE_SLOT_COLUMNS } from './references';

/**
 * Puts a file in a record's slot (a news item's header image, a publication's cover), or empties the slot
 * (`fileId` null), with the rights of that record's pages; the file it replaces, if any, is answered and
 * may become an orphan.
 */
export async function attachFile(
  deps: UpstreamDeps,
  user: CurrentUser,
  fileId: number | null,
  target: FileAttach,
  requestId: string,
): Promise<{ replacedFileId: number | null }> {
  const slot = FILE_SLOT_COLUMNS[target.slot];
  const noun = FILE_SLOTS[target.slot].record;
  if (!meetsGuard(user, slot.attach)) throw forbidden(`You do not have the right to change this ${noun}`);
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    if (fileId !== null) {
      // Key-share: a deletion of the file waits for this attach, and then sees it.
      const [file] = await tx
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(eq(storedFiles.id, fileId))
        .for('key share');
      if (!file) throw notFound('No such file');
    }
    const [before] = await tx
      .select({ fileId: sql<number | null>`${slot.column}` })
      .from(slot.table)
      .where(eq(slot.id, target.recordId))
      .for('update');
    if (!before) throw notFound(`No ${noun} ${target.recordId}`);
    const column = sql.identifier(columnName(slot.column));
    const moved = slot.versioned
      ? sql`, version = version + 1, updated_at = ${now.toISOString()}::timestamptz`
      : sql``;
    await tx.execute(
      sql`update ${slot.table} set ${column} = ${fileId}${moved} where ${slot.id} = ${target.recordId}`,
    );
    await recordAudit(tx, {
      userId: user.userId,
      action: 'update',
      entity: getTableName(slot.table),
      entityId: target.recordId,
      before: { [slot.column.name]: before.fileId },
      after: { [slot.column.name]: fileId },
      requestId,
      at: now,
    });
    return { replacedFileId: before.fileId === fileId ? null : before.fileId };
  });
}
