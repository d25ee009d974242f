import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@/upstream/db/client';
import { databaseUrl, withClient } from './postgres-server';

export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(): TestDbKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** The run's migrated PGlite data directory (database-templates.ts), read once per test file. */
let pgliteTemplate: Promise<Blob> | undefined;

function pgliteStart(): Promise<Blob> {
  pgliteTemplate ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

/**
 * A fresh, migrated database of its own for one test file: PGlite in memory, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL that is dropped again on close. Both start from the run's
 * migrated copy (database-templates.ts); the migrations then find nothing left to do.
 */
export async function openTestDatabase(kind: TestDbKind = testDbKind()): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteStart() });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suites');
  const name = `colophon_test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`),
  );
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      // pg's pool resolves end() before its connections have closed; forcing the drop while they are
      // still closing would make them fail with "terminating connection due to administrator command".
      await waitForNoSessions(serverUrl, name);
      await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

function waitForNoSessions(serverUrl: string, name: string): Promise<void> {
  return withClient(serverUrl, async (client) => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const result = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if ((result.rows[0]?.n ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
}
