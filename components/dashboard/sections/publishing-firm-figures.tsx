import type * as React from 'react';
import { BookOpenIcon, EuroIcon, FileClockIcon, LayersIcon } from '@/components/icons';

import type { PublishingFirmMetrics } from '@/lib/contract/dashboard';
import { Figure, Meter, Panel, StatCard } from '../stat-card';
import {
  formatChange,
  formatNumber,
  formatDays,
  formatDecimal,
  formatMoney,
  formatPercent,
} from '@/lib/format';

const fromLastMonth = (change: number) => `${formatChange(change)} from last month`;

/** Spec 2.8, section 1: the firm at a glance, with the Publications Overview card at the end. */
export function PublishingFirmFigures({
  data: m,
  recent,
}: {
  data: PublishingFirmMetrics;
  recent: React.ReactNode;
}) {
  const pipeline = [
    { label: 'Commissioning', unit: 'active', stage: m.publicationPipeline.commissioning },
    { label: 'Contract Signed', unit: 'pending', stage: m.publicationPipeline.contractSigned },
    { label: 'In Production', unit: 'books', stage: m.publicationPipeline.inProduction },
    { label: 'Published', unit: 'total', stage: m.publicationPipeline.published },
  ];

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Total Revenue"
          icon={<EuroIcon />}
          value={formatMoney(m.totalRevenue.total, 'EUR')}
          detail={<>Net sales, last 30 days · {fromLastMonth(m.totalRevenue.changePercent)}</>}
        />
        <StatCard
          title="Books Published"
          icon={<BookOpenIcon />}
          value={formatNumber(m.booksPublished.total)}
          detail={fromLastMonth(m.booksPublished.changePercent)}
        />
        <StatCard
          title="Active Commissionings"
          icon={<LayersIcon />}
          value={formatNumber(m.activeCommissionings.total)}
          detail={fromLastMonth(m.activeCommissionings.changePercent)}
        />
        <StatCard
          title="Outstanding Invoices"
          icon={<FileClockIcon />}
          value={formatNumber(m.outstandingInvoices.total)}
          detail={fromLastMonth(m.outstandingInvoices.changePercent)}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel
          title="Publication Pipeline"
          description="Commissionings by stage; declined ones are left out."
        >
          <ul className="space-y-3">
            {pipeline.map(({ label, unit, stage }) => (
              <li key={label} className="space-y-1">
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="font-medium">{label}</span>
                  <span className="text-muted-foreground tabular-nums">
                    {formatNumber(stage.count)} {unit} · {formatPercent(stage.percentage)}
                  </span>
                </div>
                <Meter value={stage.percentage} label={`${label}: ${formatPercent(stage.percentage)}`} />
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Revenue by Currency" description="Net sales of the last 30 days, in each currency.">
          <dl className="divide-y">
            <Figure label="EUR" value={formatMoney(m.revenueByCurrency.eur, 'EUR')} />
            <Figure label="USD" value={formatMoney(m.revenueByCurrency.usd, 'USD')} />
            <Figure label="GBP" value={formatMoney(m.revenueByCurrency.gbp, 'GBP')} />
          </dl>
        </Panel>
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <Panel title="Key Performance" description="The last 12 months.">
          <dl className="divide-y">
            <Figure label="Contract Conversion" value={formatPercent(m.keyPerformance.contractConversion)} />
            <Figure label="Avg Time to Publish" value={formatDays(m.keyPerformance.avgTimeToPublish)} />
            <Figure label="Return Rate" value={formatPercent(m.keyPerformance.returnRate)} />
          </dl>
        </Panel>
        <Panel title="Staff Metrics" description="Commissioning editors and how their work is rated.">
          <dl className="divide-y">
            <Figure label="Active Editors" value={formatNumber(m.staffMetrics.activeEditors)} />
            <Figure
              label="Avg Workload"
              value={
                m.staffMetrics.avgWorkload === null
                  ? '—'
                  : `${formatDecimal(m.staffMetrics.avgWorkload)} books`
              }
            />
            <Figure
              label="Satisfaction Score"
              hint="Ratings by authors and reviewers, last 12 months"
              value={
                m.staffMetrics.satisfactionScore === null
                  ? '—'
                  : `${formatDecimal(m.staffMetrics.satisfactionScore)} / 5.0`
              }
            />
          </dl>
        </Panel>
        <Panel title="Publication Stats" description="Titles whose first edition appeared.">
          <dl className="divide-y">
            <Figure label="This month" value={formatNumber(m.booksPublished.thisMonth)} />
            <Figure label="This quarter" value={formatNumber(m.booksPublished.thisQuarter)} />
            <Figure label="This year" value={formatNumber(m.booksPublished.thisYear)} />
          </dl>
        </Panel>
      </div>

      {recent}
    </div>
  );
}
