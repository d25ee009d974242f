import { spawn } from 'node:child_process';
import { parsePreparedDataset, type DbKind, type PreparedDataset } from './dataset';
import { BIN, ROOT } from './paths';
import { buildApp } from './server';

function prefixLines(prefix: string, chunk: Buffer): void {
  for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) console.log(`${prefix}${line}`);
}

/** One data set, prepared by bench/prepare-dataset.ts in a process of its own. */
export async function prepareInChild(kind: DbKind, scale: number, reseed: boolean): Promise<PreparedDataset> {
  const child = spawn(
    BIN('tsx'),
    ['bench/prepare-dataset.ts', kind, String(scale), ...(reseed ? ['--reseed'] : [])],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        // The seed keeps a scale's catalogue, invoices and royalty ledger in memory until it writes them.
        NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-old-space-size=4096'].filter(Boolean).join(' '),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
    prefixLines(`  [${kind}] `, chunk);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0)
    throw new Error(`Preparing the ${kind} data set failed (exit ${code}):\n${stderr.slice(-4_000)}`);
  return parsePreparedDataset(stdout);
}

export interface Setup {
  datasets: Map<DbKind, PreparedDataset>;
  /** Data sets that could not be prepared, with why: their part of the run is skipped. */
  failures: Map<DbKind, string>;
  buildMs: number | null;
}

/**
 * The build and the data sets are independent and, on a fresh machine, the slowest part of a run:
 * they are made side by side. A data set that fails is reported and skipped; a failed build ends the run.
 */
export async function setUp(
  kinds: readonly DbKind[],
  scale: number,
  { build, reseed }: { build: boolean; reseed: boolean },
): Promise<Setup> {
  const [building, prepared] = await Promise.all([
    (build ? buildApp() : Promise.resolve(null)).then(
      (ms) => ({ ms, error: null }),
      (error: unknown) => ({ ms: null, error }),
    ),
    Promise.allSettled(kinds.map((kind) => prepareInChild(kind, scale, reseed))),
  ]);
  if (building.error) throw building.error;
  const datasets = new Map<DbKind, PreparedDataset>();
  const failures = new Map<DbKind, string>();
  prepared.forEach((result, index) => {
    const kind = kinds[index];
    if (kind === undefined) return;
    if (result.status === 'fulfilled') datasets.set(kind, result.value);
    else failures.set(kind, result.reason instanceof Error ? result.reason.message : String(result.reason));
  });
  return { datasets, failures, buildMs: building.ms };
}
