import { and, between, sql } from 'drizzle-orm';
import { decimal, roundHalfUp } from '@/lib/royalties/money';
import type { Tx } from '../db/client';
import { exchangeRates } from '../db/schema';
import type { RoyaltyPeriodDates } from '@/lib/royalties/periods';

/** The firm's base currency: each day stores EUR→X and X→EUR, and cross rates go through it. */
const BASE = 'EUR';

/** Rates carry six decimals: stored on statement lines as they were used, so the figures reproduce. */
const RATE_DECIMALS = 6;
const SCALE = 10n ** BigInt(RATE_DECIMALS);

/** A product of two rates, rounded once to six decimals (half away from zero, as statements round). */
function product(a: number, b: number): number {
  const x = decimal(a);
  const y = decimal(b);
  return roundHalfUp(x.numerator * y.numerator * SCALE, x.denominator * y.denominator) / Number(SCALE);
}

const inverse = (rate: number): number => {
  const exact = decimal(rate);
  return roundHalfUp(exact.denominator * SCALE, exact.numerator) / Number(SCALE);
};

/** Each currency's rate to and from EUR over a period: the average of the days' reference rates. */
export class PeriodRates {
  constructor(
    private readonly toBase: ReadonlyMap<string, number>,
    private readonly fromBase: ReadonlyMap<string, number>,
  ) {}

  /** A currency's rate one way: the day's pair in that direction, else the inverse of the other. */
  private static oneWay(
    currency: string,
    direct: ReadonlyMap<string, number>,
    reverse: ReadonlyMap<string, number>,
  ): number | undefined {
    if (currency === BASE) return 1;
    const rate = direct.get(currency);
    if (rate !== undefined) return rate;
    const other = reverse.get(currency);
    return other === undefined ? undefined : inverse(other);
  }

  /** Units of `to` one unit of `from` was worth; undefined when the period has no rate for either. */
  rate(from: string, to: string): number | undefined {
    if (from === to) return 1;
    const there = PeriodRates.oneWay(from, this.toBase, this.fromBase);
    const back = PeriodRates.oneWay(to, this.fromBase, this.toBase);
    if (there === undefined || back === undefined) return undefined;
    return from === BASE ? back : to === BASE ? there : product(there, back);
  }

  /** The engine's `exchangeRates` for a contract currency: every currency the period has a rate for. */
  into(currency: string): Record<string, number> {
    const rates: Record<string, number> = {};
    for (const other of new Set([BASE, ...this.toBase.keys(), ...this.fromBase.keys()])) {
      const rate = other === currency ? undefined : this.rate(other, currency);
      if (rate !== undefined) rates[other] = rate;
    }
    return rates;
  }
}

/** The period's rates from the daily reference rates (the currencies and exchange-rates tables). */
export async function periodRates(tx: Tx, period: RoyaltyPeriodDates): Promise<PeriodRates> {
  const rows = await tx
    .select({
      from: exchangeRates.fromCurrency,
      to: exchangeRates.toCurrency,
      rate: sql<string>`round(avg(${exchangeRates.rate}), ${sql.raw(String(RATE_DECIMALS))})::text`,
    })
    .from(exchangeRates)
    .where(
      and(
        between(exchangeRates.rateDate, period.periodStart, period.periodEnd),
        sql`(${exchangeRates.fromCurrency} = ${BASE} or ${exchangeRates.toCurrency} = ${BASE})`,
      ),
    )
    .groupBy(exchangeRates.fromCurrency, exchangeRates.toCurrency);
  const toBase = new Map<string, number>();
  const fromBase = new Map<string, number>();
  for (const row of rows) {
    if (row.to === BASE) toBase.set(row.from, Number(row.rate));
    else fromBase.set(row.to, Number(row.rate));
  }
  return new PeriodRates(toBase, fromBase);
}
