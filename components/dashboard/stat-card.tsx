import type * as React from 'react';

import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

type StatCardProps = {
  title: string;
  value: React.ReactNode;
  /** A line under the figure: its change, its unit, what it counts. */
  detail?: React.ReactNode;
  icon?: React.ReactNode;
  /** Whether the figure meets its target; undefined when it has none. */
  onTrack?: boolean | null;
  className?: string;
};

/** One figure of the dashboard, with what it means underneath. */
function StatCard({ title, value, detail, icon, onTrack, className }: StatCardProps) {
  return (
    <Card size="sm" className={className}>
      <CardHeader orientation="horizontal" className="items-center">
        {/* Not a CardTitle: its leading-none and weight would stand against these. */}
        <h3 data-slot="card-title" className="text-sm font-medium">
          {title}
        </h3>
        {icon ? <span className="text-muted-foreground [&_svg]:size-4">{icon}</span> : null}
      </CardHeader>
      <CardContent className="space-y-1">
        <p className="text-2xl font-bold tabular-nums" data-testid="stat-value">
          {value}
        </p>
        {detail ? <div className="text-xs text-muted-foreground">{detail}</div> : null}
        {onTrack === true ? <Badge variant="success">On track</Badge> : null}
        {onTrack === false ? <Badge variant="warning">Below target</Badge> : null}
      </CardContent>
    </Card>
  );
}

type PanelProps = {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  action?: React.ReactNode;
};

/** A titled card holding a list or a table of the section. */
function Panel({ title, description, children, className, action }: PanelProps) {
  return (
    <Card className={cn('gap-4!', className)}>
      <CardHeader orientation="horizontal" className="items-start">
        <div className="space-y-1">
          <CardTitle as="h3">{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A labelled figure inside a panel. */
function Figure({ label, value, hint }: { label: string; value: React.ReactNode; hint?: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-sm text-muted-foreground">
        {label}
        {hint ? <span className="block text-xs">{hint}</span> : null}
      </dt>
      <dd className="text-sm font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** A share shown as a bar, for pipelines, workloads and scores. */
function Meter({ value, label }: { value: number; label: string }) {
  const width = Math.max(0, Math.min(100, value));
  return (
    <div
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={width}
    >
      <div className="h-full rounded-full bg-primary" style={{ width: `${width}%` }} />
    </div>
  );
}

/** A target, the current figure against it, and how far along it is. */
function Goal({
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

export { StatCard, Panel, Figure, Meter, Goal, type StatCardProps };
