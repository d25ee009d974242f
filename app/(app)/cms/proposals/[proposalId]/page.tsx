import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';

import { areaRecordPage } from '@/components/area/area-record-page';
import { proposalArea, type Proposal } from '@/lib/areas/proposals';
import { formatDay, formatNumber } from '@/lib/format';
import { meetsGuard } from '@/lib/rights';
import { ProposalActions } from '../proposal-actions';
import { ProposalSamplePanel } from '../sample-panel';

export const metadata: Metadata = { title: 'Proposal' };

const read = (row: Record<string, unknown>) => row as Proposal;

export default areaRecordPage(proposalArea, {
  statusField: 'status',
  newNote: 'A proposal entered here starts as new, as one sent by an author does.',
  facts: (row) => {
    const proposal = read(row);
    return [
      `By ${proposal.authorName}`,
      `Received ${formatDay(proposal.receivedAt)}`,
      proposal.wordCount ? `${formatNumber(proposal.wordCount)} words` : null,
      proposal.commissioning ? (
        <Link
          key="commissioning"
          href={`/commissionings/manage/${proposal.commissioning.commissioningId}`}
          className="underline"
        >
          Commissioning {proposal.commissioning.commissioningId}
        </Link>
      ) : null,
      proposal.decisionReason ? `Reason: ${proposal.decisionReason}` : null,
    ].filter(Boolean);
  },
  actions: (row, user) => {
    const proposal = read(row);
    return meetsGuard(user, proposalArea.rights.update) ? (
      <ProposalActions
        key={proposal.version}
        proposalId={proposal.proposalId}
        status={proposal.status}
        version={proposal.version}
      />
    ) : null;
  },
  tabs: (row, user) => [
    {
      value: 'sample',
      label: 'Sample',
      content: (
        <ProposalSamplePanel proposal={read(row)} canChange={meetsGuard(user, proposalArea.rights.update)} />
      ),
    },
  ],
});
