'use client';

import * as React from 'react';
import { ChevronDownIcon } from '@/components/icons';

import { cn } from '@/lib/utils';
import { HandoverContext, type EditorControl } from './handover';

/** components/ui/select's trigger, as it looks closed; like it, without a width of its own. */
const TRIGGER = cn(
  'flex items-center justify-between gap-2 rounded-md border border-input bg-transparent px-3 py-2 text-sm whitespace-nowrap shadow-xs transition-colors',
  'h-9 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden',
);

type DeferredSelectProps = { label: string; value: string; control: EditorControl; className?: string };

/**
 * A select of the server's first view. The select itself loads with the section when the user reaches
 * for it, and opens then; until that moment this button stands in for it, looking and answering alike.
 */
export function DeferredSelect({ label, value, control, className }: DeferredSelectProps) {
  const handOver = React.useContext(HandoverContext);
  // Like Radix's trigger, it names the list of options it opens, which is not in the page while closed.
  const listId = React.useId();
  return (
    <button
      type="button"
      role="combobox"
      aria-label={label}
      aria-controls={listId}
      aria-expanded="false"
      aria-autocomplete="none"
      className={cn(TRIGGER, className)}
      onClick={() => handOver(control)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          handOver(control);
        }
      }}
    >
      <span className="line-clamp-1 flex items-center gap-2">{value}</span>
      <ChevronDownIcon className="pointer-events-none size-4 shrink-0 opacity-60" aria-hidden="true" />
    </button>
  );
}
