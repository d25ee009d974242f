// Vitest global setup of the API projects: the migrations run once per run and database, not once per
// test file. Each file then starts from a copy (a PGlite data-directory dump, a PostgreSQL template).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '@/upstream/db/client';
import { PGLITE_EXTENSIONS } from '@/upstream/db/pglite-options';
import { databaseUrl, withClient } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory (api-pglite). */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database to create each file's database from (api-postgres). */
    postgresTemplate: string;
  }
}

const TEMPLATE_PREFIX = 'colophon_test_template_';

/** Names the migrations' state: a copy made by other migrations is never used. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const entry of readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => path.join(item.parentPath, item.name))
    .sort()) {
    hash.update(path.relative(migrationsFolder, entry)).update(readFileSync(entry));
  }
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(hash: string): Promise<string> {
  const file = path.join(os.tmpdir(), `colophon-test-pglite-${hash}.tar`);
  if (existsSync(file)) return file;
  const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  try {
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    // Written aside and renamed: a run beside this one never reads half a file.
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await client.close();
  }
  return file;
}

async function postgresTemplate(serverUrl: string, hash: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${hash}`;
  const existing = await withClient(serverUrl, (client) =>
    client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${TEMPLATE_PREFIX}%`,
    ]),
  );
  const names = existing.rows.map((row) => row.datname);
  // Templates of earlier migrations go; one still in use by another run stays until a later run.
  for (const stale of names.filter((other) => other !== name && !other.includes('_building_'))) {
    await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${stale}`)).catch(
      () => undefined,
    );
  }
  if (names.includes(name)) return name;

  // Migrated under a name of its own and renamed when complete: the template is whole or absent.
  const building = `${TEMPLATE_PREFIX}building_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${building}`));
  await withClient(databaseUrl(serverUrl, building), (client) =>
    migratePg(drizzlePg({ client }), { migrationsFolder }),
  );
  await withClient(serverUrl, async (client) => {
    try {
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (error) {
      // Another run finished the same template first.
      await client.query(`DROP DATABASE IF EXISTS ${building}`);
      if (!(error instanceof pg.DatabaseError && error.code === '42P04')) throw error;
    }
  });
  return name;
}

export default async function setup(project: TestProject): Promise<void> {
  const hash = migrationsHash();
  if (project.config.env.TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suites');
    project.provide('postgresTemplate', await postgresTemplate(serverUrl, hash));
  } else {
    project.provide('pgliteTemplate', await pgliteTemplate(hash));
  }
}
