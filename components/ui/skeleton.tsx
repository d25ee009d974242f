import * as React from 'react';

import { cn } from '@/lib/utils';

/** Decorative placeholder: announce loading once, elsewhere (e.g. a Spinner or sr-only text). */
function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}

export { Skeleton };
