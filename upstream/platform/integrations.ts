import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { count, desc, eq, sql, sum } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import {
  hasCredentials,
  maskedUrl,
  type ConnectionTest,
  type DatabaseState,
  type FileStoreState,
  type MailState,
  type UpstreamIntegration,
  type UpstreamIntegrations,
} from '@/lib/contract/integrations';
import { EXPORT_TARGETS, RECIPIENTS } from '@/lib/exports/recipients';
import { dropBoxOf, probeDropBox, recipientDropBox } from '../exports/delivery';
import { fileStoreOf } from '../files/open-store';
import { emailOutbox, publicationExports, storedFiles } from '../db/schema';
import type { UpstreamDeps } from './deps';

/*
 * The integrations the publishing API holds (mail, the file store, the database, the export targets):
 * their configuration as far as it may be shown, and a real check of each that sends nothing to anyone.
 */

const MEMORY = 'memory://';
/** How long a check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 8_000;

const databaseFactsSchema = z.object({
  rows: z.array(z.object({ version: z.string(), sizeBytes: z.coerce.number() })),
});

async function mailState(deps: UpstreamDeps): Promise<MailState> {
  const { SMTP_URL, MAIL_FROM } = deps.config;
  const counts = await deps.database.db
    .select({ status: emailOutbox.status, total: count() })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  const of = (status: string) => counts.find((row) => row.status === status)?.total ?? 0;
  return {
    mode: SMTP_URL ? 'smtp' : 'outbox',
    server: SMTP_URL ? maskedUrl(SMTP_URL) : null,
    authenticated: SMTP_URL ? hasCredentials(SMTP_URL) : false,
    from: MAIL_FROM,
    outbox: { queued: of('queued'), sent: of('sent'), failed: of('failed') },
  };
}

function diskFolder(deps: UpstreamDeps): string {
  return path.resolve(deps.config.DATA_DIR, 'files');
}

async function fileStoreState(deps: UpstreamDeps): Promise<FileStoreState> {
  const { config } = deps;
  const [totals] = await deps.database.db
    .select({ files: count(), bytes: sum(storedFiles.sizeBytes).mapWith(Number) })
    .from(storedFiles);
  const s3 = Boolean(config.FILE_STORE_S3_BUCKET);
  const memory = !s3 && config.DATA_DIR.startsWith(MEMORY);
  return {
    kind: s3 ? 's3' : memory ? 'memory' : 'disk',
    folder: s3 || memory ? null : diskFolder(deps),
    bucket: config.FILE_STORE_S3_BUCKET ?? null,
    region: s3 ? config.FILE_STORE_S3_REGION : null,
    endpoint: s3 && config.FILE_STORE_S3_ENDPOINT ? maskedUrl(config.FILE_STORE_S3_ENDPOINT) : null,
    files: totals?.files ?? 0,
    bytes: totals?.bytes ?? 0,
  };
}

async function databaseFacts(deps: UpstreamDeps): Promise<{ version: string; sizeBytes: number }> {
  const result = await deps.database.db.execute(
    sql`select version() as version, pg_database_size(current_database())::float8 as "sizeBytes"`,
  );
  const [row] = databaseFactsSchema.parse(result).rows;
  if (!row) throw new Error('The database answered no row');
  return { version: row.version, sizeBytes: Math.round(row.sizeBytes) };
}

function databaseLocation(deps: UpstreamDeps): string {
  const { DATABASE_URL, DATA_DIR } = deps.config;
  if (deps.database.kind === 'postgres')
    return DATABASE_URL ? maskedUrl(DATABASE_URL) : 'a PostgreSQL server (the test suite’s)';
  return DATA_DIR.startsWith(MEMORY) ? 'in memory (nothing is kept)' : path.resolve(DATA_DIR);
}

async function databaseState(deps: UpstreamDeps): Promise<DatabaseState> {
  const facts = await databaseFacts(deps).catch((error: unknown) => {
    deps.log.error({ err: error }, 'integrations: database facts failed');
    return null;
  });
  return {
    kind: deps.database.kind,
    location: databaseLocation(deps),
    version: facts?.version ?? null,
    sizeBytes: facts?.sizeBytes ?? null,
    status: facts ? 'up' : 'down',
  };
}

async function exportTargetsState(deps: UpstreamDeps): Promise<UpstreamIntegrations['exportTargets']> {
  const box = dropBoxOf(deps.config);
  // The newest run of each target: one row per recipient.
  const runs = await deps.database.db
    .selectDistinctOn([publicationExports.recipient], {
      recipient: publicationExports.recipient,
      status: publicationExports.status,
      at: publicationExports.createdAt,
      included: publicationExports.includedCount,
    })
    .from(publicationExports)
    .orderBy(publicationExports.recipient, desc(publicationExports.createdAt), desc(publicationExports.id));
  return {
    dropBox: box ? (box.kind === 'folder' ? box.folder : box.address) : null,
    dropBoxKind: box?.kind ?? null,
    targets: EXPORT_TARGETS.map((target) => {
      const delivery = RECIPIENTS.find((recipient) => recipient.key === target.key)?.delivery ?? 'download';
      const run = runs.find((candidate) => candidate.recipient === target.key);
      return {
        key: target.key,
        name: target.name,
        format: target.format,
        delivery,
        dropBox: delivery === 'drop-box' && box ? recipientDropBox(box, target.key) : null,
        lastRun: run ? { status: run.status, at: run.at.toISOString(), included: run.included } : null,
      };
    }),
  };
}

/** Every integration of the API, as it is configured now. */
export async function integrationsState(deps: UpstreamDeps): Promise<UpstreamIntegrations> {
  return {
    mail: await mailState(deps),
    fileStore: await fileStoreState(deps),
    database: await databaseState(deps),
    exportTargets: await exportTargetsState(deps),
  };
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS / 1000} s`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

async function checkMail(deps: UpstreamDeps): Promise<string> {
  const { SMTP_URL } = deps.config;
  if (!SMTP_URL) {
    const [row] = await deps.database.db
      .select({ queued: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.status, 'queued'));
    return `No SMTP server is configured (SMTP_URL): every message stays in the outbox, which answers (${row?.queued ?? 0} queued). Nothing was sent.`;
  }
  const transport = nodemailer.createTransport({
    url: SMTP_URL,
    connectionTimeout: CHECK_TIMEOUT_MS,
    greetingTimeout: CHECK_TIMEOUT_MS,
    socketTimeout: CHECK_TIMEOUT_MS,
  });
  try {
    await withTimeout(transport.verify(), `The SMTP server ${maskedUrl(SMTP_URL)}`);
  } catch (error) {
    throw new Error(`The SMTP server ${maskedUrl(SMTP_URL)} refused or did not answer: ${reason(error)}`);
  } finally {
    transport.close();
  }
  return `The SMTP server ${maskedUrl(SMTP_URL)} accepted a connection${hasCredentials(SMTP_URL) ? ' and the login' : ''}. Nothing was sent.`;
}

async function checkFileStore(deps: UpstreamDeps): Promise<string> {
  const store = fileStoreOf(deps);
  const key = `probes/apps-${randomUUID()}.txt`;
  const bytes = new TextEncoder().encode(`Colophon connection test ${new Date().toISOString()}`);
  const where =
    store.kind === 's3'
      ? `the bucket ${deps.config.FILE_STORE_S3_BUCKET}`
      : store.kind === 'disk'
        ? diskFolder(deps)
        : 'memory';
  await withTimeout(store.put(key, bytes, 'text/plain'), 'The file store');
  try {
    const back = await withTimeout(store.get(key), 'The file store');
    if (!back || Buffer.compare(Buffer.from(back), Buffer.from(bytes)) !== 0)
      throw new Error(`The file store in ${where} gave back something else than the probe written`);
  } finally {
    await withTimeout(store.remove(key), 'The file store');
  }
  if ((await withTimeout(store.get(key), 'The file store')) !== null)
    throw new Error(`The file store in ${where} still holds the probe after deleting it`);
  return `A ${bytes.length}-byte probe was written to ${where}, read back identical and deleted.`;
}

async function checkDatabase(deps: UpstreamDeps): Promise<string> {
  const { version, sizeBytes } = await withTimeout(databaseFacts(deps), 'The database');
  const name = deps.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  return `${name} answered: ${version.split(' on ')[0] ?? version}, ${(sizeBytes / 1_048_576).toFixed(1)} MB.`;
}

async function checkExportTargets(deps: UpstreamDeps): Promise<string> {
  const box = dropBoxOf(deps.config);
  const dropped = RECIPIENTS.filter((recipient) => recipient.delivery === 'drop-box');
  const downloads = EXPORT_TARGETS.length - dropped.length;
  if (!box)
    return `No drop box (the database is in memory): ${downloads} targets are downloaded from the file store, ${dropped.length} drop-box deliveries would be refused. Nothing was sent.`;
  const folders = dropped.map((recipient) => recipientDropBox(box, recipient.key));
  for (const [index, recipient] of dropped.entries()) {
    try {
      await withTimeout(probeDropBox(box, recipient.key), 'The drop box');
    } catch (error) {
      throw new Error(`The drop box ${folders[index]} does not take files: ${reason(error)}`);
    }
  }
  return `The drop box${folders.length === 1 ? '' : 'es'} ${folders.join(', ')} took and gave back a probe file; the other ${downloads} targets are downloaded from the file store (tested on its own). Nothing was sent to any recipient.`;
}

const CHECKS: Record<UpstreamIntegration, (deps: UpstreamDeps) => Promise<string>> = {
  mail: checkMail,
  'file-store': checkFileStore,
  database: checkDatabase,
  'export-targets': checkExportTargets,
};

/** Tests one integration for real; a failure is an answer (ok: false) with its reason, not an error. */
export async function testIntegration(
  deps: UpstreamDeps,
  integration: UpstreamIntegration,
): Promise<ConnectionTest> {
  const started = performance.now();
  const outcome = await CHECKS[integration](deps).then(
    (message) => ({ ok: true, message }),
    (error: unknown) => {
      deps.log.warn({ err: error, integration }, 'integrations: connection test failed');
      return { ok: false, message: reason(error) };
    },
  );
  return {
    integration,
    ...outcome,
    durationMs: Math.round(performance.now() - started),
    checkedAt: deps.now().toISOString(),
  };
}
