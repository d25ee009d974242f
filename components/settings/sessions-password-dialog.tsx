'use client';

import { lazyDialog } from '@/components/ui/lazy-dialog';

/** Asks for the current password before ending sessions; its code loads when it first opens. */
export const SessionsPasswordDialog = lazyDialog(() =>
  import('./sessions-password-dialog-box').then((module) => module.SessionsPasswordDialogBox),
);
