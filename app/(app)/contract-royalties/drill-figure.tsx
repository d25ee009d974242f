'use client';

import * as React from 'react';

import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { FigureSource } from '@/lib/royalties/statement-layout';

const SalesRowsDialog = lazyDialog(() =>
  import('./sales-rows-dialog').then((module) => module.SalesRowsDialog),
);

/**
 * A figure of a statement that opens the sales rows behind it. Its name starts with the figure as it
 * reads, then says what opens ("4,000 copies: the sales rows behind Hardback · Trade").
 */
export function DrillFigure({
  statementId,
  label,
  figure,
  unit = '',
  sources,
}: {
  statementId: number;
  /** The statement's row: "Hardback · Trade · tier 1 from 0". */
  label: string;
  figure: string;
  /** What the figure counts, in its name: "copies". */
  unit?: string;
  sources: readonly FigureSource[];
}) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <button
        type="button"
        className="cursor-pointer tabular-nums underline decoration-dotted underline-offset-4 hover:decoration-solid focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={`${figure}${unit ? ` ${unit}` : ''}: the sales rows behind ${label}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {figure}
      </button>
      <SalesRowsDialog
        open={open}
        onOpenChange={setOpen}
        statementId={statementId}
        label={label}
        sources={sources}
      />
    </>
  );
}
