'use client';

import * as React from 'react';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

export interface DetailTab {
  value: string;
  label: string;
  /** Shown after the label: how many related records the tab lists. */
  count?: number;
  content: React.ReactNode;
}

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const readHash = () => window.location.hash.slice(1);

/**
 * The tabs of a record's page. Every panel stays mounted (hidden when not chosen), so that edits in
 * the Details form survive a look at History; the chosen tab is kept in the address's hash.
 */
export function DetailTabs({ tabs, defaultTab }: { tabs: readonly DetailTab[]; defaultTab?: string }) {
  const first = defaultTab ?? tabs[0]?.value ?? '';
  const hash = React.useSyncExternalStore(subscribeToHash, readHash, () => '');
  const [chosen, setChosen] = React.useState<string | null>(null);
  const active = chosen ?? (tabs.some((tab) => tab.value === hash) ? hash : first);
  const choose = (value: string) => {
    setChosen(value);
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}#${value}`,
    );
  };
  return (
    <Tabs value={active} onValueChange={choose} className="gap-4!">
      <TabsList>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
            {tab.count !== undefined ? (
              <span className="rounded-sm bg-muted-foreground/15 px-1.5 text-xs tabular-nums">
                {tab.count}
              </span>
            ) : null}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
