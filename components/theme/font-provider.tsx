'use client';

import * as React from 'react';

import {
  DEFAULT_FONT,
  FONTS,
  FONT_STORAGE_KEY,
  fontClassName,
  isFontPreference,
  type FontPreference,
} from '@/components/theme/preferences';

/*
 * The class on <html> is the single source of truth: the inline font script sets it before
 * paint, and React state reads it through useSyncExternalStore so the server render (default
 * font) and the hydrated client never disagree.
 */

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): FontPreference {
  const classes = document.documentElement.classList;
  return FONTS.find((font) => classes.contains(fontClassName(font))) ?? DEFAULT_FONT;
}

function getServerSnapshot(): FontPreference {
  return DEFAULT_FONT;
}

function applyFont(font: FontPreference) {
  const classes = document.documentElement.classList;
  for (const name of FONTS) classes.remove(fontClassName(name));
  classes.add(fontClassName(font));
  notify();
}

function readStoredFont(): FontPreference | null {
  try {
    const stored = window.localStorage.getItem(FONT_STORAGE_KEY);
    return isFontPreference(stored) ? stored : null;
  } catch {
    return null;
  }
}

function setFont(font: FontPreference) {
  try {
    window.localStorage.setItem(FONT_STORAGE_KEY, font);
  } catch {
    // Private mode or a full quota: the choice still applies to this page view.
  }
  applyFont(font);
}

/**
 * Keeps the font class right after hydration and in step with other tabs. In development,
 * React's Strict Mode remount resets <html> to the attributes in JSX, dropping the class the
 * inline script set; re-applying before paint undoes that (a no-op in production).
 */
function FontProvider({ children }: { children?: React.ReactNode }) {
  React.useLayoutEffect(() => {
    const stored = readStoredFont();
    if (stored && !document.documentElement.classList.contains(fontClassName(stored))) applyFont(stored);

    function onStorage(event: StorageEvent) {
      if (event.key !== FONT_STORAGE_KEY) return;
      applyFont(isFontPreference(event.newValue) ? event.newValue : DEFAULT_FONT);
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return <>{children}</>;
}

/**
 * The current font and a setter that applies it at once and keeps it in localStorage. The
 * appearance settings page also saves it upstream; call `setFont` with the saved value to adopt it.
 */
function useFont() {
  const font = React.useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { font, setFont, fonts: FONTS } as const;
}

export { FontProvider, useFont };
