import * as React from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';

import { cn } from '@/lib/utils';

const badgeVariants = cva(
  // The base and each variant are one class of app/ui-components.css: a list has a badge or two per row.
  'ui-badge',
  {
    variants: {
      variant: {
        default: 'ui-badge-default',
        secondary: 'ui-badge-secondary',
        destructive: 'ui-badge-destructive',
        success: 'ui-badge-success',
        warning: 'ui-badge-warning',
        outline: 'ui-badge-outline',
      },
    },
    defaultVariants: {
      variant: 'default',
    },
  },
);

function Badge({
  className,
  variant,
  asChild = false,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : 'span';
  // No `data-slot`: a list draws a badge or two per row, and nothing looks badges up by it.
  return <Comp className={cn(badgeVariants({ variant }), className)} {...props} />;
}

export { Badge, badgeVariants };
