import { Link } from '@/components/ui/link';
import { ActivityIcon, GaugeIcon, ScaleIcon, UsersIcon } from '@/components/icons';

import { Badge } from '@/components/ui/badge';
import type { ManagersMetrics } from '@/lib/contract/dashboard';
import type { Targets } from '../rules';
import { Goal, Meter, Panel, StatCard } from '../stat-card';
import { formatNumber, formatPercent } from '@/lib/format';

const atLeast = (value: number | null, target: number) => (value === null ? null : value >= target);

/** Spec 2.8, section 3: how the teams are doing, and what needs doing first. */
export function ManagersFigures({ data: m, targets }: { data: ManagersMetrics; targets: Targets }) {
  const books = m.workloadDistribution.reduce((sum, row) => sum + row.books, 0);
  const busiest = m.workloadDistribution[0];
  const scores = [
    {
      label: 'Commissioning',
      hint: `First responses within ${targets.responseTimeDays} days`,
      value: m.teamPerformance.commissioningTeam,
    },
    {
      label: 'Production',
      hint: 'Titles out within the production standard',
      value: m.teamPerformance.productionTeam,
    },
    {
      label: 'Quality',
      hint: 'New editions with complete trade metadata',
      value: m.teamPerformance.qualityTeam,
    },
    { label: 'Support', hint: 'Invoices paid by their due date', value: m.teamPerformance.supportTeam },
  ];

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Team Productivity"
          icon={<ActivityIcon />}
          value={formatPercent(m.teamProductivity)}
          detail={`Tasks of the last 30 days done by their due date · target ${targets.productivityPercent}%`}
          onTrack={atLeast(m.teamProductivity, targets.productivityPercent)}
        />
        <StatCard
          title="Workload Distribution"
          icon={<ScaleIcon />}
          value={`${formatNumber(books)} books`}
          detail={
            busiest
              ? `Across ${formatNumber(m.workloadDistribution.length)} editors · most with ${busiest.name} (${formatPercent(busiest.percentage)})`
              : 'No active editors'
          }
        />
        <StatCard
          title="Process Efficiency"
          icon={<GaugeIcon />}
          value={formatPercent(m.processEfficiency)}
          detail={`Pipeline stages left within standard time, last 90 days · target ${targets.efficiencyPercent}%`}
          onTrack={atLeast(m.processEfficiency, targets.efficiencyPercent)}
        />
        <StatCard
          title="Resource Utilization"
          icon={<UsersIcon />}
          value={formatPercent(m.resourceUtilization)}
          detail={`Books in hand against ${formatNumber(m.editorCapacity)} per editor`}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Team Scores" description="The last 90 days.">
          <ul className="space-y-3">
            {scores.map((score) => (
              <li key={score.label} className="space-y-1">
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span>
                    <span className="font-medium">{score.label}</span>
                    <span className="block text-xs text-muted-foreground">{score.hint}</span>
                  </span>
                  <span className="tabular-nums">{formatPercent(score.value)}</span>
                </div>
                <Meter value={score.value ?? 0} label={`${score.label}: ${formatPercent(score.value)}`} />
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Workload Distribution" description="Active commissionings per editor.">
          {m.workloadDistribution.length === 0 ? (
            <p className="text-sm text-muted-foreground">No active editors.</p>
          ) : (
            <ul className="space-y-3">
              {m.workloadDistribution.map((row) => (
                <li key={row.userId} className="space-y-1">
                  <div className="flex items-baseline justify-between gap-2 text-sm">
                    <span className="font-medium">{row.name}</span>
                    <span className="text-muted-foreground tabular-nums">
                      {formatNumber(row.books)} books · {formatPercent(row.percentage)}
                    </span>
                  </div>
                  <Meter value={row.percentage} label={`${row.name}: ${formatPercent(row.percentage)}`} />
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <Panel title="Process Metrics">
          <ul className="space-y-3">
            <li className="space-y-1">
              <div className="flex justify-between text-sm">
                <span className="font-medium">Task Completion</span>
                <span className="tabular-nums">{formatPercent(m.processMetrics.taskCompletion)}</span>
              </div>
              <Meter value={m.processMetrics.taskCompletion ?? 0} label="Task completion" />
            </li>
            <li className="space-y-1">
              <div className="flex justify-between text-sm">
                <span className="font-medium">On-time Delivery</span>
                <span className="tabular-nums">{formatPercent(m.processMetrics.onTimeDelivery)}</span>
              </div>
              <Meter value={m.processMetrics.onTimeDelivery ?? 0} label="On-time delivery" />
            </li>
          </ul>
        </Panel>
        <Panel title="Goals">
          <ul className="space-y-4">
            <Goal
              label={`Productivity of ${targets.productivityPercent}% or above`}
              current={formatPercent(m.teamProductivity)}
              progress={Math.min(100, ((m.teamProductivity ?? 0) / targets.productivityPercent) * 100)}
              onTrack={atLeast(m.teamProductivity, targets.productivityPercent)}
            />
            <Goal
              label={`Efficiency of ${targets.efficiencyPercent}% or above`}
              current={formatPercent(m.processEfficiency)}
              progress={Math.min(100, ((m.processEfficiency ?? 0) / targets.efficiencyPercent) * 100)}
              onTrack={atLeast(m.processEfficiency, targets.efficiencyPercent)}
            />
          </ul>
        </Panel>
        <Panel title="Priority Actions" description="Open work past its standard, largest first.">
          {m.priorityActions.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing needs attention.</p>
          ) : (
            <ul className="divide-y">
              {m.priorityActions.map((action) => (
                <li key={action.key} className="flex items-center justify-between gap-2 py-2 text-sm">
                  <Link href={action.href} className="underline-offset-4 hover:underline">
                    {action.title}
                  </Link>
                  <Badge variant="warning">{formatNumber(action.count)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  );
}
