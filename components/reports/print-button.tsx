'use client';

import * as React from 'react';
import { PrinterIcon } from '@/components/icons';

import { Button } from '@/components/ui/button';

/**
 * Prints the report: the print style sheet leaves out the sidebar, the header and the filters. When the
 * page shows only the first rows of a long table, Print opens the whole report first and prints it there.
 */
export function PrintButton({
  wholeReportHref,
  printOnOpen,
}: {
  /** The report with every row, to print from; null when this page already shows every row. */
  wholeReportHref: string | null;
  /** Opened from Print on a shortened page: print once it has loaded. */
  printOnOpen: boolean;
}) {
  React.useEffect(() => {
    if (!printOnOpen) return;
    window.print();
    // Printed once: a reload or Back shows the report without printing again.
    const address = new URL(window.location.href);
    address.searchParams.delete('print');
    window.history.replaceState(window.history.state, '', address);
  }, [printOnOpen]);
  const icon = <PrinterIcon aria-hidden="true" />;
  if (wholeReportHref)
    return (
      <Button asChild variant="outline">
        <a href={wholeReportHref}>
          {icon}
          Print
        </a>
      </Button>
    );
  return (
    <Button type="button" variant="outline" onClick={() => window.print()}>
      {icon}
      Print
    </Button>
  );
}
