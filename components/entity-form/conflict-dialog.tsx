'use client';

import { lazyDialog } from '@/components/ui/lazy-dialog';

/** The stale-version dialog; its code loads when a save first meets someone else's change. */
export const ConflictDialog = lazyDialog(() =>
  import('./conflict-dialog-box').then((module) => module.ConflictDialogBox),
);
