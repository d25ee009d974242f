'use client';

import * as React from 'react';

/** Spec section 5: search waits for a 300 ms pause in typing. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Calls `callback` once calls stop for `delay` ms, with the last arguments; `cancel` drops a pending call. */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delay = SEARCH_DEBOUNCE_MS,
) {
  const latest = React.useRef(callback);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  React.useEffect(() => {
    latest.current = callback;
  }, [callback]);
  React.useEffect(() => () => clearTimeout(timer.current), []);
  const cancel = React.useCallback(() => clearTimeout(timer.current), []);
  const call = React.useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delay);
    },
    [delay],
  );
  return { call, cancel };
}
