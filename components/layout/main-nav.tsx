'use client';

import * as React from 'react';
import { flushSync } from 'react-dom';

import { useSidebar } from '@/components/layout/sidebar';
import { useInAppLinks } from '@/components/ui/in-app-link';

const loadTooltips = () => import('@/components/layout/nav-tooltip');

type Tooltips = Awaited<ReturnType<typeof loadTooltips>>;

const NavTooltipsContext = React.createContext<Tooltips | null>(null);

/** The tooltips a link of the navigation wraps itself in: only while the sidebar shows icons alone. */
export function useNavTooltips(): Tooltips | null {
  return React.useContext(NavTooltipsContext);
}

const FOCUSABLE = 'a[href], button';

function focusedIndex(nav: HTMLElement | null): number {
  if (!nav) return -1;
  return [...nav.querySelectorAll(FOCUSABLE)].findIndex((element) => element === document.activeElement);
}

/**
 * The sidebar's navigation landmark. Collapsed, the sidebar shows icons only and each link's title
 * becomes its tooltip; the tooltip code loads the first time the sidebar is collapsed, not with the page.
 */
export function MainNav({ children }: { children: React.ReactNode }) {
  const { state, isMobile } = useSidebar();
  const collapsed = state === 'collapsed' && !isMobile;
  const [tooltips, setTooltips] = React.useState<Tooltips | null>(null);
  const navRef = React.useRef<HTMLElement>(null);
  const refocusRef = React.useRef(-1);
  // The entries are plain anchors: one handler opens them inside the app.
  const openLink = useInAppLinks();

  React.useEffect(() => {
    if (!collapsed || tooltips) return;
    loadTooltips().then(
      (module) => {
        // Each link is mounted afresh inside its tooltip; the focused one gets focus back.
        refocusRef.current = focusedIndex(navRef.current);
        // Within this task, so no keypress moves focus between the look at it and the swap.
        flushSync(() => setTooltips(module));
      },
      // Without tooltips the collapsed sidebar still works; the next collapse tries again.
      () => undefined,
    );
  }, [collapsed, tooltips]);

  React.useLayoutEffect(() => {
    const index = refocusRef.current;
    refocusRef.current = -1;
    if (!tooltips || index < 0) return;
    navRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[index]?.focus();
  }, [tooltips]);

  return (
    <nav ref={navRef} aria-label="Main" onClick={(event) => void openLink(event)}>
      <NavTooltipsContext value={collapsed ? tooltips : null}>{children}</NavTooltipsContext>
    </nav>
  );
}
