import type { DateFormat } from './contract/enums';
import { madeOnce } from './made-once';

/*
 * How figures read on every screen, in exports and in mail: one fixed locale and UTC, so that the
 * server's render and the browser's hydration print the same text whatever the machines' settings.
 */
const LOCALE = 'en-GB';
/** What a screen shows where there is nothing to show or measure. */
export const DASH = '—';

const DATE_TIME = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const DATE = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });
const NUMBER = new Intl.NumberFormat(LOCALE);
const ONE_DECIMAL = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const COMPACT = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });
const DAY_AND_TIME = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** An instant (ISO timestamp): "22 Nov 2026, 14:05 UTC". */
export function formatDateTime(iso: string): string {
  return `${DATE_TIME.format(new Date(iso))} UTC`;
}

/** A recent instant, where the year goes without saying: "22 Nov, 14:05". */
export function formatDayAndTime(iso: string): string {
  return DAY_AND_TIME.format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD or a timestamp's day): "22 Nov 2026"; a dash when there is none. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return DASH;
  const day = value.length === 10 ? `${value}T00:00:00Z` : value;
  const date = new Date(day);
  return Number.isNaN(date.getTime()) ? value : DATE.format(date);
}

/**
 * A calendar day as the Display setting asks for it in lists and on record pages: 2026-11-22,
 * 22/11/2026 or 11/22/2026; "22 Nov 2026" where no setting applies.
 */
export function formatDayIn(format: DateFormat | undefined, value: string | null | undefined): string {
  const day = value?.slice(0, 10) ?? '';
  if (!format || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return formatDay(value);
  const [year, month, date] = day.split('-');
  if (format === 'iso') return day;
  return format === 'day_month_year' ? `${date}/${month}/${year}` : `${month}/${date}/${year}`;
}

export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? DASH : NUMBER.format(value);
}

/** Large counts on cards: "12.5K". */
export function formatCompact(value: number): string {
  return COMPACT.format(value);
}

export function formatDecimal(value: number | null): string {
  return value === null ? DASH : ONE_DECIMAL.format(value);
}

export function formatDays(value: number | null): string {
  if (value === null) return DASH;
  return `${ONE_DECIMAL.format(value)} ${value === 1 ? 'day' : 'days'}`;
}

/** Spec 2.8: the change from last month carries a plus sign at zero or above. */
export function formatChange(value: number): string {
  return `${value >= 0 ? '+' : ''}${ONE_DECIMAL.format(value)}%`;
}

/*
 * Building an Intl format, or asking one for its resolved options, costs far more than using it: a list
 * formats some hundred figures per render, so each format is made once and kept.
 */
const currencyFormat = madeOnce(
  (currency: string) =>
    new Intl.NumberFormat(LOCALE, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }),
);

/** Digits after the decimal point of a currency (2 for EUR, 0 for JPY), as ISO 4217 gives them. */
export const minorDigits = madeOnce(
  (currency: string) => currencyFormat(currency).resolvedOptions().maximumFractionDigits ?? 2,
);

/** Integer minor units (cents) → major units (euros). */
export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/** Major units as typed (12.5) → integer minor units (1250). */
export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** minorDigits(currency));
}

/** An amount in minor units: "€12.50", "$3.00"; a dash when there is none. */
export function formatMoney(minor: number | null | undefined, currency: string | null | undefined): string {
  if (minor === null || minor === undefined) return DASH;
  if (!currency) return formatNumber(minor / 100);
  return currencyFormat(currency).format(toMajor(minor, currency));
}

/** Keyed by the number of decimals, negative when they are not fixed. */
const percentFormat = madeOnce(
  (key: number) =>
    new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: Math.max(key, 0),
      maximumFractionDigits: Math.abs(key),
    }),
);

/**
 * A percentage: "12.0%" with a fixed number of decimals (figures compared side by side), or with up to
 * that many when `fixed` is false ("15%", "12.25%": a rate someone typed).
 */
export function formatPercent(value: number | null | undefined, decimals = 1, fixed = true): string {
  if (value === null || value === undefined) return DASH;
  return `${percentFormat(fixed ? decimals : -decimals).format(value)}%`;
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

const byteFormat = madeOnce(
  (unit: number) =>
    new Intl.NumberFormat(LOCALE, {
      style: 'unit',
      unit: BYTE_UNITS[unit],
      unitDisplay: unit === 0 ? 'long' : 'short',
      maximumFractionDigits: unit < 2 ? 0 : 1,
    }),
);

/** A file's size as people read it: 812 byte, 14 kB, 2.4 MB (powers of 1,024, as file managers count). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return byteFormat(unit).format(value);
}
