import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  heldBackContractSchema,
  royaltyRunList,
  royaltyRunSummarySchema,
  runStatementList,
  type RoyaltyRun,
  type RoyaltyRunSummary,
  type RoyaltyStatementSummary,
  type ContractStatement,
} from '@/lib/contract/royalty-runs';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { qualified } from '../db/bulk-insert';
import { isoTimestamp as iso } from '../db/iso-timestamp';
import type { Tx } from '../db/client';
import { contracts, royaltyRunContracts, royaltyRuns, royaltyStatements } from '../db/schema';
import { notFound } from '../platform/http-error';
import type { ListSource } from '../resources';

/*
 * Runs as the API answers them: the list's rows with their counts and totals worked out in SQL per
 * run, and one run with its statements and the contracts it held back.
 */

const runId = qualified(royaltyRuns.id);

export const userName = (column: AnyPgColumn) =>
  sql<
    string | null
  >`(select nullif(concat_ws(' ', u.first_name, u.last_name), '') from users u where u.id = ${qualified(column)})`;

const summaryColumns = {
  runId: royaltyRuns.id,
  periodStart: royaltyRuns.periodStart,
  periodEnd: royaltyRuns.periodEnd,
  status: royaltyRuns.status,
  statementCount: sql<number>`(select count(*)::int from royalty_statements s where s.run_id = ${runId})`,
  heldBackCount: sql<number>`(select count(*)::int from royalty_run_contracts rc
    where rc.run_id = ${runId} and cardinality(rc.issues) > 0)`,
  totalsPayable: sql<unknown>`(select coalesce(json_agg(json_build_object('currency', t.currency, 'amount', t.amount)
      order by t.currency), '[]'::json)
    from (select s.currency, sum(s.payable)::bigint as amount from royalty_statements s
          where s.run_id = ${runId} group by s.currency) t)`,
  createdAt: iso(royaltyRuns.createdAt),
  createdBy: userName(royaltyRuns.createdById),
  approvedAt: iso(royaltyRuns.approvedAt),
  approvedBy: userName(royaltyRuns.approvedById),
  lockedAt: iso(royaltyRuns.lockedAt),
  lockedBy: userName(royaltyRuns.lockedById),
  errorMessage: royaltyRuns.errorMessage,
  version: royaltyRuns.version,
};

const selectRuns = (db: Tx) => db.select(summaryColumns).from(royaltyRuns).$dynamic();

/** The list of runs, paged like every list (`listPage`). */
export const royaltyRunSource: ListSource<
  ReturnType<typeof selectRuns>,
  RoyaltyRunSummary,
  'periodStart',
  (typeof royaltyRunList)['filters']
> = {
  definition: royaltyRunList,
  table: royaltyRuns,
  id: royaltyRuns.id,
  select: selectRuns,
  toItem: (row) => royaltyRunSummarySchema.parse(row),
  sort: { periodStart: royaltyRuns.periodStart },
  search: (pattern) =>
    sql`(${royaltyRuns.periodStart}::text like ${pattern} or ${royaltyRuns.periodEnd}::text like ${pattern})`,
  filters: { status: (statuses) => inArray(royaltyRuns.status, statuses) },
};

export async function loadRunSummary(db: Tx, id: number): Promise<RoyaltyRunSummary | null> {
  const [row] = await selectRuns(db).where(eq(royaltyRuns.id, id));
  return row ? royaltyRunSummarySchema.parse(row) : null;
}

/** Statements with their payee, contract and run, as the run's page and a contract's tab list them. */
const statementColumns = {
  statementId: royaltyStatements.id,
  contactId: royaltyStatements.contactId,
  payeeName: royaltyStatements.payeeName,
  contractId: royaltyStatements.contractId,
  reference: royaltyStatements.contractReference,
  sharePercent: royaltyStatements.sharePercent,
  currency: royaltyStatements.currency,
  openingBalance: royaltyStatements.openingBalance,
  netEarnings: royaltyStatements.netEarnings,
  subsidiaryTotal: royaltyStatements.subsidiaryTotal,
  advancePaid: royaltyStatements.advancePaid,
  reserveHeld: royaltyStatements.reserveHeld,
  reserveReleased: royaltyStatements.reserveReleased,
  recouped: royaltyStatements.advanceRecouped,
  closingBalance: royaltyStatements.closingBalance,
  payable: royaltyStatements.payable,
  runId: royaltyRuns.id,
  status: royaltyRuns.status,
  periodStart: royaltyRuns.periodStart,
  periodEnd: royaltyRuns.periodEnd,
};

const selectStatements = (db: Tx) =>
  db
    .select(statementColumns)
    .from(royaltyStatements)
    .innerJoin(royaltyRuns, eq(royaltyRuns.id, royaltyStatements.runId))
    .$dynamic();

type StatementRow = Awaited<ReturnType<typeof selectStatements>>[number];

function contractStatementOf(row: StatementRow): ContractStatement {
  return {
    statementId: row.statementId,
    payee: { contactId: row.contactId, name: row.payeeName },
    contract: { contractId: row.contractId, reference: row.reference },
    sharePercent: Number(row.sharePercent),
    currency: row.currency,
    openingBalance: row.openingBalance,
    earned: row.netEarnings + row.subsidiaryTotal,
    advancePaid: row.advancePaid,
    reserveHeld: row.reserveHeld,
    reserveReleased: row.reserveReleased,
    recouped: row.recouped,
    closingBalance: row.closingBalance,
    payable: row.payable,
    status: row.status,
    runId: row.runId,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
  };
}

/** One run's statements, paged like every list (`listPage`), by contract reference unless sorted otherwise. */
export const runStatementSource = (
  id: number,
): ListSource<
  ReturnType<typeof selectStatements>,
  RoyaltyStatementSummary,
  (typeof runStatementList)['sortFields'][number],
  (typeof runStatementList)['filters']
> => ({
  definition: runStatementList,
  table: royaltyStatements,
  id: royaltyStatements.id,
  select: selectStatements,
  toItem: (row) => {
    const { runId: _run, periodStart: _start, periodEnd: _end, ...summary } = contractStatementOf(row);
    return summary;
  },
  sort: {
    reference: sql`lower(${royaltyStatements.contractReference})`,
    payee: sql`lower(${royaltyStatements.payeeName})`,
    payable: royaltyStatements.payable,
  },
  search: (pattern) =>
    sql`(${royaltyStatements.contractReference} ilike ${pattern} or ${royaltyStatements.payeeName} ilike ${pattern})`,
  filters: {},
  scope: eq(royaltyStatements.runId, id),
});

/** Every statement drawn for a contract, newest period first; 404 when there is no such contract. */
export async function contractStatements(db: Tx, contractId: number): Promise<ContractStatement[]> {
  const [contract] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  if (!contract) throw notFound('No such contract');
  const rows = await selectStatements(db)
    .where(eq(royaltyStatements.contractId, contractId))
    .orderBy(desc(royaltyRuns.periodStart), asc(royaltyStatements.payeeName), asc(royaltyStatements.id));
  return rows.map(contractStatementOf);
}

async function heldBack(db: Tx, id: number) {
  const rows = await db
    .select({
      contractId: royaltyRunContracts.contractId,
      reference: contracts.reference,
      issues: royaltyRunContracts.issues,
    })
    .from(royaltyRunContracts)
    .innerJoin(contracts, eq(contracts.id, royaltyRunContracts.contractId))
    .where(sql`${royaltyRunContracts.runId} = ${id} and cardinality(${royaltyRunContracts.issues}) > 0`)
    .orderBy(asc(contracts.reference));
  return rows.map((row) => heldBackContractSchema.parse(row));
}

/** A run with the contracts it held back (its statements are a list of their own); null when there is no such run. */
export async function loadRun(db: Tx, id: number): Promise<RoyaltyRun | null> {
  const summary = await loadRunSummary(db, id);
  if (!summary) return null;
  return { ...summary, heldBack: await heldBack(db, id) };
}
