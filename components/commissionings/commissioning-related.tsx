import { PUBLICATION_FORMAT } from '@/lib/contract/choices';
import Link from 'next/link';

import { StatusBadge } from '@/components/detail-page/detail-header';
import { formatDateTime, formatDay } from '@/components/detail-page/format';
import { RelatedTable } from '@/components/detail-page/related-table';
import { COMMISSIONING_STATUS_LABELS, type Commissioning } from '@/lib/contract/commissionings';
import { commissioningTone, humanize } from './status';

/** Every move along the pipeline, oldest first, with its date and who made it. */
export function StatusTimeline({ commissioning }: { commissioning: Commissioning }) {
  if (commissioning.statusChanges.length === 0) {
    return <p className="py-8 text-center text-sm text-muted-foreground">No status changes recorded.</p>;
  }
  return (
    <ol className="relative space-y-4 border-l pl-6">
      {commissioning.statusChanges.map((change, index) => (
        <li key={`${change.changedAt}-${index}`} className="relative">
          <span
            className="absolute top-1.5 -left-[1.8rem] size-3 rounded-full border-2 border-background bg-primary"
            aria-hidden="true"
          />
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge
              label={COMMISSIONING_STATUS_LABELS[change.toStatus]}
              tone={commissioningTone(change.toStatus)}
            />
            <span className="text-sm text-muted-foreground">
              {change.fromStatus ? `from ${COMMISSIONING_STATUS_LABELS[change.fromStatus]}` : 'created'}
            </span>
          </div>
          <p className="mt-1 text-sm">
            <time dateTime={change.changedAt}>{formatDateTime(change.changedAt)}</time>
            {change.changedBy ? ` · ${change.changedBy}` : ''}
          </p>
        </li>
      ))}
    </ol>
  );
}

export function CommissioningContracts({ commissioning }: { commissioning: Commissioning }) {
  return (
    <RelatedTable
      caption={`Contracts of ${commissioning.commissioningTitle}`}
      rows={commissioning.contracts}
      rowKey={(row) => row.contractId}
      empty="No contracts yet."
      columns={[
        {
          header: 'Reference',
          cell: (row) => (
            <Link href={`/contracts/manage/${row.contractId}`} className="font-medium hover:underline">
              {row.reference}
            </Link>
          ),
        },
        { header: 'Type', cell: (row) => humanize(row.type) },
        { header: 'Status', cell: (row) => humanize(row.status) },
        { header: 'Signed', cell: (row) => formatDay(row.signedDate) },
      ]}
    />
  );
}

export function CommissioningPublications({ commissioning }: { commissioning: Commissioning }) {
  return (
    <RelatedTable
      caption={`Publications of ${commissioning.commissioningTitle}`}
      rows={commissioning.publications}
      rowKey={(row) => row.publicationId}
      empty="No publications yet."
      columns={[
        {
          header: 'Title',
          cell: (row) => (
            <Link href={`/publications/manage/${row.publicationId}`} className="font-medium hover:underline">
              {row.title}
            </Link>
          ),
        },
        { header: 'Format', cell: (row) => PUBLICATION_FORMAT.labels[row.format] },
        { header: 'ISBN', cell: (row) => <span className="font-mono text-xs">{row.isbn}</span> },
        { header: 'Status', cell: (row) => humanize(row.status) },
        { header: 'Publication date', cell: (row) => formatDay(row.publicationDate) },
      ]}
    />
  );
}
