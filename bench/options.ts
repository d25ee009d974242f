import { parseArgs } from 'node:util';
import { z } from 'zod';

const optionsSchema = z.object({
  duration: z.coerce.number().int().min(1).max(120).default(5),
  db: z.enum(['postgres', 'pglite', 'both']).default('both'),
  // Fractions make small data sets for trying the bench itself; the published figures use 20.
  scale: z.coerce.number().positive().max(100).default(20),
  'skip-build': z.boolean().default(false),
  reseed: z.boolean().default(false),
  only: z.string().min(1).optional(),
  quick: z.boolean().default(false),
  help: z.boolean().default(false),
});

/** `--quick`: a developer's look in about two minutes, scale 2 and 1 s per measurement, unless told otherwise. */
const QUICK = { scale: 2, duration: 1 };

export type BenchOptions = z.infer<typeof optionsSchema>;

export const USAGE = `npm run bench -- [options]

  --duration <s>     seconds per measurement (default 5)
  --db <kind>        postgres | pglite | both (default both)
  --scale <n>        data set size, as \`npm run db:seed -- --scale\` (default 20)
  --skip-build       serve the existing .next build as it is
  --reseed           rebuild the data sets even when they are current
  --only <text>      only the targets whose name contains the text (e.g. contacts, bff, sign-in, export)
  --quick            scale 2, 1 s per measurement (about 2 minutes); the published figures use the defaults
  --help             this text

PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/colophon_bench).`;

export function readOptions(argv: readonly string[] = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      duration: { type: 'string' },
      db: { type: 'string' },
      scale: { type: 'string' },
      'skip-build': { type: 'boolean' },
      reseed: { type: 'boolean' },
      only: { type: 'string' },
      quick: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const parsed = optionsSchema.safeParse(values.quick ? { ...QUICK, ...values } : values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  --${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${problems.join('\n')}\n\n${USAGE}`);
  }
  return parsed.data;
}
