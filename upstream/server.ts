import { serve } from '@hono/node-server';
import { createLogger } from '@/lib/log';
import { HTTP_SERVER_TIMEOUTS } from '../scripts/http-timeouts.mjs';
import { readUpstreamConfig } from './config';
import { observingAborts } from './db/request-signal';
import { startUpstream } from './runtime';

const log = createLogger('upstream');

try {
  const config = readUpstreamConfig();
  const upstream = await startUpstream(config, log);
  const server = serve(
    {
      // A caller that hangs up stops its request's work at the next database statement.
      fetch: observingAborts(upstream.app.fetch),
      port: config.UPSTREAM_PORT,
      hostname: '0.0.0.0',
      serverOptions: HTTP_SERVER_TIMEOUTS,
    },
    (info) => log.info({ port: info.port }, 'publishing API listening'),
  );
  const stop = (): void => {
    server.close();
    void upstream.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  log.fatal({ err: error }, error instanceof Error ? error.message : 'start-up failed');
  process.exit(1);
}
