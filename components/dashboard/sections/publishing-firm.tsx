'use client';

import { MetricsError } from '../metrics-error';
import { publishingFirmAnswer } from '../metrics-answers';
import { SectionSkeleton } from '../section-skeleton';
import { useMetrics } from '../use-metrics';
import { PublishingFirmFigures } from './publishing-firm-figures';
import type { SectionProps } from '../live-section';
import { RecentCommissionings } from './recent-commissionings';

/** Spec 2.8, section 1, fetched in the browser. */
export function PublishingFirmSection({ initial, since, recent, rules }: SectionProps) {
  const query = useMetrics('dashboard/publishing-firm', publishingFirmAnswer, {
    initial: initial.key === 'publishing-firm' ? initial.data : undefined,
    since,
  });
  if (query.isError) return <MetricsError type={rules.typeLabels['publishing-firm']} />;
  if (!query.data) return <SectionSkeleton />;
  return (
    <PublishingFirmFigures
      data={query.data}
      recent={<RecentCommissionings {...recent} limit={rules.recentLimit} since={since} />}
    />
  );
}
