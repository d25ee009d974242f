'use client';

import Link from 'next/link';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import {
  commissioningListResponseSchema,
  RECENT_COMMISSIONINGS_DEFAULT,
  type CommissioningListItem,
} from '@/lib/contract/dashboard';
import { fetchJson } from '@/lib/bff/fetch-json';
import { useQuery } from '@tanstack/react-query';
import { formatNumber, formatDay } from '@/lib/format';
import { FRESH_MS, messageOf } from '../queries';

export type RecentCommissioningsProps = {
  initial?: CommissioningListItem[];
  /** Whether the user's rights open the overview pages and the commissionings list (links are hidden otherwise). */
  canOpenOverview: boolean;
  canManage: boolean;
};

const FALLBACK = 'Failed to fetch recent commissionings';

/** Spec 2.8: the Publications Overview card, the five most recent commissionings. */
export function RecentCommissionings({ initial, canOpenOverview, canManage }: RecentCommissioningsProps) {
  const query = useQuery({
    queryKey: ['bff', 'commissioning', `limit=${RECENT_COMMISSIONINGS_DEFAULT}`],
    queryFn: async () => {
      try {
        const answer = await fetchJson(
          `/api/commissioning?limit=${RECENT_COMMISSIONINGS_DEFAULT}`,
          commissioningListResponseSchema,
        );
        return answer.data;
      } catch (error) {
        console.error(FALLBACK, error);
        throw error;
      }
    },
    initialData: initial,
    staleTime: FRESH_MS,
  });

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h3">Publications Overview</CardTitle>
        <CardDescription>The most recent commissionings, with their contracts and books.</CardDescription>
      </CardHeader>
      <CardContent>
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
        ) : query.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No recent commissionings</p>
        ) : (
          <ul className="divide-y">
            {query.data.map((item) => (
              <li
                key={item.commissioningId}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium">{item.commissioningTitle}</p>
                  <p className="text-xs text-muted-foreground">
                    Created {formatDay(item.createdDate)} · {formatNumber(item.contractsCount)}{' '}
                    {item.contractsCount === 1 ? 'contract' : 'contracts'} · {formatNumber(item.booksCount)}{' '}
                    {item.booksCount === 1 ? 'book' : 'books'}
                  </p>
                </div>
                {canOpenOverview ? (
                  <Button asChild variant="outline" size="sm">
                    <Link
                      href={`/publications/overview/${item.commissioningId}`}
                      aria-label={`View ${item.commissioningTitle}`}
                    >
                      View
                    </Link>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {canOpenOverview || canManage ? (
        <CardFooter className="flex flex-wrap gap-2">
          {canOpenOverview ? (
            <Button asChild variant="secondary" size="sm">
              <Link href="/publications/overview">View All</Link>
            </Button>
          ) : null}
          {canManage ? (
            <Button asChild variant="outline" size="sm">
              <Link href="/commissionings/manage">Manage commissionings</Link>
            </Button>
          ) : null}
        </CardFooter>
      ) : null}
    </Card>
  );
}
