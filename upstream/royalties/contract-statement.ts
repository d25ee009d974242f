import {
  computeRoyaltyStatement,
  initialRoyaltyState,
  RoyaltyInputError,
  sharesAddUp,
  splitStatement,
  type PayeeStatement,
  type ReturnRow,
  type RoyaltyContract,
  type RoyaltyPeriod,
  type RoyaltyState,
  type RoyaltyStatement,
  type SaleRow,
  type SubsidiaryIncomeRow,
} from '@/lib/royalties/engine';
import { sumDecimals } from '@/lib/royalties/money';
import { payeesOf, royaltyContractOf } from './contract-terms';
import type { RunContract } from './run-contracts';
import type { AccountedLine, AccountedSale, RunSale } from './run-sales';

/*
 * One contract's statement in a run, through the royalty engine. Returns are debited at the rate the
 * copies earned: for copies sold in this period the engine is asked twice, first for the rates the
 * sales earned, then with the returns priced at them; for copies counted by earlier runs the rates
 * come from those runs' lines. The engine is pure, so both passes price the sales alike.
 */

export interface ContractRunInput {
  contract: RunContract;
  periodId: string;
  /** Into the contract's currency. */
  exchangeRates: Record<string, number>;
  opening: RoyaltyState;
  advancePaid: number;
  sales: readonly RunSale[];
  /** Order lines earlier runs sold that have copies returned. */
  accounted: ReadonlyMap<number, AccountedLine>;
  subsidiary: readonly SubsidiaryIncomeRow[];
}

export type ContractRunResult =
  | { kind: 'computed'; statement: RoyaltyStatement; payees: PayeeStatement[] }
  | { kind: 'held'; issues: string[] };

/** Issues listed per contract: enough to see what to fix, not every sale that repeats it. */
const MAX_ISSUES = 10;

function held(issues: readonly string[]): ContractRunResult {
  const distinct = [...new Set(issues)];
  const shown = distinct.slice(0, MAX_ISSUES);
  if (distinct.length > MAX_ISSUES) shown.push(`…and ${distinct.length - MAX_ISSUES} more`);
  return { kind: 'held', issues: shown };
}

type Chunk = Omit<AccountedSale, 'orderLineId'>;

/** The copies of each order line the statement's sales lines counted, tier by tier. */
function chunksBySale(statement: RoyaltyStatement): Map<string, Chunk[]> {
  const chunks = new Map<string, Chunk[]>();
  for (const line of statement.sales) {
    for (const source of line.sources) {
      const list = chunks.get(source.rowId) ?? [];
      chunks.set(source.rowId, list);
      list.push({
        format: line.format,
        channel: line.channel,
        basis: line.basis,
        currency: line.currency,
        unitBaseAmount: line.unitBaseAmount,
        ratePercent: line.ratePercent,
        tierIndex: line.tier?.index ?? 0,
        units: source.units,
      });
    }
  }
  return chunks;
}

/**
 * Returned copies priced as they were sold: the last copies sold come back first, so returns are taken
 * from the highest tier down. `alreadyDebited` copies of that order were debited by earlier runs.
 */
function returnRows(id: string, chunks: readonly Chunk[], returned: number, alreadyDebited = 0): ReturnRow[] {
  const sold = chunks.reduce((sum, chunk) => sum + chunk.units, 0);
  let toSkip = alreadyDebited;
  let toTake = Math.min(returned, sold) - alreadyDebited;
  const rows: ReturnRow[] = [];
  for (const chunk of [...chunks].sort((a, b) => b.tierIndex - a.tierIndex)) {
    if (toTake <= 0) break;
    const skipped = Math.min(toSkip, chunk.units);
    toSkip -= skipped;
    const units = Math.min(chunk.units - skipped, toTake);
    if (units <= 0) continue;
    toTake -= units;
    const { format, channel, currency, basis, unitBaseAmount, ratePercent } = chunk;
    rows.push({
      id,
      format,
      channel,
      units,
      currency,
      basis,
      unitBaseAmount,
      earnedRatePercent: ratePercent,
    });
  }
  return rows;
}

function returnsOf(input: ContractRunInput, firstPass: RoyaltyStatement): ReturnRow[] {
  const sold = chunksBySale(firstPass);
  const rows = input.sales
    .filter((sale) => sale.returned > 0)
    .flatMap((sale) => returnRows(sale.id, sold.get(sale.id) ?? [], Math.min(sale.returned, sale.units)));
  for (const [orderLineId, line] of input.accounted) {
    rows.push(...returnRows(String(orderLineId), line.sold, line.returnedNow, line.debited));
  }
  return rows;
}

const percentText = (shares: readonly { sharePercent: number }[]) => {
  const sum = sumDecimals(shares.map((share) => share.sharePercent));
  return `${Number(sum.numerator) / Number(sum.denominator)}%`;
};

/** The contract's statement for the run and each payee's part, or why it cannot be drawn. */
export function contractStatement(input: ContractRunInput): ContractRunResult {
  const contract = royaltyContractOf(input.contract.terms, input.contract.minimumPayment);
  const payees = payeesOf(input.contract.terms);
  if (payees.length === 0) return held(['No party of the contract has a share of the royalties']);
  if (!sharesAddUp(payees)) return held([`The parties’ shares add up to ${percentText(payees)}, not 100%`]);
  const period: RoyaltyPeriod = {
    id: input.periodId,
    sales: input.sales,
    subsidiaryIncome: input.subsidiary,
    exchangeRates: input.exchangeRates,
    advancePaid: input.advancePaid,
  };
  try {
    const firstPass = computeRoyaltyStatement(contract, period, input.opening);
    const returns = returnsOf(input, firstPass);
    const statement =
      returns.length === 0
        ? firstPass
        : computeRoyaltyStatement(contract, { ...period, returns }, input.opening);
    return { kind: 'computed', statement, payees: splitStatement(statement, payees) };
  } catch (error) {
    if (error instanceof RoyaltyInputError) return held(error.issues);
    throw error;
  }
}

export interface OpeningInput {
  contract: RunContract;
  exchangeRates: Record<string, number>;
  salesBefore: readonly SaleRow[];
  subsidiaryBefore: readonly SubsidiaryIncomeRow[];
  advancePaidBefore: number;
}

/**
 * Where a contract stands at its first statement: everything before runs began is drawn as one
 * statement, without a reserve and with whatever it earned taken as paid, so the run starts from the
 * advance still unearned and the escalator's copies to date.
 */
export function openingState(
  input: OpeningInput,
): { kind: 'ready'; state: RoyaltyState } | { kind: 'held'; issues: string[] } {
  const contract: RoyaltyContract = {
    ...royaltyContractOf(input.contract.terms, 0),
    reservePercent: 0,
    minimumPayment: 0,
  };
  const nothingBefore =
    input.salesBefore.length === 0 && input.subsidiaryBefore.length === 0 && input.advancePaidBefore === 0;
  if (nothingBefore) return { kind: 'ready', state: initialRoyaltyState() };
  try {
    const before = computeRoyaltyStatement(
      contract,
      {
        id: 'before',
        sales: input.salesBefore,
        subsidiaryIncome: input.subsidiaryBefore,
        exchangeRates: input.exchangeRates,
        advancePaid: input.advancePaidBefore,
      },
      initialRoyaltyState(),
    );
    return { kind: 'ready', state: { ...before.nextState, reserves: [] } };
  } catch (error) {
    if (!(error instanceof RoyaltyInputError)) throw error;
    return { kind: 'held', issues: [...error.issues] };
  }
}
