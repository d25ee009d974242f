import { createHash } from 'node:crypto';
import { withPngText } from '../../files/cover-png';
import { imagePixels } from '../../files/image-pixels';
import { contentKey, type FileStore } from '../../files/store';
import { storedFiles } from '../schema';
import { demoCover, DEMO_COVER_COUNT } from './demo-covers';
import type { RowOf } from './insert';
import { receiptPdf } from './receipt-pdf';

type FileRow = RowOf<typeof storedFiles>;

export const MIME = {
  pdf: 'application/pdf',
  png: 'image/png',
  xml: 'application/xml',
  csv: 'text/csv',
} as const;

type DemoMime = (typeof MIME)[keyof typeof MIME];

/**
 * Small real content for a demo file that has none of its own: a banded PNG in one of the covers'
 * palettes, a one-page PDF, a line of CSV or XML, each naming the file so that no two are alike (the
 * store keys content by its hash, and a key is one file's).
 */
function placeholder(mimeType: DemoMime, id: number, name: string): Uint8Array {
  const label = `Colophon demo file ${id}: ${name}`;
  switch (mimeType) {
    case MIME.png:
      return withPngText(demoCover(id % DEMO_COVER_COUNT), label);
    case MIME.pdf:
      return receiptPdf([name, label]);
    case MIME.csv:
      return new Uint8Array(Buffer.from(`file,name\n${id},"${name.replace(/"/g, '""')}"\n`));
    case MIME.xml:
      return new Uint8Array(
        Buffer.from(
          `<?xml version="1.0" encoding="UTF-8"?>\n<demo file="${id}">${name.replace(/[<&>"]/g, '')}</demo>\n`,
        ),
      );
  }
}

/**
 * Hands out stored-file ids as the generators need them; the rows are written once, before anything that
 * points at them. The planted orphan takes id 1. Every file has real content, stored under its hash as an
 * upload is, so each preview and download of the demo opens.
 */
export class FileRegistry {
  readonly rows: FileRow[] = [];
  /** The content of every file by storage key, drawn again when written so that none waits in memory. */
  readonly contents = new Map<string, { bytes: () => Uint8Array; mimeType: string }>();

  add(file: {
    name: string;
    mimeType: DemoMime;
    uploadedById: number | null;
    createdAt: Date;
    /** Its own bytes; a small placeholder of its type otherwise. */
    content?: Uint8Array;
  }): number {
    const id = this.rows.length + 1;
    const draw = () => file.content ?? placeholder(file.mimeType, id, file.name);
    const bytes = draw();
    const checksum = createHash('sha256').update(bytes).digest('hex');
    this.rows.push({
      id,
      name: file.name,
      mimeType: file.mimeType,
      sizeBytes: bytes.length,
      checksum,
      storageKey: contentKey(checksum),
      ...imagePixels(file.mimeType, bytes),
      uploadedById: file.uploadedById,
      createdAt: file.createdAt,
      updatedAt: file.createdAt,
    });
    this.contents.set(contentKey(checksum), { bytes: draw, mimeType: file.mimeType });
    return id;
  }

  /** Gives file `id` other bytes (a receipt that reads as one), stored under their hash. */
  giveContent(id: number, bytes: Uint8Array): void {
    const row = this.rows[id - 1];
    if (!row) throw new Error(`No demo file ${id}`);
    this.contents.delete(row.storageKey);
    row.checksum = createHash('sha256').update(bytes).digest('hex');
    row.sizeBytes = bytes.byteLength;
    row.storageKey = contentKey(row.checksum);
    Object.assign(row, imagePixels(row.mimeType, bytes));
    this.contents.set(row.storageKey, { bytes: () => bytes, mimeType: row.mimeType });
  }
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Writes every demo file's content to the store, a few at a time. */
export async function writeFiles(store: FileStore, files: FileRegistry): Promise<void> {
  const entries = [...files.contents];
  const writer = async () => {
    for (let entry = entries.pop(); entry; entry = entries.pop()) {
      const [key, { bytes, mimeType }] = entry;
      await store.put(key, bytes(), mimeType);
    }
  };
  await Promise.all(Array.from({ length: 8 }, writer));
}
