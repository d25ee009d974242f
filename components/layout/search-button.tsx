'use client';

import * as React from 'react';

import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { useCommandPalette } from '@/components/layout/command-palette';

/**
 * Opens the command palette and shows its shortcut. The server picks ⌘K or Ctrl K from the
 * browser's user agent, so the label is right in the first paint, and draws the icon.
 */
function SearchButton({
  shortcut,
  icon,
  className,
}: {
  shortcut: string;
  icon: React.ReactNode;
  className?: string;
}) {
  const { setOpen, preload } = useCommandPalette();
  return (
    <Button
      variant="outline"
      className={cn(
        'relative h-9 w-full flex-1 justify-start gap-2 rounded-md bg-muted/40 pr-14 font-normal text-muted-foreground sm:w-56 sm:flex-none lg:w-72',
        className,
      )}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      onClick={() => setOpen(true)}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {icon}
      <span>Search</span>
      <kbd className="pointer-events-none absolute top-1/2 right-2 hidden -translate-y-1/2 items-center gap-1 rounded border bg-background px-1.5 font-mono text-[0.7rem] font-medium text-muted-foreground select-none sm:flex">
        {shortcut}
      </kbd>
    </Button>
  );
}

export { SearchButton };
