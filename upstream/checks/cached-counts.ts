import type { DiscrepancyCount } from '@/lib/contract/discrepancies';
import type { Db } from '../db/client';
import { dataVersion } from '../db/data-version';
import { figureCachePerDatabase } from '../platform/figure-cache';
import type { DataCheck } from './registry';
import { countIssues, type RunBy } from './run';

/** Sets of checks (all, each section) for a few versions of the data. */
const CAPACITY = 64;
const cacheOf = figureCachePerDatabase<DiscrepancyCount[], Db>(CAPACITY);

/**
 * The checks' counts, run again only when the data they read has changed since the last run (any
 * committed write moves the data version) or the day has turned; otherwise the last run's counts,
 * which are then exactly those a run would find. Only real runs are recorded.
 */
export async function currentIssueCounts(
  db: Db,
  checks: readonly DataCheck[],
  run: RunBy,
): Promise<DiscrepancyCount[]> {
  // Counting records a run: the counts must not see their own record as a change of the data.
  const version = await dataVersion(db, ['check_runs']);
  const key = `${checks.map((check) => check.key).join(',')}|${run.context.today}|${version}`;
  return cacheOf(db).get(key, () => countIssues(db, checks, run));
}
