import path from 'node:path';
import { createLogger, type Logger } from '@/lib/log';
import { createUpstreamApp } from './app';
import type { UpstreamConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { ensureDemoData } from './db/demo';
import { measureStoredImages } from './files/measure-images';
import type { UpstreamApp } from './platform/app-type';
import type { UpstreamDeps } from './platform/deps';
import { markOverdueAndRemind } from './areas/invoice-reminders';
import { sendDueDigests } from './mail/activity-digest';
import { failInterruptedRuns } from './royalties/run-job';
import { resumeSending, sendDueNewsletters } from './mail/newsletters';
import { createMailer } from './platform/mailer';
import { createRequestLog } from './platform/request-log';
import { linkSigningSecret } from './platform/signed-links';

export interface RunningUpstream {
  app: UpstreamApp;
  deps: UpstreamDeps;
  close(): Promise<void>;
}

export function pgliteFolder(config: UpstreamConfig): string {
  return path.join(config.DATA_DIR, 'pglite');
}

export async function openConfiguredDatabase(config: UpstreamConfig): Promise<Database> {
  return openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: pgliteFolder(config) });
}

/** Opens the database (migrating it), loads demo data on a demo's first start, and builds the API. */
export async function startUpstream(
  config: UpstreamConfig,
  log: Logger = createLogger('upstream'),
): Promise<RunningUpstream> {
  // Signed links need their secret: a production start without one stops here, naming it.
  linkSigningSecret(config);
  const database = await openConfiguredDatabase(config);
  try {
    log.info({ database: database.kind }, 'database ready');
    await ensureDemoData(database, config, log);
    // A run still calculating was cut short when this API last stopped: nothing will finish it.
    const interrupted = await failInterruptedRuns(database.db, new Date());
    if (interrupted > 0) log.warn({ runs: interrupted }, 'royalty runs left calculating marked failed');
  } catch (error) {
    await database.close();
    throw error;
  }
  const deps: UpstreamDeps = {
    database,
    config,
    log,
    mailer: createMailer(database.db, config, log),
    requestLog: createRequestLog(database.db, log),
    now: () => new Date(),
  };
  void measureStoredImages(deps).then(
    (measured) => measured > 0 && log.info({ images: measured }, 'sizes of earlier images recorded'),
    (error: unknown) => log.error({ err: error }, 'measuring stored images failed'),
  );
  // Scheduled newsletters go out within a minute of their time; a delivery a stop cut short goes on.
  void resumeSending(deps).catch((error: unknown) => log.error({ err: error }, 'newsletter resume failed'));
  // Invoices turn overdue, and their reminders go out, within a minute of their due date passing; the
  // activity digests go out from 07:00 UTC.
  const minuteClock = setInterval(() => {
    sendDueNewsletters(deps).catch((error: unknown) =>
      log.error({ err: error }, 'scheduled newsletters failed'),
    );
    markOverdueAndRemind(deps).catch((error: unknown) =>
      log.error({ err: error }, 'overdue invoices failed'),
    );
    sendDueDigests(deps).catch((error: unknown) => log.error({ err: error }, 'activity digests failed'));
  }, 60_000);
  minuteClock.unref();
  return {
    app: createUpstreamApp(deps),
    deps,
    close: async () => {
      clearInterval(minuteClock);
      await deps.requestLog.flush();
      await database.close();
    },
  };
}
