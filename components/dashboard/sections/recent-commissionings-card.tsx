import type * as React from 'react';
import { Link } from '@/components/ui/link';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import type { CommissioningListItem } from '@/lib/contract/dashboard';
import { formatNumber, formatDay } from '@/lib/format';

export type RecentLinks = {
  /** Whether the user's rights open the overview pages and the commissionings list (links are hidden otherwise). */
  canOpenOverview: boolean;
  canManage: boolean;
};

/** Spec 2.8: the Publications Overview card around its list (or the list's loading or error state). */
export function RecentCommissioningsCard({
  canOpenOverview,
  canManage,
  children,
}: RecentLinks & { children: React.ReactNode }) {
  return (
    <Card className="gap-4!">
      <CardHeader>
        <CardTitle as="h3">Publications Overview</CardTitle>
        <CardDescription>The most recent commissionings, with their contracts and books.</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
      {canOpenOverview || canManage ? (
        <CardFooter className="flex-wrap gap-2">
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

/** The five most recent commissionings, each with a View link when the user may open it. */
export function RecentCommissioningsList({
  items,
  canOpenOverview,
}: {
  items: CommissioningListItem[];
  canOpenOverview: boolean;
}) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">No recent commissionings</p>;
  return (
    <ul className="divide-y">
      {items.map((item) => (
        <li key={item.commissioningId} className="flex flex-wrap items-center justify-between gap-2 py-2">
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
  );
}
