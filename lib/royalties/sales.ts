import type { PublicationFormat } from '@/lib/contract/enums';
import { rateToContractCurrency } from './currency';
import { isPercent, isWholeNonNegative, isWholePositive, type Issues } from './issues';
import { multiplyAndRound, percentOf } from './money';
import { countsTowardEscalator, findTerm, isHighDiscount, tierSlices, type RoyaltyTerm } from './terms';
import type { RoyaltyContract, RoyaltyPeriod, RoyaltyState, SaleRow, SalesLine } from './types';

/** The copies of one row that earn at one rate. */
type Chunk = Pick<
  SalesLine,
  'termId' | 'rule' | 'tier' | 'basis' | 'unitBaseAmount' | 'ratePercent' | 'units'
>;
type Pending = Omit<SalesLine, 'baseAmount' | 'royalty'>;

function checkSale(row: SaleRow, issues: Issues): boolean {
  const name = `Sale ${row.id}`;
  return [
    issues.require(isWholePositive(row.units), `${name}: copies should be a whole number above 0`),
    issues.require(isWholeNonNegative(row.unitListPrice), `${name}: the list price should be whole cents`),
    issues.require(isWholeNonNegative(row.unitNetReceipts), `${name}: net receipts should be whole cents`),
    issues.require(isPercent(row.discountPercent), `${name}: the discount should be 0–100%`),
  ].every(Boolean);
}

/** How the copies of one row earn: all at the high-discount rate, or tier by tier of the escalator. */
function chunksOf(row: SaleRow, term: RoyaltyTerm, unitsBefore: number): Chunk[] {
  if (term.highDiscount && isHighDiscount(term, row.discountPercent)) {
    return [
      {
        termId: term.id,
        rule: 'high_discount',
        tier: null,
        basis: 'net_receipts',
        unitBaseAmount: row.unitNetReceipts,
        ratePercent: term.highDiscount.ratePercent,
        units: row.units,
      },
    ];
  }
  return tierSlices(term.tiers, unitsBefore, row.units).map((slice): Chunk => ({
    termId: term.id,
    rule: 'escalator',
    tier: { index: slice.tierIndex, ...slice.tier },
    basis: term.basis,
    unitBaseAmount: term.basis === 'list_price' ? row.unitListPrice : row.unitNetReceipts,
    ratePercent: slice.tier.ratePercent,
    units: slice.units,
  }));
}

/**
 * Royalty lines for the period's sales, and where each format's escalator stands after them. Rows are
 * taken in the order given (the caller sorts them by date), so the copy that crosses a threshold is
 * the one that was sold when it was crossed; a row that crosses one is split across the tiers. Rows
 * that share every figure but their copies make one line, which lists them as its sources.
 */
export function salesLines(
  contract: RoyaltyContract,
  period: RoyaltyPeriod,
  state: RoyaltyState,
  issues: Issues,
): { lines: SalesLine[]; escalatorUnits: Partial<Record<PublicationFormat, number>> } {
  const escalatorUnits = { ...state.escalatorUnits };
  const pending = new Map<string, Pending>();

  for (const row of period.sales) {
    if (!checkSale(row, issues)) continue;
    const term = findTerm(contract.terms, row.format, row.channel);
    if (!term) {
      issues.add(`Sale ${row.id}: no royalty term for ${row.format} sold via ${row.channel}`);
      continue;
    }
    const exchangeRate = rateToContractCurrency(
      row.currency,
      contract.currency,
      period.exchangeRates,
      issues,
      `Sale ${row.id}`,
    );
    const before = escalatorUnits[row.format] ?? 0;
    const chunks = chunksOf(row, term, before);
    for (const chunk of chunks) {
      const key = [
        row.format,
        row.channel,
        chunk.termId,
        chunk.rule,
        chunk.tier?.index ?? '-',
        row.currency,
        chunk.unitBaseAmount,
      ].join('|');
      const source = { rowId: row.id, units: chunk.units };
      const line = pending.get(key);
      if (line) {
        line.units += chunk.units;
        line.sources.push(source);
      } else {
        const { format, channel, currency } = row;
        pending.set(key, { key, format, channel, currency, exchangeRate, ...chunk, sources: [source] });
      }
    }
    const underEscalator = chunks.some((chunk) => chunk.rule === 'escalator');
    if (underEscalator && countsTowardEscalator(term)) escalatorUnits[row.format] = before + row.units;
  }

  const lines = [...pending.values()].map((line): SalesLine => {
    const baseAmount = multiplyAndRound(line.units * line.unitBaseAmount, line.exchangeRate);
    return { ...line, baseAmount, royalty: percentOf(baseAmount, line.ratePercent) };
  });
  return { lines, escalatorUnits };
}
