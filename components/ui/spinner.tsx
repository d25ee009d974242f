import * as React from 'react';
import { LoaderCircleIcon } from '@/components/icons';

import { cn } from '@/lib/utils';

type SpinnerProps = React.ComponentProps<'svg'> & {
  /** Announced politely to screen readers; pass '' when visible text nearby already says it. */
  label?: string;
};

function Spinner({ className, label = 'Loading', ...props }: SpinnerProps) {
  const icon = (
    <LoaderCircleIcon
      data-slot="spinner"
      aria-hidden="true"
      className={cn('size-4 shrink-0 animate-spin', className)}
      {...props}
    />
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner };
