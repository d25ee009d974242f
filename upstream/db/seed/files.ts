import { createHash } from 'node:crypto';
import { contentKey } from '../../files/store';
import { storedFiles } from '../schema';
import type { RowOf } from './insert';

type FileRow = RowOf<typeof storedFiles>;

/**
 * Hands out stored-file ids as the generators need them; the rows are written once, before anything that
 * points at them. The planted orphan takes id 1.
 */
export class FileRegistry {
  readonly rows: FileRow[] = [];
  /** The bytes of the few demo files that have some, by storage key; the others are rows only. */
  readonly contents = new Map<string, { bytes: Uint8Array; mimeType: string }>();

  add(file: {
    name: string;
    mimeType: string;
    sizeBytes: number;
    uploadedById: number | null;
    createdAt: Date;
    folder: string;
    /** Real bytes, stored under their hash as an upload is; without them the row names no content. */
    content?: Uint8Array;
  }): number {
    const id = this.rows.length + 1;
    const { content } = file;
    const checksum = createHash('sha256')
      .update(content ?? `${file.folder}/${id}/${file.name}`)
      .digest('hex');
    this.rows.push({
      id,
      name: file.name,
      mimeType: file.mimeType,
      sizeBytes: content?.length ?? file.sizeBytes,
      checksum,
      storageKey: content
        ? contentKey(checksum)
        : `${file.folder}/${String(id).padStart(6, '0')}-${file.name}`,
      uploadedById: file.uploadedById,
      createdAt: file.createdAt,
      updatedAt: file.createdAt,
    });
    return id;
  }

  /** Gives file `id` real bytes, stored under their hash as an upload is, so that it opens. */
  giveContent(id: number, bytes: Uint8Array): void {
    const row = this.rows[id - 1];
    if (!row) throw new Error(`No demo file ${id}`);
    row.checksum = createHash('sha256').update(bytes).digest('hex');
    row.sizeBytes = bytes.byteLength;
    row.storageKey = contentKey(row.checksum);
    this.contents.set(row.storageKey, { bytes, mimeType: row.mimeType });
  }
}

export const MIME = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
  xml: 'application/xml',
  csv: 'text/csv',
} as const;

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
