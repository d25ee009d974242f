'use client';

import * as React from 'react';

import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useFirstSight } from './first-sight';

/** A server function that draws a part of the page: bound to its record on the server. */
export type PanelLoader = () => Promise<React.ReactNode>;

/** What a panel shows while its code or its content is on the way. */
export function PanelLoading({ label }: { label: string }) {
  return (
    <div className="space-y-3" aria-busy="true">
      <Spinner label={label} />
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-16 w-full" />
      ))}
    </div>
  );
}

type Drawn = { node: React.ReactNode } | { failed: true } | null;

/**
 * A part of a record's page that the server draws only when it first comes into view: a tab's
 * content when the tab is chosen, the comments when the reader scrolls to them. A record opened only
 * to be read or edited costs none of their calls. After a refresh (a change made in the part), the
 * page hands over a new loader and the part is drawn again, the old content shown meanwhile.
 */
export function LazyPanel({
  load,
  fallback,
  failure,
  margin,
}: {
  load: PanelLoader;
  fallback: React.ReactNode;
  /** What is said when the part could not be drawn. */
  failure: string;
  /** How near the viewport the part starts loading (a CSS margin). */
  margin?: string;
}) {
  const [placeholder, seen] = useFirstSight<HTMLDivElement>(margin);
  const [drawn, setDrawn] = React.useState<Drawn>(null);

  React.useEffect(() => {
    if (!seen) return;
    let current = true;
    load().then(
      (node) => current && setDrawn({ node }),
      () => current && setDrawn({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [seen, load]);

  if (drawn === null) return <div ref={placeholder}>{fallback}</div>;
  if ('failed' in drawn)
    return (
      <p role="alert" className="text-sm text-destructive">
        {failure}
      </p>
    );
  return drawn.node;
}
