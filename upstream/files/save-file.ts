import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ACCEPTED_FILE_TYPES, MAX_FILE_BYTES } from '@/lib/contract/file-slots';
import type { StoredFile } from '@/lib/contract/files';
import { storedFiles } from '../db/schema';
import { recordAudit } from '../platform/audit';
import type { UpstreamDeps } from '../platform/deps';
import { badRequest, HttpError } from '../platform/http-error';
import { loadFile, toStoredFile } from './file-rows';
import { imagePixels } from './image-pixels';
import { fileStoreOf } from './open-store';
import { sniffFileType } from './sniff';
import { contentKey } from './store';

const ACCEPTED_TEXT = Object.values(ACCEPTED_FILE_TYPES).join(', ');
const MEGABYTES = MAX_FILE_BYTES / (1024 * 1024);

export interface Upload {
  name: string;
  bytes: Uint8Array;
  userId: number;
  requestId?: string;
}

/**
 * Stores an upload under the hash of its content: the same bytes uploaded twice are one stored file,
 * answered as it was first stored. The bytes go to the store before the row, so a row never names
 * content that is not there; the row is an orphan until a record points at it.
 */
export async function saveFile(
  deps: UpstreamDeps,
  upload: Upload,
): Promise<{ file: StoredFile; created: boolean }> {
  const { bytes } = upload;
  if (bytes.length === 0) throw badRequest('The file is empty');
  if (bytes.length > MAX_FILE_BYTES)
    throw new HttpError(413, `The file is larger than ${MEGABYTES} MB, the most the file store takes`);
  const mimeType = sniffFileType(bytes);
  if (!mimeType) throw new HttpError(415, `This kind of file is not kept. Upload one of: ${ACCEPTED_TEXT}`);
  const checksum = createHash('sha256').update(bytes).digest('hex');
  const storageKey = contentKey(checksum);
  const { db } = deps.database;

  const existing = await loadFile(db, eq(storedFiles.storageKey, storageKey));
  if (existing) return { file: toStoredFile(existing), created: false };

  await fileStoreOf(deps).put(storageKey, bytes, mimeType);
  const now = deps.now();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(storedFiles)
      .values({
        name: upload.name,
        mimeType,
        sizeBytes: bytes.length,
        checksum,
        storageKey,
        ...imagePixels(mimeType, bytes),
        uploadedById: upload.userId,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: storedFiles.storageKey })
      .returning({ id: storedFiles.id });
    if (!row) return null;
    await recordAudit(tx, {
      userId: upload.userId,
      action: 'insert',
      entity: 'stored_files',
      entityId: row.id,
      after: { name: upload.name, mimeType, sizeBytes: bytes.length, checksum },
      requestId: upload.requestId,
      at: now,
    });
    return row.id;
  });
  // Another request stored the same bytes a moment before: theirs is the file.
  const stored = await loadFile(
    db,
    id === null ? eq(storedFiles.storageKey, storageKey) : eq(storedFiles.id, id),
  );
  if (!stored) throw new Error(`Stored file ${storageKey} vanished`);
  return { file: toStoredFile(stored), created: id !== null };
}
