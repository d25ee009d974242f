'use client';

import * as React from 'react';

import { cn } from '@/lib/utils';

/**
 * An on/off switch: a button with the ARIA switch role, as the WAI-ARIA pattern describes it. Space
 * and Enter press it like any button; the forms hold its value, so it needs no hidden input.
 */
function Switch({
  className,
  checked,
  defaultChecked = false,
  onCheckedChange,
  onClick,
  ...props
}: Omit<React.ComponentProps<'button'>, 'value' | 'defaultChecked'> & {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}) {
  const [own, setOwn] = React.useState(defaultChecked);
  const on = checked ?? own;
  const state = on ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      data-state={state}
      data-slot="switch"
      className={cn(
        'peer inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent shadow-xs transition-colors',
        'data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (checked === undefined) setOwn(!on);
        onCheckedChange?.(!on);
      }}
      {...props}
    >
      <span
        data-slot="switch-thumb"
        data-state={state}
        className={cn(
          'pointer-events-none block size-4 rounded-full bg-background shadow-sm ring-0 transition-transform',
          'data-[state=checked]:translate-x-4 data-[state=unchecked]:translate-x-0',
        )}
      />
    </button>
  );
}

export { Switch };
