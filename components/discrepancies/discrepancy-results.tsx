'use client';

import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, ExternalLinkIcon } from '@/components/icons';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { messageOf } from '@/components/dashboard/queries';
import { fetchJson } from '@/lib/bff/fetch-json';
import { DASH } from '@/lib/format';
import { resultsAnswer, type Check } from './check-answers';
import { CreateTaskButton } from '@/components/tasks/create-task-button';
import { FAILED, logged } from './failures';

/** Spec 2.9: one check's results, run afresh each time it is opened. */
export function DiscrepancyResults({ discrepancy, onBack }: { discrepancy: Check; onBack: () => void }) {
  const results = useQuery({
    queryKey: ['bff', 'discrepancies', discrepancy.discrepancyId, 'execute'],
    queryFn: () =>
      logged(
        FAILED.execute,
        async () =>
          (await fetchJson(`/api/discrepancies/${discrepancy.discrepancyId}/execute`, resultsAnswer)).data,
      ),
    // A check is run afresh each time it is opened, and a failure is shown at once.
    gcTime: 0,
    retry: false,
  });
  // Spec section 8: the results list is emptied when execute fails.
  const rows = results.isError ? [] : (results.data ?? []);

  return (
    <div className="flex flex-1 flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to List
        </Button>
        {rows.length > 0 ? (
          <CreateTaskButton
            request={{ path: '/api/tasks/from-check', body: { checkId: discrepancy.discrepancyId } }}
            label="the whole check"
          />
        ) : null}
      </div>
      <PageHeader
        title="Discrepancy Results"
        description={
          <>
            <span className="block font-medium text-foreground">{discrepancy.discrepancyTitle}</span>
            Section {discrepancy.discrepancySection} · ID {discrepancy.discrepancyId}
            {results.isSuccess ? ` · ${rows.length} ${rows.length === 1 ? 'result' : 'results'} found` : ''}
          </>
        }
      />

      {results.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Something went wrong</AlertTitle>
          <AlertDescription>
            <p>{messageOf(results.error, FAILED.execute)}</p>
          </AlertDescription>
        </Alert>
      ) : null}

      {results.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner label="" /> Loading discrepancies...
        </p>
      ) : rows.length === 0 ? (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <p className="font-medium">No discrepancies found</p>
          <p className="text-sm text-muted-foreground">All data appears to be consistent</p>
        </div>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>#</TableHead>
              <TableHead>Section</TableHead>
              <TableHead>Unique ID</TableHead>
              <TableHead>Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.index}-${row.uniqueID}`}>
                <TableCell className="tabular-nums">{row.index}</TableCell>
                <TableCell>{row.section}</TableCell>
                <TableCell className="tabular-nums">{row.uniqueID}</TableCell>
                <TableCell>
                  <div className="flex flex-wrap items-center gap-2">
                    {/^\d+$/.test(row.uniqueID) ? (
                      <CreateTaskButton
                        request={{
                          path: '/api/tasks/from-check',
                          body: { checkId: discrepancy.discrepancyId, findingId: Number(row.uniqueID) },
                        }}
                        label={`record ${row.uniqueID}`}
                      />
                    ) : null}
                    {row.resolveURL ? (
                      <Button asChild variant="link" size="sm">
                        <a href={row.resolveURL} target="_blank" rel="noopener noreferrer">
                          Resolve
                          <ExternalLinkIcon aria-hidden="true" />
                          <span className="sr-only"> record {row.uniqueID} (opens in a new tab)</span>
                        </a>
                      </Button>
                    ) : (
                      DASH
                    )}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
