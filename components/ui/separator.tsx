import * as React from 'react';

import { cn } from '@/lib/utils';

type SeparatorProps = React.ComponentProps<'div'> & {
  orientation?: 'horizontal' | 'vertical';
  /** Purely visual separators are hidden from assistive technology. */
  decorative?: boolean;
};

/*
 * Same markup as Radix Separator (role, aria-orientation, data-orientation) without a client
 * bundle, so server components can use it.
 */
function Separator({ className, orientation = 'horizontal', decorative = true, ...props }: SeparatorProps) {
  const semantic = decorative
    ? { role: 'none' as const }
    : {
        role: 'separator' as const,
        'aria-orientation': orientation === 'vertical' ? ('vertical' as const) : undefined,
      };
  return (
    <div
      data-slot="separator"
      data-orientation={orientation}
      {...semantic}
      className={cn(
        'shrink-0 bg-border',
        orientation === 'horizontal' ? 'h-px w-full' : 'h-full w-px',
        className,
      )}
      {...props}
    />
  );
}

export { Separator };
