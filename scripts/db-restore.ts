// Restores a backup into the configured database: `npm run db:restore -- --from <file> [--force]`.
// Only into an empty database or folder unless --force; see README, "Backups".
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { readUpstreamConfig } from '@/upstream/config';
import { runCli } from './db-backup/cli';
import { describeOutcome } from './db-backup/outcome';
import { restorePglite } from './db-backup/pglite';
import { restorePostgres } from './db-backup/postgres';

const argsSchema = z.object({
  from: z.string({ error: '--from <file> is required' }).trim().min(1, '--from needs a file name'),
  force: z.boolean().default(false),
});

await runCli('db:restore', async () => {
  const { values } = parseArgs({ options: { from: { type: 'string' }, force: { type: 'boolean' } } });
  const { from: file, force } = argsSchema.parse(values);
  const config = readUpstreamConfig();
  const outcome = config.DATABASE_URL
    ? await restorePostgres({ url: config.DATABASE_URL, file, force })
    : await restorePglite({ dataDir: path.join(config.DATA_DIR, 'pglite'), file, force });
  return describeOutcome('Restored', outcome);
});
