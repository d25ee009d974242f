// Prepares one data set in a process of its own, so the PostgreSQL and PGlite data sets and the build can be
// made side by side on a fresh machine. The result goes to stdout on a marked line for bench/run.ts.
import { z } from 'zod';
import { DATASET_RESULT_MARKER, prepareDataset } from './dataset';

const argsSchema = z.tuple([z.enum(['postgres', 'pglite']), z.coerce.number().positive()]);

try {
  const [kind, scale] = argsSchema.parse(process.argv.slice(2, 4));
  const reseed = process.argv.includes('--reseed');
  const prepared = await prepareDataset(kind, scale, { reseed, log: (line) => console.error(line) });
  process.stdout.write(`\n${DATASET_RESULT_MARKER}${JSON.stringify(prepared)}\n`);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
}
