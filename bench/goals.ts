import type { ExportMeasurement } from './export-run';
import type { Measurement } from './measure';
import type { Target } from './targets';

/** Colophon's target for what the BFF adds to a call, p50 at concurrency 1. */
export const BFF_ADDED_P50_MS = 2;

export interface Verdict {
  goal: string;
  /** Null when the figure it needs was not measured. */
  met: boolean | null;
  detail?: string;
}

/**
 * Colophon's performance targets that apply to one measurement: p95 at concurrency 10 on PostgreSQL for the list
 * pages and the dashboard; the BFF's added p50 at concurrency 1 over the same call on the bare upstream.
 */
export function verdictOf(
  measurement: Measurement,
  all: readonly Measurement[],
  targets: ReadonlyMap<string, Target>,
): Verdict | null {
  const target = targets.get(measurement.target);
  if (!target) return null;
  if (target.p95GoalMs !== undefined && measurement.db === 'postgres' && measurement.concurrency === 10) {
    const p95 = measurement.stats?.p95 ?? null;
    return { goal: `p95 ≤ ${target.p95GoalMs} ms`, met: p95 === null ? null : p95 <= target.p95GoalMs };
  }
  if (target.upstreamTwin && measurement.concurrency === 1) {
    const twin = all.find(
      (other) =>
        other.target === target.upstreamTwin && other.db === measurement.db && other.concurrency === 1,
    );
    const bff = measurement.stats?.p50 ?? null;
    const bare = twin?.stats?.p50 ?? null;
    const goal = `BFF adds ≤ ${BFF_ADDED_P50_MS} ms p50`;
    if (bff === null || bare === null) return { goal, met: null };
    const added = Math.round((bff - bare) * 10) / 10;
    return { goal, met: added <= BFF_ADDED_P50_MS, detail: `adds ${added} ms` };
  }
  return null;
}

/** The exports issue's target: a full file at scale 20 (about 7,500 publications) "finishes in under a minute". */
export const EXPORT_GOAL_S = 60;

/**
 * A run that completed is judged on its time. One that failed or got no answer did not finish: past the
 * goal's time it missed it all the same; before it, how long a finished file takes is not known.
 */
export function exportVerdict(measurement: ExportMeasurement): Verdict {
  const goal = `finishes in under ${EXPORT_GOAL_S} s`;
  const detail = `${measurement.seconds.toFixed(1)} s`;
  if (measurement.run?.status === 'completed')
    return { goal, met: measurement.seconds < EXPORT_GOAL_S, detail };
  if (measurement.seconds >= EXPORT_GOAL_S)
    return { goal, met: false, detail: `not finished after ${detail}` };
  return { goal, met: null, detail: measurement.note ?? 'not finished' };
}

export function verdictText(verdict: Verdict | null): string {
  if (!verdict) return '';
  const state = verdict.met === null ? 'not measured' : verdict.met ? 'yes' : 'NO';
  return `${state}${verdict.detail ? ` (${verdict.detail})` : ''} — ${verdict.goal}`;
}
