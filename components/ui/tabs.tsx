'use client';

import * as React from 'react';

import { cn } from '@/lib/utils';

/*
 * Tabs as the WAI-ARIA pattern describes them, with automatic activation: the arrow keys, Home and
 * End move between the tabs and show each one's panel; only the chosen tab is in the Tab order.
 * Every panel stays rendered and hides when not chosen, so a form in one keeps what was typed.
 */

interface TabsState {
  value: string;
  choose: (value: string) => void;
  idOf: (part: 'tab' | 'panel', value: string) => string;
}

const TabsContext = React.createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = React.useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside <Tabs>');
  return state;
}

function Tabs({
  value,
  onValueChange,
  className,
  ...props
}: Omit<React.ComponentProps<'div'>, 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
}) {
  const id = React.useId();
  const state = React.useMemo<TabsState>(
    () => ({ value, choose: onValueChange, idOf: (part, tab) => `${id}-${part}-${tab}` }),
    [id, value, onValueChange],
  );
  return (
    <TabsContext.Provider value={state}>
      <div data-slot="tabs" className={cn('flex flex-col gap-2', className)} {...props} />
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(
        'inline-flex h-9 w-fit max-w-full items-center justify-center overflow-x-auto rounded-lg bg-muted p-[3px] text-muted-foreground',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const move = MOVES[event.key];
        if (!move || event.defaultPrevented) return;
        const tabs = [
          ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
        ];
        const index = tabs.findIndex((tab) => tab === document.activeElement);
        if (index < 0) return;
        event.preventDefault();
        const next = tabs[move(index, tabs.length)];
        next?.focus();
        next?.click();
      }}
      {...props}
    />
  );
}

function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: Omit<React.ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('tab', value)}
      aria-selected={selected}
      aria-controls={tabs.idOf('panel', value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-md border border-transparent px-2 py-1 text-sm font-medium whitespace-nowrap transition-[color,box-shadow]',
        'hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        'dark:data-[state=active]:border-input',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden',
        'disabled:pointer-events-none disabled:opacity-50',
        "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.choose(value);
      }}
      {...props}
    />
  );
}

function TabsContent({ value, className, ...props }: React.ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('panel', value)}
      aria-labelledby={tabs.idOf('tab', value)}
      tabIndex={0}
      hidden={!selected}
      data-state={selected ? 'active' : 'inactive'}
      data-slot="tabs-content"
      className={cn(
        'flex-1 rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden',
        className,
      )}
      {...props}
    />
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent };
