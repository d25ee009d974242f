import { sql, type SQL } from 'drizzle-orm';
import { z } from '@hono/zod-openapi';
import { rateUsedSchema, type RateUsed } from '@/lib/contract/exchange-rates';
import type { Tx } from '../db/client';

/*
 * The one rule for converting money: a transaction is valued at the reference rate of its own date,
 * the latest rate on or before that day (a weekend's order takes Friday's fixing). Rates are kept
 * against the base currency EUR in either direction; a cross rate (USD→GBP) goes through EUR. Every
 * conversion names the rate it used, so a figure can be traced back to an exchange-rate record.
 */

export const BASE_CURRENCY = 'EUR';

/**
 * The latest rate between `currency` and EUR on or before `day`, as one row (id, rate_date,
 * from_currency, to_currency, rate, to_euro): the pair stored in either direction, the direct one
 * preferred on the same day. Each branch walks the (from, to, rate_date) index backwards.
 */
function latestEuroRate(currency: SQL, day: SQL): SQL {
  const branch = (from: SQL, to: SQL, toEuro: SQL, inverted: boolean) => sql`(
    select r.id, r.rate_date, r.from_currency, r.to_currency, r.rate, ${toEuro} as to_euro, ${inverted} as inverted
    from exchange_rates r
    where r.from_currency = ${from} and r.to_currency = ${to} and r.rate_date <= ${day}
    order by r.rate_date desc limit 1)`;
  return sql`select x.* from (
    ${branch(currency, sql`'EUR'`, sql`r.rate`, false)}
    union all
    ${branch(sql`'EUR'`, currency, sql`1 / r.rate`, true)}
  ) x order by x.rate_date desc, x.inverted limit 1`;
}

/**
 * Euro cents one minor unit of `currency` was worth on `day`: the rate, scaled by the currency's own
 * minor units (a yen has none, so one yen is a hundred times a cent's share of the rate). 1 for EUR,
 * null when no rate is known by then. A currency the firm does not keep is taken to have cents.
 */
export function euroFactorOn(currency: SQL, day: SQL): SQL<string | null> {
  return sql<string | null>`(case when ${currency} = 'EUR' then 1::numeric
    else (select l.to_euro from (${latestEuroRate(currency, day)}) l)
      * coalesce((select power(10::numeric, 2 - c.minor_units) from currencies c where c.code = ${currency}), 1)
    end)`;
}

/**
 * The rows of `source` (a query with a `currency` column and a day column of the given name), each with
 * its `euro_factor`, worked out once per currency and day rather than once per row: how many rows convert.
 * `f` is materialized because, inlined, the planner evaluates the rate look-up after the join, per row.
 */
export function withEuroFactors(source: SQL, dayColumn: string): SQL {
  const day = sql.identifier(dayColumn);
  return sql`with s as (${source}),
    f as materialized (
      select d.currency, d.${day}, ${euroFactorOn(sql`d.currency`, sql`d.${day}`)} as euro_factor
      from (select distinct currency, ${day} from s) d)
    select s.*, f.euro_factor from s join f on f.currency = s.currency and f.${day} = s.${day}`;
}

/** An amount in minor units converted to euro cents at the rate of `day`, rounded to the cent. */
export function inEurosOn(amount: SQL, currency: SQL, day: SQL): SQL<number | null> {
  // float8 is exact for whole numbers of cents up to 2^53, and both drivers answer it as a number.
  return sql<number | null>`round(${amount} * ${euroFactorOn(currency, day)})::float8`;
}

/** The exchange-rate record `euroFactorOn` uses for `currency` on `day`, as JSON; null for EUR or none. */
export function euroRateUsedOn(currency: SQL, day: SQL): SQL<RateUsed | null> {
  return sql<RateUsed | null>`(case when ${currency} = 'EUR' then null else (
    select json_build_object('exchangeRateId', l.id, 'rateDate', l.rate_date, 'fromCurrency', l.from_currency,
      'toCurrency', l.to_currency, 'rate', l.rate::text, 'toEuro', round(l.to_euro, 8)::text)
    from (${latestEuroRate(currency, day)}) l) end)`;
}

export interface Conversion {
  from: string;
  to: string;
  day: string;
  /** Units of `to` one unit of `from` was worth, to eight decimals. */
  rate: string;
  /** The records used: none between equal currencies, one to or from EUR, two for a cross rate. */
  rates: RateUsed[];
}

const conversionRows = z.object({
  rows: z.array(
    z.object({
      there: rateUsedSchema.nullable(),
      back: rateUsedSchema.nullable(),
      rate: z.string().nullable(),
    }),
  ),
});

/** The rate from one currency to another on a transaction's day, with the records it came from; null if unknown. */
export async function rateOn(tx: Tx, from: string, to: string, day: string): Promise<Conversion | null> {
  if (from === to) return { from, to, day, rate: '1.00000000', rates: [] };
  const [there, back, on] = [sql`${from}::text`, sql`${to}::text`, sql`${day}::date`];
  const result = await tx.execute(sql`
    select ${euroRateUsedOn(there, on)} as there, ${euroRateUsedOn(back, on)} as back,
      round(${euroFactorOn(there, on)} / nullif(${euroFactorOn(back, on)}, 0), 8)::text as rate`);
  const [row] = conversionRows.parse(result).rows;
  if (!row || row.rate === null) return null;
  return { from, to, day, rate: row.rate, rates: [row.there, row.back].filter((entry) => entry !== null) };
}
