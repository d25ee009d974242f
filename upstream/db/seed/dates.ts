/** Calendar arithmetic on `YYYY-MM-DD` strings, in UTC, so the seed never depends on the machine's clock or zone. */

const DAY_MS = 86_400_000;

export function parseDay(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${day}`);
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== day) throw new Error(`Not a calendar date: ${day}`);
  return ms;
}

export function formatDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return formatDay(parseDay(day) + days * DAY_MS);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((parseDay(to) - parseDay(from)) / DAY_MS);
}

export function addMonths(day: string, months: number): string {
  const date = new Date(parseDay(day));
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return formatDay(target.getTime());
}

export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

export function monthEnd(day: string): string {
  return addDays(addMonths(monthStart(day), 1), -1);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: string): number {
  return new Date(parseDay(day)).getUTCDay();
}

export function isWeekend(day: string): boolean {
  const dayOfWeek = weekday(day);
  return dayOfWeek === 0 || dayOfWeek === 6;
}

/** A moment on that day, `minutes` after midnight UTC. */
export function at(day: string, minutes: number): Date {
  return new Date(parseDay(day) + Math.round(minutes * 60_000));
}

export function minDay(a: string, b: string): string {
  return a < b ? a : b;
}

export function maxDay(a: string, b: string): string {
  return a > b ? a : b;
}

export function* eachDay(from: string, to: string): Generator<string> {
  for (let ms = parseDay(from), end = parseDay(to); ms <= end; ms += DAY_MS) yield formatDay(ms);
}
