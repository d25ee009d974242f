/*
 * Dates on the settings pages. A fixed locale and UTC, so that the server's render and the browser's
 * hydration print the same text whatever the machines' settings.
 */
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

export function formatDateTime(iso: string): string {
  return `${DATE_TIME.format(new Date(iso))} UTC`;
}

export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}
