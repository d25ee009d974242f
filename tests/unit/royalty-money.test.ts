import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimals, decimal, multiplyAndRound, percentOf, roundHalfUp } from '@/lib/royalties/money';

describe('royalty money arithmetic', () => {
  it('reads a number as the decimal it prints as', () => {
    expect(decimal(12.5)).toEqual({ numerator: 125n, denominator: 10n });
    expect(decimal(0.1)).toEqual({ numerator: 1n, denominator: 10n });
    expect(decimal(1e-7)).toEqual({ numerator: 1n, denominator: 10_000_000n });
    expect(decimal(2e21)).toEqual({ numerator: 2_000_000_000_000_000_000_000n, denominator: 1n });
    expect(decimal(-0.25)).toEqual({ numerator: -25n, denominator: 100n });
    expect(() => decimal(Number.NaN)).toThrow(RangeError);
  });

  it('rounds halves away from zero, so a debit mirrors its credit', () => {
    expect([roundHalfUp(5n, 2n), roundHalfUp(-5n, 2n), roundHalfUp(7n, 3n), roundHalfUp(-7n, 3n)]).toEqual([
      3, -3, 2, -2,
    ]);
    expect([percentOf(1, 50), percentOf(-1, 50), percentOf(3, 50), percentOf(5, 10)]).toEqual([1, -1, 2, 1]);
  });

  it('works on the exact product, where binary floating point would round the wrong way', () => {
    // 100 × 1.005 is 100.49999999999999 in binary: Math.round says 100, the exact 100.5 says 101.
    expect(Math.round(100 * 1.005)).toBe(100);
    expect(multiplyAndRound(100, 1.005)).toBe(101);
    // 12.5% of €19.99 is exactly 2.49875.
    expect(percentOf(1999, 12.5)).toBe(250);
    expect(compareDecimals(0.1 + 0.2, 0.3)).toBe(1);
    expect(compareDecimals(52.5, 52.5)).toBe(0);
  });

  it('refuses amounts beyond what cents can hold exactly', () => {
    expect(() => multiplyAndRound(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });

  it('rounds to the nearest cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, basisPoints) => {
          const rate = basisPoints / 100;
          expect(Math.abs(percentOf(amount, rate) - (amount * rate) / 100)).toBeLessThanOrEqual(0.5 + 1e-6);
          expect(percentOf(-amount, rate)).toBe(-percentOf(amount, rate) || 0);
        },
      ),
    );
  });
});
