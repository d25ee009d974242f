import { existsSync } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

export type DatabaseKind = 'postgres' | 'pglite';

/** What the first bytes of a file say it is: a pg_dump custom archive, a (gzipped) tarball, or neither. */
export type BackupFormat = 'pg_dump' | 'tar.gz' | 'tar' | 'unknown';

const EXTENSION: Record<DatabaseKind, string> = { postgres: 'dump', pglite: 'tar.gz' };

/** 2026-05-01T09-30-00Z: sortable, UTC, and without the colons some file systems refuse. */
export function utcStamp(now: Date = new Date()): string {
  return now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
}

export function defaultBackupFile(kind: DatabaseKind, now: Date = new Date()): string {
  return path.join('backups', `colophon-${utcStamp(now)}.${EXTENSION[kind]}`);
}

export async function detectFormat(file: string): Promise<BackupFormat> {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(512), 0, 512, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'pg_dump';
    if (head[0] === 0x1f && head[1] === 0x8b) return 'tar.gz';
    // An uncompressed tar names its format at offset 257.
    if (head.subarray(257, 262).toString('latin1') === 'ustar') return 'tar';
    return 'unknown';
  } finally {
    await handle.close();
  }
}

/**
 * Writes a backup through `<file>.partial`, renamed only once complete: an interrupted backup must not
 * leave a file that looks like a good one. An existing backup is never overwritten.
 */
export async function writeBackupFile(
  file: string,
  write: (partial: string) => Promise<void>,
): Promise<number> {
  if (existsSync(file)) throw new Error(`${file} already exists: choose another --out`);
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await write(partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return (await stat(file)).size;
}
