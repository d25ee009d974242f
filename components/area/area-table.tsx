'use client';

import * as React from 'react';
import type { DataColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { enumFacet, type Facet } from '@/components/data-table/faceted-filter';
import { recordHref, recordIdOf, type AreaListView, type ListFieldView, type Row } from '@/lib/area/view';
import type { ListPage } from '@/lib/contract/list-url';
import { formatDayIn } from '@/lib/format';
import { areaCellContent } from './area-cell';

/** Cells an area draws itself (the authors of a commissioning), by field name. */
export type CellOverrides = Record<string, (row: Row) => React.ReactNode>;

const ALIGN_END = new Set(['number', 'percent', 'money']);

function facetsOf(view: AreaListView): Facet[] {
  return Object.entries(view.fields).flatMap(([name, spec]): Facet[] => {
    if (!spec.filter) return [];
    if (spec.choice) return [enumFacet(view.list, name)];
    return [
      {
        name,
        title: spec.label,
        multiple: false,
        options: [
          { value: 'true', label: 'Yes' },
          { value: 'false', label: 'No' },
        ],
      },
    ];
  });
}

/** What an area's page hands its list: the area as plain data, the first page, what `load` read. */
export interface AreaTablePageProps<E> {
  view: AreaListView;
  initial?: ListPage<Row>;
  /** Why the page's rows could not be read, when they could not. */
  failure?: string;
  canDelete: boolean;
  extra: E;
}

/**
 * The list of a declared area: a column per field the declaration lists (sortable where it says),
 * the record's title field as the link to its page, facets from its filters, and everything the
 * shared data table does (URL state, selection, export, delete, keyboard).
 */
export function AreaTable({
  view,
  initial,
  failure,
  canDelete,
  cells = {},
  facets = [],
  extraFilters,
}: Omit<AreaTablePageProps<unknown>, 'extra'> & {
  cells?: CellOverrides;
  /** Facets beyond the fields' own (a record filter with options from the API). */
  facets?: readonly Facet[];
  /** Filters drawn by the area itself, beside the facets. */
  extraFilters?: React.ReactNode;
}) {
  const columns = React.useMemo((): DataColumn<Row>[] => {
    function renderCell(name: string, spec: ListFieldView, row: Row): React.ReactNode {
      const custom = cells[name];
      if (custom) return custom(row);
      const content = areaCellContent({ spec, value: row[name], record: row, dateFormat: view.dateFormat });
      return name === view.titleField ? (
        // A plain anchor: the table opens it with the router (components/ui/in-app-link.ts).
        <a href={recordHref(view, recordIdOf(view, row))} className="font-medium hover:underline">
          {content}
        </a>
      ) : (
        content
      );
    }
    return [
      ...Object.entries(view.fields).flatMap(([name, spec]): DataColumn<Row>[] =>
        spec.column
          ? [
              {
                id: name,
                label: spec.label,
                alwaysShown: name === view.titleField,
                sortField: spec.column.sort ? name : undefined,
                hiddenByDefault: spec.column.hidden,
                align: ALIGN_END.has(spec.cell) ? 'end' : undefined,
                cell: (row) => renderCell(name, spec, row),
              },
            ]
          : [],
      ),
      {
        id: 'createdDate',
        label: 'Added',
        sortField: 'createdDate',
        cell: (row) =>
          formatDayIn(view.dateFormat, typeof row.createdDate === 'string' ? row.createdDate : null),
      },
    ];
  }, [view, cells]);
  const allFacets = React.useMemo(() => [...facetsOf(view), ...facets], [view, facets]);

  return (
    <DataTable
      definition={view.list}
      resource={view.path}
      columns={columns}
      rowId={(row) => recordIdOf(view, row)}
      rowHref={(row) => recordHref(view, recordIdOf(view, row))}
      rowLabel={(row) => String(row[view.titleField] ?? recordIdOf(view, row))}
      noun={view.noun}
      initial={initial}
      failure={failure}
      facets={allFacets}
      extraFilters={extraFilters}
      storageKey={view.path}
      canDelete={canDelete}
    />
  );
}
