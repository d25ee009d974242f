import type { Issues } from './issues';
import { percentOf } from './money';
import type { HeldReserve, RoyaltyContract } from './types';

export interface ReserveMovement {
  reserveHeld: number;
  reserveReleased: number;
  reservesReleased: { periodId: string; amount: number }[];
  reserves: HeldReserve[];
}

/**
 * Holds the contract's percentage of the period's net earnings against returns still to come, and
 * releases in full what earlier periods held once their time is up. Nothing is held on a loss: the
 * returns have already been debited. Subsidiary income is not held, as licences are not returned.
 */
export function moveReserves(
  contract: RoyaltyContract,
  periodId: string,
  netEarnings: number,
  carried: readonly HeldReserve[],
  issues: Issues,
): ReserveMovement {
  const releaseAfter = contract.reserveReleaseAfterPeriods ?? 1;
  issues.require(
    Number.isSafeInteger(releaseAfter) && releaseAfter >= 1,
    'The reserve should be released after one period or more',
  );
  const reservesReleased: ReserveMovement['reservesReleased'] = [];
  const reserves: HeldReserve[] = [];
  for (const held of carried) {
    if (held.periodsLeft <= 1) reservesReleased.push({ periodId: held.periodId, amount: held.amount });
    else reserves.push({ ...held, periodsLeft: held.periodsLeft - 1 });
  }
  const reserveHeld = netEarnings > 0 ? percentOf(netEarnings, contract.reservePercent) : 0;
  if (reserveHeld > 0) reserves.push({ periodId, amount: reserveHeld, periodsLeft: releaseAfter });
  return {
    reserveHeld,
    reserveReleased: reservesReleased.reduce((sum, entry) => sum + entry.amount, 0),
    reservesReleased,
    reserves,
  };
}
