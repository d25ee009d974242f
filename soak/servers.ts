import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { z } from 'zod';
import { BIN, ROOT } from '../bench/paths';
import { startServer, type RunningServer } from '../bench/server';
import type { WriteLedger } from './load';

const run = promisify(execFile);

export const WEB_PORT = Number(process.env.SOAK_WEB_PORT ?? 3500);
export const UPSTREAM_PORT = Number(process.env.SOAK_UPSTREAM_PORT ?? 4500);
export const WEB_URL = `http://127.0.0.1:${WEB_PORT}`;
export const UPSTREAM_URL = `http://127.0.0.1:${UPSTREAM_PORT}`;
export const SOAK_DATABASE_URL =
  process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/colophon_soak';

const SESSION_SECRET = 'colophon-soak-session-secret-not-for-any-real-server';
const LINK_SIGNING_SECRET = 'colophon-soak-link-signing-secret-not-for-any-real-server';

function databaseName(): string {
  const name = decodeURIComponent(new URL(SOAK_DATABASE_URL).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*soak[a-z0-9_]*$/i.test(name))
    throw new Error(`SOAK_DATABASE_URL must name a database whose name contains "soak": got "${name}"`);
  return name;
}

function maintenanceUrl(): string {
  const url = new URL(SOAK_DATABASE_URL);
  url.pathname = '/postgres';
  return url.toString();
}

async function query<T>(
  url: string,
  text: string,
  schema: z.ZodType<T>,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    const result = await client.query(text, values);
    return z.array(schema).parse(result.rows);
  } finally {
    await client.end();
  }
}

function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATA_DIR', 'UPSTREAM_API_URL', 'DEMO', 'SMTP_URL', 'PORT', 'HOSTNAME_BIND', 'APP_URL'])
    delete env[name];
  return {
    ...env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    SESSION_SECRET,
    LINK_SIGNING_SECRET,
    LOG_LEVEL: 'warn',
    DATABASE_URL: SOAK_DATABASE_URL,
    ...extra,
  };
}

/** Creates the soak database when missing (nothing else is ever created or dropped), migrates and seeds it. */
export async function prepareDatabase(): Promise<{ contactIds: number[] }> {
  const name = databaseName();
  const exists = await query(
    maintenanceUrl(),
    'select 1 as one from pg_database where datname = $1',
    z.object({ one: z.number() }),
    [name],
  );
  if (exists.length === 0) await query(maintenanceUrl(), `create database "${name}"`, z.unknown());
  const env = cleanEnv({ NODE_ENV: 'development' });
  await run(BIN('tsx'), ['scripts/db-migrate.ts'], { cwd: ROOT, env });
  await run(BIN('tsx'), ['scripts/db-seed.ts', '--scale', '1'], { cwd: ROOT, env });
  const rows = await query(
    SOAK_DATABASE_URL,
    'select id from contacts order by id',
    z.object({ id: z.number() }),
  );
  return { contactIds: rows.map((row) => row.id) };
}

/** The production standalone server, as `npm run serve` runs it, on the soak database. */
export function startWeb(extra: Record<string, string> = {}): Promise<RunningServer> {
  return startServer(
    'web server (npm run serve)',
    process.execPath,
    ['scripts/start.mjs', '--production'],
    cleanEnv({ APP_URL: WEB_URL, PORT: String(WEB_PORT), HOSTNAME_BIND: '127.0.0.1', ...extra }),
    WEB_URL,
    '/api/health',
  );
}

/** The publishing API apart, as `npm run upstream` serves it. */
export function startUpstream(): Promise<RunningServer> {
  return startServer(
    'publishing API (npm run upstream)',
    BIN('tsx'),
    ['upstream/server.ts'],
    cleanEnv({ UPSTREAM_PORT: String(UPSTREAM_PORT) }),
    UPSTREAM_URL,
    '/health',
  );
}

/** The pid of the process group leader that `startServer` spawned, from the listening port (ss). */
export async function groupOfPort(port: number): Promise<number> {
  const { stdout } = await run('ss', ['-ltnpH', `sport = :${port}`]);
  const pid = Number(/pid=(\d+)/.exec(stdout)?.[1]);
  if (!pid) throw new Error(`Nothing listens on port ${port}`);
  const { stdout: pgid } = await run('ps', ['-o', 'pgid=', '-p', String(pid)]);
  return Number(pgid.trim());
}

// ---------------------------------------------------------------------------------------------
// The PostgreSQL server

const cluster = (): string => readdirSync('/etc/postgresql')[0] ?? '15';

export async function postgres(action: 'stop' | 'start'): Promise<void> {
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', cluster(), 'main', action]);
}

/** Whether the server accepts a connection and a statement on the soak database. */
export async function postgresAccepts(): Promise<boolean> {
  try {
    await query(SOAK_DATABASE_URL, 'select 1 as one', z.object({ one: z.number() }));
    return true;
  } catch {
    return false;
  }
}

export async function pgIsReady(): Promise<boolean> {
  try {
    await run('pg_isready', ['-h', '127.0.0.1', '-p', '5432']);
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Counting the writes

export interface WriteCheck {
  acknowledgedCreates: number;
  createdInDatabase: number;
  /** Acknowledged creates whose row is missing. */
  lostCreates: number;
  /** Rows of this run no 201 acknowledged (written, but the answer was lost): not a loss. */
  unacknowledgedCreatesFound: number;
  acknowledgedUpdates: number;
  /** Contacts whose version in the database is below the highest acknowledged one. */
  lostUpdates: number;
  lost: number;
}

export async function checkWrites(
  runId: string,
  ledger: WriteLedger,
  acknowledgedUpdates: number,
): Promise<WriteCheck> {
  const rows = await query(
    SOAK_DATABASE_URL,
    'select id, last_name, version from contacts where last_name like $1',
    z.object({ id: z.number(), last_name: z.string(), version: z.number() }),
    [`Soak-${runId}-%`],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  let lostCreates = 0;
  for (const [id, lastName] of ledger.created) if (byId.get(id)?.last_name !== lastName) lostCreates += 1;
  let lostUpdates = 0;
  for (const [id, version] of ledger.updatedVersion)
    if ((byId.get(id)?.version ?? 0) < version) lostUpdates += 1;
  return {
    acknowledgedCreates: ledger.created.size,
    createdInDatabase: rows.length,
    lostCreates,
    unacknowledgedCreatesFound: rows.filter((row) => !ledger.created.has(row.id)).length,
    acknowledgedUpdates,
    lostUpdates,
    lost: lostCreates + lostUpdates,
  };
}
