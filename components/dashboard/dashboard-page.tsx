import 'server-only';

import type * as React from 'react';
import { Link } from '@/components/ui/link';

import { getCurrentUser, requestId, verifySession } from '@/lib/auth/dal';
import { env } from '@/lib/config/env';
import { QueryProvider } from '@/components/providers/query-provider';
import { createLogger } from '@/lib/log';
import { canAccessPath } from '@/lib/navigation';
import {
  AREA_RIGHTS,
  canChooseEditor,
  meetsGuard,
  permittedDashboardSections,
  seesOnlyOwnStatistics,
} from '@/lib/rights';
import {
  getCommissioningEditorsMetrics,
  getDevelopersMetrics,
  getManagersMetrics,
  getPublishingFirmMetrics,
  getRecentCommissionings,
  type DashboardCall,
} from '@/lib/upstream/dashboard';
import {
  DASHBOARD_TYPE_LABELS,
  DEFAULT_EDITOR_PERIOD,
  EDITOR_PERIOD_LABELS,
  EDITOR_PERIODS,
  RECENT_COMMISSIONINGS_DEFAULT,
  TARGETS,
} from '@/lib/contract/dashboard';
import { AccessDenied, DashboardHeader } from './dashboard-header';
import { DashboardSections } from './dashboard-sections';
import { firstView } from './first-view';
import type { InitialFigures, LiveSectionProps } from './live-section';
import type { DashboardRules } from './rules';

const log = createLogger('web');

const RULES: DashboardRules = {
  targets: TARGETS,
  periods: EDITOR_PERIODS.map((days) => ({ days, label: EDITOR_PERIOD_LABELS[days] })),
  defaultPeriod: DEFAULT_EDITOR_PERIOD,
  recentLimit: RECENT_COMMISSIONINGS_DEFAULT,
  typeLabels: DASHBOARD_TYPE_LABELS,
};

/** Spec section 8: a failing fetcher logs and yields nothing; the section then fetches, and shows the error. */
async function orNothing<T>(what: string, load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    log.warn({ err: error }, `dashboard: ${what} failed`);
    return undefined;
  }
}

async function initialFigures(key: string, call: DashboardCall): Promise<InitialFigures> {
  switch (key) {
    case 'commissioning-editors':
      return {
        key,
        data: await orNothing(key, () =>
          getCommissioningEditorsMetrics(call, { period: DEFAULT_EDITOR_PERIOD }),
        ),
      };
    case 'managers':
      return { key, data: await orNothing(key, () => getManagersMetrics(call)) };
    case 'developers':
      return { key, data: await orNothing(key, () => getDevelopersMetrics(call)) };
    default:
      return { key: 'publishing-firm', data: await orNothing(key, () => getPublishingFirmMetrics(call)) };
  }
}

/**
 * The dashboard (spec 2.8), at / and /dashboard/overview: the sections the user's groups may see, the
 * first of them (or the one named by `?section=`) rendered on the server with the figures fetched here.
 */
export async function DashboardOverview({
  section,
  children,
}: {
  section?: string;
  /** Drawn under the header, above the sections: the home page's "My tasks". */
  children?: React.ReactNode;
}) {
  const user = await getCurrentUser();
  const { upstreamToken } = await verifySession();
  const sections = permittedDashboardSections(user);
  const first = sections.find((candidate) => candidate.key === section) ?? sections[0];

  if (!first) {
    return (
      <div className="flex flex-1 flex-col gap-6">
        <DashboardHeader active="Overview" />
        {children}
        <AccessDenied />
        {meetsGuard(user, AREA_RIGHTS.authors.view) ? (
          <p className="text-center">
            <Link href="/author" className="font-medium underline underline-offset-4">
              Open your authors area
            </Link>
          </p>
        ) : null}
      </div>
    );
  }

  const call: DashboardCall = { token: upstreamToken, requestId: await requestId() };
  const showsOverview = sections.some((candidate) => candidate.key === 'publishing-firm');
  const [initial, recent] = await Promise.all([
    initialFigures(first.key, call),
    first.key === 'publishing-firm'
      ? orNothing('recent commissionings', () => getRecentCommissionings(call))
      : undefined,
  ]);

  const live: LiveSectionProps = {
    initial,
    recent: {
      initial: recent,
      canOpenOverview: showsOverview && canAccessPath(user, '/publications/overview'),
      canManage: showsOverview && canAccessPath(user, '/commissionings/manage'),
    },
    rules: RULES,
    canChooseEditor: canChooseEditor(user),
    ownOnly: seesOnlyOwnStatistics(user),
    statusPageUrl: sections.some((candidate) => candidate.key === 'developers')
      ? (env().STATUS_PAGE_URL ?? null)
      : null,
  };

  return (
    <div className="flex flex-1 flex-col gap-6">
      <DashboardHeader active="Overview" />
      {children}
      <QueryProvider>
        <DashboardSections
          {...live}
          sections={sections.map(({ key, title }) => ({ key, title }))}
          initialKey={first.key}
          initialView={firstView(live)}
        />
      </QueryProvider>
    </div>
  );
}
