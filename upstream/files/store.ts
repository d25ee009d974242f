import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the bytes of stored files live. Keys are the `storage_key` of `stored_files`. */
export interface FileStore {
  readonly kind: 'disk' | 'memory' | 's3';
  put(key: string, bytes: Uint8Array, mimeType: string): Promise<void>;
  /**
   * Stores a file of the server's disk without holding it in memory (a catalogue feed runs to tens of
   * megabytes); `sha256` is its content's hash, in hex, as the caller worked it out while writing it.
   */
  putFile(key: string, source: string, mimeType: string, sha256: string): Promise<void>;
  /** The content, or null when the store has nothing under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the content; a key already gone is not an error. */
  remove(key: string): Promise<void>;
}

/** The key of a content: its SHA-256 under a folder of its first two digits, so no folder grows huge. */
export const contentKey = (checksum: string): string => `${checksum.slice(0, 2)}/${checksum}`;

// Keys are ours (content keys, or the demo's folder/name), never a client's; still, none may leave the folder.
const SAFE_KEY = /^[\w-]+(\/[\w.-]+)+$/;

function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`Not a storage key: ${key}`);
  return key;
}

const isMissing = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** Writes beside the target and renames, so a reader never sees half a file. */
async function landWhole(target: string, write: (partial: string) => Promise<void>): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${randomUUID()}.part`;
  await write(partial);
  await rename(partial, target);
}

/** Files under a folder of the server (DATA_DIR/files by default). A write lands whole or not at all. */
export function diskFileStore(folder: string): FileStore {
  const file = (key: string) => path.join(folder, ...checkedKey(key).split('/'));
  return {
    kind: 'disk',
    async put(key, bytes) {
      await landWhole(file(key), (partial) => writeFile(partial, bytes));
    },
    async putFile(key, source) {
      await landWhole(file(key), (partial) => copyFile(source, partial));
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(file(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(file(key), { force: true });
    },
  };
}

/** Kept in the process: for a database in memory (tests, `DATA_DIR=memory://`), whose files go with it. */
export function memoryFileStore(): FileStore {
  const objects = new Map<string, Uint8Array>();
  return {
    kind: 'memory',
    async put(key, bytes) {
      objects.set(checkedKey(key), bytes.slice());
    },
    async putFile(key, source) {
      objects.set(checkedKey(key), new Uint8Array(await readFile(source)));
    },
    async get(key) {
      return objects.get(checkedKey(key))?.slice() ?? null;
    },
    async remove(key) {
      objects.delete(checkedKey(key));
    },
  };
}
