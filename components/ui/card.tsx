import * as React from 'react';

import { cn } from '@/lib/utils';

type CardProps = React.ComponentProps<'div'> & {
  /** 'sm' tightens the card and its parts, for tiles of figures. */
  size?: 'default' | 'sm';
};

function Card({ className, size = 'default', ...props }: CardProps) {
  return (
    <div
      data-slot="card"
      data-size={size}
      className={cn(
        'group/card flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm',
        'data-[size=sm]:gap-2 data-[size=sm]:py-4',
        className,
      )}
      {...props}
    />
  );
}

const headerOrientations = {
  vertical:
    'grid auto-rows-min grid-rows-[auto_auto] items-start gap-1.5 has-data-[slot=card-action]:grid-cols-[1fr_auto]',
  horizontal: 'flex justify-between gap-2',
} as const;

type CardHeaderProps = React.ComponentProps<'div'> & {
  /** 'horizontal' puts the title and what goes with it (an icon, a badge) in a row; the caller aligns them. */
  orientation?: keyof typeof headerOrientations;
};

function CardHeader({ className, orientation = 'vertical', ...props }: CardHeaderProps) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        '@container/card-header px-6 group-data-[size=sm]/card:px-4 [.border-b]:pb-6',
        headerOrientations[orientation],
        className,
      )}
      {...props}
    />
  );
}

type CardTitleProps = React.ComponentProps<'div'> & {
  /**
   * The heading level depends on where the card sits, so it is the caller's choice; the default
   * stays a div so stat cards do not flood the page outline.
   */
  as?: 'div' | 'h2' | 'h3' | 'h4';
};

function CardTitle({ className, as: Comp = 'div', ...props }: CardTitleProps) {
  return <Comp data-slot="card-title" className={cn('leading-none font-semibold', className)} {...props} />;
}

function CardDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

function CardAction({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-action"
      className={cn('col-start-2 row-span-2 row-start-1 self-start justify-self-end', className)}
      {...props}
    />
  );
}

function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-content"
      className={cn('px-6 group-data-[size=sm]/card:px-4', className)}
      {...props}
    />
  );
}

function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('flex items-center px-6 group-data-[size=sm]/card:px-4 [.border-t]:pt-6', className)}
      {...props}
    />
  );
}

export { Card, CardHeader, CardFooter, CardTitle, CardAction, CardDescription, CardContent };
