'use client';

import * as React from 'react';
import { flushSync } from 'react-dom';
import { Slot } from '@radix-ui/react-slot';

const loadDropdownMenu = () => import('@/components/ui/dropdown-menu');

type DropdownMenuModule = Awaited<ReturnType<typeof loadDropdownMenu>>;

/** What opened the menu before its code arrived: a press, or the key Radix would have acted on. */
type Opening = 'pointer' | 'Enter' | ' ' | 'ArrowDown';

const OPENING_KEYS: readonly string[] = ['Enter', ' ', 'ArrowDown'];

function isOpeningKey(key: string): key is Exclude<Opening, 'pointer'> {
  return OPENING_KEYS.includes(key);
}

type Loaded<P> = {
  menu: DropdownMenuModule;
  Content: React.ComponentType<P>;
  openOnMount: boolean;
};

/** What the trigger was doing when the menu's code arrived, so the real trigger can carry on. */
type Handoff = { focused: boolean; opening: Opening | null };

type LazyDropdownProps<P extends object> = {
  /**
   * The menu's content: a component rendering a `DropdownMenuContent` and its items, in a module of its
   * own (`() => import('./my-menu').then((module) => module.MyMenu)`) so its code stays out of the page.
   */
  load: () => Promise<React.ComponentType<P>>;
  /** What the loaded content receives. */
  contentProps: P;
  /** The trigger: one element that takes a ref and DOM props, such as a `Button`. */
  children: React.ReactElement;
};

/**
 * A dropdown menu whose code (Radix and the content) loads on first use instead of with the page. Until
 * then the trigger is the same element with the same ARIA as Radix's closed trigger; pointing at it or
 * focusing it starts the download, and once the code is there Radix's trigger replaces it. A press,
 * Enter, Space or ArrowDown that came first is carried over: the menu opens when the code arrives, and
 * when opened by keyboard its first item takes focus, as with a menu that was there all along.
 */
function LazyDropdown<P extends object>({ load, contentProps, children }: LazyDropdownProps<P>) {
  const [loaded, setLoaded] = React.useState<Loaded<P> | null>(null);
  const placeholderRef = React.useRef<HTMLElement>(null);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const requestedRef = React.useRef(false);
  const openingRef = React.useRef<Opening | null>(null);
  const handoffRef = React.useRef<Handoff | null>(null);

  function prefetch() {
    if (requestedRef.current) return;
    requestedRef.current = true;
    Promise.all([loadDropdownMenu(), load()]).then(
      ([menu, Content]) => {
        const opening = openingRef.current;
        const placeholder = placeholderRef.current;
        handoffRef.current = {
          focused: placeholder !== null && document.activeElement === placeholder,
          opening,
        };
        // Swapped within this task, so no keypress lands between the look at focus and the swap.
        flushSync(() => setLoaded({ menu, Content, openOnMount: opening === 'pointer' }));
      },
      () => {
        // A failed download (the network dropped, say) is tried again on the next approach.
        requestedRef.current = false;
      },
    );
  }

  // The trigger element is replaced, so focus has to follow it; before paint, so the ring never blinks.
  React.useLayoutEffect(() => {
    const handoff = handoffRef.current;
    if (loaded && handoff?.focused && handoff.opening !== 'pointer') triggerRef.current?.focus();
  }, [loaded]);

  // Replaying the key through Radix's own trigger opens the menu exactly as a keypress would, with
  // focus on the first item. After Radix's effects, which start listening for keys.
  React.useEffect(() => {
    const handoff = handoffRef.current;
    if (!loaded || !handoff) return;
    handoffRef.current = null;
    const { focused, opening } = handoff;
    if (!focused || opening === null || opening === 'pointer') return;
    triggerRef.current?.dispatchEvent(
      new KeyboardEvent('keydown', { key: opening, bubbles: true, cancelable: true }),
    );
  }, [loaded]);

  if (loaded) {
    const { DropdownMenu, DropdownMenuTrigger } = loaded.menu;
    const { Content } = loaded;
    return (
      <DropdownMenu defaultOpen={loaded.openOnMount}>
        <DropdownMenuTrigger asChild ref={triggerRef}>
          {children}
        </DropdownMenuTrigger>
        <Content {...contentProps} />
      </DropdownMenu>
    );
  }

  return (
    <Slot
      ref={placeholderRef}
      data-slot="dropdown-menu-trigger"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onPointerDown={(event) => {
        // As Radix's trigger: the main button without Ctrl opens, and the press does not move focus.
        if (event.button !== 0 || event.ctrlKey) return;
        openingRef.current = 'pointer';
        event.preventDefault();
        prefetch();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') openingRef.current = null;
        if (!isOpeningKey(event.key)) return;
        openingRef.current = event.key;
        event.preventDefault();
        prefetch();
      }}
    >
      {children}
    </Slot>
  );
}

export { LazyDropdown, type LazyDropdownProps };
