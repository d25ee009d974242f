import { Link } from '@/components/ui/link';

import { StatusBadge } from '@/components/detail-page/detail-header';
import { RelatedTable, type RelatedColumn } from '@/components/detail-page/related-table';
import type { ContractStatement, RoyaltyStatementSummary } from '@/lib/contract/royalty-runs';
import { formatMoney } from '@/lib/format';
import { periodText } from '@/lib/royalties/statement-layout';
import { statementHref } from './links';
import { runStatus } from './run-text';

const link = 'underline-offset-4 hover:underline';

type Figure = keyof Pick<
  RoyaltyStatementSummary,
  'openingBalance' | 'earned' | 'reserveHeld' | 'reserveReleased' | 'recouped' | 'closingBalance' | 'payable'
>;

/** The figures of a statement, in the order the statement reads, each in the statement's currency. */
const FIGURES: readonly [string, Figure][] = [
  ['Opening', 'openingBalance'],
  ['Earned', 'earned'],
  ['Reserve held', 'reserveHeld'],
  ['Reserve released', 'reserveReleased'],
  ['Recouped', 'recouped'],
  ['Closing', 'closingBalance'],
  ['Payable', 'payable'],
];

/**
 * Statements as a table: the first column opens each one's page, then the columns the place needs,
 * then the figures.
 */
function StatementsTable<Row extends RoyaltyStatementSummary>({
  caption,
  empty,
  statements,
  opens,
  details,
}: {
  caption: string;
  empty: string;
  statements: readonly Row[];
  /** The first column's heading and what its link reads. */
  opens: [string, (row: Row) => string];
  details: readonly RelatedColumn<Row>[];
}) {
  const [header, text] = opens;
  return (
    <RelatedTable
      caption={caption}
      rows={statements}
      rowKey={(row) => row.statementId}
      empty={empty}
      columns={[
        {
          header,
          cell: (row) => (
            <Link href={statementHref(row.statementId)} className={`font-medium ${link}`}>
              {text(row)}
            </Link>
          ),
        },
        ...details,
        { header: 'Currency', cell: (row) => row.currency },
        ...FIGURES.map(([figure, key]): RelatedColumn<Row> => ({
          header: figure,
          align: 'end',
          cell: (row) => formatMoney(row[key], row.currency),
        })),
      ]}
    />
  );
}

/**
 * A run's statements: each payee's, by contract, opening on the statement's page; the contract links to
 * its record when the user may open it.
 */
export function RunStatements({
  statements,
  contractHref,
}: {
  statements: readonly RoyaltyStatementSummary[];
  contractHref: ((contractId: number) => string) | null;
}) {
  return (
    <StatementsTable
      caption="The run’s statements"
      empty="This run drew no statement: no contract was signed by the period’s end, or all were held back."
      statements={statements}
      opens={['Payee', (row) => row.payee.name]}
      details={[
        {
          header: 'Contract',
          cell: (row) =>
            contractHref ? (
              <Link href={contractHref(row.contract.contractId)} className={link}>
                {row.contract.reference}
              </Link>
            ) : (
              row.contract.reference
            ),
        },
      ]}
    />
  );
}

/** A contract's statements, newest period first: each payee's, with the run's status. */
export function ContractStatementList({ statements }: { statements: readonly ContractStatement[] }) {
  return (
    <StatementsTable
      caption="The contract’s royalty statements"
      empty="No royalty run has drawn a statement for this contract yet."
      statements={statements}
      opens={['Period', periodText]}
      details={[
        { header: 'Run', cell: (row) => <StatusBadge {...runStatus(row.status)} /> },
        { header: 'Payee', cell: (row) => row.payee.name },
      ]}
    />
  );
}
