'use client';

import * as React from 'react';
import { PlusIcon } from '@/components/icons';

import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';

const AddFormatDialog = lazyDialog(() =>
  import('./add-format-dialog').then((module) => module.AddFormatDialog),
);

/** Add format, beside a publication's title; the dialog loads on first use. */
export function AddFormat({ publicationId, taken }: { publicationId: number; taken: readonly string[] }) {
  const [dialog, setDialog] = React.useState({ open: false, round: 0 });
  return (
    <>
      <Button variant="outline" onClick={() => setDialog((last) => ({ open: true, round: last.round + 1 }))}>
        <PlusIcon aria-hidden="true" />
        Add format
      </Button>
      <AddFormatDialog
        key={dialog.round}
        open={dialog.open}
        onOpenChange={(open) => setDialog((last) => ({ ...last, open }))}
        publicationId={publicationId}
        taken={taken}
      />
    </>
  );
}
