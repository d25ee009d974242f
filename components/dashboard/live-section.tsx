'use client';

import type * as React from 'react';

import type {
  CommissioningEditorsMetrics,
  DevelopersMetrics,
  ManagersMetrics,
  PublishingFirmMetrics,
} from '@/lib/contract/dashboard';
import type { EditorControl } from './handover';
import type { DashboardRules } from './rules';
import type { RecentCommissioningsProps } from './sections/recent-commissionings';

/** The first view's figures, fetched on the server for the section shown first. */
export type InitialFigures =
  | { key: 'publishing-firm'; data?: PublishingFirmMetrics }
  | { key: 'commissioning-editors'; data?: CommissioningEditorsMetrics }
  | { key: 'managers'; data?: ManagersMetrics }
  | { key: 'developers'; data?: DevelopersMetrics };

/** What the server hands the browser's sections. */
export type LiveSectionProps = {
  initial: InitialFigures;
  recent: RecentCommissioningsProps;
  rules: DashboardRules;
  canChooseEditor: boolean;
  ownOnly: boolean;
  statusPageUrl: string | null;
};

/** A section as the browser fetches and shows it, starting from the server's figures. */
export type SectionProps = LiveSectionProps & {
  /** When the page showed the server's figures, which count as fresh for a minute from then. */
  since: number;
  /** The select the user reached for in the server's first view, opened at once. */
  open?: EditorControl;
};

type SectionComponent = React.ComponentType<SectionProps>;

// A section's code loads when the browser first shows it, not with the page.
const LOADERS: Record<string, () => Promise<SectionComponent>> = {
  'publishing-firm': () =>
    import('./sections/publishing-firm').then((module) => module.PublishingFirmSection),
  'commissioning-editors': () =>
    import('./sections/commissioning-editors').then((module) => module.CommissioningEditorsSection),
  managers: () => import('./sections/managers').then((module) => module.ManagersSection),
  developers: () => import('./sections/developers').then((module) => module.DevelopersSection),
};

function UnknownSection() {
  return <p className="text-sm text-muted-foreground">Component not found for this section.</p>;
}

/** The code of a section; one the page does not know says so (spec 2.8). */
export function loadSection(key: string): Promise<SectionComponent> {
  return LOADERS[key]?.() ?? Promise.resolve(UnknownSection);
}
