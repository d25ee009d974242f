'use client';

import { useQuery } from '@tanstack/react-query';

import { Skeleton } from '@/components/ui/skeleton';
import { fetchJson } from '@/lib/bff/fetch-json';
import type { CommissioningListItem } from '@/lib/contract/dashboard';
import { recentCommissioningsAnswer } from '../metrics-answers';
import { FRESH_MS, messageOf } from '../queries';
import {
  RecentCommissioningsCard,
  RecentCommissioningsList,
  type RecentLinks,
} from './recent-commissionings-card';

export type RecentCommissioningsProps = RecentLinks & { initial?: CommissioningListItem[] };

const FALLBACK = 'Failed to fetch recent commissionings';

/** Spec 2.8: the Publications Overview card, fetched in the browser. */
export function RecentCommissionings({
  initial,
  since,
  limit,
  canOpenOverview,
  canManage,
}: RecentCommissioningsProps & { since: number; limit: number }) {
  const query = useQuery({
    queryKey: ['bff', 'commissioning', `limit=${limit}`],
    queryFn: async () => {
      try {
        return (await fetchJson(`/api/commissioning?limit=${limit}`, recentCommissioningsAnswer)).data;
      } catch (error) {
        console.error(FALLBACK, error);
        throw error;
      }
    },
    initialData: initial,
    initialDataUpdatedAt: since,
    staleTime: FRESH_MS,
  });

  return (
    <RecentCommissioningsCard canOpenOverview={canOpenOverview} canManage={canManage}>
      {query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {messageOf(query.error, FALLBACK)}
        </p>
      ) : !query.data ? (
        <div className="space-y-2" aria-busy="true">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-10" />
          ))}
        </div>
      ) : (
        <RecentCommissioningsList items={query.data} canOpenOverview={canOpenOverview} />
      )}
    </RecentCommissioningsCard>
  );
}
