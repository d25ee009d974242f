import 'server-only';
import { discrepancyListResponseSchema, type Discrepancy } from '@/lib/contract/discrepancies';
import { upstreamCall } from './call';

/**
 * The checker's first render (spec section 7); counts and executes come from the browser through
 * the BFF. The fallback is the spec's section 8 text.
 */
export interface DiscrepancyCall {
  token: string;
  requestId?: string;
}

export async function listDiscrepancies(call: DiscrepancyCall): Promise<Discrepancy[]> {
  const answer = await upstreamCall(discrepancyListResponseSchema, 'discrepancies', {
    ...call,
    fallbackError: 'Failed to fetch discrepancies',
  });
  return answer.data;
}
