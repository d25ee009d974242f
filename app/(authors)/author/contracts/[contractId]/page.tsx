import type { Metadata } from 'next';

import { DetailHeader } from '@/components/detail-page/detail-header';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import {
  CONTRACT_PARTY_ROLE,
  CONTRACT_STATUS,
  CONTRACT_TERRITORY,
  ORDER_CHANNEL,
  PUBLICATION_FORMAT,
  ROYALTY_BASIS,
  choiceLabel,
  choiceTone,
} from '@/lib/contract/choices';
import { DASH, formatDay, formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { orNotFound, recordId } from '@/lib/pages/context';
import { getAuthorContract } from '@/lib/upstream/author';
import { openAuthorPage } from '../../parts';

export const metadata: Metadata = { title: 'My Contract' };

/** One of the author's contracts, read-only: what it grants, the advance, and the royalty rates. */
export default async function AuthorContractPage({ params }: { params: Promise<{ contractId: string }> }) {
  const { contractId } = await params;
  const { caller } = await openAuthorPage();
  const contract = await orNotFound(getAuthorContract(caller, recordId(contractId)));
  const facts: [string, string][] = [
    [
      'Your part',
      `${choiceLabel(CONTRACT_PARTY_ROLE, contract.role)}, ${formatPercent(contract.sharePercent, 2, false)} of the royalties`,
    ],
    ['Signed', formatDay(contract.signedDate)],
    ['Ended', formatDay(contract.endedDate)],
    ['Manuscript due', formatDay(contract.deliveryDate)],
    ['Advance', formatMoney(contract.advanceAmount, contract.currency)],
    [
      'Territory',
      contract.territory === 'named_countries'
        ? contract.territories.join(', ')
        : choiceLabel(CONTRACT_TERRITORY, contract.territory),
    ],
    ['Languages', contract.languages.length > 0 ? contract.languages.join(', ') : 'Every language'],
    [
      'Formats',
      contract.formats.length > 0
        ? contract.formats.map((format) => choiceLabel(PUBLICATION_FORMAT, format)).join(', ')
        : 'Every format',
    ],
    ['Term', contract.termYears ? `${contract.termYears} years` : 'The full term of copyright'],
    ['Rights revert', contract.reversionConditions ?? DASH],
    ['Option on the next work', contract.optionOnNextWork ? 'Yes' : 'No'],
    ['Amendment in force', contract.amendment === 0 ? 'As signed' : `Amendment ${contract.amendment}`],
  ];
  return (
    <div className="space-y-6">
      <DetailHeader
        backHref="/author/contracts"
        backLabel="My Contracts"
        title={`Contract ${contract.reference}: ${contract.title}`}
        status={{
          label: choiceLabel(CONTRACT_STATUS, contract.status),
          tone: choiceTone(CONTRACT_STATUS, contract.status),
        }}
      />
      <dl className="grid gap-x-6 gap-y-3 rounded-md border p-4 text-sm sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="royalty-terms" className="space-y-2">
        <h2 id="royalty-terms" className="text-lg font-semibold">
          Royalty rates
        </h2>
        {contract.royaltyTerms.length === 0 ? (
          <p className="text-sm text-muted-foreground">This contract pays no royalties on copies sold.</p>
        ) : (
          <div className="rounded-md border">
            <Table>
              <caption className="sr-only">Royalty rates</caption>
              <TableHeader>
                <TableRow>
                  <TableHead>Format</TableHead>
                  <TableHead>Channel</TableHead>
                  <TableHead>On</TableHead>
                  <TableHead>Rate</TableHead>
                  <TableHead>At high discount</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {contract.royaltyTerms.map((term, index) => (
                  <TableRow key={index}>
                    <TableCell>
                      {term.format ? choiceLabel(PUBLICATION_FORMAT, term.format) : 'Every format'}
                    </TableCell>
                    <TableCell>
                      {term.channel ? choiceLabel(ORDER_CHANNEL, term.channel) : 'Every channel'}
                    </TableCell>
                    <TableCell>{choiceLabel(ROYALTY_BASIS, term.basis)}</TableCell>
                    <TableCell wrap>
                      {term.tiers
                        .map((tier, step) =>
                          step === 0
                            ? formatPercent(tier.ratePercent, 2, false)
                            : `${formatPercent(tier.ratePercent, 2, false)} from ${formatNumber(tier.fromUnits)} copies`,
                        )
                        .join('; ')}
                    </TableCell>
                    <TableCell>
                      {term.highDiscountPercent === null
                        ? DASH
                        : `${formatPercent(term.highDiscountRatePercent, 2, false)} of net receipts at ${formatPercent(term.highDiscountPercent, 2, false)} discount or more`}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </section>
    </div>
  );
}
