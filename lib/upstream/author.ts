import 'server-only';
import { z } from 'zod';
import {
  authorContractDetailSchema,
  authorContractSchema,
  authorProfileSchema,
  authorProposalSchema,
  authorSalesRowSchema,
  authorStatementSchema,
  type AuthorSalesPeriod,
} from '@/lib/contract/author';
import { okEnvelope } from '@/lib/contract/envelope';
import type { UpstreamCaller } from './area';
import { upstreamCall } from './call';

/** The typed calls of the authors area that its server pages make. */

async function read<T>(caller: UpstreamCaller, schema: z.ZodType<T>, path: string, what: string): Promise<T> {
  const answer = await upstreamCall(okEnvelope(schema), path, {
    ...caller,
    fallbackError: `Failed to fetch ${what}`,
  });
  return answer.data;
}

export const getAuthorProfile = (caller: UpstreamCaller) =>
  read(caller, authorProfileSchema, 'author/profile', 'your author record');

export const listAuthorContracts = (caller: UpstreamCaller) =>
  read(caller, z.array(authorContractSchema), 'author/contracts', 'your contracts');

export const getAuthorContract = (caller: UpstreamCaller, contractId: number) =>
  read(caller, authorContractDetailSchema, `author/contracts/${contractId}`, 'the contract');

export const listAuthorStatements = (caller: UpstreamCaller) =>
  read(caller, z.array(authorStatementSchema), 'author/statements', 'your royalty statements');

export const listAuthorSales = (caller: UpstreamCaller, period: AuthorSalesPeriod) =>
  read(caller, z.array(authorSalesRowSchema), `author/sales?period=${period}`, 'the sales of your titles');

export const listAuthorProposals = (caller: UpstreamCaller) =>
  read(caller, z.array(authorProposalSchema), 'author/proposals', 'your proposals');
