import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-options';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { createLogger } from '@/lib/log';
import { LOCK_KEYS } from './lock-keys';
import { lockDataDir } from './data-dir-lock';
import { runStatementsInTurn } from './statements-in-turn';
import { queryCountLogger } from './query-count';
import { abandonedRequestGuard } from './request-signal';

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

/** `loadDataDir`: a dump of a data directory (`dumpDataDir`) for PGlite to start from instead of an empty one. */
export type DatabaseTarget = { url: string } | { dataDir: string; loadDataDir?: Blob };

export const MIGRATION_LOCK_KEY = LOCK_KEYS.migration;
const MIGRATION_LOCK_WAIT_MS = 60_000;
const MIGRATION_LOCK_POLL_MS = 250;

/*
 * Fail fast, recover by itself: during a database outage a request gets an error (503, see
 * unavailable.ts) within seconds instead of waiting on a connection that will not come, and the pool
 * opens fresh connections once the server is back. A statement that runs away is stopped by the
 * server; one whose server went silent is given up by the client a little later.
 */
const POOL_OPTIONS = {
  max: 10,
  connectionTimeoutMillis: 3_000,
  idleTimeoutMillis: 30_000,
  keepAlive: true,
  statement_timeout: 30_000,
  query_timeout: 35_000,
  idle_in_transaction_session_timeout: 60_000,
} satisfies pg.PoolConfig;

/** Every statement is counted for its request's log line, and refused once its request was abandoned. */
const statementLogger: Logger = {
  logQuery(query, params) {
    abandonedRequestGuard.logQuery(query, params);
    queryCountLogger.logQuery(query, params);
  },
};

export interface OpenOptions {
  /** How long to wait for another instance's migration before giving up (PostgreSQL). */
  migrationLockWaitMs?: number;
}

// turbopackIgnore keeps the folder out of the build's file tracing guesswork; next.config includes it explicitly.
export const migrationsFolder = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  'upstream/db/migrations',
);

/** Opens PostgreSQL (a `postgres://` url) or PGlite (a folder, or `memory://`), and applies pending migrations. */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  return 'url' in target
    ? openPostgres(target.url, options.migrationLockWaitMs ?? MIGRATION_LOCK_WAIT_MS)
    : openPglite(target.dataDir, target.loadDataDir);
}

/**
 * Two app instances starting together must not both run the same migration. The lock is tried rather
 * than awaited: `pg_advisory_lock` would wait forever behind an instance that hangs while holding it.
 */
async function migrateUnderLock(url: string, waitMs: number): Promise<void> {
  // A connection of its own, without the pool's statement timeout: a migration may rightly take long.
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: POOL_OPTIONS.connectionTimeoutMillis,
  });
  // A lost connection also rejects the statement in flight; unheard, the event would end the process.
  client.on('error', (error) => log.warn({ err: error }, 'migration connection lost'));
  await client.connect();
  try {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        MIGRATION_LOCK_KEY,
      ]);
      if (rows[0]?.locked) break;
      if (Date.now() >= deadline) {
        throw new Error(
          `Another instance has been migrating this database for over ${Math.round(waitMs / 1000)} s ` +
            `(advisory lock ${MIGRATION_LOCK_KEY} is taken): start again once it has finished.`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, MIGRATION_LOCK_POLL_MS));
    }
    await migratePg(drizzlePg({ client, schema, casing: 'snake_case' }), { migrationsFolder });
  } finally {
    // Closing the session releases its advisory lock too.
    await client.end();
  }
}

async function openPostgres(url: string, migrationLockWaitMs: number): Promise<Database> {
  await migrateUnderLock(url, migrationLockWaitMs);
  const pool = new pg.Pool({ connectionString: url, ...POOL_OPTIONS });
  // An idle connection dropped by the server (restart, failover) is replaced on next use; unheard, the
  // pool's error event would end the process.
  pool.on('error', (error) => log.warn({ err: error }, 'idle database connection lost'));
  pool.on('connect', runStatementsInTurn);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case', logger: statementLogger });
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  let release = (): void => undefined;
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  try {
    const client = await PGlite.create(inMemory ? dataDir : path.resolve(dataDir), {
      extensions: PGLITE_EXTENSIONS,
      ...(loadDataDir && { loadDataDir }),
    });
    const db = drizzlePglite({ client, schema, casing: 'snake_case', logger: statementLogger });
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
