import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { createLogger } from '@/lib/log';
import { lockDataDir } from './data-dir-lock';
import { queryCountLogger } from './query-count';

const log = createLogger('upstream');

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: what a function that may run inside a transaction takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Fails when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget = { url: string } | { dataDir: string };

const MIGRATION_LOCK_KEY = 7_301_955;

// turbopackIgnore keeps the folder out of the build's file tracing guesswork; next.config includes it explicitly.
export const migrationsFolder = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  'upstream/db/migrations',
);

/** Opens PostgreSQL (a `postgres://` url) or PGlite (a folder, or `memory://`), and applies pending migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return 'url' in target ? openPostgres(target.url) : openPglite(target.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // An idle connection dropped by the server (restart, failover) is replaced on next use; unheard, the
  // pool's error event would end the process.
  pool.on('error', (error) => log.warn({ err: error }, 'idle database connection lost'));
  const client = await pool.connect();
  try {
    // Two app instances starting together must not both run the same migration.
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client, schema, casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case', logger: queryCountLogger });
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  let release = (): void => undefined;
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  try {
    const client = await PGlite.create(inMemory ? dataDir : path.resolve(dataDir));
    const db = drizzlePglite({ client, schema, casing: 'snake_case', logger: queryCountLogger });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
