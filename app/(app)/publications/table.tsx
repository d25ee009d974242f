'use client';

import * as React from 'react';

import { AreaTable, type AreaTablePageProps } from '@/components/area/area-table';
import type { Facet, FacetOption } from '@/components/data-table/faceted-filter';
import { isYearCount, optionsFrom, yearCountOption } from '@/components/data-table/facet-options';
import type { Collection } from '@/lib/areas/publications';
import { isRecord } from '@/lib/bff/parser';
import { COLLECTION_KINDS } from '@/lib/contract/enums';
import type { PublicationFilters } from './list-filters';

const collectionOption = (entry: Collection): FacetOption => ({
  value: String(entry.id),
  label: entry.label,
});

const isCollection = (value: unknown): value is Collection =>
  isRecord(value) &&
  Number.isInteger(value.id) &&
  typeof value.label === 'string' &&
  COLLECTION_KINDS.some((kind) => kind === value.kind);

const readYears = optionsFrom('/api/publications/publication-years', isYearCount, yearCountOption);
const readCollections = optionsFrom('/api/publications/collections', isCollection, collectionOption);

/**
 * Publications filtered, beyond their fields' facets, by year of publication and by collection or imprint.
 * Their values come with the page only while one is chosen; otherwise the menu reads them.
 */
export function PublicationTable({ extra, ...props }: AreaTablePageProps<PublicationFilters>) {
  const facets = React.useMemo<Facet[]>(
    () => [
      {
        name: 'publicationYear',
        title: 'Year',
        multiple: false,
        options: extra.years?.map(yearCountOption) ?? [],
        loadOptions: readYears,
      },
      {
        name: 'collectionId',
        title: 'Collection',
        multiple: false,
        options: extra.collections?.map(collectionOption) ?? [],
        loadOptions: readCollections,
      },
    ],
    [extra],
  );
  return <AreaTable {...props} facets={facets} />;
}
