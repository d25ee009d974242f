import { eq, getTableName, sql } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/contract/auth';
import { FILE_SLOTS, type FileSlot } from '@/lib/contract/file-slots';
import type { FileAttach } from '@/lib/contract/files';
import { meetsGuard } from '@/lib/rights';
import { columnName } from '../db/bulk-insert';
import { storedFiles } from '../db/schema';
import { recordAudit } from '../platform/audit';
import type { UpstreamDeps } from '../platform/deps';
import { forbidden, HttpError, notFound } from '../platform/http-error';
import { fileStoreOf } from './open-store';
import { FILE_SLOT_COLUMNS } from './references';

/** Refuses content the slot does not take (a cover too small), before it is stored or attached. */
export function checkSlotContent(slot: FileSlot, bytes: Uint8Array): void {
  FILE_SLOT_COLUMNS[slot].check?.(bytes);
}

/**
 * Puts a file in a record's slot (a news item's header image, a publication's cover), or empties the slot
 * (`fileId` null), with the rights of that record's pages; the file it replaces, if any, is answered and
 * may become an orphan. A slot that checks its content (`FileSlotColumn.check`) checks the file's bytes:
 * `content` when the caller holds them (an upload), else read from the store.
 */
export async function attachFile(
  deps: UpstreamDeps,
  user: CurrentUser,
  fileId: number | null,
  target: FileAttach,
  requestId: string,
  content?: Uint8Array,
): Promise<{ replacedFileId: number | null }> {
  const slot = FILE_SLOT_COLUMNS[target.slot];
  const noun = FILE_SLOTS[target.slot].record;
  if (!meetsGuard(user, slot.attach)) throw forbidden(`You do not have the right to change this ${noun}`);
  if (fileId !== null && slot.check) {
    const bytes = content ?? (await storedContent(deps, fileId));
    slot.check(bytes);
  }
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

/** A stored file's bytes, for a slot's check. */
async function storedContent(deps: UpstreamDeps, fileId: number): Promise<Uint8Array> {
  const [file] = await deps.database.db
    .select({ storageKey: storedFiles.storageKey })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  if (!file) throw notFound('No such file');
  const bytes = await fileStoreOf(deps).get(file.storageKey);
  if (!bytes)
    throw new HttpError(422, 'The file’s content is missing from the file store, so it cannot be checked');
  return bytes;
}
