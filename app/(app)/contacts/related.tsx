import Link from 'next/link';

import { StatusBadge } from '@/components/detail-page/detail-header';
import { formatDay } from '@/lib/format';
import { RelatedTable } from '@/components/detail-page/related-table';
import type { Contact } from '@/lib/areas/contacts';
import {
  COMMISSIONING_STATUS,
  CONTRACT_PARTY_ROLE,
  PUBLICATION_FORMAT,
  CONTRACT_STATUS,
  PUBLICATION_STATUS,
  choiceLabel,
  choiceTone,
} from '@/lib/contract/choices';

export function ContactCommissionings({ contact }: { contact: Contact }) {
  return (
    <RelatedTable
      caption={`Commissionings of ${contact.name}`}
      rows={contact.commissionings}
      rowKey={(row) => row.commissioningId}
      empty="No commissionings name this contact as an author."
      columns={[
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
        { header: 'Credit', cell: (row) => (row.lead ? 'Lead author' : 'Co-author') },
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
      ]}
    />
  );
}

export function ContactContracts({ contact }: { contact: Contact }) {
  return (
    <RelatedTable
      caption={`Contracts of ${contact.name}`}
      rows={contact.contracts}
      rowKey={(row) => row.contractId}
      empty="This contact is not a party to any contract."
      columns={[
        {
          header: 'Reference',
          cell: (row) => (
            <Link href={`/contracts/manage/${row.contractId}`} className="font-medium hover:underline">
              {row.reference}
            </Link>
          ),
        },
        {
          header: 'Commissioning',
          cell: (row) => (
            <Link href={`/commissionings/manage/${row.commissioningId}`} className="hover:underline">
              {row.commissioningTitle}
            </Link>
          ),
        },
        { header: 'Role', cell: (row) => choiceLabel(CONTRACT_PARTY_ROLE, row.role) },
        { header: 'Status', cell: (row) => choiceLabel(CONTRACT_STATUS, row.status) },
        { header: 'Signed', cell: (row) => formatDay(row.signedDate) },
      ]}
    />
  );
}

export function ContactPublications({ contact }: { contact: Contact }) {
  return (
    <RelatedTable
      caption={`Publications of ${contact.name}`}
      rows={contact.publications}
      rowKey={(row) => row.publicationId}
      empty="No publications come from this contact's commissionings or contracts."
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
        { header: 'Status', cell: (row) => choiceLabel(PUBLICATION_STATUS, row.status) },
        { header: 'Publication date', cell: (row) => formatDay(row.publicationDate) },
      ]}
    />
  );
}
