import {
  BotIcon,
  ExternalLinkIcon,
  FingerprintIcon,
  ShieldCheckIcon,
  TriangleAlertIcon,
  UsersIcon,
} from '@/components/icons';

import { Button } from '@/components/ui/button';
import type { DevelopersMetrics } from '@/lib/contract/dashboard';
import type { Targets } from '../rules';
import { StatCard } from '../stat-card';
import { formatCompact, formatNumber, formatDayAndTime, formatPercent } from '@/lib/format';

export type DevelopersFiguresProps = {
  data: DevelopersMetrics;
  targets: Targets;
  /** `STATUS_PAGE_URL`, or null when it is not configured. */
  statusPageUrl: string | null;
};

/** Spec 2.8, section 4: the system's health. */
export function DevelopersFigures({ data: m, targets, statusPageUrl }: DevelopersFiguresProps) {
  const statusButton = statusPageUrl ? (
    <Button asChild variant="outline">
      <a href={statusPageUrl} target="_blank" rel="noopener noreferrer">
        <ExternalLinkIcon aria-hidden="true" />
        View status page
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  ) : (
    <p className="text-sm text-muted-foreground">
      No status page is configured. Set <code>STATUS_PAGE_URL</code> to link it here.
    </p>
  );

  const integrity = m.dataIntegrity;

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard
          title="Active Users"
          icon={<UsersIcon />}
          value={formatNumber(m.activeUsers)}
          detail="Successful sign-ins today"
        />
        <StatCard
          title="Error Rate"
          icon={<TriangleAlertIcon />}
          value={formatPercent(m.errorRate, 2)}
          detail={`Server errors in ${formatNumber(m.requestCount)} requests, last 24 hours · target under ${targets.errorRatePercent}%`}
          onTrack={m.errorRate === null ? null : m.errorRate < targets.errorRatePercent}
        />
        <StatCard
          title="DOI Generated"
          icon={<FingerprintIcon />}
          value={formatNumber(m.doiGenerated)}
          detail="Publications with a registered DOI"
        />
        <StatCard
          title="AI Processing"
          icon={<BotIcon />}
          value={`${formatNumber(m.aiProcessing.recordsProcessed)} records`}
          detail={`${formatCompact(m.aiProcessing.tokensUsed)} tokens used by ${formatNumber(m.aiProcessing.jobs)} jobs, last 30 days`}
        />
        <StatCard
          title="Data Integrity"
          icon={<ShieldCheckIcon />}
          value={formatPercent(integrity.dataConsistency, 2)}
          detail={
            integrity.checkedAt
              ? `Data consistency across ${formatNumber(integrity.checksRun)} checks, last run ${formatDayAndTime(integrity.checkedAt)}`
              : 'The data checks have not run yet'
          }
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {statusButton}
        <p className="text-sm text-muted-foreground">
          Figures as of {formatDayAndTime(m.asOf)} UTC: the request and sign-in logs are counted once a
          minute.
        </p>
      </div>
    </div>
  );
}
