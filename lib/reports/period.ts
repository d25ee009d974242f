/*
 * Report periods as plain data (no zod: the pages and the API share it): the presets of the filter, the
 * days a preset stands for on a given day, and the previous period of the same length that every report
 * compares with.
 */

export const REPORT_NAMES = [
  'sales',
  'expenses',
  'commissionings',
  'contracts',
  'logins',
  'accountant',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const REPORT_TITLES: Record<ReportName, string> = {
  sales: 'Sales Report',
  expenses: 'Expenses Report',
  commissionings: 'Commissionings Report',
  contracts: 'Contracts Report',
  logins: 'User Logins Report',
  accountant: 'Tax Reports',
};

export const PERIOD_PRESETS = ['this-month', 'last-quarter', 'year-to-date', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PERIOD_PRESET_LABELS: Record<PeriodPreset, string> = {
  'this-month': 'This month',
  'last-quarter': 'Last quarter',
  'year-to-date': 'Year to date',
  custom: 'Custom',
};

export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));

/** The days a preset stands for on `today` (YYYY-MM-DD, UTC); a custom period is the one given. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, today: string): Period {
  const now = new Date(`${today}T00:00:00Z`);
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  switch (preset) {
    case 'this-month':
      return { from: iso(utc(year, month, 1)), to: today };
    case 'year-to-date':
      return { from: iso(utc(year, 0, 1)), to: today };
    case 'last-quarter': {
      const quarterStart = month - (month % 3);
      return { from: iso(utc(year, quarterStart - 3, 1)), to: iso(utc(year, quarterStart, 0)) };
    }
  }
}

/** Days from `from` to `to`, both counted. */
export function periodDays({ from, to }: Period): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
}

/** The period of the same number of days that ends the day before `from`. */
export function previousPeriod(period: Period): Period {
  const end = Date.parse(period.from) - DAY_MS;
  return { from: iso(new Date(end - (periodDays(period) - 1) * DAY_MS)), to: iso(new Date(end)) };
}

/** Periods up to about two months are shown day by day, longer ones month by month. */
export function bucketOf(period: Period): 'day' | 'month' {
  return periodDays(period) <= 62 ? 'day' : 'month';
}

/** The preset whose days are exactly the period's on `today`, or custom. */
export function presetOf(period: Period, today: string): PeriodPreset {
  for (const preset of PERIOD_PRESETS) {
    if (preset === 'custom') continue;
    const days = presetPeriod(preset, today);
    if (days.from === period.from && days.to === period.to) return preset;
  }
  return 'custom';
}
