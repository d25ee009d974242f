import * as React from 'react';
import { Slot } from '@radix-ui/react-slot';

// The base and each variant are one class of app/ui-components.css: a list has a badge or two per row.
const BADGE_CLASSES = {
  default: 'ui-badge ui-badge-default',
  secondary: 'ui-badge ui-badge-secondary',
  destructive: 'ui-badge ui-badge-destructive',
  success: 'ui-badge ui-badge-success',
  warning: 'ui-badge ui-badge-warning',
  outline: 'ui-badge ui-badge-outline',
} as const;

export type BadgeVariant = keyof typeof BADGE_CLASSES;

/** A badge's classes, for a list cell that draws the span itself rather than through a component. */
export function badgeClassName(variant: BadgeVariant = 'default', className?: string): string {
  return className ? `${BADGE_CLASSES[variant]} ${className}` : BADGE_CLASSES[variant];
}

function Badge({
  className,
  variant,
  asChild = false,
  ...props
}: React.ComponentProps<'span'> & { variant?: BadgeVariant; asChild?: boolean }) {
  const Comp = asChild ? Slot : 'span';
  // No `data-slot`: a list draws a badge or two per row, and nothing looks badges up by it.
  return <Comp className={badgeClassName(variant, className)} {...props} />;
}

export { Badge };
