'use client';

import Link from 'next/link';

import { DataTable } from '@/components/data-table/data-table';
import { dataColumnHelper } from '@/components/data-table/columns';
import { enumFacet } from '@/components/data-table/faceted-filter';
import { formatDay } from '@/components/detail-page/format';
import { Badge } from '@/components/ui/badge';
import {
  CONTACT_ROLE_LABELS,
  contactItemSchema,
  contactList,
  type ContactItem,
} from '@/lib/contract/contacts';
import type { InitialListPage } from '@/lib/contract/list-query';

const column = dataColumnHelper<ContactItem>();

const columns = column.columns([
  column.accessor('name', {
    header: 'Name',
    meta: { label: 'Name', sortField: 'name' },
    enableHiding: false,
    cell: ({ row }) => (
      <Link href={`/contacts/manage/${row.original.contactId}`} className="font-medium hover:underline">
        {row.original.firstName
          ? `${row.original.lastName}, ${row.original.firstName}`
          : row.original.lastName}
      </Link>
    ),
  }),
  column.accessor('roles', {
    header: 'Roles',
    meta: { label: 'Roles' },
    cell: ({ getValue }) => (
      <div className="flex flex-wrap gap-1">
        {getValue().map((role) => (
          <Badge key={role} variant="secondary">
            {CONTACT_ROLE_LABELS[role]}
          </Badge>
        ))}
      </div>
    ),
  }),
  column.accessor('organisation', {
    header: 'Organisation',
    meta: { label: 'Organisation', sortField: 'organisation' },
    cell: ({ getValue }) => getValue() ?? '—',
  }),
  column.accessor('email', {
    header: 'Email',
    meta: { label: 'Email', sortField: 'email' },
    cell: ({ getValue }) => getValue() ?? '—',
  }),
  column.accessor('phone', {
    header: 'Phone',
    meta: { label: 'Phone', hiddenByDefault: true },
    cell: ({ getValue }) => getValue() ?? '—',
  }),
  column.accessor('city', {
    header: 'City',
    meta: { label: 'City', hiddenByDefault: true },
    cell: ({ getValue }) => getValue() ?? '—',
  }),
  column.accessor('country', {
    header: 'Country',
    meta: { label: 'Country', sortField: 'country' },
    cell: ({ getValue }) => getValue() ?? '—',
  }),
  column.accessor('orcid', {
    header: 'ORCID iD',
    meta: { label: 'ORCID iD', hiddenByDefault: true },
    cell: ({ getValue }) => getValue() ?? '—',
  }),
  column.accessor('createdDate', {
    header: 'Added',
    meta: { label: 'Added', sortField: 'createdDate' },
    cell: ({ getValue }) => formatDay(getValue()),
  }),
]);

const facets = [enumFacet(contactList, 'role')];
const NOUN = { one: 'contact', many: 'contacts' };
const contactId = (contact: ContactItem) => contact.contactId;
const contactHref = (contact: ContactItem) => `/contacts/manage/${contact.contactId}`;
const contactLabel = (contact: ContactItem) => contact.name;

export function ContactsTable({
  initial,
  canDelete,
}: {
  initial?: InitialListPage<ContactItem>;
  canDelete: boolean;
}) {
  return (
    <DataTable
      definition={contactList}
      resource="contacts"
      itemSchema={contactItemSchema}
      columns={columns}
      rowId={contactId}
      rowHref={contactHref}
      rowLabel={contactLabel}
      noun={NOUN}
      initial={initial}
      facets={facets}
      storageKey="contacts"
      canDelete={canDelete}
    />
  );
}
