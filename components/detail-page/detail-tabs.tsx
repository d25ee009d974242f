'use client';

import * as React from 'react';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

export interface DetailTab {
  value: string;
  label: string;
  /** Shown after the label: how many related records the tab lists. */
  count?: number;
  /** Fields of the record's form drawn on this tab, under `content` (see `AreaForm`'s `tabs`). */
  fields?: readonly string[];
  content?: React.ReactNode;
}

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const readHash = () => window.location.hash.slice(1);

/**
 * The tab last chosen on each page of this visit. A refresh after a change (a new cover, a saved form)
 * draws the record's parts again, and the router may write the address back without its hash: the
 * page then stays on the tab the person was using rather than falling back to the first.
 */
const chosenOnPage = new Map<string, string>();

/**
 * The chosen tab, kept in the address's hash: a link to `#history` opens that tab, and choosing one
 * writes it there without a new history entry. Also the tabs shown so far in this visit: a panel is
 * drawn the first time its tab is chosen and then kept, so the server renders only the first one and
 * what is typed in a panel survives a look at another.
 */
export function useChosenTab(
  tabs: readonly Pick<DetailTab, 'value'>[],
  defaultTab?: string,
): [string, (value: string) => void, ReadonlySet<string>] {
  const first = defaultTab ?? tabs[0]?.value ?? '';
  const hash = React.useSyncExternalStore(subscribeToHash, readHash, () => '');
  const [chosen, setChosen] = React.useState<string | null>(() =>
    typeof window === 'undefined' ? null : (chosenOnPage.get(window.location.pathname) ?? null),
  );
  const active = tabs.some((tab) => tab.value === hash)
    ? hash
    : chosen !== null && tabs.some((tab) => tab.value === chosen)
      ? chosen
      : first;
  const [shown, setShown] = React.useState<ReadonlySet<string>>(() => new Set([active]));
  // Kept in step while rendering, so that the chosen panel draws in the same pass.
  if (!shown.has(active)) setShown(new Set([...shown, active]));
  const choose = React.useCallback((value: string) => {
    setChosen(value);
    chosenOnPage.set(window.location.pathname, value);
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}#${value}`,
    );
  }, []);
  return [active, choose, shown];
}

/** The row of tabs, each with its count, and a mark on those holding a field the server refused. */
export function DetailTabList({
  tabs,
  invalid,
}: {
  tabs: readonly DetailTab[];
  invalid?: ReadonlySet<string>;
}) {
  return (
    <TabsList>
      {tabs.map((tab) => (
        <TabsTrigger key={tab.value} value={tab.value}>
          {tab.label}
          {tab.count !== undefined ? (
            // Read out as "Parties (3)", not "Parties3".
            <span className="rounded-sm bg-muted-foreground/15 px-1.5 text-xs tabular-nums">
              <span className="sr-only">(</span>
              {tab.count}
              <span className="sr-only">)</span>
            </span>
          ) : null}
          {invalid?.has(tab.value) ? (
            <span className="size-1.5 rounded-full bg-destructive" role="img" aria-label="has errors" />
          ) : null}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}

/**
 * The tabs of a record's page. A panel is drawn when its tab is first chosen and then stays mounted
 * (hidden when not chosen), so that edits in the Details form survive a look at History.
 */
export function DetailTabs({ tabs, defaultTab }: { tabs: readonly DetailTab[]; defaultTab?: string }) {
  const [active, choose, shown] = useChosenTab(tabs, defaultTab);
  return (
    <Tabs value={active} onValueChange={choose} className="gap-4!">
      <DetailTabList tabs={tabs} />
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {shown.has(tab.value) ? tab.content : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
