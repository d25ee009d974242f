import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { contractTermsSchema, type ContractTerms } from '@/lib/areas/contracts';
import { PUBLICATION_FORMATS } from '@/lib/contract/enums';
import type { RoyaltyState } from '@/lib/royalties/engine';
import type { RoyaltyPeriodDates } from '@/lib/royalties/periods';
import { termsDocument } from '../areas/contract-columns';
import { qualified } from '../db/bulk-insert';
import type { Tx } from '../db/client';
import { contractInstalments, contracts, royaltyRunContracts, royaltyRuns } from '../db/schema';

/*
 * What a run reads about its contracts: which are in it (every contract signed by the period's end),
 * the terms in force at the period's end, the state each was left in by its last locked statement, and
 * the instalments of its advance paid so far.
 */

export interface RunContract {
  contractId: number;
  reference: string;
  terms: ContractTerms;
  minimumPayment: number;
}

/** A state as stored (`royalty_run_contracts.closing_state`), read back through a schema. */
export const royaltyStateSchema = z.object({
  balance: z.number().int(),
  escalatorUnits: z.partialRecord(z.enum(PUBLICATION_FORMATS), z.number().int()),
  reserves: z.array(
    z.object({ periodId: z.string(), amount: z.number().int(), periodsLeft: z.number().int() }),
  ),
}) satisfies z.ZodType<RoyaltyState>;

/** The terms of each contract in force at the period's end: the last signed version by then, else its rows. */
export async function runContracts(tx: Tx, period: RoyaltyPeriodDates): Promise<RunContract[]> {
  const rows = await tx
    .select({
      contractId: contracts.id,
      reference: contracts.reference,
      minimumPayment: contracts.minimumPayment,
      terms: sql<unknown>`coalesce(
        (select v.terms from contract_versions v
         where v.contract_id = ${qualified(contracts.id)} and v.effective_date <= ${period.periodEnd}::date
         order by v.number desc limit 1),
        (${termsDocument})::jsonb)`,
    })
    .from(contracts)
    .where(and(isNotNull(contracts.signedDate), lte(contracts.signedDate, period.periodEnd)))
    .orderBy(asc(contracts.id));
  return rows.map((row) => ({
    contractId: row.contractId,
    reference: row.reference,
    minimumPayment: row.minimumPayment,
    terms: contractTermsSchema.parse(row.terms),
  }));
}

export interface PreviousStatement {
  state: RoyaltyState;
  /** The last day the state accounts for. */
  periodEnd: string;
}

/** Each contract's state after its latest statement in a locked run. */
export async function previousStatements(tx: Tx): Promise<Map<number, PreviousStatement>> {
  const rows = await tx
    .selectDistinctOn([royaltyRunContracts.contractId], {
      contractId: royaltyRunContracts.contractId,
      state: royaltyRunContracts.closingState,
      periodEnd: royaltyRuns.periodEnd,
    })
    .from(royaltyRunContracts)
    .innerJoin(royaltyRuns, eq(royaltyRuns.id, royaltyRunContracts.runId))
    .where(and(eq(royaltyRuns.status, 'locked'), isNotNull(royaltyRunContracts.closingState)))
    .orderBy(royaltyRunContracts.contractId, desc(royaltyRuns.periodStart));
  return new Map(
    rows.map((row) => [
      row.contractId,
      { state: royaltyStateSchema.parse(row.state), periodEnd: row.periodEnd },
    ]),
  );
}

export interface PaidInstalment {
  paidDate: string;
  amount: number;
}

/** The advance's instalments paid by the period's end, per contract. */
export async function paidInstalments(
  tx: Tx,
  period: RoyaltyPeriodDates,
): Promise<Map<number, PaidInstalment[]>> {
  const rows = await tx
    .select({
      contractId: contractInstalments.contractId,
      paidDate: sql<string>`${contractInstalments.paidDate}::text`,
      amount: contractInstalments.amount,
    })
    .from(contractInstalments)
    .where(and(isNotNull(contractInstalments.paidDate), lte(contractInstalments.paidDate, period.periodEnd)));
  const paid = new Map<number, PaidInstalment[]>();
  for (const { contractId, ...instalment } of rows) {
    paid.set(contractId, [...(paid.get(contractId) ?? []), instalment]);
  }
  return paid;
}

/** The sum of what was paid after `after` (exclusive) and up to `until` (inclusive); open ends are null. */
export function paidBetween(
  instalments: readonly PaidInstalment[],
  after: string | null,
  until: string | null,
): number {
  return instalments
    .filter(
      (entry) => (after === null || entry.paidDate > after) && (until === null || entry.paidDate <= until),
    )
    .reduce((sum, entry) => sum + entry.amount, 0);
}
