/*
 * Dates on record pages. A fixed locale and UTC, so that the server's render and the browser's
 * hydration print the same text whatever the machines' settings.
 */
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** An instant (ISO timestamp): "22 Nov 2026, 14:05 UTC". */
export function formatDateTime(iso: string): string {
  return `${DATE_TIME.format(new Date(iso))} UTC`;
}

/** A calendar day (YYYY-MM-DD or a timestamp's day): "22 Nov 2026"; a dash when there is none. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—';
  const day = value.length === 10 ? `${value}T00:00:00Z` : value;
  const date = new Date(day);
  return Number.isNaN(date.getTime()) ? value : DATE.format(date);
}
