import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeRoyaltyStatement,
  initialRoyaltyState,
  sharesAddUp,
  splitAmount,
  splitStatement,
  type PayeeStatement,
  type RoyaltyContract,
  type RoyaltyStatement,
} from '@/lib/royalties/engine';
import { WORKED_HARDBACK } from '../support/royalty-terms';

const shares = (...percents: number[]) =>
  percents.map((sharePercent, index) => ({ payeeId: `payee-${index + 1}`, sharePercent }));

describe('sharesAddUp', () => {
  it('accepts shares that total exactly 100, decimals included', () => {
    expect(sharesAddUp(shares(100))).toBe(true);
    expect(sharesAddUp(shares(50, 50))).toBe(true);
    // 33.33 + 33.33 + 33.34 is 99.99999999999999 in binary floating point.
    expect(sharesAddUp(shares(33.33, 33.33, 33.34))).toBe(true);
    expect(sharesAddUp(shares(0.1, 0.2, 99.7))).toBe(true);
    expect(sharesAddUp(shares(60, 40, 0))).toBe(true);
  });

  it('refuses shares that do not', () => {
    expect(sharesAddUp([])).toBe(false);
    expect(sharesAddUp(shares(50, 49.99))).toBe(false);
    expect(sharesAddUp(shares(60, 50))).toBe(false);
    expect(sharesAddUp(shares(33.33, 33.33, 33.33))).toBe(false);
    expect(sharesAddUp(shares(110, -10))).toBe(false);
    expect(sharesAddUp(shares(Number.NaN, 100))).toBe(false);
  });
});

describe('splitAmount (largest remainder)', () => {
  it('gives the odd cents to the largest remainders, the earlier payee on a tie', () => {
    expect(splitAmount(100, [33.33, 33.33, 33.34])).toEqual([33, 33, 34]);
    expect(splitAmount(10, [33.33, 33.33, 33.34])).toEqual([3, 3, 4]);
    expect(splitAmount(2, [33.33, 33.33, 33.34])).toEqual([1, 0, 1]);
    expect(splitAmount(1, [50, 50])).toEqual([1, 0]);
    expect(splitAmount(101, [50, 50])).toEqual([51, 50]);
    expect(splitAmount(12_345, [70, 20, 10])).toEqual([8_642, 2_469, 1_234]);
  });

  it('splits a negative balance like a positive one, and zero into zeros', () => {
    expect(splitAmount(-281_751, [50, 50])).toEqual([-140_876, -140_875]);
    expect(splitAmount(-1, [50, 50])).toEqual([-1, 0]);
    expect(splitAmount(0, [50, 50])).toEqual([0, 0]);
  });

  it('refuses shares that do not total 100 and amounts that are not whole cents', () => {
    expect(() => splitAmount(100, [50, 40])).toThrow(RangeError);
    expect(() => splitAmount(1.5, [100])).toThrow(RangeError);
  });

  it('always adds up exactly, each part within a cent of its exact share', () => {
    const sharesThatAddUp = fc
      .array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 6 })
      .filter((weights) => weights.some((weight) => weight > 0))
      .map((weights) => {
        // Basis points that total exactly 10,000, the last payee taking what is left.
        const total = weights.reduce((sum, weight) => sum + weight, 0);
        const points = weights.map((weight) => Math.floor((weight * 10_000) / total));
        points[points.length - 1] =
          (points.at(-1) ?? 0) + 10_000 - points.reduce((sum, point) => sum + point, 0);
        return points.map((point) => point / 100);
      });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), sharesThatAddUp, (amount, percents) => {
        const parts = splitAmount(amount, percents);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount);
        parts.forEach((part, index) => {
          expect(Math.abs(part - (amount * (percents[index] ?? 0)) / 100)).toBeLessThan(1 + 1e-3);
        });
      }),
    );
  });
});

describe('splitStatement', () => {
  const contract: RoyaltyContract = {
    currency: 'EUR',
    // Its sales are below the high-discount threshold.
    terms: [WORKED_HARDBACK],
    subsidiaryShares: { translation: 50 },
    reservePercent: 15,
  };
  const statement = computeRoyaltyStatement(
    contract,
    {
      id: 'P2',
      sales: [
        {
          id: 's',
          format: 'BB',
          channel: 'trade',
          units: 2001,
          currency: 'EUR',
          unitListPrice: 1999,
          unitNetReceipts: 1100,
          discountPercent: 45,
        },
      ],
      returns: [
        {
          id: 'r',
          format: 'BB',
          channel: 'trade',
          units: 7,
          currency: 'EUR',
          basis: 'list_price',
          unitBaseAmount: 1999,
          earnedRatePercent: 10,
        },
      ],
      subsidiaryIncome: [{ id: 't', right: 'translation', amount: 100_001, currency: 'EUR' }],
      advancePaid: 1_001,
    },
    {
      balance: -281_751,
      escalatorUnits: { BB: 4000 },
      reserves: [{ periodId: 'P1', amount: 126_751, periodsLeft: 1 }],
    },
  );

  const moneyFields = [
    'openingBalance',
    'salesTotal',
    'returnsTotal',
    'netEarnings',
    'subsidiaryTotal',
    'reserveHeld',
    'reserveReleased',
    'advancePaid',
    'credit',
    'closingBalance',
    'payable',
    'carriedForward',
  ] as const;
  const sumOf = (parts: PayeeStatement[], pick: (part: PayeeStatement) => number) =>
    parts.reduce((sum, part) => sum + pick(part), 0);
  const expectConsistent = (payee: PayeeStatement | RoyaltyStatement) => {
    expect(payee.netEarnings).toBe(payee.salesTotal + payee.returnsTotal);
    expect(payee.credit).toBe(
      payee.netEarnings - payee.reserveHeld + payee.reserveReleased + payee.subsidiaryTotal,
    );
    expect(payee.closingBalance).toBe(payee.openingBalance - payee.advancePaid + payee.credit);
    expect(payee.carriedForward).toBe(payee.closingBalance - payee.payable);
    expect(payee.salesTotal).toBe(payee.sales.reduce((sum, line) => sum + line.royalty, 0));
  };

  it('gives every payee their share of every figure, adding up to the contract’s to the cent', () => {
    expect(statement.payable).toBeGreaterThan(0);
    expectConsistent(statement);
    const parts = splitStatement(statement, shares(33.33, 33.33, 33.34));
    expect(parts.map((part) => part.payeeId)).toEqual(['payee-1', 'payee-2', 'payee-3']);
    for (const field of moneyFields) expect(sumOf(parts, (part) => part[field])).toBe(statement[field]);
    statement.sales.forEach((line, index) => {
      expect(sumOf(parts, (part) => part.sales[index]?.royalty ?? 0)).toBe(line.royalty);
    });
    expect(sumOf(parts, (part) => part.returns[0]?.royalty ?? 0)).toBe(statement.returns[0]?.royalty);
    expect(sumOf(parts, (part) => part.subsidiary[0]?.royalty ?? 0)).toBe(statement.subsidiary[0]?.royalty);
    for (const part of parts) {
      expectConsistent(part);
      expect(part.payable).toBe(part.closingBalance);
      // Copies and bases stay the contract's; only money is shared.
      expect(part.sales.map((line) => [line.units, line.baseAmount])).toEqual(
        statement.sales.map((line) => [line.units, line.baseAmount]),
      );
    }
  });

  it('splits odd cents by largest remainder', () => {
    // The tier-2 line: 1,001 copies × €19.99 × 12.5% = €2,501.24875 → 250,125 cents. 33.33% of it is
    // 83,366.666…, 33.34% is 83,391.675: the 2 cents left over go to the third payee (.675), then the first.
    const parts = splitStatement(statement, shares(33.33, 33.33, 33.34));
    expect(statement.sales[1]?.royalty).toBe(250_125);
    expect(parts.map((part) => part.sales[1]?.royalty)).toEqual([83_367, 83_366, 83_392]);
    expect(parts.map((part) => part.reserveReleased)).toEqual([42_246, 42_246, 42_259]);
  });

  it('pays nobody when the contract’s statement pays nothing', () => {
    const unpaid = computeRoyaltyStatement(
      { ...contract, minimumPayment: 10_000_000 },
      { id: 'P', sales: [] },
      { ...initialRoyaltyState(), balance: 5_001 },
    );
    const parts = splitStatement(unpaid, shares(50, 50));
    expect(parts.map((part) => [part.closingBalance, part.payable, part.carriedForward])).toEqual([
      [2_501, 0, 2_501],
      [2_500, 0, 2_500],
    ]);
  });

  it('refuses shares that do not add up', () => {
    expect(() => splitStatement(statement, shares(50, 49))).toThrow('total exactly 100%');
  });
});
