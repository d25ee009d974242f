import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { asc, count, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { z } from 'zod';
import { openDatabase, type Database, type DatabaseTarget } from '@/upstream/db/client';
import { DataDirLockedError } from '@/upstream/db/data-dir-lock';
import { todayUtc } from '@/upstream/db/demo';
import {
  commissionings,
  contacts,
  contracts,
  expenses,
  invoices,
  orderLines,
  orders,
  publications,
} from '@/upstream/db/schema';
import { seedDatabase } from '@/upstream/db/seed';
import { MIGRATIONS_JOURNAL, POSTGRES_RUN_DATA_DIR, WORK_DIR } from './paths';

export type DbKind = 'postgres' | 'pglite';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/colophon_bench';

/** How a server process is pointed at the data set: DATABASE_URL, or DATA_DIR (the folder holding `pglite/`). */
export type ServerDatabase = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

const descriptionSchema = z.object({
  kind: z.enum(['postgres', 'pglite']),
  scale: z.number(),
  /** The day the seed pretended it was: kept so every run on this data set sees the same history. */
  today: z.string(),
  createdAt: z.string(),
  journalHash: z.string(),
  /** The PostgreSQL URL without its password, or the PGlite folder. */
  location: z.string(),
  rows: z.record(z.string(), z.number()),
  seedMs: z.number(),
  /** One record of each area whose page the bench opens, by the area's path: the middle row of its table. */
  samples: z.record(z.string(), z.number()),
  serverVersion: z.string(),
});

/** What `bench/.work/dataset-<kind>-<scale>.json` records; the product schema holds no trace of the bench. */
export type DatasetDescription = z.infer<typeof descriptionSchema>;

const preparedSchema = descriptionSchema.extend({
  server: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('postgres'), url: z.string() }),
    z.object({ kind: z.literal('pglite'), dataDir: z.string() }),
  ]),
  reused: z.boolean(),
  /** Why it was (re)built, when it was. */
  rebuiltBecause: z.string().nullable(),
  /** Checking or building it, this run. */
  preparedMs: z.number(),
});

export type PreparedDataset = z.infer<typeof preparedSchema>;

/** Marks the line of bench/prepare-dataset.ts's output that carries its result. */
export const DATASET_RESULT_MARKER = '@@bench-dataset ';

export function parsePreparedDataset(output: string): PreparedDataset {
  const line = output.split('\n').find((candidate) => candidate.startsWith(DATASET_RESULT_MARKER));
  if (!line) throw new Error('The data set preparation gave no result');
  return preparedSchema.parse(JSON.parse(line.slice(DATASET_RESULT_MARKER.length)));
}

export function benchDatabaseUrl(): string {
  return process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL;
}

export function descriptionFile(kind: DbKind, scale: number): string {
  return path.join(WORK_DIR, `dataset-${kind}-${scale}.json`);
}

export function pgliteDataDir(scale: number): string {
  return path.join(WORK_DIR, `pglite-${scale}`);
}

/** Whether a data set of this kind and scale is described and current, without opening it. */
export function hasCurrentDescription(kind: DbKind, scale: number): boolean {
  const saved = readDescription(descriptionFile(kind, scale));
  return saved !== null && saved.journalHash === journalHash() && saved.location === locationOf(kind, scale);
}

/** The journal and every migration's SQL: an edited migration makes a new data set too. */
function journalHash(): string {
  const hash = createHash('sha256').update(readFileSync(MIGRATIONS_JOURNAL));
  const folder = path.dirname(path.dirname(MIGRATIONS_JOURNAL));
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort())
    hash.update(file).update(readFileSync(path.join(folder, file)));
  return hash.digest('hex');
}

function withoutPassword(text: string): string {
  const url = new URL(text);
  if (url.password) url.password = '***';
  return url.toString();
}

function locationOf(kind: DbKind, scale: number): string {
  return kind === 'pglite' ? pgliteDataDir(scale) : withoutPassword(benchDatabaseUrl());
}

function serverDatabase(kind: DbKind, scale: number): ServerDatabase {
  return kind === 'postgres' ? { kind, url: benchDatabaseUrl() } : { kind, dataDir: pgliteDataDir(scale) };
}

function openTarget(server: ServerDatabase): DatabaseTarget {
  return server.kind === 'postgres' ? { url: server.url } : { dataDir: path.join(server.dataDir, 'pglite') };
}

function readDescription(file: string): DatasetDescription | null {
  if (!existsSync(file)) return null;
  try {
    const parsed = descriptionSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL server

function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
    throw new Error(`BENCH_DATABASE_URL must name a database (letters, digits, _): got "${name}"`);
  return name;
}

/** The same server's `postgres` database, from which the bench database is created and dropped. */
function maintenanceUrl(url: string): string {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  return maintenance.toString();
}

async function withMaintenanceClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: maintenanceUrl(url), connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Null when the PostgreSQL server answers, else why not (the PostgreSQL part is then skipped). */
export async function postgresUnreachable(url = benchDatabaseUrl()): Promise<string | null> {
  try {
    await withMaintenanceClient(url, (client) => client.query('select 1'));
    return null;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `PostgreSQL at ${withoutPassword(maintenanceUrl(url))} did not answer (${reason})`;
  }
}

async function recreatePostgresDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  // The data set is rebuilt by dropping the database: a URL pointed at real data by mistake must not lose it.
  if (!/bench/i.test(name))
    throw new Error(`Refusing to drop database "${name}": the bench database's name must contain "bench"`);
  await withMaintenanceClient(url, async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
}

// ---------------------------------------------------------------------------------------------
// Checking and building

const rowsSchema = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });

async function serverVersion(database: Database): Promise<string> {
  const result = rowsSchema.parse(await database.db.execute(sql`show server_version`));
  return String(result.rows[0]?.server_version ?? 'unknown');
}

async function countOrderLines(database: Database): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(orderLines);
  return row?.n ?? 0;
}

/** The tables of the record pages the bench opens, by their area's path (`lib/areas`). */
const SAMPLED: readonly (readonly [string, PgTable, PgColumn])[] = [
  ['contacts', contacts, contacts.id],
  ['commissionings', commissionings, commissionings.id],
  ['contracts', contracts, contracts.id],
  ['publications', publications, publications.id],
  ['orders', orders, orders.id],
  ['invoices', invoices, invoices.id],
  ['expenses', expenses, expenses.id],
];

/** The areas whose record pages the bench opens. */
export const SAMPLED_AREAS = SAMPLED.map(([area]) => area);

/** A record from the middle of each table: the seed is deterministic, so every run opens the same ones. */
async function sampleRecords(database: Database): Promise<Record<string, number>> {
  const samples: Record<string, number> = {};
  for (const [area, table, id] of SAMPLED) {
    const [size] = await database.db.select({ n: count() }).from(table);
    const [row] = await database.db
      .select({ id: sql<number>`${id}`.mapWith(Number) })
      .from(table)
      .orderBy(asc(id))
      .limit(1)
      .offset(Math.floor((size?.n ?? 0) / 2));
    if (row) samples[area] = row.id;
  }
  return samples;
}

function staleReason(saved: DatasetDescription | null, kind: DbKind, scale: number): string | null {
  if (!saved) return 'no description yet';
  if (saved.kind !== kind || saved.scale !== scale) return 'description is for another data set';
  if (saved.location !== locationOf(kind, scale)) return `it was made in ${saved.location}`;
  if (saved.journalHash !== journalHash()) return 'the migrations changed since';
  return null;
}

/** Opens a described data set and checks the rows are really there; null when it can be used as it is. */
async function verify(server: ServerDatabase, saved: DatasetDescription): Promise<string | null> {
  if (server.kind === 'pglite' && !existsSync(path.join(server.dataDir, 'pglite', 'PG_VERSION')))
    return 'its folder is missing';
  let database: Database;
  try {
    database = await openDatabase(openTarget(server));
  } catch (error) {
    // Another process serving the folder is a mistake to report, not a reason to delete its data.
    if (error instanceof DataDirLockedError) throw error;
    return `it cannot be opened (${error instanceof Error ? error.message : String(error)})`;
  }
  try {
    const lines = await countOrderLines(database);
    const expected = saved.rows.order_lines ?? -1;
    return lines === expected ? null : `it holds ${lines} order lines, not ${expected}`;
  } finally {
    await database.close();
  }
}

async function build(
  server: ServerDatabase,
  scale: number,
  log: (line: string) => void,
): Promise<DatasetDescription> {
  if (server.kind === 'postgres') await recreatePostgresDatabase(server.url);
  else {
    rmSync(server.dataDir, { recursive: true, force: true });
    mkdirSync(server.dataDir, { recursive: true });
  }
  const database = await openDatabase(openTarget(server));
  try {
    const today = todayUtc();
    log(`  seeding ${server.kind} at scale ${scale} (today = ${today})…`);
    const started = performance.now();
    const rows = await seedDatabase(database.db, { scale, today });
    const seedMs = Math.round(performance.now() - started);
    if (server.kind === 'postgres') {
      // What autovacuum would do soon after a bulk load anyway; done now so it does not run during the measurements.
      // PGlite has no autovacuum: it is measured as the product leaves it.
      await database.db.execute(sql`vacuum (analyze)`);
    }
    const lines = await countOrderLines(database);
    if (lines !== rows.order_lines)
      throw new Error(`Seeding wrote ${rows.order_lines ?? 0} order lines but ${lines} are there`);
    return {
      kind: server.kind,
      scale,
      today,
      createdAt: new Date().toISOString(),
      journalHash: journalHash(),
      location: locationOf(server.kind, scale),
      rows,
      seedMs,
      samples: await sampleRecords(database),
      serverVersion: await serverVersion(database),
    };
  } finally {
    await database.close();
  }
}

/**
 * The data set of one kind and scale: reused when its description matches the migrations and its order
 * lines are all there, otherwise built from an empty database.
 */
export async function prepareDataset(
  kind: DbKind,
  scale: number,
  { reseed = false, log = console.log }: { reseed?: boolean; log?: (line: string) => void } = {},
): Promise<PreparedDataset> {
  const started = performance.now();
  const file = descriptionFile(kind, scale);
  const server = serverDatabase(kind, scale);
  const saved = readDescription(file);
  let reason = reseed ? 'asked to (--reseed)' : staleReason(saved, kind, scale);
  if (!reason && saved) reason = await verify(server, saved);
  if (!reason && saved) {
    return {
      ...saved,
      server,
      reused: true,
      rebuiltBecause: null,
      preparedMs: Math.round(performance.now() - started),
    };
  }
  log(`  ${kind} data set at scale ${scale} is (re)built: ${reason}`);
  rmSync(file, { force: true });
  const description = await build(server, scale, log);
  mkdirSync(WORK_DIR, { recursive: true });
  writeFileSync(file, `${JSON.stringify(description, null, 2)}\n`);
  return {
    ...description,
    server,
    reused: false,
    rebuiltBecause: reason,
    preparedMs: Math.round(performance.now() - started),
  };
}

// ---------------------------------------------------------------------------------------------
// The copy each phase of measurements runs on

/**
 * A fresh copy of the data set for one phase of measurements. Every request the bench makes adds to the
 * request log (which the developers' dashboard scans), every sign-in adds a token and every discrepancy
 * count a check run: on the data set itself these would pile up from one run to the next.
 */
export async function freshRunCopy(dataset: PreparedDataset): Promise<ServerDatabase> {
  if (dataset.server.kind === 'pglite') {
    const source = path.join(dataset.server.dataDir, 'pglite');
    const dataDir = `${dataset.server.dataDir}-run`;
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    cpSync(source, path.join(dataDir, 'pglite'), {
      recursive: true,
      filter: (file) => path.basename(file) !== 'colophon.lock',
    });
    return { kind: 'pglite', dataDir };
  }
  rmSync(POSTGRES_RUN_DATA_DIR, { recursive: true, force: true });
  const name = databaseName(dataset.server.url);
  const copy = `${name}_run`;
  const url = new URL(dataset.server.url);
  url.pathname = `/${copy}`;
  await withMaintenanceClient(dataset.server.url, async (client) => {
    const version = await client.query<{ server_version_num: string }>('show server_version_num');
    // Copying the files is much faster than the WAL-logged default of PostgreSQL 15 for a database this size.
    const fileCopy =
      Number(version.rows[0]?.server_version_num ?? 0) >= 150_000 ? ' strategy = file_copy' : '';
    await client.query(`drop database if exists "${copy}" with (force)`);
    await client.query(`create database "${copy}" template "${name}"${fileCopy}`);
  });
  return { kind: 'postgres', url: url.toString() };
}

/** Removes the last phase's copy: it is as large as the data set. */
export async function dropRunCopy(copy: ServerDatabase): Promise<void> {
  if (copy.kind === 'pglite') {
    rmSync(copy.dataDir, { recursive: true, force: true });
    return;
  }
  rmSync(POSTGRES_RUN_DATA_DIR, { recursive: true, force: true });
  const name = databaseName(copy.url);
  await withMaintenanceClient(copy.url, (client) =>
    client.query(`drop database if exists "${name}" with (force)`),
  );
}
