import * as React from 'react';

import { cn } from '@/lib/utils';

/*
 * The wrapper scrolls sideways on narrow screens. A table with no focusable cells that overflows
 * should be given `containerProps={{ tabIndex: 0, role: 'region', 'aria-label': … }}` so
 * keyboard users can scroll it too.
 */
function Table({
  className,
  containerProps,
  ...props
}: React.ComponentProps<'table'> & { containerProps?: React.ComponentProps<'div'> }) {
  return (
    <div
      data-slot="table-container"
      {...containerProps}
      className={cn('relative w-full overflow-x-auto', containerProps?.className)}
    >
      <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />;
}

function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

function TableFooter({ className, ...props }: React.ComponentProps<'tfoot'>) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn('border-t bg-muted/50 font-medium [&>tr]:last:border-b-0', className)}
      {...props}
    />
  );
}

// Rows and cells, some three hundred on a page of a list, go without the `data-slot` of the other parts:
// no style or test looks them up by it, and each would add its bytes to every list page.
function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return <tr className={cn('ui-table-row', className)} {...props} />;
}

const headAlignments = { start: 'text-left', end: 'text-right' } as const;

type TableHeadProps = Omit<React.ComponentProps<'th'>, 'align'> & {
  /** 'end' for a column of figures, so the heading lines up with them. */
  align?: keyof typeof headAlignments;
};

function TableHead({ className, align = 'start', ...props }: TableHeadProps) {
  return (
    <th data-slot="table-head" className={cn('ui-table-head', headAlignments[align], className)} {...props} />
  );
}

type TableCellProps = React.ComponentProps<'td'> & {
  /** Long text wraps instead of widening its column. */
  wrap?: boolean;
};

function TableCell({ className, wrap = false, ...props }: TableCellProps) {
  return <td className={cn('ui-table-cell', wrap && 'whitespace-normal', className)} {...props} />;
}

function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('mt-4 text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export { Table, TableHeader, TableBody, TableFooter, TableHead, TableRow, TableCell, TableCaption };
