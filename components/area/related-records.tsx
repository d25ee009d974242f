import { Link } from '@/components/ui/link';

import { StatusBadge } from '@/components/detail-page/detail-header';
import { RelatedTable, type RelatedColumn } from '@/components/detail-page/related-table';
import type { CommissioningRef, ContractRef, PublicationRef } from '@/lib/areas/refs';
import {
  COMMISSIONING_STATUS,
  CONTRACT_STATUS,
  PUBLICATION_FORMAT,
  PUBLICATION_STATUS,
  choiceLabel,
  choiceTone,
  humanize,
} from '@/lib/contract/choices';
import { hyphenatedIsbn } from '@/lib/contract/isbn';
import { formatDay } from '@/lib/format';

/*
 * The related-records tabs every record page shows the same way: the publications, contracts and
 * commissioning that a record leads to, each row a link to its own page. An area adds columns of its
 * own (a contact's role in a contract) around the shared ones.
 */

interface Related<Row> {
  caption: string;
  rows: readonly Row[];
  empty: string;
  /** Columns of the area's own, shown after the first. */
  extra?: readonly RelatedColumn<Row>[];
}

function withExtra<Row>(columns: RelatedColumn<Row>[], extra: readonly RelatedColumn<Row>[] = []) {
  const [first, ...rest] = columns;
  return first ? [first, ...extra, ...rest] : [...extra];
}

export function RelatedPublications<Row extends Pick<PublicationRef, keyof PublicationRef>>({
  extra,
  ...table
}: Related<Row>) {
  return (
    <RelatedTable
      {...table}
      rowKey={(row) => row.publicationId}
      columns={withExtra<Row>(
        [
          {
            header: 'Title',
            cell: (row) => (
              <Link
                href={`/publications/manage/${row.publicationId}`}
                className="font-medium hover:underline"
              >
                {row.title}
              </Link>
            ),
          },
          { header: 'Format', cell: (row) => choiceLabel(PUBLICATION_FORMAT, row.format) },
          {
            header: 'ISBN',
            cell: (row) => <span className="font-mono text-xs">{hyphenatedIsbn(row.isbn)}</span>,
          },
          { header: 'Status', cell: (row) => choiceLabel(PUBLICATION_STATUS, row.status) },
          { header: 'Publication date', cell: (row) => formatDay(row.publicationDate) },
        ],
        extra,
      )}
    />
  );
}

type ContractRow = Pick<ContractRef, 'contractId' | 'reference' | 'status' | 'signedDate'>;

export function RelatedContracts<Row extends ContractRow>({ extra, ...table }: Related<Row>) {
  return (
    <RelatedTable
      {...table}
      rowKey={(row) => row.contractId}
      columns={withExtra<Row>(
        [
          {
            header: 'Reference',
            cell: (row) => (
              <Link href={`/contracts/manage/${row.contractId}`} className="font-medium hover:underline">
                {row.reference}
              </Link>
            ),
          },
          { header: 'Status', cell: (row) => choiceLabel(CONTRACT_STATUS, row.status) },
          { header: 'Signed', cell: (row) => formatDay(row.signedDate) },
        ],
        extra,
      )}
    />
  );
}

export function RelatedCommissionings<Row extends CommissioningRef>({ extra, ...table }: Related<Row>) {
  return (
    <RelatedTable
      {...table}
      rowKey={(row) => row.commissioningId}
      columns={withExtra<Row>(
        [
          {
            header: 'Title',
            cell: (row) => (
              <Link
                href={`/commissionings/manage/${row.commissioningId}`}
                className="font-medium hover:underline"
              >
                {row.commissioningTitle}
              </Link>
            ),
          },
          {
            header: 'Status',
            cell: (row) => (
              <StatusBadge
                label={choiceLabel(COMMISSIONING_STATUS, row.status)}
                tone={choiceTone(COMMISSIONING_STATUS, row.status)}
              />
            ),
          },
          { header: 'Created', cell: (row) => formatDay(row.createdDate) },
        ],
        extra,
      )}
    />
  );
}

/** A contract's type, as the related tables print it. */
export const contractTypeColumn = {
  header: 'Type',
  cell: (row: Pick<ContractRef, 'type'>) => humanize(row.type),
};
