'use client';

import * as React from 'react';

import { Button } from '@/components/ui/button';

/** What the dialog a `DialogButton` opens is given. */
export interface DialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A button that opens a dialog with a fresh form on each opening: the dialog is mounted anew, so a
 * form cancelled half-filled does not come back.
 */
export function DialogButton({
  dialog,
  children,
  ...button
}: {
  dialog: (state: DialogState) => React.ReactNode;
  children: React.ReactNode;
} & Pick<React.ComponentProps<typeof Button>, 'variant' | 'size' | 'aria-label'>) {
  const [state, setState] = React.useState({ open: false, round: 0 });
  return (
    <>
      <Button {...button} onClick={() => setState((last) => ({ open: true, round: last.round + 1 }))}>
        {children}
      </Button>
      <React.Fragment key={state.round}>
        {dialog({ open: state.open, onOpenChange: (open) => setState((last) => ({ ...last, open })) })}
      </React.Fragment>
    </>
  );
}
