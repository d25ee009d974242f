'use client';

import * as React from 'react';
import { UploadIcon } from '@/components/icons';

import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';

const EcbImportDialog = lazyDialog(() =>
  import('./ecb-import-dialog').then((module) => module.EcbImportDialog),
);

/** Import ECB file: the button, and the dialog that loads on first use. */
export function EcbImport() {
  // A fresh dialog on each opening, so that a refused file's message does not linger.
  const [dialog, setDialog] = React.useState({ open: false, round: 0 });
  return (
    <>
      <Button variant="outline" onClick={() => setDialog((last) => ({ open: true, round: last.round + 1 }))}>
        <UploadIcon aria-hidden="true" />
        Import ECB file
      </Button>
      <EcbImportDialog
        key={dialog.round}
        open={dialog.open}
        onOpenChange={(open) => setDialog((last) => ({ ...last, open }))}
      />
    </>
  );
}
