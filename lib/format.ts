/*
 * How figures read on every screen, in exports and in mail: one fixed locale and UTC, so that the
 * server's render and the browser's hydration print the same text whatever the machines' settings.
 */
const LOCALE = 'en-GB';

const DATE_TIME = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const DATE = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });
const NUMBER = new Intl.NumberFormat(LOCALE);

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

export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : NUMBER.format(value);
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

function currencyFormat(currency: string): Intl.NumberFormat {
  let format = currencyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency });
    currencyFormats.set(currency, format);
  }
  return format;
}

/** Digits after the decimal point of a currency (2 for EUR, 0 for JPY), as ISO 4217 gives them. */
export function minorDigits(currency: string): number {
  return currencyFormat(currency).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Integer minor units (cents) → major units (euros). */
export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/** Major units as typed (12.5) → integer minor units (1250). */
export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** minorDigits(currency));
}

/** An amount in minor units: "€12.50"; a dash when there is none. */
export function formatMoney(minor: number | null | undefined, currency: string | null | undefined): string {
  if (minor === null || minor === undefined) return '—';
  if (!currency) return formatNumber(minor / 100);
  return currencyFormat(currency).format(toMajor(minor, currency));
}

export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${NUMBER.format(value)}%`;
}
