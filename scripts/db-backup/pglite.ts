import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { DataDirLockedError, lockDataDir } from '@/upstream/db/data-dir-lock';
import { PGLITE_EXTENSIONS } from '@/upstream/db/pglite-options';
import { detectFormat, utcStamp, writeBackupFile } from './backup-file';
import { BackupRefusedError, type Outcome } from './outcome';
import { countRows, type RowCounts } from './row-counts';

const gunzipAsync = promisify(gunzip);

/** PGlite runs in one process per folder: backing up or replacing a folder a server uses would corrupt it. */
function lockFolder(dir: string, action: 'back up' | 'restore'): () => void {
  try {
    return lockDataDir(dir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const holder = /process (\d+)/.exec(error.message)?.[1];
    throw new BackupRefusedError(
      `The embedded database folder ${dir} is in use by ${holder ? `process ${holder}` : 'another process'} ` +
        `(a running server?). PGlite allows one process per folder: stop the server first, then ${action} again.`,
      { cause: error },
    );
  }
}

/**
 * The backup as an uncompressed tar, checked before any folder is touched. Left to PGlite, a corrupt
 * gzip stream fails outside the promise PGlite.create returns and ends the process.
 */
async function readTarball(file: string, bytes: Buffer, format: 'tar.gz' | 'tar'): Promise<Blob> {
  let tar: Buffer;
  try {
    tar = format === 'tar.gz' ? await gunzipAsync(bytes) : bytes;
  } catch (error) {
    throw new BackupRefusedError(`${file} is damaged: ${error instanceof Error ? error.message : error}`, {
      cause: error,
    });
  }
  if (tar.subarray(257, 262).toString('latin1') !== 'ustar') {
    throw new BackupRefusedError(
      `${file} is not a backup of the embedded database (a .tar.gz of its folder)`,
    );
  }
  return new Blob([new Uint8Array(tar)], { type: 'application/x-tar' });
}

/** A gzipped tarball of the PGlite data folder, made by PGlite itself (`dumpDataDir`). */
export async function backupPglite({ dataDir, file }: { dataDir: string; file: string }): Promise<Outcome> {
  const started = performance.now();
  const dir = path.resolve(dataDir);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${dir} to back up (is DATA_DIR right?)`);
  }
  const release = lockFolder(dir, 'back up');
  try {
    const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
    try {
      const counts = await countRows((statement) => client.query(statement));
      // Written out to the data files, the tarball opens without crash recovery.
      await client.exec('checkpoint');
      const tarball = await client.dumpDataDir('gzip');
      const bytes = await writeBackupFile(file, async (partial) =>
        writeFile(partial, new Uint8Array(await tarball.arrayBuffer())),
      );
      return { database: `PGlite ${dir}`, file, bytes, counts, ms: performance.now() - started };
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Loads a tarball into an empty or new folder. With `force`, a folder that is not empty is first moved
 * to `<folder>.before-restore-<time>` (never deleted), and moved back should the restore fail.
 */
export async function restorePglite({
  dataDir,
  file,
  force = false,
  now = new Date(),
}: {
  dataDir: string;
  file: string;
  force?: boolean;
  now?: Date;
}): Promise<Outcome> {
  const started = performance.now();
  const dir = path.resolve(dataDir);
  const format = await detectFormat(file);
  if (format !== 'tar.gz' && format !== 'tar') {
    throw new BackupRefusedError(
      format === 'pg_dump'
        ? `${file} is a PostgreSQL backup (pg_dump): restore it with DATABASE_URL set to an empty database`
        : `${file} is not a backup of the embedded database (a .tar.gz of its folder)`,
    );
  }
  const bytes = await readFile(file);
  const tarball = await readTarball(file, bytes, format);

  let movedAside: string | undefined;
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    if (!force) {
      throw new BackupRefusedError(
        `The embedded database folder ${dir} is not empty: restore into a new DATA_DIR, or pass --force ` +
          `to move this folder aside to ${dir}.before-restore-<time> first.`,
      );
    }
    movedAside = `${dir}.before-restore-${utcStamp(now)}`;
    const releaseOld = lockFolder(dir, 'restore');
    try {
      await rename(dir, movedAside);
    } finally {
      releaseOld();
    }
  }

  await mkdir(dir, { recursive: true });
  let release = lockFolder(dir, 'restore');
  let counts: RowCounts;
  try {
    const client = await PGlite.create(dir, { loadDataDir: tarball, extensions: PGLITE_EXTENSIONS });
    try {
      // The tarball brought the lock file of the folder it was made from: lock again, in this process's name.
      release();
      release = lockDataDir(dir);
      counts = await countRows((statement) => client.query(statement));
    } finally {
      await client.close();
    }
  } catch (error) {
    release();
    // No half-restored folder is left behind, and the one that was there comes back.
    await rm(dir, { recursive: true, force: true });
    if (movedAside) await rename(movedAside, dir);
    const reason = error instanceof Error ? error.message : String(error);
    const putBack = movedAside ? '; the previous folder is back in place' : '';
    throw new Error(`Restoring ${file} into ${dir} failed${putBack}: ${reason}`, { cause: error });
  }
  release();
  return {
    database: `PGlite ${dir}`,
    file,
    bytes: bytes.byteLength,
    counts,
    ms: performance.now() - started,
    movedAside,
  };
}
