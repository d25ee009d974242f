'use client';

import * as React from 'react';
import { ReceiptTextIcon } from '@/components/icons';

import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';

const InvoiceOrdersDialog = lazyDialog(() =>
  import('./invoice-orders-dialog').then((module) => module.InvoiceOrdersDialog),
);

/** Invoice shipped orders: the button, and the dialog that loads on first use. */
export function InvoiceOrders() {
  // A fresh dialog on each opening: no choice or refusal lingers from the last one.
  const [dialog, setDialog] = React.useState({ open: false, round: 0 });
  return (
    <>
      <Button variant="outline" onClick={() => setDialog((last) => ({ open: true, round: last.round + 1 }))}>
        <ReceiptTextIcon aria-hidden="true" />
        Invoice shipped orders
      </Button>
      <InvoiceOrdersDialog
        key={dialog.round}
        open={dialog.open}
        onOpenChange={(open) => setDialog((last) => ({ ...last, open }))}
      />
    </>
  );
}
