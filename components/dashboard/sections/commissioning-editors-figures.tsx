import type * as React from 'react';
import { ClockIcon, PercentIcon, UsersIcon, LayersIcon } from '@/components/icons';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { CommissioningEditorsMetrics } from '@/lib/contract/dashboard';
import type { Targets } from '../rules';
import { Figure, Goal, Panel, StatCard } from '../stat-card';
import { formatNumber, formatDayAndTime, formatDays, formatDecimal, formatPercent } from '@/lib/format';

/** The editor select's choice of every editor together. */
export const ALL_EDITORS = 'All Editors';

/** Spec 2.8, section 2: Review Performance, or Personal Statistics for a commissioning editor. */
export function EditorsFrame({
  ownOnly,
  periodLabel,
  controls,
  children,
}: {
  /** Commissioning editors see only their own figures, under another title. */
  ownOnly: boolean;
  /** The period as it reads in a sentence: 'last 30 days'. */
  periodLabel: string;
  controls: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-xl font-semibold tracking-tight">
            {ownOnly ? 'Personal Statistics' : 'Review Performance'}
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="editors-period">
            {`Figures for the ${periodLabel}${ownOnly ? ', your commissionings only' : ''}.`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">{controls}</div>
      </div>
      {children}
    </div>
  );
}

/** The section's figures for one period and editor, measured against the spec's targets. */
export function EditorFigures({
  data,
  periodLabel,
  targets,
}: {
  data: CommissioningEditorsMetrics;
  periodLabel: string;
  targets: Targets;
}) {
  const responseOnTrack = (days: number | null) => (days === null ? null : days <= targets.responseTimeDays);
  const conversionOnTrack = (rate: number | null) =>
    rate === null ? null : rate >= targets.conversionPercent;
  const stats = data.commissioningStats;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Total Editors"
          icon={<UsersIcon />}
          value={formatNumber(data.totalEditors)}
          detail="Active accounts"
        />
        <StatCard
          title="Active Commissionings"
          icon={<LayersIcon />}
          value={formatNumber(data.activeCommissionings)}
          detail="Neither published nor declined"
        />
        <StatCard
          title="Avg Response Time"
          icon={<ClockIcon />}
          value={formatDays(data.avgResponseTime)}
          detail={`From proposal to first review · target ${targets.responseTimeDays} days or fewer`}
          onTrack={responseOnTrack(data.avgResponseTime)}
        />
        <StatCard
          title="Conversion Rate"
          icon={<PercentIcon />}
          value={formatPercent(data.conversionRate)}
          detail={`Approvals of board decisions · target ${targets.conversionPercent}% or above`}
          onTrack={conversionOnTrack(data.conversionRate)}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Top Performers" description={`Commissionings taken on in the ${periodLabel}.`}>
          {data.topPerformers.length === 0 ? (
            <p className="text-sm text-muted-foreground">No commissionings in this period.</p>
          ) : (
            <ol className="divide-y">
              {data.topPerformers.map((performer, position) => (
                <li key={performer.userId} className="flex items-center justify-between gap-2 py-2 text-sm">
                  <span>
                    <span className="mr-2 text-muted-foreground tabular-nums">{position + 1}.</span>
                    {performer.name}
                  </span>
                  <span className="text-muted-foreground tabular-nums">
                    {formatNumber(performer.commissionings)} · {formatPercent(performer.conversionRate)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Panel>
        <Panel title="Recent Activity" description="The latest moves along the pipeline.">
          {data.recentActivity.length === 0 ? (
            <p className="text-sm text-muted-foreground">No activity in this period.</p>
          ) : (
            <ul className="divide-y">
              {data.recentActivity.map((entry, index) => (
                <li key={`${entry.commissioningId}-${entry.timestamp}-${index}`} className="py-2 text-sm">
                  <p>
                    <span className="font-medium">{entry.editor}</span> {entry.action}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={entry.timestamp}>{formatDayAndTime(entry.timestamp)}</time>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <Panel title="Commissioning Stats" description={`Moves in the ${periodLabel}.`}>
          <dl className="divide-y">
            <Figure label="Taken on" value={formatNumber(stats.created)} />
            <Figure label="Reviews started" value={formatNumber(stats.reviewed)} />
            <Figure label="Approved" value={formatNumber(stats.approved)} />
            <Figure label="Declined" value={formatNumber(stats.declined)} />
            <Figure label="Contracted" value={formatNumber(stats.contracted)} />
            <Figure label="Published" value={formatNumber(stats.published)} />
          </dl>
        </Panel>
        <Panel title="Editor Performance" className="lg:col-span-2">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Editor</TableHead>
                <TableHead align="end">Active</TableHead>
                <TableHead align="end">Response</TableHead>
                <TableHead align="end">Conversion</TableHead>
                <TableHead align="end">Rating</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.editorPerformance.map((row) => (
                <TableRow key={row.userId}>
                  <TableCell className="font-medium">{row.name}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatNumber(row.activeCommissionings)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatDays(row.avgResponseTime)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatPercent(row.conversionRate)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {row.satisfactionScore === null ? '—' : `${formatDecimal(row.satisfactionScore)} / 5.0`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Panel>
      </div>

      <Panel title="Goals & Targets" description="Spec targets, measured over the chosen period.">
        <ul className="grid gap-4 md:grid-cols-2">
          <Goal
            label={`Response time of ${targets.responseTimeDays} days or fewer`}
            current={formatDays(data.avgResponseTime)}
            progress={
              data.avgResponseTime === null
                ? 0
                : Math.min(100, (targets.responseTimeDays / Math.max(data.avgResponseTime, 0.1)) * 100)
            }
            onTrack={responseOnTrack(data.avgResponseTime)}
          />
          <Goal
            label={`Conversion of ${targets.conversionPercent}% or above`}
            current={formatPercent(data.conversionRate)}
            progress={
              data.conversionRate === null
                ? 0
                : Math.min(100, (data.conversionRate / targets.conversionPercent) * 100)
            }
            onTrack={conversionOnTrack(data.conversionRate)}
          />
        </ul>
      </Panel>
    </div>
  );
}
