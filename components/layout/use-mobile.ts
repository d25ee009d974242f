'use client';

import * as React from 'react';

import { MOBILE_BREAKPOINT_PX } from '@/components/layout/sidebar-constants';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/*
 * The server cannot know the width, so it renders the desktop layout; CSS hides the desktop
 * sidebar below the breakpoint before any script runs, and the drawer only exists once this
 * reports a narrow screen.
 */
export function useIsMobile(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
