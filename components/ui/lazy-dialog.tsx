'use client';

import * as React from 'react';
import dynamic from 'next/dynamic';

/**
 * A dialog whose code (Radix's focus trap, scroll lock and the dialog itself) loads the first time it
 * opens instead of with the page: most pages never open their confirmations. Once loaded it stays
 * mounted, so it closes with its animation and reopens at once.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<React.ComponentType<P>>) {
  const Loaded = dynamic(load, { ssr: false });
  return function LazyDialog(props: P) {
    const [opened, setOpened] = React.useState(props.open);
    if (props.open && !opened) setOpened(true);
    return opened ? <Loaded {...props} /> : null;
  };
}
