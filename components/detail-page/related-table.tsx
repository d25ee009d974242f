import * as React from 'react';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

export interface RelatedColumn<Row> {
  header: string;
  cell: (row: Row) => React.ReactNode;
  className?: string;
  /** 'end' for a column of figures: heading and cells line up on the right. */
  align?: 'start' | 'end';
}

/** The records of a tab on a record's page (a contact's contracts, a commissioning's publications). */
export function RelatedTable<Row>({
  caption,
  rows,
  rowKey,
  columns,
  empty,
}: {
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly RelatedColumn<Row>[];
  empty: string;
}) {
  if (rows.length === 0) return <p className="py-8 text-center text-sm text-muted-foreground">{empty}</p>;
  return (
    <div className="rounded-md border">
      <Table>
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column.header} align={column.align} className={column.className}>
                {column.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell
                  key={column.header}
                  className={cn(column.align === 'end' && 'text-right tabular-nums', column.className)}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
