import 'server-only';
import {
  discrepancyCountsResponseSchema,
  discrepancyListResponseSchema,
  discrepancyResultsResponseSchema,
  type Discrepancy,
  type DiscrepancyCount,
  type DiscrepancyResult,
} from '@/lib/contract/discrepancies';
import { upstreamCall } from './call';

/** The checker's calls (spec section 7); fallbacks are the spec's section 8 texts. */
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

export async function countDiscrepancies(call: DiscrepancyCall): Promise<DiscrepancyCount[]> {
  const answer = await upstreamCall(discrepancyCountsResponseSchema, 'discrepancies/counts', {
    ...call,
    fallbackError: 'Failed to fetch discrepancy counts',
  });
  return answer.data;
}

export async function countSectionDiscrepancies(
  call: DiscrepancyCall,
  section: string,
): Promise<DiscrepancyCount[]> {
  const answer = await upstreamCall(
    discrepancyCountsResponseSchema,
    `discrepancies/counts/${encodeURIComponent(section)}`,
    { ...call, fallbackError: 'Failed to fetch section discrepancy counts' },
  );
  return answer.data;
}

export async function executeDiscrepancy(
  call: DiscrepancyCall,
  discrepancyId: number,
): Promise<DiscrepancyResult[]> {
  const answer = await upstreamCall(
    discrepancyResultsResponseSchema,
    `discrepancies/${discrepancyId}/execute`,
    {
      ...call,
      fallbackError: 'Failed to execute discrepancy',
    },
  );
  return answer.data;
}
