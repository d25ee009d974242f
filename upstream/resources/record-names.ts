import type { Tx } from '../db/client';
import type { UpstreamApp } from '../platform/app-type';

/** The names of some records of one area by id; an id without a record is absent. */
export type RecordNames = (tx: Tx, ids: readonly number[]) => Promise<Map<number, string>>;

const published = new WeakMap<UpstreamApp, Map<string, RecordNames>>();

/**
 * Each area says how its records are named (its title field), for what names records of any area
 * (comment threads): kept per app, so that an API built for a test has its own.
 */
export function publishRecordNames(app: UpstreamApp, areaPath: string, names: RecordNames): void {
  const byArea = published.get(app) ?? new Map<string, RecordNames>();
  byArea.set(areaPath, names);
  published.set(app, byArea);
}

export function recordNamesOf(app: UpstreamApp): ReadonlyMap<string, RecordNames> {
  return published.get(app) ?? new Map();
}
