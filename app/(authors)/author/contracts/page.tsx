import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';

import { PageHeader } from '@/components/ui/page-header';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { CONTRACT_PARTY_ROLE, CONTRACT_STATUS, CONTRACT_TYPE, choiceLabel } from '@/lib/contract/choices';
import { formatDay, formatMoney, formatPercent } from '@/lib/format';
import { listAuthorContracts } from '@/lib/upstream/author';
import { ChoiceBadge, Empty, LoadFailed, loaded, openAuthorPage } from '../parts';

export const metadata: Metadata = { title: 'My Contracts' };

const HREF = '/author/contracts';

/** The author's contracts with the firm, read-only: newest signing first, each opening its terms. */
export default async function AuthorContractsPage() {
  const { caller } = await openAuthorPage();
  const contracts = await loaded('contracts', listAuthorContracts(caller));
  return (
    <div className="space-y-6">
      <PageHeader
        title="My Contracts"
        description="Your contracts with the firm, as signed. To change one, write to your editor."
      />
      {!contracts.data ? (
        <LoadFailed what="contracts" failure={contracts.failure} href={HREF} />
      ) : contracts.data.length === 0 ? (
        <Empty>You have no contracts with the firm yet.</Empty>
      ) : (
        <div className="rounded-md border">
          <Table>
            <caption className="sr-only">Your contracts</caption>
            <TableHeader>
              <TableRow>
                <TableHead>Contract</TableHead>
                <TableHead>Work</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Signed</TableHead>
                <TableHead>Your part</TableHead>
                <TableHead align="end">Advance</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {contracts.data.map((contract) => (
                <TableRow key={`${contract.contractId}-${contract.role}`}>
                  <TableCell>
                    <Link href={`${HREF}/${contract.contractId}`} className="font-medium hover:underline">
                      {contract.reference}
                    </Link>
                    <span className="block text-xs text-muted-foreground">
                      {choiceLabel(CONTRACT_TYPE, contract.type)}
                    </span>
                  </TableCell>
                  <TableCell>{contract.title}</TableCell>
                  <TableCell>
                    <ChoiceBadge list={CONTRACT_STATUS} value={contract.status} />
                  </TableCell>
                  <TableCell>{formatDay(contract.signedDate)}</TableCell>
                  <TableCell>
                    {choiceLabel(CONTRACT_PARTY_ROLE, contract.role)},{' '}
                    {formatPercent(contract.sharePercent, 2, false)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatMoney(contract.advanceAmount, contract.currency)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
