'use client';

import * as React from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { RefreshCwIcon, SearchCheckIcon } from '@/components/icons';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { FRESH_MS, messageOf } from '@/components/dashboard/queries';
import { fetchJson } from '@/lib/bff/fetch-json';
import { cn } from '@/lib/utils';
import { DASH } from '@/lib/format';
import { checksAnswer, countsAnswer, type Check, type CheckCount } from './check-answers';
import { FAILED, logged } from './failures';

const issues = (count: number) => `${count} ${count === 1 ? 'issue' : 'issues'}`;

// The results view loads when a check is first opened, not with the page.
const DiscrepancyResults = React.lazy(() =>
  import('./discrepancy-results').then((module) => ({ default: module.DiscrepancyResults })),
);

/** Spec 2.9: the checks grouped by section, their counts on demand, and one check's results. */
export function DiscrepancyChecker({ initial }: { initial?: Check[] }) {
  const [viewing, setViewing] = React.useState<Check | null>(null);
  // In a transition, so that the list stays on screen while the results view's code loads.
  const view = (check: Check | null) => React.startTransition(() => setViewing(check));
  // The list stays mounted while results show, so its counts are still there on the way back.
  return (
    <>
      <div hidden={viewing !== null} className="flex flex-1 flex-col">
        <DiscrepancyList initial={initial} onView={view} />
      </div>
      {viewing ? <DiscrepancyResults discrepancy={viewing} onBack={() => view(null)} /> : null}
    </>
  );
}

function DiscrepancyList({ initial, onView }: { initial?: Check[]; onView: (discrepancy: Check) => void }) {
  const list = useQuery({
    queryKey: ['bff', 'discrepancies'],
    queryFn: () =>
      logged(FAILED.list, async () => (await fetchJson('/api/discrepancies', checksAnswer)).data),
    initialData: initial,
    staleTime: FRESH_MS,
  });
  const [counts, setCounts] = React.useState<ReadonlyMap<number, number>>(new Map());
  const [checked, setChecked] = React.useState<ReadonlySet<string>>(new Set());
  const [error, setError] = React.useState<string | null>(null);

  const record = (found: CheckCount[], sections: string[]) => {
    setCounts(
      (previous) =>
        new Map([...previous, ...found.map((count) => [count.discrepancyId, count.issueCount] as const)]),
    );
    setChecked((previous) => new Set([...previous, ...sections]));
    setError(null);
  };

  const fetchAll = useMutation({
    mutationFn: () =>
      logged(FAILED.counts, async () => (await fetchJson('/api/discrepancies/counts', countsAnswer)).data),
    onSuccess: (found) =>
      record(found, [...new Set((list.data ?? []).map((item) => item.discrepancySection))]),
    onError: (failure) => setError(messageOf(failure, FAILED.counts)),
  });
  const fetchSection = useMutation({
    mutationFn: (section: string) =>
      logged(
        FAILED.sectionCounts,
        async () =>
          (await fetchJson(`/api/discrepancies/counts/${encodeURIComponent(section)}`, countsAnswer)).data,
      ),
    onSuccess: (found, section) => record(found, [section]),
    onError: (failure) => setError(messageOf(failure, FAILED.sectionCounts)),
  });

  const items = list.data ?? [];
  const sections = [...new Set(items.map((item) => item.discrepancySection))];
  const sectionsChecked = sections.filter((section) => checked.has(section)).length;
  const anyChecked = sectionsChecked > 0;
  const totalIssues = items.reduce((sum, item) => sum + (counts.get(item.discrepancyId) ?? 0), 0);
  const busy = fetchAll.isPending || fetchSection.isPending;

  return (
    <div className="flex flex-1 flex-col gap-6">
      <PageHeader
        title="Data Discrepancies"
        description="Checks of the records against the firm's rules, grouped by the kind of record."
        actions={
          <>
            <Button onClick={() => fetchAll.mutate()} disabled={busy || items.length === 0}>
              {fetchAll.isPending ? <Spinner label="" /> : <SearchCheckIcon aria-hidden="true" />}
              {anyChecked ? 'Refresh All' : 'Fetch All Issues'}
            </Button>
            <Button variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
              {list.isFetching ? <Spinner label="" /> : <RefreshCwIcon aria-hidden="true" />}
              Refresh List
            </Button>
          </>
        }
      />

      {error || list.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Something went wrong</AlertTitle>
          <AlertDescription>
            <p>{error ?? messageOf(list.error, FAILED.list)}</p>
          </AlertDescription>
        </Alert>
      ) : null}

      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Overview label="Total Discrepancies" value={list.data ? String(items.length) : DASH} />
        <Overview label="Sections" value={list.data ? String(sections.length) : DASH} />
        <Overview label="Sections Checked" value={String(sectionsChecked)} />
        <Overview label="Total Issues Found" value={anyChecked ? String(totalIssues) : DASH} />
      </dl>

      {!list.data && list.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner label="" /> Loading discrepancies...
        </p>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-2">
        {sections.map((section) => {
          const members = items.filter((item) => item.discrepancySection === section);
          const isChecked = checked.has(section);
          const sectionIssues = members.reduce((sum, item) => sum + (counts.get(item.discrepancyId) ?? 0), 0);
          const warn = isChecked && sectionIssues > 0;
          const headingId = `discrepancy-section-${section}`;
          return (
            <section key={section} aria-labelledby={headingId} data-section={section}>
              <Card
                className={cn('h-full gap-3!', warn && 'border-warning bg-warning/5!')}
                data-warning={warn || undefined}
              >
                <CardHeader orientation="horizontal" className="items-center">
                  <div className="flex items-center gap-2">
                    <CardTitle as="h2" id={headingId}>
                      {section}
                    </CardTitle>
                    {isChecked ? (
                      <Badge variant={warn ? 'warning' : 'success'}>{issues(sectionIssues)}</Badge>
                    ) : null}
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => fetchSection.mutate(section)}
                    disabled={busy}
                    aria-label={`${isChecked ? 'Refresh' : 'Fetch'} ${section}`}
                  >
                    {fetchSection.isPending && fetchSection.variables === section ? (
                      <Spinner label="" />
                    ) : null}
                    {isChecked ? 'Refresh' : 'Fetch'}
                  </Button>
                </CardHeader>
                <CardContent>
                  <ul className="divide-y">
                    {members.map((item) => {
                      const count = counts.get(item.discrepancyId);
                      return (
                        <li key={item.discrepancyId} className="flex items-center justify-between gap-3 py-2">
                          <div className="min-w-0">
                            <p className="text-sm font-medium">{item.discrepancyTitle}</p>
                            <p className="text-xs text-muted-foreground">
                              ID {item.discrepancyId} ·{' '}
                              <span
                                className={cn(
                                  count !== undefined && count > 0 && 'font-semibold text-warning',
                                )}
                              >
                                {count === undefined ? DASH : issues(count)}
                              </span>
                            </p>
                          </div>
                          <Button
                            variant="ghost"
                            size="sm"
                            onClick={() => onView(item)}
                            aria-label={`View ${item.discrepancyTitle}`}
                          >
                            View
                          </Button>
                        </li>
                      );
                    })}
                  </ul>
                </CardContent>
              </Card>
            </section>
          );
        })}
      </div>
    </div>
  );
}

function Overview({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border bg-card p-4 shadow-sm">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}
