'use client';

import { PrinterIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

/** Prints the report: the print style sheet leaves out the sidebar, the header and the filters. */
export function PrintButton() {
  return (
    <Button type="button" variant="outline" onClick={() => window.print()}>
      <PrinterIcon aria-hidden="true" />
      Print
    </Button>
  );
}
