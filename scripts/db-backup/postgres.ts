import { stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { writeBackupFile, detectFormat } from './backup-file';
import { BackupRefusedError, type Outcome } from './outcome';
import { countRows, countUserTables } from './row-counts';
import { runTool } from './run-tool';

interface Connection {
  /** The URL without its password, for pg_dump's and pg_restore's --dbname. */
  dbname: string;
  /** The environment of the tools: the password travels as PGPASSWORD, out of the process list. */
  env: NodeJS.ProcessEnv;
  /** user@host:port/database, for messages. */
  label: string;
}

function connection(url: string): Connection {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
  return { dbname: parsed.toString(), env, label: `${user}${parsed.host}${parsed.pathname}` };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const snapshotResult = z.object({ rows: z.tuple([z.object({ snapshot: z.string() })]) });

/**
 * `pg_dump --format=custom` of the whole database. The rows are counted in a transaction whose snapshot
 * pg_dump then shares, so the counts reported are exactly those in the file even while the app writes.
 */
export async function backupPostgres({ url, file }: { url: string; file: string }): Promise<Outcome> {
  const started = performance.now();
  const target = connection(url);
  // The snapshot lives as long as this transaction; it is read only, so ending the session ends it.
  return withClient(url, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    const { snapshot } = snapshotResult.parse(await client.query('select pg_export_snapshot() as snapshot'))
      .rows[0];
    const counts = await countRows((statement) => client.query(statement));
    const bytes = await writeBackupFile(file, (partial) =>
      runTool(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          `--snapshot=${snapshot}`,
          `--file=${partial}`,
          `--dbname=${target.dbname}`,
        ],
        target.env,
      ),
    );
    return { database: `PostgreSQL ${target.label}`, file, bytes, counts, ms: performance.now() - started };
  });
}

/**
 * `pg_restore` in one transaction, so a failed restore leaves the database as it was. Only into a
 * database without tables, unless `force`: then what the backup holds replaces its namesakes.
 */
export async function restorePostgres({
  url,
  file,
  force = false,
}: {
  url: string;
  file: string;
  force?: boolean;
}): Promise<Outcome> {
  const started = performance.now();
  const target = connection(url);
  const format = await detectFormat(file);
  if (format !== 'pg_dump') {
    throw new BackupRefusedError(
      format === 'tar.gz' || format === 'tar'
        ? `${file} is a backup of the embedded database (PGlite): restore it without DATABASE_URL`
        : `${file} is not a pg_dump custom-format backup`,
    );
  }
  const tables = await withClient(url, (client) => countUserTables((statement) => client.query(statement)));
  if (tables > 0 && !force) {
    throw new BackupRefusedError(
      `The database ${target.label} already has ${tables} tables: restore into an empty database ` +
        `(createdb), or pass --force to drop and replace the objects the backup holds.`,
    );
  }
  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--exit-on-error',
      '--single-transaction',
      ...(force ? ['--clean', '--if-exists'] : []),
      `--dbname=${target.dbname}`,
      // Absolute, so that a file name starting with "-" cannot pass for an option.
      path.resolve(file),
    ],
    target.env,
  );
  const counts = await withClient(url, (client) => countRows((statement) => client.query(statement)));
  const { size } = await stat(file);
  return {
    database: `PostgreSQL ${target.label}`,
    file,
    bytes: size,
    counts,
    ms: performance.now() - started,
  };
}
