'use client';

import * as React from 'react';
import type { ColumnVisibility } from './columns';

const PREFIX = 'colophon.columns.';
const listeners = new Set<() => void>();
/** Choices the browser would not store (a private window may refuse): kept until the page is left. */
const unsaved = new Map<string, string>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function storedText(storageKey: string): string | null {
  const kept = unsaved.get(storageKey);
  if (kept !== undefined) return kept;
  try {
    return window.localStorage.getItem(PREFIX + storageKey);
  } catch {
    return null;
  }
}

function parse(text: string | null): ColumnVisibility {
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
export function useStoredVisibility(storageKey: string, defaults: ColumnVisibility) {
  const text = React.useSyncExternalStore(
    subscribe,
    () => storedText(storageKey),
    () => null,
  );
  const visibility = React.useMemo(() => ({ ...defaults, ...parse(text) }), [defaults, text]);

  const setShown = React.useCallback(
    (columnId: string, shown: boolean) => {
      const next = JSON.stringify({ ...visibility, [columnId]: shown });
      try {
        window.localStorage.setItem(PREFIX + storageKey, next);
      } catch {
        unsaved.set(storageKey, next);
      }
      for (const listener of listeners) listener();
    },
    [storageKey, visibility],
  );
  return [visibility, setShown] as const;
}
