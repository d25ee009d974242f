'use client';

import * as React from 'react';

import { cn } from '@/lib/utils';
import { useCommandPalette } from '@/components/layout/command-palette';

/**
 * Opens the command palette and shows its shortcut. The server picks ⌘K or Ctrl K from the
 * browser's user agent, so the label is right in the first paint, and draws the icon. It looks like a
 * search field, so it is a plain button rather than a Button whose alignment, weight and fill it
 * would all have to override.
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
    <button
      type="button"
      className={cn(
        'relative inline-flex h-9 w-full flex-1 items-center justify-start gap-2 rounded-md border border-input bg-muted/40 px-4 py-2 pr-14 has-[>svg]:px-3',
        'text-sm font-normal whitespace-nowrap text-muted-foreground shadow-xs transition-colors sm:w-56 sm:flex-none lg:w-72',
        'hover:bg-accent hover:text-accent-foreground',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden',
        "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
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
    </button>
  );
}

export { SearchButton };
