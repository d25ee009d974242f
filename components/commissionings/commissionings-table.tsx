'use client';

import { PUBLICATION_FORMAT } from '@/lib/contract/choices';

import Link from 'next/link';

import { dataColumnHelper } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { enumFacet, type Facet } from '@/components/data-table/faceted-filter';
import { StatusBadge } from '@/components/detail-page/detail-header';
import { formatDay } from '@/components/detail-page/format';
import {
  COMMISSIONING_STATUS_LABELS,
  commissioningItemSchema,
  commissioningList,
  type CommissioningEditor,
  type CommissioningItem,
} from '@/lib/contract/commissionings';
import type { InitialListPage } from '@/lib/contract/list-query';
import { commissioningTone } from './status';

const column = dataColumnHelper<CommissioningItem>();

const columns = column.columns([
  column.accessor('commissioningTitle', {
    header: 'Title',
    enableHiding: false,
    meta: { label: 'Title', sortField: 'title', className: 'max-w-80 whitespace-normal' },
    cell: ({ row }) => (
      <Link
        href={`/commissionings/manage/${row.original.commissioningId}`}
        className="font-medium hover:underline"
      >
        {row.original.commissioningTitle}
      </Link>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    meta: { label: 'Status', sortField: 'status' },
    cell: ({ getValue }) => (
      <StatusBadge label={COMMISSIONING_STATUS_LABELS[getValue()]} tone={commissioningTone(getValue())} />
    ),
  }),
  column.accessor('authors', {
    header: 'Authors',
    meta: { label: 'Authors', className: 'max-w-64 whitespace-normal' },
    cell: ({ getValue }) =>
      getValue()
        .map((author) => author.name)
        .join(', ') || '—',
  }),
  column.accessor('editorName', {
    header: 'Editor',
    meta: { label: 'Editor', sortField: 'editor' },
  }),
  column.accessor('expectedFormats', {
    header: 'Formats',
    meta: { label: 'Expected formats', hiddenByDefault: true },
    cell: ({ getValue }) =>
      getValue()
        .map((format) => PUBLICATION_FORMAT.labels[format])
        .join(', ') || '—',
  }),
  column.accessor('expectedPublicationDate', {
    header: 'Publication',
    meta: { label: 'Expected publication', sortField: 'expectedPublicationDate' },
    cell: ({ getValue }) => formatDay(getValue()),
  }),
  column.accessor('contractsCount', {
    header: 'Contracts',
    meta: { label: 'Contracts', align: 'end', hiddenByDefault: true },
  }),
  column.accessor('booksCount', {
    header: 'Books',
    meta: { label: 'Books', align: 'end', hiddenByDefault: true },
  }),
  column.accessor('createdDate', {
    header: 'Created',
    meta: { label: 'Created', sortField: 'createdDate' },
    cell: ({ getValue }) => formatDay(getValue()),
  }),
]);

const NOUN = { one: 'commissioning', many: 'commissionings' };
const commissioningId = (item: CommissioningItem) => item.commissioningId;
const commissioningHref = (item: CommissioningItem) => `/commissionings/manage/${item.commissioningId}`;
const commissioningLabel = (item: CommissioningItem) => item.commissioningTitle;
const fixedFacets = [enumFacet(commissioningList, 'status'), enumFacet(commissioningList, 'format')];

export function CommissioningsTable({
  initial,
  editors,
  canDelete,
}: {
  initial?: InitialListPage<CommissioningItem>;
  editors: readonly CommissioningEditor[];
  canDelete: boolean;
}) {
  const facets: Facet[] = [
    ...fixedFacets,
    {
      name: 'editorId',
      title: 'Editor',
      multiple: false,
      options: editors.map((editor) => ({
        value: String(editor.userId),
        label: editor.active ? editor.name : `${editor.name} (former)`,
      })),
    },
  ];
  return (
    <DataTable
      definition={commissioningList}
      resource="commissionings"
      itemSchema={commissioningItemSchema}
      columns={columns}
      rowId={commissioningId}
      rowHref={commissioningHref}
      rowLabel={commissioningLabel}
      noun={NOUN}
      initial={initial}
      facets={facets}
      storageKey="commissionings"
      canDelete={canDelete}
    />
  );
}
