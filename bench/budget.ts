import type { DbKind } from './dataset';
import { SERVER_WARM_UP_PER_MEASURED_SECOND } from './measure';

/** A whole run must fit in this on a 2-core machine, or nobody runs it. */
export const RUN_BUDGET_S = 15 * 60;

// Rough costs on a 2-core machine, from small runs there; the estimate is a forecast, the report has the real times.
const BUILD_S = 180;
const SEED_S_PER_SCALE: Record<DbKind, number> = { postgres: 10, pglite: 20 };
const COPY_S_PER_SCALE: Record<DbKind, number> = { postgres: 0.5, pglite: 0.5 };
const WEB_START_S = 15;
const UPSTREAM_START_S = 8;
/** Warm-up requests and load (a second per target), opening connections, the step between two measurements. */
const PER_MEASUREMENT_OVERHEAD_S = 1.5;
const FIRST_LOAD_S = 5;
/**
 * One full ONIX export: its file grows with the catalogue. Measured at scale 20 (7,600 products, 25 MB):
 * 1.2 s on PostgreSQL, 2.7 s on PGlite; the goal is under a minute.
 */
const EXPORT_S_PER_SCALE: Record<DbKind, number> = { postgres: 0.1, pglite: 0.2 };

export interface DatabasePlan {
  kind: DbKind;
  measurements: number;
  /** Runs timed once, not for `--duration`: the full export. */
  exports: number;
  /** Phases, each on a fresh copy with its own servers: one on PostgreSQL, two on PGlite (one process at a time). */
  phases: number;
  needsSeeding: boolean;
}

export interface Estimate {
  lines: string[];
  totalS: number;
  /** The same run once the build and data sets exist. */
  repeatS: number;
}

// Wide enough for "postgres: 104 measurements × 5 s + export".
const LABEL_WIDTH = 42;
const minutes = (seconds: number): string => `~${(seconds / 60).toFixed(1)} min`;

export function estimate(
  plans: readonly DatabasePlan[],
  scale: number,
  seconds: number,
  build: boolean,
): Estimate {
  const setupParts = [
    ...(build ? [{ label: 'next build', s: BUILD_S }] : []),
    ...plans
      .filter((plan) => plan.needsSeeding)
      .map((plan) => ({
        label: `seed ${plan.kind} at scale ${scale}`,
        s: SEED_S_PER_SCALE[plan.kind] * scale,
      })),
  ];
  const longest = Math.max(0, ...setupParts.map((part) => part.s));
  const sum = setupParts.reduce((total, part) => total + part.s, 0);
  // Side by side on two cores: the longest part, plus half of the rest for sharing the processors.
  const setupS = longest + (sum - longest) / 2;

  const lines = setupParts.map((part) => `  ${part.label.padEnd(LABEL_WIDTH)} ${minutes(part.s)}`);
  if (setupParts.length > 1) lines.push(`  ${'(side by side)'.padEnd(LABEL_WIDTH)} ${minutes(setupS)}`);
  let measureS = 0;
  for (const plan of plans) {
    // Each server starts once per database: both together on PostgreSQL, one per phase on PGlite.
    const servers = WEB_START_S + SERVER_WARM_UP_PER_MEASURED_SECOND * seconds + UPSTREAM_START_S;
    const copies = plan.phases * COPY_S_PER_SCALE[plan.kind] * scale;
    const runs = plan.measurements * (seconds + PER_MEASUREMENT_OVERHEAD_S);
    const exports = plan.exports * EXPORT_S_PER_SCALE[plan.kind] * scale;
    const total = servers + copies + runs + exports + FIRST_LOAD_S;
    measureS += total;
    const label = `${plan.kind}: ${plan.measurements} measurements × ${seconds} s${plan.exports ? ' + export' : ''}`;
    lines.push(`  ${label.padEnd(LABEL_WIDTH)} ${minutes(total)}`);
  }
  const totalS = setupS + measureS;
  lines.push(`  ${'total'.padEnd(LABEL_WIDTH)} ${minutes(totalS)}`);
  if (totalS > RUN_BUDGET_S) {
    lines.push(
      setupS > 0
        ? `  Over the 15-minute budget this time (${minutes(setupS)} of building); later runs reuse it: ${minutes(measureS)}.`
        : `  Over the 15-minute budget: use --only, --db or a shorter --duration.`,
    );
  }
  return { lines, totalS, repeatS: measureS };
}
