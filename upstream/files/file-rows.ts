import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FileFacts, StoredFile } from '@/lib/contract/files';
import { qualified } from '../db/bulk-insert';
import type { Tx } from '../db/client';
import { storedFiles, users } from '../db/schema';

/** A stored file's row as the API answers it, with the uploader's name. */
export function selectFiles(db: Tx) {
  return db
    .select({
      fileId: storedFiles.id,
      name: storedFiles.name,
      mimeType: storedFiles.mimeType,
      sizeBytes: storedFiles.sizeBytes,
      checksum: storedFiles.checksum,
      storageKey: storedFiles.storageKey,
      uploadedById: storedFiles.uploadedById,
      createdAt: storedFiles.createdAt,
      uploadedBy: sql<string | null>`concat_ws(' ', ${users.firstName}, ${users.lastName})`,
    })
    .from(storedFiles)
    .leftJoin(users, eq(users.id, storedFiles.uploadedById))
    .$dynamic();
}

export type FileRow = Awaited<ReturnType<ReturnType<typeof selectFiles>['execute']>>[number];

export function toStoredFile(row: FileRow): StoredFile {
  return {
    fileId: row.fileId,
    name: row.name,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    checksum: row.checksum,
    createdAt: row.createdAt.toISOString(),
    uploadedBy: row.uploadedBy || null,
  };
}

export async function loadFile(db: Tx, where: SQL): Promise<FileRow | undefined> {
  const [row] = await selectFiles(db).where(where);
  return row;
}

/** The facts of the file a record's column points at, for the record page's preview; null when none. */
export const fileFactsColumn = (column: AnyPgColumn) =>
  sql<FileFacts | null>`(select json_build_object('fileId', f.id, 'name', f.name, 'mimeType', f.mime_type,
    'sizeBytes', f.size_bytes) from ${storedFiles} f where f.id = ${qualified(column)})`;
