'use client';

import * as React from 'react';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import type {
  CommissioningEditorsMetrics,
  DevelopersMetrics,
  ManagersMetrics,
  PublishingFirmMetrics,
} from '@/lib/contract/dashboard';
import { CommissioningEditorsSection } from './sections/commissioning-editors';
import { DevelopersSection } from './sections/developers';
import { ManagersSection } from './sections/managers';
import { PublishingFirmSection } from './sections/publishing-firm';
import type { RecentCommissioningsProps } from './sections/recent-commissionings';

/** The first view's figures, fetched on the server for the section shown first. */
export type InitialFigures =
  | { key: 'publishing-firm'; data?: PublishingFirmMetrics }
  | { key: 'commissioning-editors'; data?: CommissioningEditorsMetrics }
  | { key: 'managers'; data?: ManagersMetrics }
  | { key: 'developers'; data?: DevelopersMetrics };

export type SectionCard = { key: string; title: string };

export type DashboardSectionsProps = {
  /** The sections the user may see, in the spec's order. */
  sections: SectionCard[];
  initialKey: string;
  initial: InitialFigures;
  recent: RecentCommissioningsProps;
  canChooseEditor: boolean;
  ownOnly: boolean;
  statusPageUrl: string | null;
};

const DESCRIPTIONS: Record<string, string> = {
  'publishing-firm': 'Sales, catalogue and pipeline',
  'commissioning-editors': 'Response times and conversion',
  managers: 'Team productivity and priorities',
  developers: 'Sign-ins, errors and data integrity',
};

/** Spec 2.8: a card per permitted section; the active one shows its figures below. */
export function DashboardSections(props: DashboardSectionsProps) {
  const { sections, initialKey } = props;
  const [active, setActive] = React.useState(initialKey);

  const choose = (key: string) => {
    setActive(key);
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
        <ActiveSection {...props} active={active} />
      </section>
    </div>
  );
}

function ActiveSection({
  active,
  initial,
  recent,
  canChooseEditor,
  ownOnly,
  statusPageUrl,
}: DashboardSectionsProps & { active: string }) {
  switch (active) {
    case 'publishing-firm':
      return (
        <PublishingFirmSection
          initial={initial.key === 'publishing-firm' ? initial.data : undefined}
          recent={recent}
        />
      );
    case 'commissioning-editors':
      return (
        <CommissioningEditorsSection
          initial={initial.key === 'commissioning-editors' ? initial.data : undefined}
          canChooseEditor={canChooseEditor}
          ownOnly={ownOnly}
        />
      );
    case 'managers':
      return <ManagersSection initial={initial.key === 'managers' ? initial.data : undefined} />;
    case 'developers':
      return (
        <DevelopersSection
          initial={initial.key === 'developers' ? initial.data : undefined}
          statusPageUrl={statusPageUrl}
        />
      );
    default:
      return <p className="text-sm text-muted-foreground">Component not found for this section.</p>;
  }
}
