import 'server-only';
import { env } from './config/env';
import { createLogger } from './log';
import { stampPeerAddresses } from './peer-address';
import { embeddedUpstream } from './upstream/embedded';
import { ensureSessionSecret } from './session-secret';

const log = createLogger('web');

export async function startServer(): Promise<void> {
  try {
    const config = env();
    stampPeerAddresses();
    ensureSessionSecret(config);
    if (config.UPSTREAM_API_URL) {
      log.info({ upstream: config.UPSTREAM_API_URL }, 'using the publishing API over HTTP');
      return;
    }
    await embeddedUpstream();
    log.info('embedded publishing API ready');
  } catch (error) {
    log.fatal({ err: error }, error instanceof Error ? error.message : 'start-up failed');
    // Fail fast: a server that cannot reach its own database or is misconfigured should not take traffic.
    process.exit(1);
  }
}
