import * as React from 'react';
import { ChevronDownIcon } from '@/components/icons';

import { cn } from '@/lib/utils';

/**
 * The browser's own select, drawn like the Radix one: for a short list of plain choices (rows per
 * page, a period) it costs no script, opens the system's picker on phones, and reads the same to
 * assistive technology. Give it a width: it has none of its own to compete with it.
 */
function NativeSelect({
  className,
  size = 'default',
  ...props
}: Omit<React.ComponentProps<'select'>, 'size'> & { size?: 'sm' | 'default' }) {
  return (
    <div className={cn('relative', className)}>
      <select
        data-slot="native-select"
        data-size={size}
        className={cn(
          'w-full appearance-none rounded-md border border-input bg-transparent py-0 pr-8 pl-3 text-sm shadow-xs transition-colors',
          'data-[size=default]:h-9 data-[size=sm]:h-8',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden',
          'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
          '[&>option]:bg-popover [&>option]:text-popover-foreground',
        )}
        {...props}
      />
      <ChevronDownIcon
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 opacity-60"
        aria-hidden="true"
      />
    </div>
  );
}

export { NativeSelect };
