import type { Metadata } from 'next';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { PROPOSAL_STATUS } from '@/lib/contract/choices';
import { MAX_FILE_BYTES } from '@/lib/contract/file-slots';
import { DASH, formatBytes, formatDay, formatNumber } from '@/lib/format';
import { listAuthorProposals } from '@/lib/upstream/author';
import { ChoiceBadge, Empty, LoadFailed, loaded, openAuthorPage } from '../parts';
import { ProposalForm } from './proposal-form';

export const metadata: Metadata = { title: 'My Proposals' };

const HREF = '/author/proposals';
const SAMPLE_TYPES =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The author's proposals and where each stands, and the form to send a new one with its sample. */
export default async function AuthorProposalsPage() {
  const { caller } = await openAuthorPage();
  const proposals = await loaded('proposals', listAuthorProposals(caller));
  return (
    <div className="space-y-6">
      <PageHeader
        title="My Proposals"
        description="Send the firm a new book with a sample, and follow each proposal as the editors read it."
      />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="sent-proposals" className="space-y-3">
          <h2 id="sent-proposals" className="text-lg font-semibold">
            Sent
          </h2>
          {!proposals.data ? (
            <LoadFailed what="proposals" failure={proposals.failure} href={HREF} />
          ) : proposals.data.length === 0 ? (
            <Empty>You have not sent a proposal yet.</Empty>
          ) : (
            <div className="rounded-md border">
              <Table>
                <caption className="sr-only">Your proposals</caption>
                <TableHeader>
                  <TableRow>
                    <TableHead>Title</TableHead>
                    <TableHead>Sent</TableHead>
                    <TableHead>Status</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {proposals.data.map((proposal) => (
                    <TableRow key={proposal.proposalId}>
                      <TableCell wrap>
                        <span className="font-medium">{proposal.title}</span>
                        <span className="block text-xs text-muted-foreground">
                          {[
                            proposal.genre,
                            proposal.wordCount ? `${formatNumber(proposal.wordCount)} words` : null,
                            proposal.sample
                              ? `Sample ${proposal.sample.name} (${formatBytes(proposal.sample.sizeBytes)})`
                              : 'No sample',
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                        {proposal.decisionReason ? (
                          <span className="mt-1 block text-sm">{proposal.decisionReason}</span>
                        ) : null}
                      </TableCell>
                      <TableCell>{formatDay(proposal.submittedAt.slice(0, 10))}</TableCell>
                      <TableCell>
                        <ChoiceBadge list={PROPOSAL_STATUS} value={proposal.status} />
                        <span className="block text-xs text-muted-foreground">
                          {proposal.decidedAt
                            ? `Decided ${formatDay(proposal.decidedAt.slice(0, 10))}`
                            : DASH}
                        </span>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </section>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Send a proposal</CardTitle>
            <CardDescription>The editors read every proposal and tell you what they decide.</CardDescription>
          </CardHeader>
          <CardContent>
            <ProposalForm accept={SAMPLE_TYPES} maxMegabytes={MAX_FILE_BYTES / (1024 * 1024)} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
