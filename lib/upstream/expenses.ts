import 'server-only';
import { expenseSummarySchema, type ExpenseSummary } from '@/lib/areas/expenses';
import { okEnvelope } from '@/lib/contract/envelope';
import type { UpstreamCaller } from './area';
import { upstreamCall } from './call';

/** The year's approved expenses in euros, and how many await a decision. */
export async function getExpenseSummary(caller: UpstreamCaller): Promise<ExpenseSummary> {
  const answer = await upstreamCall(okEnvelope(expenseSummarySchema), 'expenses/summary', {
    ...caller,
    fallbackError: 'Failed to fetch the expenses summary',
  });
  return answer.data;
}
