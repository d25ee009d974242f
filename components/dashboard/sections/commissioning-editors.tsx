'use client';

import * as React from 'react';
import { ClockIcon, PercentIcon, UsersIcon, LayersIcon } from 'lucide-react';

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Spinner } from '@/components/ui/spinner';
import {
  commissioningEditorsResponseSchema,
  DEFAULT_EDITOR_PERIOD,
  EDITOR_PERIOD_LABELS,
  EDITOR_PERIODS,
  isEditorPeriod,
  TARGETS,
  type CommissioningEditorsMetrics,
  type EditorPeriod,
} from '@/lib/contract/dashboard';
import { MetricsError } from '../metrics-error';
import { useMetrics } from '../queries';
import { SectionSkeleton } from '../section-skeleton';
import { Figure, Meter, Panel, StatCard } from '../stat-card';
import { formatNumber, formatDayAndTime, formatDays, formatDecimal, formatPercent } from '@/lib/format';

export type CommissioningEditorsSectionProps = {
  /** The figures for the default period and editor, rendered on the server. */
  initial?: CommissioningEditorsMetrics;
  /** Groups 1, 5 and 9 choose the editor (spec section 6). */
  canChooseEditor: boolean;
  /** Commissioning editors see only their own figures, under another title. */
  ownOnly: boolean;
};

const ALL_EDITORS = 'all';

const responseOnTrack = (days: number | null) => (days === null ? null : days <= TARGETS.responseTimeDays);
const conversionOnTrack = (rate: number | null) => (rate === null ? null : rate >= TARGETS.conversionPercent);

/** Spec 2.8, section 2: Review Performance, or Personal Statistics for a commissioning editor. */
export function CommissioningEditorsSection({
  initial,
  canChooseEditor,
  ownOnly,
}: CommissioningEditorsSectionProps) {
  const [period, setPeriod] = React.useState<EditorPeriod>(DEFAULT_EDITOR_PERIOD);
  const [editor, setEditor] = React.useState(ALL_EDITORS);
  const isDefault = period === DEFAULT_EDITOR_PERIOD && editor === ALL_EDITORS;
  const query = useMetrics('dashboard/commissioning-editors', commissioningEditorsResponseSchema, {
    params: { period, editorId: canChooseEditor && editor !== ALL_EDITORS ? editor : undefined },
    initial: isDefault ? initial : undefined,
  });
  const title = ownOnly ? 'Personal Statistics' : 'Review Performance';
  const periodLabel = EDITOR_PERIOD_LABELS[period].toLowerCase();

  const controls = (
    <div className="flex flex-wrap items-center gap-2">
      {query.isFetching && !query.isPending ? <Spinner label="Updating figures" /> : null}
      <Select
        value={String(period)}
        onValueChange={(value) => {
          const next = Number(value);
          if (isEditorPeriod(next)) setPeriod(next);
        }}
      >
        <SelectTrigger aria-label="Period" className="w-40">
          {/* Named here so the server-rendered trigger shows it before the options mount. */}
          <SelectValue>{EDITOR_PERIOD_LABELS[period]}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {EDITOR_PERIODS.map((days) => (
            <SelectItem key={days} value={String(days)}>
              {EDITOR_PERIOD_LABELS[days]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {canChooseEditor && !ownOnly ? (
        <Select value={editor} onValueChange={setEditor}>
          <SelectTrigger aria-label="Editor" className="w-48">
            <SelectValue>
              {query.data?.availableEditors.find((option) => String(option.userId) === editor)?.name ??
                'All Editors'}
            </SelectValue>
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_EDITORS}>All Editors</SelectItem>
            {(query.data?.availableEditors ?? []).map((option) => (
              <SelectItem key={option.userId} value={String(option.userId)}>
                {option.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : null}
    </div>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
          <p className="text-sm text-muted-foreground" data-testid="editors-period">
            {`Figures for the ${periodLabel}${ownOnly ? ', your commissionings only' : ''}.`}
          </p>
        </div>
        {controls}
      </div>
      {query.isError ? (
        <MetricsError section="commissioning-editors" />
      ) : !query.data ? (
        <SectionSkeleton />
      ) : (
        <EditorFigures data={query.data} periodLabel={periodLabel} />
      )}
    </div>
  );
}

function EditorFigures({ data, periodLabel }: { data: CommissioningEditorsMetrics; periodLabel: string }) {
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
          detail={`From proposal to first review · target ${TARGETS.responseTimeDays} days or fewer`}
          onTrack={responseOnTrack(data.avgResponseTime)}
        />
        <StatCard
          title="Conversion Rate"
          icon={<PercentIcon />}
          value={formatPercent(data.conversionRate)}
          detail={`Approvals of board decisions · target ${TARGETS.conversionPercent}% or above`}
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
                <TableHead className="text-right">Active</TableHead>
                <TableHead className="text-right">Response</TableHead>
                <TableHead className="text-right">Conversion</TableHead>
                <TableHead className="text-right">Rating</TableHead>
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
            label={`Response time of ${TARGETS.responseTimeDays} days or fewer`}
            current={formatDays(data.avgResponseTime)}
            progress={
              data.avgResponseTime === null
                ? 0
                : Math.min(100, (TARGETS.responseTimeDays / Math.max(data.avgResponseTime, 0.1)) * 100)
            }
            onTrack={responseOnTrack(data.avgResponseTime)}
          />
          <Goal
            label={`Conversion of ${TARGETS.conversionPercent}% or above`}
            current={formatPercent(data.conversionRate)}
            progress={
              data.conversionRate === null
                ? 0
                : Math.min(100, (data.conversionRate / TARGETS.conversionPercent) * 100)
            }
            onTrack={conversionOnTrack(data.conversionRate)}
          />
        </ul>
      </Panel>
    </div>
  );
}

export function Goal({
  label,
  current,
  progress,
  onTrack,
}: {
  label: string;
  current: string;
  progress: number;
  onTrack: boolean | null;
}) {
  return (
    <li className="space-y-2">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="tabular-nums">
          {current}{' '}
          <span
            className={
              onTrack ? 'text-success' : onTrack === false ? 'text-warning' : 'text-muted-foreground'
            }
          >
            {onTrack ? '· on track' : onTrack === false ? '· below target' : ''}
          </span>
        </span>
      </div>
      <Meter value={progress} label={`${label}: ${Math.round(progress)}% of the target`} />
    </li>
  );
}
