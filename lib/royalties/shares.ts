import { isPercent } from './issues';
import { decimal, sumDecimals } from './money';
import type { RoyaltyStatement } from './types';

/** One payee of a contract and their share of its royalties, in per cent. */
export interface PayeeShare {
  payeeId: string;
  sharePercent: number;
}

/** A payee's part of a contract's statement; every amount is theirs, copies and bases the contract's. */
export interface PayeeStatement extends Omit<RoyaltyStatement, 'nextState'> {
  payeeId: string;
  sharePercent: number;
}

const HUNDRED_PERCENT = 100n;

/** Whether the shares are each 0–100% and total exactly 100 (decimally: 33.33 + 33.33 + 33.34 does). */
export function sharesAddUp(shares: readonly PayeeShare[]): boolean {
  if (shares.length === 0 || !shares.every((share) => isPercent(share.sharePercent))) return false;
  const sum = sumDecimals(shares.map((share) => share.sharePercent));
  return sum.numerator === HUNDRED_PERCENT * sum.denominator;
}

/**
 * Splits an amount of cents by percentages that total 100, so that the parts add up to the amount
 * exactly: each part is its exact share rounded down (in magnitude), and the cents left over go one
 * each to the largest remainders — the earlier payee first when remainders tie, so that the split is
 * the same every time it is drawn.
 */
export function splitAmount(amount: number, percents: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount)) throw new RangeError('The amount to split should be whole cents');
  const shares = percents.map((sharePercent, index) => ({ payeeId: String(index), sharePercent }));
  if (!sharesAddUp(shares)) throw new RangeError('The shares should total exactly 100%');
  const exact = percents.map(decimal);
  const denominator = exact.reduce((max, share) => (share.denominator > max ? share.denominator : max), 1n);
  // Powers of ten, so every share is a whole number of the largest denominator.
  const weights = exact.map((share) => share.numerator * (denominator / share.denominator));
  const whole = HUNDRED_PERCENT * denominator;
  const magnitude = BigInt(Math.abs(amount));
  const parts = weights.map((weight) => ({
    cents: (magnitude * weight) / whole,
    remainder: (magnitude * weight) % whole,
  }));
  let leftover = magnitude - parts.reduce((sum, part) => sum + part.cents, 0n);
  const order = parts
    .map((part, index) => ({ index, remainder: part.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (leftover === 0n) break;
    const part = parts[index];
    if (part) part.cents += 1n;
    leftover -= 1n;
  }
  const sign = amount < 0 ? -1 : 1;
  // `|| 0` turns the −0 of a negative amount's empty part into 0.
  return parts.map((part) => sign * Number(part.cents) || 0);
}

/**
 * Splits a contract's statement among its payees. Every amount — each line's royalty, the reserve
 * held, each released reserve, the opening balance, the advance paid — is split by `splitAmount`, so
 * the payees' figures add up to the contract's to the cent; each payee's totals, credit and closing
 * balance are then summed from their own parts, so each payee's statement adds up on its own too.
 * Whether anything is paid was decided once, for the contract (its minimum payment): a payee is paid
 * their closing balance when the contract's statement pays, and nothing otherwise.
 */
export function splitStatement(statement: RoyaltyStatement, shares: readonly PayeeShare[]): PayeeStatement[] {
  if (!sharesAddUp(shares)) throw new RangeError('The payees’ shares should total exactly 100%');
  const percents = shares.map((share) => share.sharePercent);
  const partsOf = (amount: number) => splitAmount(amount, percents);
  const at = (parts: readonly number[], index: number) => parts[index] ?? 0;
  const sumOf = (lines: readonly { royalty: number }[]) => lines.reduce((sum, line) => sum + line.royalty, 0);

  const salesParts = statement.sales.map((line) => partsOf(line.royalty));
  const returnParts = statement.returns.map((line) => partsOf(line.royalty));
  const subsidiaryParts = statement.subsidiary.map((line) => partsOf(line.royalty));
  const releasedParts = statement.reservesReleased.map((entry) => partsOf(entry.amount));
  const heldParts = partsOf(statement.reserveHeld);
  const openingParts = partsOf(statement.openingBalance);
  const advanceParts = partsOf(statement.advancePaid);
  const { nextState: _contractState, ...contractFigures } = statement;

  return shares.map((share, index): PayeeStatement => {
    const sales = statement.sales.map((line, row) => ({
      ...line,
      royalty: at(salesParts[row] ?? [], index),
    }));
    const returns = statement.returns.map((line, row) => ({
      ...line,
      royalty: at(returnParts[row] ?? [], index),
    }));
    const subsidiary = statement.subsidiary.map((line, row) => ({
      ...line,
      royalty: at(subsidiaryParts[row] ?? [], index),
    }));
    const reservesReleased = statement.reservesReleased.map((entry, row) => ({
      periodId: entry.periodId,
      amount: at(releasedParts[row] ?? [], index),
    }));
    const salesTotal = sumOf(sales);
    const returnsTotal = sumOf(returns);
    const netEarnings = salesTotal + returnsTotal;
    const subsidiaryTotal = sumOf(subsidiary);
    const reserveHeld = at(heldParts, index);
    const reserveReleased = reservesReleased.reduce((sum, entry) => sum + entry.amount, 0);
    const openingBalance = at(openingParts, index);
    const advancePaid = at(advanceParts, index);
    const credit = netEarnings - reserveHeld + reserveReleased + subsidiaryTotal;
    const beforeCredit = openingBalance - advancePaid;
    const closingBalance = beforeCredit + credit;
    const payable = statement.payable > 0 ? Math.max(closingBalance, 0) : 0;
    return {
      ...contractFigures,
      payeeId: share.payeeId,
      sharePercent: share.sharePercent,
      openingBalance,
      sales,
      salesTotal,
      returns,
      returnsTotal,
      netEarnings,
      subsidiary,
      subsidiaryTotal,
      reserveHeld,
      reserveReleased,
      reservesReleased,
      advancePaid,
      credit,
      advanceRecouped: Math.min(Math.max(credit, 0), Math.max(-beforeCredit, 0)),
      closingBalance,
      payable,
      carriedForward: closingBalance - payable,
    };
  });
}
