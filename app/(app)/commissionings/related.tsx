import { RelatedContracts, RelatedPublications, contractTypeColumn } from '@/components/area/related-records';
import { StatusBadge } from '@/components/detail-page/detail-header';
import { statusLabel } from '@/lib/areas/commissioning-pipeline';
import type { Commissioning } from '@/lib/areas/commissionings';
import { COMMISSIONING_STATUS, choiceTone } from '@/lib/contract/choices';
import { formatDateTime } from '@/lib/format';

/** Every move along the pipeline, oldest first, with its date and who made it. */
function StatusTimeline({ commissioning }: { commissioning: Commissioning }) {
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
              label={statusLabel(change.toStatus)}
              tone={choiceTone(COMMISSIONING_STATUS, change.toStatus)}
            />
            <span className="text-sm text-muted-foreground">
              {change.fromStatus ? `from ${statusLabel(change.fromStatus)}` : 'created'}
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

/** The tabs of a commissioning's page: its pipeline, its contracts and its books. */
export function commissioningTabs(commissioning: Commissioning) {
  const title = commissioning.commissioningTitle;
  return [
    {
      value: 'status',
      label: 'Status changes',
      count: commissioning.statusChanges.length,
      content: <StatusTimeline commissioning={commissioning} />,
    },
    {
      value: 'contracts',
      label: 'Contracts',
      count: commissioning.contracts.length,
      content: (
        <RelatedContracts
          caption={`Contracts of ${title}`}
          rows={commissioning.contracts}
          empty="No contracts yet."
          extra={[contractTypeColumn]}
        />
      ),
    },
    {
      value: 'publications',
      label: 'Publications',
      count: commissioning.publications.length,
      content: (
        <RelatedPublications
          caption={`Publications of ${title}`}
          rows={commissioning.publications}
          empty="No publications yet."
        />
      ),
    },
  ];
}
