'use client';

import * as React from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowRightIcon } from '@/components/icons';

import { QueryProvider } from '@/components/providers/query-provider';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { fetchJson } from '@/lib/bff/fetch-json';
import type { HistoryEntry } from '@/lib/contract/resource';
import { formatDateTime } from '@/lib/format';
import { historyAnswer } from './history-answer';
import { HistoryLoading } from './history-tab';

const ACTION_LABELS: Record<HistoryEntry['action'], string> = {
  insert: 'Created',
  update: 'Changed',
  delete: 'Deleted',
};

function display(value: unknown, labels: Record<string, string> | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map((item) => display(item, labels)).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return labels?.[String(value)] ?? String(value);
  return JSON.stringify(value);
}

export interface HistoryProps {
  resource: string;
  id: number;
  /** The record's version as the page read it: a save moves it, and History reads again. */
  version: number;
  /** How each recorded field is named on the form. */
  fieldLabels: Record<string, string>;
  /** Labels of coded values per field (statuses, roles, formats). */
  valueLabels?: Record<string, Record<string, string>>;
}

/**
 * A record's History: who changed what and when, each field before → after, newest first, from the
 * audit log through `GET {resource}/{id}/history`.
 */
export function HistoryList(props: HistoryProps) {
  return (
    <QueryProvider>
      <HistoryEntries {...props} />
    </QueryProvider>
  );
}

function HistoryEntries({ resource, id, version, fieldLabels, valueLabels = {} }: HistoryProps) {
  const history = useInfiniteQuery({
    queryKey: ['history', resource, id, version],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      fetchJson(`/api/${resource}/${id}/history?page=${pageParam}`, historyAnswer, { signal }),
    getNextPageParam: (last) =>
      last.meta.page * last.meta.pageSize < last.meta.total ? last.meta.page + 1 : undefined,
  });

  if (history.isPending) return <HistoryLoading />;
  if (history.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Could not load the history</AlertTitle>
        <AlertDescription>
          <p>{history.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const entries = history.data.pages.flatMap((page) => page.data);
  if (entries.length === 0) {
    return (
      <p className="py-8 text-center text-sm text-muted-foreground">
        No changes recorded yet. Records loaded before the audit log began show their changes from now on.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <ol className="space-y-4">
        {entries.map((entry) => (
          <li key={entry.historyId} className="rounded-md border p-4">
            <p className="text-sm">
              <span className="font-medium">{ACTION_LABELS[entry.action]}</span> by{' '}
              <span className="font-medium">{entry.userName ?? 'a former user'}</span>{' '}
              <time dateTime={entry.at} className="text-muted-foreground">
                on {formatDateTime(entry.at)}
              </time>
            </p>
            {entry.changes.length > 0 ? (
              <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
                {entry.changes.map((change) => (
                  <React.Fragment key={change.field}>
                    <dt className="text-muted-foreground">{fieldLabels[change.field] ?? change.field}</dt>
                    <dd className="flex min-w-0 flex-wrap items-center gap-2">
                      {entry.action === 'update' ? (
                        <>
                          <span className="break-words text-muted-foreground line-through decoration-muted-foreground/50">
                            {display(change.before, valueLabels[change.field])}
                          </span>
                          <ArrowRightIcon className="size-3.5 shrink-0" aria-label="changed to" />
                          <span className="break-words">
                            {display(change.after, valueLabels[change.field])}
                          </span>
                        </>
                      ) : (
                        <span className="break-words">
                          {display(
                            entry.action === 'delete' ? change.before : change.after,
                            valueLabels[change.field],
                          )}
                        </span>
                      )}
                    </dd>
                  </React.Fragment>
                ))}
              </dl>
            ) : null}
          </li>
        ))}
      </ol>
      {history.hasNextPage ? (
        <Button
          variant="outline"
          onClick={() => void history.fetchNextPage()}
          disabled={history.isFetchingNextPage}
        >
          {history.isFetchingNextPage ? <Spinner label="" /> : null}
          Show older changes
        </Button>
      ) : null}
    </div>
  );
}
