import { rateToContractCurrency } from './currency';
import { isPercent, isWholeNonNegative, isWholePositive, type Issues } from './issues';
import { multiplyAndRound, percentOf } from './money';
import type { ReturnLine, ReturnRow, RoyaltyContract, RoyaltyPeriod } from './types';

function checkReturn(row: ReturnRow, issues: Issues): boolean {
  const name = `Return ${row.id}`;
  return [
    issues.require(isWholePositive(row.units), `${name}: copies should be a whole number above 0`),
    issues.require(
      isWholeNonNegative(row.unitBaseAmount),
      `${name}: the base per copy should be whole cents`,
    ),
    issues.require(isPercent(row.earnedRatePercent), `${name}: the earned rate should be 0–100%`),
  ].every(Boolean);
}

/**
 * Debit lines for returned copies, at the rate and base they earned at, so that a return takes back
 * exactly what its sale gave (same rounding, opposite sign). Returns do not move the escalators:
 * thresholds count gross copies.
 */
export function returnLines(contract: RoyaltyContract, period: RoyaltyPeriod, issues: Issues): ReturnLine[] {
  const pending = new Map<string, Omit<ReturnLine, 'baseAmount' | 'royalty'>>();
  for (const row of period.returns ?? []) {
    if (!checkReturn(row, issues)) continue;
    const exchangeRate = rateToContractCurrency(
      row.currency,
      contract.currency,
      period.exchangeRates,
      issues,
      `Return ${row.id}`,
    );
    const key = [
      row.format,
      row.channel,
      row.basis,
      row.earnedRatePercent,
      row.currency,
      row.unitBaseAmount,
    ].join('|');
    const source = { rowId: row.id, units: row.units };
    const line = pending.get(key);
    if (line) {
      line.units += row.units;
      line.sources.push(source);
      continue;
    }
    pending.set(key, {
      key,
      format: row.format,
      channel: row.channel,
      basis: row.basis,
      units: row.units,
      currency: row.currency,
      unitBaseAmount: row.unitBaseAmount,
      exchangeRate,
      ratePercent: row.earnedRatePercent,
      sources: [source],
    });
  }
  return [...pending.values()].map((line): ReturnLine => {
    const baseAmount = multiplyAndRound(line.units * line.unitBaseAmount, line.exchangeRate);
    return { ...line, baseAmount, royalty: -percentOf(baseAmount, line.ratePercent) };
  });
}
