/** How the dashboard writes its figures: British English, money from minor units, a dash for "nothing to measure". */

const LOCALE = 'en-GB';
export const DASH = '—';

const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const compact = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });
const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Minor units (cents, pence) of EUR, USD or GBP with the currency's symbol: €, $, £. */
export function formatMoney(minorUnits: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    moneyFormats.set(currency, format);
  }
  return format.format(minorUnits / 100);
}

export function formatCount(value: number): string {
  return integer.format(value);
}

export function formatCompact(value: number): string {
  return compact.format(value);
}

export function formatPercent(value: number | null, decimals = 1): string {
  if (value === null) return DASH;
  return `${value.toLocaleString(LOCALE, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}%`;
}

/** Spec 2.8: the change from last month carries a plus sign at zero or above. */
export function formatChange(value: number): string {
  return `${value >= 0 ? '+' : ''}${oneDecimal.format(value)}%`;
}

export function formatDays(value: number | null): string {
  if (value === null) return DASH;
  return `${oneDecimal.format(value)} ${value === 1 ? 'day' : 'days'}`;
}

export function formatDecimal(value: number | null): string {
  return value === null ? DASH : oneDecimal.format(value);
}

export function formatDate(iso: string | null): string {
  if (!iso) return DASH;
  return dateFormat.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
