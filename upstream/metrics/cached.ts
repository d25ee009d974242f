import type { Db } from '../db/client';
import { dataVersion } from '../db/data-version';
import { figureCachePerDatabase } from '../platform/figure-cache';
import { metricsClock, type MetricsClock } from './sql';

/** Distinct figures kept per database: each section, period and editor for a few minutes' worth of versions. */
const CAPACITY = 256;
const MINUTE_MS = 60_000;

export interface Figures<T> {
  data: T;
  /** The minute the figures are computed for; they include every write committed before they were read. */
  asOf: string;
}

/**
 * A section's figures, computed once per minute and data version. Windows of days and "30 days ago"
 * are measured from the start of the minute, so that everyone asking within it sees the same figures;
 * a write to any table they read changes the version, and the next request computes afresh.
 */
export function cachedFigures<P, T>(
  compute: (db: Db, clock: MetricsClock, params: P) => Promise<T>,
  keyOf: (params: P) => string,
) {
  const cacheOf = figureCachePerDatabase<T, Db>(CAPACITY);
  return async (db: Db, now: Date, params: P): Promise<Figures<T>> => {
    const minute = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
    const version = await dataVersion(db);
    const key = `${keyOf(params)}|${minute.toISOString()}|${version}`;
    const data = await cacheOf(db).get(key, () => compute(db, metricsClock(minute), params));
    return { data, asOf: minute.toISOString() };
  };
}
