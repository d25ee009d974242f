'use client';

import * as React from 'react';
import { usePathname } from 'next/navigation';

import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import dynamic from 'next/dynamic';
import {
  SIDEBAR_COOKIE_MAX_AGE_SECONDS,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_SHORTCUT_KEY,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  isShortcut,
} from '@/components/layout/sidebar-constants';
import { useIsMobile } from '@/components/layout/use-mobile';

// The drawer (a dialog) is only for narrow screens, known after hydration: desktops never load it.
const MobileSidebar = dynamic(
  () => import('@/components/layout/mobile-sidebar').then((module) => module.MobileSidebar),
  { ssr: false },
);

type SidebarContextValue = {
  state: 'expanded' | 'collapsed';
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
};

const SidebarContext = React.createContext<SidebarContextValue | null>(null);

function useSidebar(): SidebarContextValue {
  const context = React.useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider.');
  return context;
}

function rememberSidebarState(open: boolean) {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; samesite=lax${secure}`;
}

/**
 * Expanded or collapsed on wide screens (remembered in the `sidebar:state` cookie, which the server
 * layout reads so the first paint matches), and a drawer with its own open state on narrow ones.
 */
function SidebarProvider({
  defaultOpen = true,
  className,
  style,
  children,
  ...props
}: React.ComponentProps<'div'> & { defaultOpen?: boolean }) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = React.useState(defaultOpen);
  const [openMobile, setOpenMobile] = React.useState(false);

  const setOpen = React.useCallback((next: boolean) => {
    setOpenState(next);
    rememberSidebarState(next);
  }, []);

  const toggleSidebar = React.useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  React.useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isShortcut(event, SIDEBAR_SHORTCUT_KEY)) return;
      event.preventDefault();
      toggleSidebar();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  // The drawer covers the page: once a link in it has been followed, it has done its job.
  const pathname = usePathname();
  const [drawerPath, setDrawerPath] = React.useState(pathname);
  if (pathname !== drawerPath) {
    setDrawerPath(pathname);
    setOpenMobile(false);
  }

  const value = React.useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div
        data-slot="sidebar-wrapper"
        style={
          {
            '--sidebar-width': SIDEBAR_WIDTH,
            '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
            ...style,
          } as React.CSSProperties
        }
        className={cn('flex min-h-svh w-full', className)}
        {...props}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

/**
 * The sidebar itself. Its children are rendered by the server and placed twice: in the fixed
 * desktop column (hidden by CSS below 768 px) and, on narrow screens only, in the drawer.
 */
function Sidebar({ label, children }: { label: string; children: React.ReactNode }) {
  const { state, isMobile, openMobile, setOpenMobile } = useSidebar();

  return (
    <>
      <div
        data-slot="sidebar"
        data-state={state}
        data-collapsible={state === 'collapsed' ? 'icon' : ''}
        className="group peer hidden text-sidebar-foreground md:block"
      >
        {/* Holds the sidebar's width in the page flow; the sidebar itself is fixed over it. */}
        <div
          data-slot="sidebar-gap"
          className="relative w-(--sidebar-width) bg-transparent transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)"
        />
        <aside
          data-slot="sidebar-container"
          aria-label={label}
          className="fixed inset-y-0 left-0 z-10 hidden h-svh w-(--sidebar-width) border-r border-sidebar-border transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon) md:flex"
        >
          <div data-sidebar="sidebar" className="flex h-full w-full flex-col bg-sidebar">
            {children}
          </div>
        </aside>
      </div>
      {isMobile ? (
        <MobileSidebar label={label} open={openMobile} onOpenChange={setOpenMobile}>
          {children}
        </MobileSidebar>
      ) : null}
    </>
  );
}

/** The header's sidebar button; its icon comes as children, drawn by the server. */
function SidebarTrigger({ className, ...props }: Omit<React.ComponentProps<typeof Button>, 'onClick'>) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon-sm"
      className={className}
      aria-label="Toggle sidebar"
      aria-expanded={isMobile ? openMobile : open}
      aria-keyshortcuts="Control+B Meta+B"
      onClick={toggleSidebar}
      {...props}
    />
  );
}

/** The column beside the sidebar: header and main content. */
function SidebarInset({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-inset"
      className={cn('relative flex w-full min-w-0 flex-1 flex-col bg-background', className)}
      {...props}
    />
  );
}

export { SidebarProvider, Sidebar, SidebarTrigger, SidebarInset, useSidebar };
