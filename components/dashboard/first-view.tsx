import type * as React from 'react';

import type { CommissioningListItem } from '@/lib/contract/dashboard';
import { DeferredSelect } from './deferred-select';
import type { InitialFigures } from './live-section';
import type { DashboardRules } from './rules';
import { ALL_EDITORS, EditorFigures, EditorsFrame } from './sections/commissioning-editors-figures';
import { DevelopersFigures } from './sections/developers-figures';
import { ManagersFigures } from './sections/managers-figures';
import { PublishingFirmFigures } from './sections/publishing-firm-figures';
import {
  RecentCommissioningsCard,
  RecentCommissioningsList,
  type RecentLinks,
} from './sections/recent-commissionings-card';

type FirstViewInput = {
  initial: InitialFigures;
  recent: RecentLinks & { initial?: CommissioningListItem[] };
  rules: DashboardRules;
  canChooseEditor: boolean;
  ownOnly: boolean;
  statusPageUrl: string | null;
};

/**
 * The first section rendered on the server, so that its figures need no code in the browser; nothing
 * when some of them could not be fetched, and the browser then fetches and shows the section itself.
 */
export function firstView({
  initial,
  recent,
  rules,
  canChooseEditor,
  ownOnly,
  statusPageUrl,
}: FirstViewInput): React.ReactNode | undefined {
  switch (initial.key) {
    case 'publishing-firm':
      if (!initial.data || !recent.initial) return undefined;
      return (
        <PublishingFirmFigures
          data={initial.data}
          recent={
            <RecentCommissioningsCard canOpenOverview={recent.canOpenOverview} canManage={recent.canManage}>
              <RecentCommissioningsList items={recent.initial} canOpenOverview={recent.canOpenOverview} />
            </RecentCommissioningsCard>
          }
        />
      );
    case 'commissioning-editors': {
      if (!initial.data) return undefined;
      const period = rules.periods.find((option) => option.days === rules.defaultPeriod)?.label ?? '';
      return (
        <EditorsFrame
          ownOnly={ownOnly}
          periodLabel={period.toLowerCase()}
          controls={
            <>
              <DeferredSelect label="Period" value={period} control="period" className="w-40" />
              {canChooseEditor && !ownOnly ? (
                <DeferredSelect label="Editor" value={ALL_EDITORS} control="editor" className="w-48" />
              ) : null}
            </>
          }
        >
          <EditorFigures data={initial.data} periodLabel={period.toLowerCase()} targets={rules.targets} />
        </EditorsFrame>
      );
    }
    case 'managers':
      return initial.data ? <ManagersFigures data={initial.data} targets={rules.targets} /> : undefined;
    case 'developers':
      return initial.data ? (
        <DevelopersFigures data={initial.data} targets={rules.targets} statusPageUrl={statusPageUrl} />
      ) : undefined;
  }
}
