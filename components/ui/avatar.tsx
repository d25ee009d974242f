import * as React from 'react';

import { cn } from '@/lib/utils';

const avatarShapes = { circle: 'rounded-full', square: 'rounded-lg' } as const;

type AvatarShape = keyof typeof avatarShapes;

/*
 * Users have no picture, so an avatar shows their initials (pair AvatarFallback with getInitials() from
 * lib/utils) and needs no script: the same markup Radix Avatar renders without an image, usable from
 * server components. Pictures would bring back the image's loading states of spec section 4.
 */
function Avatar({
  className,
  shape = 'circle',
  ...props
}: React.ComponentProps<'span'> & { shape?: AvatarShape }) {
  return (
    <span
      data-slot="avatar"
      className={cn('relative flex size-8 shrink-0 overflow-hidden', avatarShapes[shape], className)}
      {...props}
    />
  );
}

function AvatarFallback({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="avatar-fallback"
      className={cn(
        'flex size-full items-center justify-center rounded-[inherit] bg-muted text-xs font-medium text-foreground',
        className,
      )}
      {...props}
    />
  );
}

export { Avatar, AvatarFallback, type AvatarShape };
