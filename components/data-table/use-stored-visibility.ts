'use client';

import * as React from 'react';
import { functionalUpdate, type ColumnVisibilityState, type Updater } from '@tanstack/react-table';

const PREFIX = 'colophon.columns.';
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function storedText(storageKey: string): string | null {
  try {
    return window.localStorage.getItem(PREFIX + storageKey);
  } catch {
    return null;
  }
}

function parse(text: string | null): ColumnVisibilityState {
  try {
    const stored: unknown = JSON.parse(text ?? '{}');
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
    return Object.fromEntries(Object.entries(stored).filter(([, shown]) => typeof shown === 'boolean'));
  } catch {
    return {};
  }
}

/**
 * Which columns the user shows, remembered per list in this browser (and shared by its tabs). The
 * server renders the defaults; the browser applies the stored choice as it hydrates.
 */
export function useStoredVisibility(storageKey: string, defaults: ColumnVisibilityState) {
  const text = React.useSyncExternalStore(
    subscribe,
    () => storedText(storageKey),
    () => null,
  );
  const visibility = React.useMemo(() => ({ ...defaults, ...parse(text) }), [defaults, text]);

  const update = React.useCallback(
    (updater: Updater<ColumnVisibilityState>) => {
      const next = functionalUpdate(updater, visibility);
      try {
        window.localStorage.setItem(PREFIX + storageKey, JSON.stringify(next));
      } catch {
        // Private windows may refuse storage; the choice then lasts until the page is left.
      }
      for (const listener of listeners) listener();
    },
    [storageKey, visibility],
  );
  return [visibility, update] as const;
}
