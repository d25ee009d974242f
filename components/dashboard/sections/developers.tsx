'use client';

import { MetricsError } from '../metrics-error';
import { developersAnswer } from '../metrics-answers';
import type { SectionProps } from '../live-section';
import { SectionSkeleton } from '../section-skeleton';
import { useMetrics } from '../use-metrics';
import { DevelopersFigures } from './developers-figures';

/** Spec 2.8, section 4, fetched in the browser. */
export function DevelopersSection({ initial, since, rules, statusPageUrl }: SectionProps) {
  const query = useMetrics('dashboard/developers', developersAnswer, {
    initial: initial.key === 'developers' ? initial.data : undefined,
    since,
  });
  if (query.isError) return <MetricsError type={rules.typeLabels.developers} />;
  if (!query.data) return <SectionSkeleton />;
  return <DevelopersFigures data={query.data} targets={rules.targets} statusPageUrl={statusPageUrl} />;
}
