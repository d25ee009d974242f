import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table';
import type { RoyaltyStatement } from '@/lib/contract/royalty-runs';
import { FIGURE_COLUMNS, statementRows, type StatementRow } from '@/lib/royalties/statement-layout';
import { cn } from '@/lib/utils';
import { DrillFigure } from './drill-figure';
import { FigureHeader } from './figure-header';

const TOTAL_CLASSES = { ruled: 'border-t-2', bold: 'border-t-2 font-semibold' } as const;

/**
 * The statement's table of figures, row for row as the PDF prints it. The copies and the amount of a
 * sales or returns line, and the totals of such lines, open the order lines behind them.
 */
export function StatementFigures({ statement }: { statement: RoyaltyStatement }) {
  const figure = (row: StatementRow, text: string, unit?: string) =>
    text && row.sources.length > 0 ? (
      <DrillFigure
        statementId={statement.statementId}
        label={row.label}
        figure={text}
        unit={unit}
        sources={row.sources}
      />
    ) : (
      text
    );
  return (
    <Table>
      <caption className="sr-only">The statement’s figures</caption>
      <FigureHeader labels={['Line']} figures={FIGURE_COLUMNS} hideLabels />
      <TableBody>
        {statementRows(statement).map((row, index) => (
          <TableRow key={index} className={row.total ? TOTAL_CLASSES[row.total] : undefined}>
            <TableCell wrap className={cn(!row.total && row.copies && 'pl-6')}>
              {row.label}
            </TableCell>
            <TableCell className="text-right tabular-nums">{figure(row, row.copies, 'copies')}</TableCell>
            <TableCell className="text-right tabular-nums">{row.basis}</TableCell>
            <TableCell className="text-right tabular-nums">{row.rate}</TableCell>
            <TableCell className="text-right tabular-nums">{figure(row, row.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
