import * as React from 'react';

import { cn } from '@/lib/utils';

/*
 * A plain <label>: Radix's Label only adds a double-click selection guard, which `select-none`
 * covers, and a plain element keeps this usable from server components without shipping JS.
 */
function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return (
    <label
      data-slot="label"
      className={cn(
        'flex items-center gap-2 text-sm leading-none font-medium select-none',
        'peer-disabled:cursor-not-allowed peer-disabled:opacity-50 group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export { Label };
