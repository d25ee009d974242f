'use client';

import { useQuery } from '@tanstack/react-query';

import { QueryProvider } from '@/components/providers/query-provider';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableFooter, TableRow } from '@/components/ui/table';
import { fetchJson } from '@/lib/bff/fetch-json';
import { ORDER_CHANNEL, PUBLICATION_FORMAT, choiceLabel } from '@/lib/contract/choices';
import type { RoyaltySaleRow } from '@/lib/contract/royalty-runs';
import { DASH, formatDay, formatMoney, formatNumber, formatPercent } from '@/lib/format';
import type { FigureSource } from '@/lib/royalties/statement-layout';
import { FigureHeader } from './figure-header';
import { saleRowsAnswer } from './sale-rows';

export interface SalesRowsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  statementId: number;
  /** The row of the statement whose figure was opened. */
  label: string;
  sources: readonly FigureSource[];
}

/**
 * The order lines behind a figure of a statement, loaded when first opened: one table per line of the
 * statement, each totalled, so that its copies add up to the figure. A return's copies come off.
 */
export function SalesRowsDialog(props: SalesRowsDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-5xl!">
        <DialogHeader>
          <DialogTitle>Sales rows behind {props.label}</DialogTitle>
          <DialogDescription>
            The order lines this figure counts, oldest first, in the currency they were sold in.
          </DialogDescription>
        </DialogHeader>
        <QueryProvider>
          <SourceRows {...props} />
        </QueryProvider>
      </DialogContent>
    </Dialog>
  );
}

function SourceRows({ statementId, sources }: SalesRowsDialogProps) {
  const rows = useQuery({
    queryKey: ['royalty-statement-sales', statementId, sources.map((source) => source.lineId)],
    queryFn: ({ signal }) =>
      Promise.all(
        sources.map((source) =>
          fetchJson(`/api/royalty-statements/${statementId}/lines/${source.lineId}/sales`, saleRowsAnswer, {
            signal,
          }).then((answer) => ({ source, rows: answer.data })),
        ),
      ),
    // A run's lines never change once drawn; a deleted draft's are simply not found.
    staleTime: Infinity,
  });
  if (rows.isPending) return <Spinner label="Loading the sales rows" />;
  if (rows.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle>Could not load the sales rows</AlertTitle>
        <AlertDescription>
          <p>{rows.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void rows.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  return (
    <div className="space-y-6">
      {rows.data.map(({ source, rows: lines }) => (
        <SourceTable key={source.lineId} source={source} rows={lines} titled={sources.length > 1} />
      ))}
    </div>
  );
}

const COLUMNS = ['Order', 'Date', 'Customer', 'Format', 'Channel', 'Territory'] as const;
const FIGURES = ['Units', 'Price', 'Discount', 'Net'] as const;

/** Net amounts added up per currency: an order's currency may not be the statement's. */
function netTotals(rows: readonly RoyaltySaleRow[]): string {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.netAmount);
  return [...totals].map(([currency, amount]) => formatMoney(amount, currency)).join(' · ') || DASH;
}

function SourceTable({
  source,
  rows,
  titled,
}: {
  source: FigureSource;
  rows: readonly RoyaltySaleRow[];
  titled: boolean;
}) {
  const sign = source.returns ? -1 : 1;
  const units = rows.reduce((sum, row) => sum + row.units, 0) * sign;
  return (
    <section aria-label={source.label} className="space-y-2">
      {titled ? <h3 className="text-sm font-medium">{source.label}</h3> : null}
      <div className="rounded-md border">
        <Table>
          <caption className="sr-only">The order lines behind {source.label}</caption>
          <FigureHeader labels={COLUMNS} figures={FIGURES} />
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.orderLineId}>
                <TableCell className="font-medium">{row.orderNumber}</TableCell>
                <TableCell>{formatDay(row.orderDate)}</TableCell>
                <TableCell wrap>{row.customerName}</TableCell>
                <TableCell>{choiceLabel(PUBLICATION_FORMAT, row.format)}</TableCell>
                <TableCell>{choiceLabel(ORDER_CHANNEL, row.channel)}</TableCell>
                <TableCell>{row.territory ?? DASH}</TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(row.units * sign)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatMoney(row.unitPrice, row.currency)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatPercent(row.discountPercent, 2, false)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatMoney(row.netAmount * sign, row.currency)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={COLUMNS.length}>
                Total of {formatNumber(rows.length)} order {rows.length === 1 ? 'line' : 'lines'}
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatNumber(units)}</TableCell>
              <TableCell colSpan={2} />
              <TableCell className="text-right tabular-nums">
                {netTotals(rows.map((row) => ({ ...row, netAmount: row.netAmount * sign })))}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </div>
    </section>
  );
}
