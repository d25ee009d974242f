import { PUBLICATION_FORMAT } from '@/lib/contract/choices';
import { Link } from '@/components/ui/link';

import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { CommissioningOverview as Overview } from '@/lib/contract/dashboard';
import { Figure } from './stat-card';
import { formatDay, formatMoney } from '@/lib/format';

const words = (value: string) => {
  const text = value.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** /publications/overview/{commissioningId}: a commissioning's contracts and publications on one page. */
export function CommissioningOverview({ overview }: { overview: Overview }) {
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Commissioning</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-8 divide-y sm:grid-cols-2 sm:divide-y-0">
            <Figure label="Status" value={<Badge variant="secondary">{words(overview.status)}</Badge>} />
            <Figure label="Editor" value={overview.editorName} />
            <Figure label="Lead contact" value={overview.leadContactName ?? '—'} />
            <Figure label="Created" value={formatDay(overview.createdDate)} />
            <Figure label="Decided" value={formatDay(overview.decisionDate)} />
            <Figure label="Manuscript expected" value={formatDay(overview.expectedDeliveryDate)} />
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Contracts</CardTitle>
          <CardDescription>
            Advances in the contract&apos;s currency; splits of the royalties between the parties.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {overview.contracts.length === 0 ? (
            <p className="text-sm text-muted-foreground">No contracts yet.</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Reference</TableHead>
                  <TableHead>Type</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Signed</TableHead>
                  <TableHead align="end">Advance</TableHead>
                  <TableHead>Parties</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {overview.contracts.map((contract) => (
                  <TableRow key={contract.contractId}>
                    <TableCell className="font-medium">
                      <Link
                        href={`/contracts/manage/${contract.contractId}`}
                        className="underline-offset-4 hover:underline"
                      >
                        {contract.reference}
                      </Link>
                    </TableCell>
                    <TableCell>{words(contract.type)}</TableCell>
                    <TableCell>{words(contract.status)}</TableCell>
                    <TableCell>{formatDay(contract.signedDate)}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatMoney(contract.advanceAmount, contract.currency)}
                    </TableCell>
                    <TableCell wrap className="text-sm">
                      {contract.parties.length === 0
                        ? '—'
                        : contract.parties
                            .map((party) => `${party.name} (${words(party.role)}, ${party.splitPercent}%)`)
                            .join('; ')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Publications</CardTitle>
          <CardDescription>Each format with its own ISBN, in order of publication.</CardDescription>
        </CardHeader>
        <CardContent>
          {overview.publications.length === 0 ? (
            <p className="text-sm text-muted-foreground">No publications yet.</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Title</TableHead>
                  <TableHead>Format</TableHead>
                  <TableHead>ISBN</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Published</TableHead>
                  <TableHead>Prices</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {overview.publications.map((publication) => (
                  <TableRow key={publication.publicationId}>
                    <TableCell className="font-medium">
                      <Link
                        href={`/publications/manage/${publication.publicationId}`}
                        className="underline-offset-4 hover:underline"
                      >
                        {publication.title}
                      </Link>
                    </TableCell>
                    <TableCell>{PUBLICATION_FORMAT.labels[publication.format]}</TableCell>
                    <TableCell className="tabular-nums">{publication.isbn}</TableCell>
                    <TableCell>{words(publication.status)}</TableCell>
                    <TableCell>{formatDay(publication.publicationDate)}</TableCell>
                    <TableCell className="tabular-nums">
                      {publication.prices.length === 0
                        ? '—'
                        : publication.prices
                            .map((price) => formatMoney(price.amount, price.currency))
                            .join(' · ')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
