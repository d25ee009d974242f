'use client';

import * as React from 'react';

import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import type { HistoryProps } from './history-list';

const loadHistory = () => import('./history-list').then((module) => module.HistoryList);

/** What History shows while its code or its first page is on the way. */
export function HistoryLoading() {
  return (
    <div className="space-y-3" aria-busy="true">
      <Spinner label="Loading the history" />
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-16 w-full" />
      ))}
    </div>
  );
}

/**
 * A record's History tab. Its panel is in the page but hidden until chosen; the list's code and its
 * data load the first time the panel shows, so a record opened only to be edited fetches neither.
 */
export function HistoryTab(props: HistoryProps) {
  const placeholder = React.useRef<HTMLDivElement>(null);
  const [History, setHistory] = React.useState<React.ComponentType<HistoryProps> | null>(null);

  React.useEffect(() => {
    const element = placeholder.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void loadHistory().then((component) => setHistory(() => component));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  if (History) return <History {...props} />;
  return (
    <div ref={placeholder}>
      <HistoryLoading />
    </div>
  );
}
