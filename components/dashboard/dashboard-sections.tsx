'use client';

import * as React from 'react';
import { focusManager } from '@tanstack/react-query';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { HandoverContext, type EditorControl } from './handover';
import { loadSection, type LiveSectionProps, type SectionProps } from './live-section';
import { FRESH_MS } from './queries';
import { SectionSkeleton } from './section-skeleton';

export type SectionCard = { key: string; title: string };

export type DashboardSectionsProps = LiveSectionProps & {
  /** The sections the user may see, in the spec's order. */
  sections: SectionCard[];
  initialKey: string;
  /** The first section as the server rendered it; absent when its figures could not be fetched. */
  initialView?: React.ReactNode;
};

/** The section the browser shows itself, once its code has loaded. */
type Live = { key: string; open?: EditorControl; Section?: React.ComponentType<SectionProps> };

const DESCRIPTIONS: Record<string, string> = {
  'publishing-firm': 'Sales, catalogue and pipeline',
  'commissioning-editors': 'Response times and conversion',
  managers: 'Team productivity and priorities',
  developers: 'Sign-ins, errors and data integrity',
};

/**
 * Spec 2.8: a card per permitted section; the active one shows its figures below. The first section
 * shows the server's rendering until the user changes section or period, or comes back to the tab
 * after a minute; from then on the browser fetches the figures.
 */
export function DashboardSections({ sections, initialKey, initialView, ...props }: DashboardSectionsProps) {
  const [active, setActive] = React.useState(initialKey);
  const [live, setLive] = React.useState<Live | null>(initialView === undefined ? { key: initialKey } : null);
  const [shownAt] = React.useState(Date.now);
  const handOver = React.useCallback(
    (open?: EditorControl) => setLive((current) => current ?? { key: initialKey, open }),
    [initialKey],
  );

  React.useEffect(() => {
    if (!live || live.Section) return undefined;
    let wanted = true;
    loadSection(live.key).then(
      (Section) => wanted && setLive({ ...live, Section }),
      // Spec section 8: a section whose code fails to load fails the page, as a lazy chunk does.
      (failure: unknown) =>
        setLive(() => {
          throw failure;
        }),
    );
    return () => {
      wanted = false;
    };
  }, [live]);

  React.useEffect(() => {
    if (live) return undefined;
    return focusManager.subscribe((focused) => {
      if (focused && Date.now() - shownAt >= FRESH_MS) handOver();
    });
  }, [live, handOver, shownAt]);

  const choose = (key: string) => {
    if (key !== active) {
      setActive(key);
      setLive({ key });
    }
    // Keeps the choice in the address, so a reload or a shared link opens the same section.
    const url = new URL(window.location.href);
    url.searchParams.set('section', key);
    window.history.replaceState(window.history.state, '', url);
  };

  const activeTitle = sections.find((section) => section.key === active)?.title ?? '';

  return (
    <div className="space-y-6">
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" aria-label="Dashboard sections">
        {sections.map((section) => {
          const isActive = section.key === active;
          return (
            <li key={section.key}>
              <button
                type="button"
                aria-pressed={isActive}
                onClick={() => choose(section.key)}
                className={cn(
                  'flex h-full w-full flex-col items-start gap-2 rounded-xl border bg-card p-4 text-left shadow-sm transition-colors',
                  'hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden',
                  isActive && 'border-primary ring-1 ring-primary',
                )}
              >
                <span className="flex w-full items-center justify-between gap-2">
                  <span className="font-semibold">{section.title}</span>
                  {isActive ? <Badge>Active</Badge> : null}
                </span>
                <span className="text-sm text-muted-foreground">{DESCRIPTIONS[section.key] ?? ''}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <section aria-label={activeTitle} data-section={active}>
        <h2 className="sr-only">{activeTitle}</h2>
        <HandoverContext value={handOver}>
          {live?.Section ? (
            <live.Section {...props} since={shownAt} open={live.open} />
          ) : active === initialKey && initialView !== undefined ? (
            // While the section's code loads, the server's rendering stays on screen.
            initialView
          ) : (
            <SectionSkeleton />
          )}
        </HandoverContext>
      </section>
    </div>
  );
}
