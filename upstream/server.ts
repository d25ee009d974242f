import { serve } from '@hono/node-server';
import { createLogger } from '@/lib/log';
import { readUpstreamConfig } from './config';
import { startUpstream } from './runtime';

const log = createLogger('upstream');

try {
  const config = readUpstreamConfig();
  const upstream = await startUpstream(config, log);
  const server = serve(
    { fetch: upstream.app.fetch, port: config.UPSTREAM_PORT, hostname: '0.0.0.0' },
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
