import type { Issues } from './issues';

/**
 * The rate that turns an amount in `currency` into the contract currency: 1 for the contract's own,
 * otherwise the period's rate. A missing or unusable rate is an issue rather than a silent 1.
 */
export function rateToContractCurrency(
  currency: string,
  contractCurrency: string,
  rates: Readonly<Record<string, number>> | undefined,
  issues: Issues,
  what: string,
): number {
  if (currency === contractCurrency) return 1;
  const rate = rates && Object.hasOwn(rates, currency) ? rates[currency] : undefined;
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) {
    issues.add(`${what}: no exchange rate from ${currency} to ${contractCurrency} for the period`);
    return 1;
  }
  return rate;
}
