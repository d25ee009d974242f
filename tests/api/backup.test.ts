import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupRefusedError, type Outcome } from '@/scripts/db-backup/outcome';
import { backupPglite, restorePglite } from '@/scripts/db-backup/pglite';
import { backupPostgres, restorePostgres } from '@/scripts/db-backup/postgres';
import { openDatabase, type DatabaseTarget } from '@/upstream/db/client';
import * as schema from '@/upstream/db/schema';
import { seedDatabase } from '@/upstream/db/seed';
import { databaseUrl, withClient } from '../support/postgres-server';
import { testDbKind } from '../support/test-database';

// A small publisher (about a tenth of the demo) keeps each suite well under a minute.
const SEED = { scale: 0.1, today: '2026-11-20' };

const exported: unknown[] = Object.values(schema);
const TABLES = exported.filter((value): value is PgTable => is(value, PgTable));

/** What a restore must reproduce: the rows of every table of the schema, and one business table's content. */
interface Fingerprint {
  counts: Record<string, number>;
  orderLinesMd5: string;
}

/**
 * Opens the database as the app does, so the migrations must find their own bookkeeping restored too,
 * and reads its fingerprint.
 */
async function fingerprint(target: DatabaseTarget): Promise<Fingerprint> {
  const database = await openDatabase(target);
  try {
    const { db } = database;
    const counts: Record<string, number> = {};
    for (const table of TABLES) counts[getTableName(table)] = await db.$count(table);
    const orderLinesMd5 = await db.transaction(async (tx) => {
      // Timestamps print in the session's zone: one zone for both sides.
      await tx.execute(sql`set local time zone 'UTC'`);
      const [row] = await tx
        .select({ md5: sql<string>`md5(coalesce(string_agg(t::text, '|' order by t.id), ''))` })
        .from(sql`order_lines as t`);
      return row?.md5 ?? '';
    });
    return { counts, orderLinesMd5 };
  } finally {
    await database.close();
  }
}

function expectBackupOf(outcome: Outcome, source: Fingerprint, file: string): void {
  expect(statSync(file).size).toBe(outcome.bytes);
  expect(outcome.counts).toEqual(source.counts);
  // The seed must really have filled the business tables the comparison relies on.
  expect(source.counts.order_lines).toBeGreaterThan(1_000);
}

describe.runIf(testDbKind() === 'pglite')('backups of the embedded database (PGlite)', () => {
  // describe.runIf collects a skipped suite too: everything with effects waits for beforeAll.
  let root: string;
  let sourceDir: string;
  let file: string;
  let source: Fingerprint;
  let backup: Outcome;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'colophon-backup-'));
    sourceDir = path.join(root, 'source');
    file = path.join(root, 'backups', 'colophon.tar.gz');
    const database = await openDatabase({ dataDir: sourceDir });
    try {
      await seedDatabase(database.db, SEED);
    } finally {
      await database.close();
    }
    source = await fingerprint({ dataDir: sourceDir });
    backup = await backupPglite({ dataDir: sourceDir, file });
  });

  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('writes a tarball of the folder and reports the rows of every table', () => {
    expectBackupOf(backup, source, file);
    expect(readdirSync(path.dirname(file))).toEqual(['colophon.tar.gz']);
  });

  it('restores into a new folder with identical rows in every table', async () => {
    const restoredDir = path.join(root, 'restored', 'pglite');
    const restored = await restorePglite({ dataDir: restoredDir, file });
    expect(restored.counts).toEqual(source.counts);
    expect(await fingerprint({ dataDir: restoredDir })).toEqual(source);
  });

  it('refuses a folder that is not empty, and with --force moves it aside', async () => {
    const occupiedDir = path.join(root, 'occupied');
    mkdirSync(occupiedDir);
    writeFileSync(path.join(occupiedDir, 'keep.txt'), 'previous data');

    await expect(restorePglite({ dataDir: occupiedDir, file })).rejects.toThrow(BackupRefusedError);
    expect(readdirSync(occupiedDir)).toEqual(['keep.txt']);

    const now = new Date('2026-11-20T09:30:00Z');
    const restored = await restorePglite({ dataDir: occupiedDir, file, force: true, now });
    expect(restored.movedAside).toBe(`${occupiedDir}.before-restore-2026-11-20T09-30-00Z`);
    expect(readdirSync(restored.movedAside ?? '')).toContain('keep.txt');
    expect(await fingerprint({ dataDir: occupiedDir })).toEqual(source);
  });

  it('refuses a damaged or foreign file before touching the folder', async () => {
    const damaged = path.join(root, 'damaged.tar.gz');
    writeFileSync(damaged, Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x01, 0x02]));
    await expect(restorePglite({ dataDir: sourceDir, file: damaged, force: true })).rejects.toThrow(
      /is damaged/,
    );
    const dump = path.join(root, 'postgres.dump');
    writeFileSync(dump, 'PGDMP');
    await expect(restorePglite({ dataDir: sourceDir, file: dump, force: true })).rejects.toThrow(/pg_dump/);
    expect(readdirSync(root).filter((name) => name.startsWith('source.before-restore'))).toEqual([]);
    expect(existsSync(path.join(sourceDir, 'PG_VERSION'))).toBe(true);
  });

  it('refuses to back up or replace a folder that a running server holds', async () => {
    // The parent process stands for the server: alive, and not this process.
    const lock = path.join(sourceDir, 'colophon.lock');
    writeFileSync(lock, String(process.ppid));
    try {
      const other = path.join(root, 'backups', 'while-running.tar.gz');
      await expect(backupPglite({ dataDir: sourceDir, file: other })).rejects.toThrow(
        /stop the server first/,
      );
      expect(existsSync(other)).toBe(false);
      await expect(restorePglite({ dataDir: sourceDir, file, force: true })).rejects.toThrow(
        BackupRefusedError,
      );
      expect(readdirSync(root).filter((name) => name.startsWith('source.before-restore'))).toEqual([]);
    } finally {
      rmSync(lock, { force: true });
    }
  });
});

describe.runIf(testDbKind() === 'postgres')('backups of a PostgreSQL database', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const prefix = `colophon_backup_${randomBytes(4).toString('hex')}`;
  const created: string[] = [];
  let sourceUrl: string;
  let root: string;
  let file: string;
  let source: Fingerprint;
  let backup: Outcome;

  const admin = <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => withClient(serverUrl, work);

  async function createDatabase(name: string): Promise<string> {
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    created.push(name);
    return databaseUrl(serverUrl, name);
  }

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'colophon-backup-'));
    file = path.join(root, 'colophon.dump');
    sourceUrl = await createDatabase(`${prefix}_source`);
    const database = await openDatabase({ url: sourceUrl });
    try {
      await seedDatabase(database.db, SEED);
    } finally {
      await database.close();
    }
    source = await fingerprint({ url: sourceUrl });
    backup = await backupPostgres({ url: sourceUrl, file });
  });

  afterAll(async () => {
    if (root) rmSync(root, { recursive: true, force: true });
    await admin(async (client) => {
      // pg's pools close their connections a moment after end() resolves: forcing the drop meanwhile
      // would fail them with "terminating connection due to administrator command".
      for (let attempt = 0; attempt < 100; attempt++) {
        const { rows } = await client.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = ANY($1)',
          [created],
        );
        if ((rows[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      for (const name of created) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  });

  it('writes a pg_dump archive and reports the rows of every table', () => {
    expectBackupOf(backup, source, file);
  });

  it('restores into a new, empty database with identical rows in every table', async () => {
    const targetUrl = await createDatabase(`${prefix}_target`);
    const restored = await restorePostgres({ url: targetUrl, file });
    expect(restored.counts).toEqual(source.counts);
    expect(await fingerprint({ url: targetUrl })).toEqual(source);
  });

  it('refuses a database that has tables, and with --force replaces what the backup holds', async () => {
    await expect(restorePostgres({ url: sourceUrl, file })).rejects.toThrow(/already has \d+ tables/);
    const restored = await restorePostgres({ url: sourceUrl, file, force: true });
    expect(restored.counts).toEqual(source.counts);
    expect(await fingerprint({ url: sourceUrl })).toEqual(source);
  });

  it('refuses a PGlite tarball', async () => {
    const tarball = path.join(root, 'pglite.tar.gz');
    writeFileSync(tarball, Buffer.from([0x1f, 0x8b, 0x08, 0x00]));
    await expect(restorePostgres({ url: sourceUrl, file: tarball })).rejects.toThrow(/embedded database/);
  });
});
