// How many server processes `serve.mjs` runs. Node serves a page on one core; on PostgreSQL (or with the
// publishing API elsewhere) nothing is held in a process's memory that another must see (sessions are
// cookies, the sign-in throttle and the figure cache's key live in the database), so one process per
// core adds the others. The embedded PGlite admits one process to its folder, hence one.
// Plain JavaScript: the production server loads it as is.
import { availableParallelism } from 'node:os';

const MAX_WORKERS = 64;

/** The number of processes for this environment, or an Error saying what is wrong with WEB_CONCURRENCY. */
export function webWorkers(env = process.env, cores = availableParallelism()) {
  const shared = Boolean(env.DATABASE_URL || env.UPSTREAM_API_URL);
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return shared ? Math.min(cores, MAX_WORKERS) : 1;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > MAX_WORKERS) {
    return new Error(`WEB_CONCURRENCY: must be a whole number from 1 to ${MAX_WORKERS}, not "${raw}"`);
  }
  if (count > 1 && !shared) {
    return new Error(
      'WEB_CONCURRENCY: more than one process needs PostgreSQL (DATABASE_URL) or UPSTREAM_API_URL; the embedded PGlite serves one process',
    );
  }
  return count;
}
