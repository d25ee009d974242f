/**
 * Exact money arithmetic for royalty statements. Amounts are integer minor units (cents); rates,
 * shares and exchange rates are decimals as people type them (12.5, 33.33, 0.8571).
 *
 * Rounding rule, used by every statement figure: a product is computed exactly (decimals are read as
 * the decimal the number prints as, and multiplied in BigInt, so 12.5% of 19.99 is 2.49875 and not a
 * binary approximation of it) and rounded ONCE to the cent, half-up on the magnitude — that is half
 * away from zero — so that a return debits exactly what the same sale credited.
 */

/** A decimal as an exact fraction; the denominator is a power of ten. */
export interface Decimal {
  numerator: bigint;
  denominator: bigint;
}

/**
 * The decimal a number prints as. `String(x)` gives the shortest text that reads back as the same
 * double, which is the decimal the user typed (0.1 → "0.1", 1e-7 → "1e-7").
 */
export function decimal(value: number): Decimal {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(value));
  if (!match) throw new RangeError(`Cannot read ${value} as a decimal`);
  const [, sign = '', whole = '0', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText) - fraction.length;
  let numerator = BigInt(`${sign}${whole}${fraction}`);
  let denominator = 1n;
  if (exponent >= 0) numerator *= 10n ** BigInt(exponent);
  else denominator = 10n ** BigInt(-exponent);
  return { numerator, denominator };
}

/** numerator / denominator rounded to an integer, halves away from zero. */
export function roundHalfUp(numerator: bigint, denominator: bigint): number {
  if (denominator === 0n) throw new RangeError('Division by zero');
  if (denominator < 0n) return roundHalfUp(-numerator, -denominator);
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  const result = Number(numerator < 0n ? -rounded : rounded);
  if (!Number.isSafeInteger(result)) throw new RangeError('Amount too large to hold in cents');
  return result;
}

/** An integer amount times any number of decimals, rounded once (the rule above). */
export function multiplyAndRound(amount: number, ...factors: readonly number[]): number {
  let numerator = BigInt(amount);
  let denominator = 1n;
  for (const factor of factors) {
    const exact = decimal(factor);
    numerator *= exact.numerator;
    denominator *= exact.denominator;
  }
  return roundHalfUp(numerator, denominator);
}

/** `ratePercent` per cent of an amount in cents, rounded to the cent. */
export function percentOf(amount: number, ratePercent: number): number {
  return multiplyAndRound(amount, ratePercent, 0.01);
}

/** Exact comparison of two decimals: negative, zero or positive like a sort comparator. */
export function compareDecimals(a: number, b: number): number {
  const x = decimal(a);
  const y = decimal(b);
  const difference = x.numerator * y.denominator - y.numerator * x.denominator;
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** Sum of decimals without binary drift (33.33 + 33.33 + 33.34 is exactly 100). */
export function sumDecimals(values: readonly number[]): Decimal {
  let numerator = 0n;
  let denominator = 1n;
  for (const value of values) {
    const exact = decimal(value);
    const common = denominator > exact.denominator ? denominator : exact.denominator;
    // Denominators are powers of ten, so the larger is a multiple of the smaller.
    numerator = numerator * (common / denominator) + exact.numerator * (common / exact.denominator);
    denominator = common;
  }
  return { numerator, denominator };
}
