import type { Database } from '@/upstream/db/client';
import type { UpstreamConfig } from '@/upstream/config';
import type { Logger } from '@/lib/log';
import type { Mailer } from './mailer';
import type { RequestLog } from './request-log';

/** Everything a handler needs from the outside world, injected so tests can give their own. */
export interface UpstreamDeps {
  database: Database;
  config: UpstreamConfig;
  log: Logger;
  mailer: Mailer;
  requestLog: RequestLog;
  /** The current time; tests move it to check expiries. */
  now: () => Date;
}
