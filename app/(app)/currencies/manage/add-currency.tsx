'use client';

import * as React from 'react';
import { PlusIcon } from '@/components/icons';

import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';

const AddCurrencyDialog = lazyDialog(() =>
  import('./add-currency-dialog').then((module) => module.AddCurrencyDialog),
);

/** Add currency: the button, and the dialog that loads on first use. */
export function AddCurrency() {
  // A fresh form on each opening, so that a refused attempt's message does not linger.
  const [dialog, setDialog] = React.useState({ open: false, round: 0 });
  return (
    <>
      <Button variant="outline" onClick={() => setDialog((last) => ({ open: true, round: last.round + 1 }))}>
        <PlusIcon aria-hidden="true" />
        Add currency
      </Button>
      <AddCurrencyDialog
        key={dialog.round}
        open={dialog.open}
        onOpenChange={(open) => setDialog((last) => ({ ...last, open }))}
      />
    </>
  );
}
