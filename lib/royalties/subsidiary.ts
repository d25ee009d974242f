import { rateToContractCurrency } from './currency';
import { isWholeNonNegative, type Issues } from './issues';
import { multiplyAndRound, percentOf } from './money';
import type { RoyaltyContract, RoyaltyPeriod, SubsidiaryLine } from './types';

/**
 * The author's share of each licence income received in the period, one line per row. The income is
 * converted first and the share taken of the converted amount, each rounded once, so that the line
 * reads true on its own (base × share = royalty).
 */
export function subsidiaryLines(
  contract: RoyaltyContract,
  period: RoyaltyPeriod,
  issues: Issues,
): SubsidiaryLine[] {
  const lines: SubsidiaryLine[] = [];
  for (const row of period.subsidiaryIncome ?? []) {
    const name = `Subsidiary income ${row.id}`;
    const sharePercent = contract.subsidiaryShares[row.right];
    const known = issues.require(
      sharePercent !== undefined,
      `${name}: the contract gives the author no share of ${row.right}`,
    );
    const whole = issues.require(isWholeNonNegative(row.amount), `${name}: the amount should be whole cents`);
    if (!known || !whole || sharePercent === undefined) continue;
    const exchangeRate = rateToContractCurrency(
      row.currency,
      contract.currency,
      period.exchangeRates,
      issues,
      name,
    );
    const baseAmount = multiplyAndRound(row.amount, exchangeRate);
    lines.push({
      rowId: row.id,
      right: row.right,
      description: row.description ?? null,
      currency: row.currency,
      amountReceived: row.amount,
      exchangeRate,
      baseAmount,
      sharePercent,
      royalty: percentOf(baseAmount, sharePercent),
    });
  }
  return lines;
}
