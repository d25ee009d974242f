'use client';

import * as React from 'react';

import { AreaTable, type AreaTablePageProps } from '@/components/area/area-table';
import type { Facet } from '@/components/data-table/faceted-filter';
import { formatNumber } from '@/lib/format';
import type { PublicationFilters } from './list-filters';

/** Publications filtered, beyond their fields' facets, by year of publication and by collection or imprint. */
export function PublicationTable({ extra, ...props }: AreaTablePageProps<PublicationFilters>) {
  const facets = React.useMemo<Facet[]>(
    () => [
      {
        name: 'publicationYear',
        title: 'Year',
        multiple: false,
        options: extra.years.map((entry) => ({
          value: String(entry.year),
          label: `${entry.year} (${formatNumber(entry.count)})`,
        })),
      },
      {
        name: 'collectionId',
        title: 'Collection',
        multiple: false,
        options: extra.collections.map((entry) => ({ value: String(entry.id), label: entry.label })),
      },
    ],
    [extra],
  );
  return <AreaTable {...props} facets={facets} />;
}
