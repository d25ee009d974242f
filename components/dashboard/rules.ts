import type { DASHBOARD_TYPE_LABELS, EditorPeriod, TARGETS } from '@/lib/contract/dashboard';

/*
 * The contract's dashboard constants as the browser receives them: the server reads them from
 * lib/contract/dashboard.ts and hands them down, so that the sections never load that module (and zod).
 */

export type DashboardKey = keyof typeof DASHBOARD_TYPE_LABELS;

export type Targets = typeof TARGETS;

export type PeriodOption = { days: EditorPeriod; label: string };

export type DashboardRules = {
  targets: Targets;
  /** The editor period select's options, in the spec's order. */
  periods: readonly PeriodOption[];
  defaultPeriod: EditorPeriod;
  /** How many recent commissionings the overview lists. */
  recentLimit: number;
  /** The dashboard types named in 'Failed to load {type} metrics.' */
  typeLabels: typeof DASHBOARD_TYPE_LABELS;
};
