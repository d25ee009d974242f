'use client';

import { lazyDialog } from '@/components/ui/lazy-dialog';

/** Asks before an action that cannot be undone; its code loads when it first opens. */
export const ConfirmDialog = lazyDialog(() =>
  import('./confirm-dialog-box').then((module) => module.ConfirmDialogBox),
);
