import { createLogger } from '@/lib/log';
import { readUpstreamConfig } from '@/upstream/config';
import { openConfiguredDatabase } from '@/upstream/runtime';

const log = createLogger('cli');

try {
  const database = await openConfiguredDatabase(readUpstreamConfig());
  log.info({ database: database.kind }, 'migrations applied');
  await database.close();
} catch (error) {
  log.fatal({ err: error }, error instanceof Error ? error.message : 'migration failed');
  process.exitCode = 1;
}
