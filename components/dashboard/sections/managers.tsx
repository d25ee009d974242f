'use client';

import { MetricsError } from '../metrics-error';
import { managersAnswer } from '../metrics-answers';
import type { SectionProps } from '../live-section';
import { SectionSkeleton } from '../section-skeleton';
import { useMetrics } from '../use-metrics';
import { ManagersFigures } from './managers-figures';

/** Spec 2.8, section 3, fetched in the browser. */
export function ManagersSection({ initial, since, rules }: SectionProps) {
  const query = useMetrics('dashboard/managers', managersAnswer, {
    initial: initial.key === 'managers' ? initial.data : undefined,
    since,
  });
  if (query.isError) return <MetricsError type={rules.typeLabels.managers} />;
  if (!query.data) return <SectionSkeleton />;
  return <ManagersFigures data={query.data} targets={rules.targets} />;
}
