import 'server-only';
import { z } from 'zod';
import { listEnvelope, okEnvelope } from '@/lib/contract/envelope';
import type { ListPage } from '@/lib/contract/list-query';
import {
  contractStatementSchema,
  royaltyRunList,
  royaltyRunSchema,
  royaltyRunSummarySchema,
  royaltyStatementSchema,
  royaltyStatementSummarySchema,
  runStatementList,
  type ContractStatement,
  type RoyaltyRun,
  type RoyaltyRunSummary,
  type RoyaltyStatement,
  type RoyaltyStatementSummary,
} from '@/lib/contract/royalty-runs';
import { subsidiaryIncomeSchema, type SubsidiaryIncome } from '@/lib/contract/subsidiary-income';
import type { UpstreamCaller } from './area';
import { upstreamCall } from './call';

/** The typed calls of Contract Royalties that the server pages make: runs, statements, a contract's. */

export type RoyaltyRunQuery = ReturnType<typeof royaltyRunList.parse>;

export async function listRoyaltyRuns(
  caller: UpstreamCaller,
  query: RoyaltyRunQuery,
): Promise<ListPage<RoyaltyRunSummary>> {
  const answer = await upstreamCall(listEnvelope(royaltyRunSummarySchema), 'royalty-runs', {
    ...caller,
    query: royaltyRunList.toRecord(query),
    fallbackError: 'Failed to fetch the royalty runs',
  });
  return { items: answer.data, meta: answer.meta };
}

export type RunStatementQuery = ReturnType<typeof runStatementList.parse>;

export async function listRunStatements(
  caller: UpstreamCaller,
  runId: number,
  query: RunStatementQuery,
): Promise<ListPage<RoyaltyStatementSummary>> {
  const answer = await upstreamCall(
    listEnvelope(royaltyStatementSummarySchema),
    `royalty-runs/${runId}/statements`,
    { ...caller, query: runStatementList.toRecord(query), fallbackError: 'Failed to fetch the statements' },
  );
  return { items: answer.data, meta: answer.meta };
}

/** One thing of Contract Royalties, answered in an `ok` envelope. */
async function readOne<T>(
  caller: UpstreamCaller,
  schema: z.ZodType<T>,
  path: string,
  what: string,
): Promise<T> {
  const answer = await upstreamCall(okEnvelope(schema), path, {
    ...caller,
    fallbackError: `Failed to fetch ${what}`,
  });
  return answer.data;
}

export const getRoyaltyRun = (caller: UpstreamCaller, runId: number): Promise<RoyaltyRun> =>
  readOne(caller, royaltyRunSchema, `royalty-runs/${runId}`, 'the royalty run');

export const getRoyaltyStatement = (caller: UpstreamCaller, statementId: number): Promise<RoyaltyStatement> =>
  readOne(caller, royaltyStatementSchema, `royalty-statements/${statementId}`, 'the royalty statement');

export const listContractStatements = (
  caller: UpstreamCaller,
  contractId: number,
): Promise<ContractStatement[]> =>
  readOne(
    caller,
    z.array(contractStatementSchema),
    `contracts/${contractId}/statements`,
    'the contract’s statements',
  );

export const listSubsidiaryIncome = (
  caller: UpstreamCaller,
  contractId: number,
): Promise<SubsidiaryIncome[]> =>
  readOne(
    caller,
    z.array(subsidiaryIncomeSchema),
    `contracts/${contractId}/subsidiary-income`,
    'the contract’s licence income',
  );
