import 'server-only';
import {
  commissioningEditorsResponseSchema,
  commissioningListResponseSchema,
  commissioningOverviewResponseSchema,
  developersResponseSchema,
  managersResponseSchema,
  publishingFirmResponseSchema,
  RECENT_COMMISSIONINGS_DEFAULT,
  type CommissioningEditorsMetrics,
  type CommissioningListItem,
  type CommissioningOverview,
  type DevelopersMetrics,
  type EditorPeriod,
  type ManagersMetrics,
  type PublishingFirmMetrics,
} from '@/lib/contract/dashboard';
import type { PageMeta } from '@/lib/contract/envelope';
import { upstreamCall } from './call';

/** The dashboard's calls (spec section 7), made by server components with the session's token. */
export interface DashboardCall {
  token: string;
  requestId?: string;
}

const failed = (type: string) => `Failed to load ${type} metrics. Please try again later.`;

export async function getPublishingFirmMetrics(call: DashboardCall): Promise<PublishingFirmMetrics> {
  const answer = await upstreamCall(publishingFirmResponseSchema, 'dashboard/publishing-firm', {
    ...call,
    fallbackError: failed('dashboard'),
  });
  return answer.data;
}

export async function getCommissioningEditorsMetrics(
  call: DashboardCall,
  query: { period: EditorPeriod; editorId?: number },
): Promise<CommissioningEditorsMetrics> {
  const answer = await upstreamCall(commissioningEditorsResponseSchema, 'dashboard/commissioning-editors', {
    ...call,
    query,
    fallbackError: failed('commissioning editors'),
  });
  return answer.data;
}

export async function getManagersMetrics(call: DashboardCall): Promise<ManagersMetrics> {
  const answer = await upstreamCall(managersResponseSchema, 'dashboard/managers', {
    ...call,
    fallbackError: failed('managers'),
  });
  return answer.data;
}

export async function getDevelopersMetrics(call: DashboardCall): Promise<DevelopersMetrics> {
  const answer = await upstreamCall(developersResponseSchema, 'dashboard/developers', {
    ...call,
    fallbackError: failed('developers'),
  });
  return answer.data;
}

/** Spec section 8: 'Failed to fetch recent commissionings' when the API gives no message of its own. */
export async function getRecentCommissionings(
  call: DashboardCall,
  limit = RECENT_COMMISSIONINGS_DEFAULT,
): Promise<CommissioningListItem[]> {
  const answer = await upstreamCall(commissioningListResponseSchema, 'commissioning', {
    ...call,
    query: { limit },
    fallbackError: 'Failed to fetch recent commissionings',
  });
  return answer.data;
}

export async function listCommissionings(
  call: DashboardCall,
  query: { page: number; limit: number },
): Promise<{ items: CommissioningListItem[]; meta: PageMeta }> {
  const answer = await upstreamCall(commissioningListResponseSchema, 'commissioning', {
    ...call,
    query,
    fallbackError: 'Failed to fetch commissionings',
  });
  return { items: answer.data, meta: answer.meta };
}

export async function getCommissioningOverview(
  call: DashboardCall,
  commissioningId: number,
): Promise<CommissioningOverview> {
  const answer = await upstreamCall(commissioningOverviewResponseSchema, `commissioning/${commissioningId}`, {
    ...call,
    fallbackError: 'Failed to fetch the commissioning',
  });
  return answer.data;
}
