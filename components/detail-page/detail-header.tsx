import * as React from 'react';
import { Link } from '@/components/ui/link';
import { ChevronLeftIcon } from '@/components/icons';

import { Badge, badgeClassName, type BadgeVariant } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

export type StatusTone = 'neutral' | 'progress' | 'success' | 'warning' | 'danger';

const TONE_VARIANT = {
  neutral: 'secondary',
  progress: 'outline',
  success: 'success',
  warning: 'warning',
  danger: 'destructive',
} as const satisfies Record<StatusTone, BadgeVariant>;

/** A status badge's classes, for a list cell that draws it without a component per row. */
export function statusBadgeClassName(tone: StatusTone = 'neutral'): string {
  return badgeClassName(TONE_VARIANT[tone]);
}

export function StatusBadge({
  label,
  tone = 'neutral',
  className,
}: {
  label: string;
  tone?: StatusTone;
  className?: string;
}) {
  return (
    <Badge variant={TONE_VARIANT[tone]} className={className}>
      {label}
    </Badge>
  );
}

/** The top of a record's page: the way back to its list, its title and status, facts and actions. */
export function DetailHeader({
  backHref,
  backLabel,
  title,
  status,
  facts,
  actions,
  titleLevel: Title = 'h1',
}: {
  backHref: string;
  backLabel: string;
  title: string;
  status?: { label: string; tone?: StatusTone };
  /** Short facts under the title: "Added 3 Jan 2026", "Editor Julian Thorne". */
  facts?: readonly React.ReactNode[];
  actions?: React.ReactNode;
  /** A record page's title is its h1; a gallery showing the header under its own headings asks for h2. */
  titleLevel?: 'h1' | 'h2';
}) {
  return (
    <div className="space-y-3">
      <Link
        href={backHref}
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ChevronLeftIcon className="size-4" aria-hidden="true" />
        {backLabel}
      </Link>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-3">
            <Title className="text-2xl font-bold tracking-tight text-balance">{title}</Title>
            {status ? <StatusBadge label={status.label} tone={status.tone} /> : null}
          </div>
          {facts && facts.length > 0 ? (
            <ul className={cn('flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground')}>
              {facts.map((fact, index) => (
                <li key={index}>{fact}</li>
              ))}
            </ul>
          ) : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}
