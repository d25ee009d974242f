'use client';

import * as React from 'react';

import { AreaTable, type AreaTablePageProps } from '@/components/area/area-table';
import type { Facet } from '@/components/data-table/faceted-filter';
import { isYearCount, optionsFrom, yearCountOption } from '@/components/data-table/facet-options';
import type { Row } from '@/lib/area/view';
import type { SigningYear } from '@/lib/areas/contracts';
import { ContributorFilter } from './contributor-filter';
import { contributorsOf, roleLabel } from './contributors';

const cells = {
  contributors: (row: Row) => {
    const parties = contributorsOf(row);
    if (parties.length === 0) return '—';
    return (
      <ul className="space-y-0.5">
        {parties.map((party) => (
          <li key={`${party.contactId}-${party.role}`}>
            {party.name} <span className="text-xs text-muted-foreground">{roleLabel(party.role)}</span>
          </li>
        ))}
      </ul>
    );
  },
};

const readYears = optionsFrom('/api/contracts/signing-years', isYearCount, yearCountOption);

/**
 * Contracts with their parties, filtered by status, type, territory, format, signing year and contributor.
 * The signing years come with the page only while one is chosen; otherwise the menu reads them.
 */
export function ContractTable({ extra: years, ...props }: AreaTablePageProps<readonly SigningYear[] | null>) {
  const facets = React.useMemo<Facet[]>(
    () => [
      {
        name: 'signedYear',
        title: 'Signing year',
        multiple: false,
        options: years?.map(yearCountOption) ?? [],
        loadOptions: readYears,
      },
    ],
    [years],
  );
  const items = props.initial?.items;
  const names = React.useMemo(
    () =>
      new Map(
        (items ?? []).flatMap((row) => contributorsOf(row).map((party) => [party.contactId, party.name])),
      ),
    [items],
  );
  return (
    <AreaTable
      {...props}
      cells={cells}
      facets={facets}
      extraFilters={<ContributorFilter definition={props.view.list} names={names} />}
    />
  );
}
