'use client';

import * as React from 'react';

/**
 * Whether the element has come into view (or within `margin` of the viewport) since it mounted. A
 * hidden tab's panel never intersects, so its content waits until the tab is chosen.
 */
export function useFirstSight<E extends Element>(margin = '0px'): [React.RefObject<E | null>, boolean] {
  const ref = React.useRef<E>(null);
  const [seen, setSeen] = React.useState(false);
  React.useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, margin]);
  return [ref, seen];
}
