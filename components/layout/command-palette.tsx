'use client';

import * as React from 'react';
import dynamic from 'next/dynamic';

import { PALETTE_SHORTCUT_KEY, isShortcut } from '@/components/layout/sidebar-constants';

const loadDialog = () => import('@/components/layout/command-palette-dialog');

// cmdk, the record search and its schema load on first use, not with the page.
const CommandPaletteDialog = dynamic(() => loadDialog().then((module) => module.CommandPaletteDialog), {
  ssr: false,
});

type CommandPaletteContextValue = {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Starts loading the dialog's code, e.g. when the pointer reaches the search button. */
  preload: () => void;
};

const CommandPaletteContext = React.createContext<CommandPaletteContextValue | null>(null);

function useCommandPalette(): CommandPaletteContextValue {
  const context = React.useContext(CommandPaletteContext);
  if (!context) throw new Error('useCommandPalette must be used within a CommandPaletteProvider.');
  return context;
}

/**
 * The command palette's state and its Ctrl/Cmd+K shortcut (which opens and closes it), around the
 * whole shell so the header's search button can open it. The dialog reads the pages it offers when it
 * is first opened.
 */
function CommandPaletteProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpenState] = React.useState(false);
  // The dialog mounts on first use and stays, so closing it can animate and reopening is instant.
  const [used, setUsed] = React.useState(false);

  const setOpen = React.useCallback((next: boolean) => {
    if (next) setUsed(true);
    setOpenState(next);
  }, []);

  const preload = React.useCallback(() => {
    void loadDialog();
  }, []);

  React.useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isShortcut(event, PALETTE_SHORTCUT_KEY)) return;
      event.preventDefault();
      setUsed(true);
      setOpenState((current) => !current);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const value = React.useMemo(() => ({ open, setOpen, preload }), [open, setOpen, preload]);

  return (
    <CommandPaletteContext.Provider value={value}>
      {children}
      {used ? <CommandPaletteDialog open={open} onOpenChange={setOpen} /> : null}
    </CommandPaletteContext.Provider>
  );
}

export { CommandPaletteProvider, useCommandPalette };
