/**
 * Royalty accounting periods: half-years by default (1 January – 30 June, 1 July – 31 December), as
 * YYYY-MM-DD days in UTC. Plain functions without zod, for the API and the screens alike.
 */

export interface RoyaltyPeriodDates {
  periodStart: string;
  periodEnd: string;
}

const DAY_MS = 86_400_000;

function dayMs(day: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new RangeError(`Not a day: ${day}`);
  return ms;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return dayOf(dayMs(day) + days * DAY_MS);
}

/** The half-year the day falls in. */
export function halfYearOf(day: string): RoyaltyPeriodDates {
  const year = day.slice(0, 4);
  return Number(day.slice(5, 7)) <= 6
    ? { periodStart: `${year}-01-01`, periodEnd: `${year}-06-30` }
    : { periodStart: `${year}-07-01`, periodEnd: `${year}-12-31` };
}

/** The latest half-year that ended before `today`: what a run is usually made for. */
export function lastClosedHalfYear(today: string): RoyaltyPeriodDates {
  return halfYearOf(addDays(halfYearOf(today).periodStart, -1));
}

/** The period a new run takes after the last one: the half-year from the next day. */
export function periodAfter(periodEnd: string): RoyaltyPeriodDates {
  const periodStart = addDays(periodEnd, 1);
  const half = halfYearOf(periodStart);
  // A run that ended mid-half-year (a short first period) is followed by the rest of that half-year.
  return { periodStart, periodEnd: half.periodEnd };
}

/** Whether the dates are exactly one half-year. */
export function isHalfYear({ periodStart, periodEnd }: RoyaltyPeriodDates): boolean {
  const half = halfYearOf(periodStart);
  return half.periodStart === periodStart && half.periodEnd === periodEnd;
}

/** A short name for files and subjects: `2026-H1`, or `2026-01-01_2026-03-31` for another span. */
export function periodSlug(period: RoyaltyPeriodDates): string {
  if (!isHalfYear(period)) return `${period.periodStart}_${period.periodEnd}`;
  return `${period.periodStart.slice(0, 4)}-H${period.periodStart.slice(5, 7) === '01' ? 1 : 2}`;
}

/** Whole days from one day to another (negative when `to` comes first). */
export function daysFrom(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
}
