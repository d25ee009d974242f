// Backs up the configured database: `npm run db:backup [-- --out <file>]`. See README, "Backups".
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { readUpstreamConfig } from '@/upstream/config';
import { defaultBackupFile } from './db-backup/backup-file';
import { runCli } from './db-backup/cli';
import { describeOutcome } from './db-backup/outcome';
import { backupPglite } from './db-backup/pglite';
import { backupPostgres } from './db-backup/postgres';

const argsSchema = z.object({ out: z.string().trim().min(1, '--out needs a file name').optional() });

await runCli('db:backup', async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const args = argsSchema.parse(values);
  const config = readUpstreamConfig();
  if (config.DATABASE_URL) {
    const file = args.out ?? defaultBackupFile('postgres');
    return describeOutcome('Backed up', await backupPostgres({ url: config.DATABASE_URL, file }));
  }
  const file = args.out ?? defaultBackupFile('pglite');
  const dataDir = path.join(config.DATA_DIR, 'pglite');
  return describeOutcome('Backed up', await backupPglite({ dataDir, file }));
});
