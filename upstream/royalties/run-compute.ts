import { initialRoyaltyState, type RoyaltyState } from '@/lib/royalties/engine';
import { addDays, periodSlug, type RoyaltyPeriodDates } from '@/lib/royalties/periods';
import type { Tx } from '../db/client';
import { contractStatement, openingState, type ContractRunResult } from './contract-statement';
import { periodRates } from './exchange-rates';
import {
  paidBetween,
  paidInstalments,
  previousStatements,
  runContracts,
  type RunContract,
} from './run-contracts';
import { accountedReturns, runSales, salesBefore, subsidiaryIncomeRows, type Window } from './run-sales';

/** One contract of a computed run: what it started from, at which rates, and its statement or issues. */
export interface ComputedContract {
  contract: RunContract;
  exchangeRates: Record<string, number>;
  opening: RoyaltyState;
  result: ContractRunResult;
}

/**
 * Draws every contract's statement for the period: the inputs are read in a handful of statements for
 * all contracts together, then each contract goes through the engine on its own.
 */
export async function computeRun(
  tx: Tx,
  period: RoyaltyPeriodDates,
  windowFrom: string,
): Promise<ComputedContract[]> {
  const window: Window = { from: windowFrom, ...period };
  // One after another: the statements share the caller's transaction, which runs one at a time.
  const contracts = await runContracts(tx, period);
  const previous = await previousStatements(tx);
  const instalments = await paidInstalments(tx, period);
  const rates = await periodRates(tx, period);
  const sales = await runSales(tx, window);
  const accounted = await accountedReturns(tx);
  const income = await subsidiaryIncomeRows(tx, window);
  const firstTimers = contracts.filter((contract) => !previous.has(contract.contractId));
  const before = await salesBefore(
    tx,
    window,
    firstTimers.map((contract) => contract.contractId),
  );
  const periodId = periodSlug(period);

  return contracts.map((contract): ComputedContract => {
    const { contractId } = contract;
    const exchangeRates = rates.into(contract.terms.currency);
    const paid = instalments.get(contractId) ?? [];
    const last = previous.get(contractId);
    // Each instalment is debited once: after the last statement's period, or else from the first
    // run's start, the ones paid before that being in the opening position.
    const beforeRuns = addDays(windowFrom, -1);
    let opening = last?.state ?? initialRoyaltyState();
    if (!last) {
      const start = openingState({
        contract,
        exchangeRates,
        salesBefore: before.get(contractId) ?? [],
        subsidiaryBefore: income.before.get(contractId) ?? [],
        advancePaidBefore: paidBetween(paid, null, beforeRuns),
      });
      if (start.kind === 'held') return { contract, exchangeRates, opening, result: start };
      opening = start.state;
    }
    const result = contractStatement({
      contract,
      periodId,
      exchangeRates,
      opening,
      advancePaid: paidBetween(paid, last?.periodEnd ?? beforeRuns, period.periodEnd),
      sales: sales.get(contractId) ?? [],
      accounted: accounted.get(contractId) ?? new Map(),
      subsidiary: income.run.get(contractId) ?? [],
    });
    return { contract, exchangeRates, opening, result };
  });
}
