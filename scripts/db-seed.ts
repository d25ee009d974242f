import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createLogger } from '@/lib/log';
import { readUpstreamConfig } from '@/upstream/config';
import { todayUtc } from '@/upstream/db/demo';
import { fileStoreOf } from '@/upstream/files/open-store';
import { seedDatabase } from '@/upstream/db/seed';
import { openConfiguredDatabase } from '@/upstream/runtime';

const log = createLogger('cli');

const optionsSchema = z.object({
  scale: z.coerce.number().int().min(1).max(100).default(1),
  today: z.iso.date().optional(),
});

try {
  const { values } = parseArgs({ options: { scale: { type: 'string' }, today: { type: 'string' } } });
  const options = optionsSchema.parse(values);
  const config = readUpstreamConfig();
  if (config.NODE_ENV === 'production' && !config.DEMO) {
    throw new Error('Refusing to load demo data into a production database (set DEMO=1 for a demo server)');
  }
  const database = await openConfiguredDatabase(config);
  const started = performance.now();
  const summary = await seedDatabase(database.db, {
    scale: options.scale,
    today: options.today ?? todayUtc(),
    fileStore: fileStoreOf({ config }),
  });
  log.info(
    {
      database: database.kind,
      scale: options.scale,
      ms: Math.round(performance.now() - started),
      rows: summary,
    },
    'demo data loaded',
  );
  await database.close();
} catch (error) {
  log.fatal({ err: error }, error instanceof Error ? error.message : 'seeding failed');
  process.exitCode = 1;
}
