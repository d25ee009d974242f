/**
 * The royalty engine: one statement of one contract (or one payee's contract) for one accounting
 * period, from the contract's terms, the period's rows and the state the previous statement left.
 * Pure and free of zod, React and the database, so the browser can run it too.
 *
 * Money is integer cents; every line is rounded once, half away from zero (see `money.ts`), and every
 * total is the sum of its rounded lines, so the statement adds up to the cent as printed.
 */
import type { PublicationFormat } from '@/lib/contract/enums';
import { isPercent, Issues } from './issues';
import { moveReserves } from './reserve';
import { returnLines } from './returns';
import { salesLines } from './sales';
import { subsidiaryLines } from './subsidiary';
import { checkTerms } from './terms';
import type { RoyaltyContract, RoyaltyPeriod, RoyaltyState, RoyaltyStatement } from './types';

export { RoyaltyInputError } from './issues';
export { sharesAddUp, splitAmount, splitStatement, type PayeeShare, type PayeeStatement } from './shares';
export {
  checkTerms,
  countsTowardEscalator,
  findTerm,
  isHighDiscount,
  tierSlices,
  tiersFromSteps,
  type HighDiscountRule,
  type RateTier,
  type RoyaltyTerm,
  type TierSlice,
} from './terms';
export type * from './types';

const total = (lines: readonly { royalty: number }[]) => lines.reduce((sum, line) => sum + line.royalty, 0);

/** The state before a contract's first statement: the advance paid so far is still to be earned. */
export function initialRoyaltyState(
  advancePaid = 0,
  escalatorUnits: Partial<Record<PublicationFormat, number>> = {},
): RoyaltyState {
  return { balance: -advancePaid, escalatorUnits, reserves: [] };
}

function checkContractAndState(
  contract: RoyaltyContract,
  period: RoyaltyPeriod,
  state: RoyaltyState,
  issues: Issues,
) {
  for (const issue of checkTerms(contract.terms)) issues.add(issue);
  issues.require(isPercent(contract.reservePercent), 'The reserve should be 0–100%');
  const minimum = contract.minimumPayment ?? 0;
  issues.require(Number.isSafeInteger(minimum) && minimum >= 0, 'The minimum payment should be whole cents');
  for (const [right, share] of Object.entries(contract.subsidiaryShares)) {
    issues.require(
      share !== undefined && isPercent(share),
      `The author's share of ${right} should be 0–100%`,
    );
  }
  const advance = period.advancePaid ?? 0;
  issues.require(Number.isSafeInteger(advance) && advance >= 0, 'The advance paid should be whole cents');
  issues.require(Number.isSafeInteger(state.balance), 'The opening balance should be whole cents');
  for (const held of state.reserves) {
    issues.require(
      Number.isSafeInteger(held.amount) && Number.isSafeInteger(held.periodsLeft),
      `The reserve held in ${held.periodId} should be whole cents`,
    );
  }
}

/**
 * Draws the statement. Throws `RoyaltyInputError` listing every problem when the inputs cannot be
 * read (a sale without a term, a currency without a rate, tiers with gaps…): a statement that is
 * wrong by a silently dropped row is worse than none.
 */
export function computeRoyaltyStatement(
  contract: RoyaltyContract,
  period: RoyaltyPeriod,
  state: RoyaltyState,
): RoyaltyStatement {
  const issues = new Issues();
  checkContractAndState(contract, period, state, issues);
  const sales = salesLines(contract, period, state, issues);
  const returns = returnLines(contract, period, issues);
  const subsidiary = subsidiaryLines(contract, period, issues);
  const salesTotal = total(sales.lines);
  const returnsTotal = total(returns);
  const netEarnings = salesTotal + returnsTotal;
  const reserve = moveReserves(contract, period.id, netEarnings, state.reserves, issues);
  issues.throwIfAny();

  const subsidiaryTotal = total(subsidiary);
  const advancePaid = period.advancePaid ?? 0;
  const credit = netEarnings - reserve.reserveHeld + reserve.reserveReleased + subsidiaryTotal;
  const beforeCredit = state.balance - advancePaid;
  const closingBalance = beforeCredit + credit;
  const minimumPayment = contract.minimumPayment ?? 0;
  // Below the minimum a cheque is not worth its cost: the balance waits for the next statement.
  const payable = closingBalance > 0 && closingBalance >= minimumPayment ? closingBalance : 0;
  const carriedForward = closingBalance - payable;

  return {
    periodId: period.id,
    currency: contract.currency,
    openingBalance: state.balance,
    sales: sales.lines,
    salesTotal,
    returns,
    returnsTotal,
    netEarnings,
    subsidiary,
    subsidiaryTotal,
    reservePercent: contract.reservePercent,
    reserveHeld: reserve.reserveHeld,
    reserveReleased: reserve.reserveReleased,
    reservesReleased: reserve.reservesReleased,
    advancePaid,
    credit,
    advanceRecouped: Math.min(Math.max(credit, 0), Math.max(-beforeCredit, 0)),
    closingBalance,
    minimumPayment,
    payable,
    carriedForward,
    nextState: { balance: carriedForward, escalatorUnits: sales.escalatorUnits, reserves: reserve.reserves },
  };
}
