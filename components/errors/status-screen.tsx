import * as React from 'react';
import { Link } from '@/components/ui/link';

import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { GoBackButton } from '@/components/errors/go-back-button';

type StatusScreenProps = {
  /** The large status code above the title; omitted in minimal screens. */
  code?: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Show Go Back and Back to Home. */
  showNavigation?: boolean;
  /** A main action placed after the navigation buttons (e.g. Sign in); Back to Home then steps back to outline. */
  primaryAction?: { href: string; label: string };
  /**
   * 'main' when the screen is the whole page; 'div' when it sits inside a layout that already
   * has a <main> landmark.
   */
  as?: 'main' | 'div';
  /** h2 when the screen sits under a page that already has its h1. */
  headingAs?: 'h1' | 'h2';
  /** Less padding and no full-screen height, for a screen inside a page section. */
  compact?: boolean;
  className?: string;
  children?: React.ReactNode;
};

/** Shared layout of the error and status screens: code, one heading, a sentence, actions. */
function StatusScreen({
  code,
  title,
  description,
  showNavigation = true,
  primaryAction,
  as: Comp = 'main',
  headingAs: Heading = 'h1',
  compact = false,
  className,
  children,
}: StatusScreenProps) {
  return (
    <Comp
      className={cn(
        'flex w-full flex-col items-center justify-center gap-2 px-4 text-center',
        compact ? 'min-h-0 py-6' : ['py-10', Comp === 'main' && 'min-h-svh'],
        className,
      )}
    >
      {code ? (
        <p className="text-[5rem] leading-tight font-bold tracking-tight sm:text-[7rem]">{code}</p>
      ) : null}
      <Heading className="text-lg font-medium text-balance">{title}</Heading>
      {description ? <p className="max-w-md text-balance text-muted-foreground">{description}</p> : null}
      {showNavigation || primaryAction ? (
        <div className="mt-6 flex flex-wrap items-center justify-center gap-4">
          {showNavigation ? (
            <>
              <GoBackButton />
              <Button asChild variant={primaryAction ? 'outline' : 'default'}>
                <Link href="/">Back to Home</Link>
              </Button>
            </>
          ) : null}
          {primaryAction ? (
            <Button asChild>
              <Link href={primaryAction.href}>{primaryAction.label}</Link>
            </Button>
          ) : null}
        </div>
      ) : null}
      {children}
    </Comp>
  );
}

export { StatusScreen, type StatusScreenProps };
