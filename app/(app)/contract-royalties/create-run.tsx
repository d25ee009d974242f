'use client';

import * as React from 'react';
import { PlusIcon } from '@/components/icons';

import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { RoyaltyPeriodDates } from '@/lib/royalties/periods';

const CreateRunDialog = lazyDialog(() =>
  import('./create-run-dialog').then((module) => module.CreateRunDialog),
);

/** Create run, for the period the page proposes (the half-year after the last run); asks first. */
export function CreateRun({ period }: { period: RoyaltyPeriodDates }) {
  // A fresh form on each opening, so a refused attempt's message does not linger.
  const [dialog, setDialog] = React.useState({ open: false, round: 0 });
  return (
    <>
      <Button onClick={() => setDialog((last) => ({ open: true, round: last.round + 1 }))}>
        <PlusIcon aria-hidden="true" />
        Create run
      </Button>
      <CreateRunDialog
        key={dialog.round}
        open={dialog.open}
        onOpenChange={(open) => setDialog((last) => ({ ...last, open }))}
        period={period}
      />
    </>
  );
}
