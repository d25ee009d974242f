import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { identity, versioned } from './columns';

/** ISO 4217 currencies; the code is the key every money column refers to. */
export const currencies = pgTable(
  'currencies',
  {
    code: char({ length: 3 }).primaryKey(),
    name: text().notNull(),
    symbol: text().notNull(),
    /** Digits after the decimal point: 2 for EUR, USD and GBP, 0 for JPY. */
    minorUnits: smallint().notNull().default(2),
    active: boolean().notNull().default(true),
    ...versioned(),
  },
  (t) => [
    check('currencies_code_check', sql`${t.code} ~ '^[A-Z]{3}$'`),
    check('currencies_minor_units_check', sql`${t.minorUnits} between 0 and 4`),
  ],
);

export const currencyCode = () =>
  char({ length: 3 }).references(() => currencies.code, { onDelete: 'restrict' });

/**
 * Daily reference rates: 1 unit of `fromCurrency` = `rate` units of `toCurrency`. The firm's base
 * currency is EUR; each day holds EUR→X and its inverse X→EUR, and a cross rate (USD→GBP) goes through EUR.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: identity(),
    rateDate: date({ mode: 'string' }).notNull(),
    fromCurrency: currencyCode().notNull(),
    toCurrency: currencyCode().notNull(),
    rate: numeric({ precision: 18, scale: 8 }).notNull(),
    source: text().notNull().default('ECB'),
    ...versioned(),
  },
  (t) => [
    unique().on(t.rateDate, t.fromCurrency, t.toCurrency),
    index().on(t.fromCurrency, t.toCurrency, t.rateDate),
    index().on(t.toCurrency),
    // Each sort of the list, by its value then the id (upstream/resources/list.ts, listOrder).
    index('exchange_rates_rate_date_sort_index').on(t.rateDate, t.id),
    index('exchange_rates_created_at_sort_index').on(t.createdAt, t.id),
    index('exchange_rates_updated_at_sort_index').on(t.updatedAt, t.id),
    check('exchange_rates_rate_check', sql`${t.rate} > 0`),
    check('exchange_rates_pair_check', sql`${t.fromCurrency} <> ${t.toCurrency}`),
  ],
);
