import { Link } from '@/components/ui/link';

import { StatusBadge } from '@/components/detail-page/detail-header';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { RoyaltyRunSummary } from '@/lib/contract/royalty-runs';
import { formatDay, formatNumber } from '@/lib/format';
import { periodText } from '@/lib/royalties/statement-layout';
import { runHref } from './links';
import { RunActions } from './run-actions';
import { runDeletable, runStatus, totalsText } from './run-text';

/**
 * The runs, newest period first: status, statements, what each pays per currency and who made it.
 * A draft or failed run can be deleted from here when the user may.
 */
export function RunsTable({ runs, canDelete }: { runs: readonly RoyaltyRunSummary[]; canDelete: boolean }) {
  if (runs.length === 0)
    return (
      <p className="py-8 text-center text-sm text-muted-foreground">
        No royalty runs yet: create the first for the last half-year that has ended.
      </p>
    );
  return (
    <div className="rounded-md border">
      <Table>
        <caption className="sr-only">Royalty runs</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Period</TableHead>
            <TableHead>Status</TableHead>
            <TableHead align="end">Statements</TableHead>
            <TableHead align="end">Held back</TableHead>
            <TableHead align="end">Payable</TableHead>
            <TableHead>Created</TableHead>
            {canDelete ? <TableHead className="sr-only">Actions</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {runs.map((run) => {
            const period = periodText(run);
            return (
              <TableRow key={run.runId}>
                <TableCell className="font-medium">
                  <Link href={runHref(run.runId)} className="underline-offset-4 hover:underline">
                    {period}
                  </Link>
                </TableCell>
                <TableCell>
                  <StatusBadge {...runStatus(run.status)} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(run.statementCount)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(run.heldBackCount)}</TableCell>
                <TableCell className="text-right tabular-nums">{totalsText(run.totalsPayable)}</TableCell>
                <TableCell className="text-muted-foreground">
                  {formatDay(run.createdAt)}
                  {run.createdBy ? ` by ${run.createdBy}` : ''}
                </TableCell>
                {canDelete ? (
                  <TableCell className="text-right">
                    <RunActions
                      runId={run.runId}
                      period={period}
                      actions={runDeletable(run.status) ? ['delete'] : []}
                      status={run.status}
                      size="sm"
                    />
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
