import type { Metadata } from 'next';
import { DownloadIcon } from '@/components/icons';

import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatMoney } from '@/lib/format';
import { periodText } from '@/lib/royalties/statement-layout';
import { listAuthorStatements } from '@/lib/upstream/author';
import { Empty, LoadFailed, loaded, openAuthorPage } from '../parts';

export const metadata: Metadata = { title: 'My Statements' };

const HREF = '/author/statements';

/** The author's royalty statements once the firm approved their run, newest first, each as its PDF. */
export default async function AuthorStatementsPage() {
  const { caller } = await openAuthorPage();
  const statements = await loaded('royalty statements', listAuthorStatements(caller));
  return (
    <div className="space-y-6">
      <PageHeader
        title="My Statements"
        description="Your royalty statements, twice a year once the firm has checked and approved them."
      />
      {!statements.data ? (
        <LoadFailed what="royalty statements" failure={statements.failure} href={HREF} />
      ) : statements.data.length === 0 ? (
        <Empty>No statements yet: they appear here once a royalty period has been approved.</Empty>
      ) : (
        <div className="rounded-md border">
          <Table>
            <caption className="sr-only">Your royalty statements</caption>
            <TableHeader>
              <TableRow>
                <TableHead>Period</TableHead>
                <TableHead>Contract</TableHead>
                <TableHead align="end">Earned</TableHead>
                <TableHead align="end">Balance</TableHead>
                <TableHead align="end">Payable</TableHead>
                <TableHead className="sr-only">PDF</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {statements.data.map((statement) => {
                const period = periodText(statement);
                return (
                  <TableRow key={statement.statementId}>
                    <TableCell className="font-medium">{period}</TableCell>
                    <TableCell>
                      <span className="block">{statement.reference}</span>
                      <span className="block text-xs text-muted-foreground">{statement.title}</span>
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatMoney(statement.netEarnings, statement.currency)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatMoney(statement.closingBalance, statement.currency)}
                    </TableCell>
                    <TableCell className="text-right font-medium tabular-nums">
                      {formatMoney(statement.payable, statement.currency)}
                    </TableCell>
                    <TableCell className="text-right">
                      <Button variant="outline" size="sm" asChild>
                        <a
                          href={`/api/author/statements/${statement.statementId}/pdf`}
                          download
                          aria-label={`Download the statement of ${period} for ${statement.reference} (PDF)`}
                        >
                          <DownloadIcon aria-hidden="true" />
                          PDF
                        </a>
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
