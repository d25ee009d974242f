'use client';

import * as React from 'react';

import {
  TOOLTIP_SKIP_DELAY_MS,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from '@/components/ui/tooltip';

/*
 * Each link brings its own provider, so the tooltips arrive without mounting the links' common
 * ancestor afresh (which would drop a click on a popup menu in flight). The skip delay that a shared
 * provider would give, from one title to the next, is kept here for all of them.
 */
let openDelayed = true;
let skipDelayTimer = 0;
const listeners = new Set<() => void>();

function setOpenDelayed(next: boolean) {
  openDelayed = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function onOpenChange(open: boolean) {
  window.clearTimeout(skipDelayTimer);
  if (open) setOpenDelayed(false);
  else skipDelayTimer = window.setTimeout(() => setOpenDelayed(true), TOOLTIP_SKIP_DELAY_MS);
}

/** The title of a link of the collapsed sidebar, beside its icon. Loaded by MainNav on first collapse. */
export function NavTooltip({ label, children }: { label: string; children: React.ReactElement }) {
  const delayed = React.useSyncExternalStore(
    subscribe,
    () => openDelayed,
    () => true,
  );
  return (
    <TooltipProvider>
      <Tooltip delayDuration={delayed ? undefined : 0} onOpenChange={onOpenChange}>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent side="right" align="center">
          {label}
        </TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
