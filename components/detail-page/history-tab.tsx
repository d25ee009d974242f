'use client';

import * as React from 'react';

import { useFirstSight } from './first-sight';
import { PanelLoading } from './lazy-panel';
import type { HistoryProps } from './history-list';

const loadHistory = () => import('./history-list').then((module) => module.HistoryList);

/** What History shows while its code or its first page is on the way. */
export function HistoryLoading() {
  return <PanelLoading label="Loading the history" />;
}

/**
 * A record's History tab. Its panel is in the page but hidden until chosen; the list's code and its
 * data load the first time the panel shows, so a record opened only to be edited fetches neither.
 */
export function HistoryTab(props: HistoryProps) {
  const [placeholder, seen] = useFirstSight<HTMLDivElement>();
  const [History, setHistory] = React.useState<React.ComponentType<HistoryProps> | null>(null);

  React.useEffect(() => {
    if (seen) void loadHistory().then((component) => setHistory(() => component));
  }, [seen]);

  if (History) return <History {...props} />;
  return (
    <div ref={placeholder}>
      <HistoryLoading />
    </div>
  );
}
