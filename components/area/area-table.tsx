'use client';

import * as React from 'react';
import Link from 'next/link';
import type { z } from 'zod';

import { dataColumnHelper } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { enumFacet, type Facet } from '@/components/data-table/faceted-filter';
import type { AnyArea } from '@/lib/area/define-area';
import type { AnyField } from '@/lib/area/field';
import type { InitialListPage } from '@/lib/contract/list-query';
import { formatDay } from '@/lib/format';
import { AreaCell } from './area-cell';

type Row = Record<string, unknown>;

/** Cells an area draws itself (the authors of a commissioning), by field name. */
export type CellOverrides = Record<string, (row: Row) => React.ReactNode>;

const ALIGN_END = new Set(['number', 'percent', 'money']);

function facetsOf(area: AnyArea): Facet[] {
  return Object.entries(area.fields).flatMap(([name, spec]): Facet[] => {
    if (!spec.filter) return [];
    if (spec.choice) return [enumFacet(area.listDefinition, name)];
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

/**
 * The list of a declared area: a column per field the declaration lists (sortable where it says),
 * the record's title field as the link to its page, facets from its filters, and everything the
 * shared data table does (URL state, selection, export, delete, keyboard).
 */
export function AreaTable({
  area,
  initial,
  canDelete,
  cells = {},
  facets = [],
}: {
  area: AnyArea;
  initial?: InitialListPage<Row>;
  canDelete: boolean;
  cells?: CellOverrides;
  /** Facets beyond the fields' own (a record filter with options from the API). */
  facets?: readonly Facet[];
}) {
  const columns = React.useMemo(() => {
    const column = dataColumnHelper<Row>();
    const shown = Object.entries(area.fields).filter(([, spec]) => spec.column !== undefined);
    function renderCell(name: string, spec: AnyField, row: Row): React.ReactNode {
      const custom = cells[name];
      if (custom) return custom(row);
      const content = <AreaCell spec={spec} value={row[name]} record={row} />;
      return name === area.titleField ? (
        <Link href={area.hrefs.record(area.idOf(row))} className="font-medium hover:underline">
          {content}
        </Link>
      ) : (
        content
      );
    }
    return column.columns([
      ...shown.map(([name, spec]) =>
        column.accessor((row) => row[name], {
          id: name,
          header: spec.label,
          enableHiding: name !== area.titleField,
          meta: {
            label: spec.label,
            sortField: spec.column?.sort ? name : undefined,
            hiddenByDefault: spec.column?.hidden,
            align: ALIGN_END.has(spec.cell) ? 'end' : undefined,
          },
          cell: ({ row }) => renderCell(name, spec, row.original),
        }),
      ),
      column.accessor((row) => row.createdDate, {
        id: 'createdDate',
        header: 'Added',
        meta: { label: 'Added', sortField: 'createdDate' },
        cell: ({ getValue }) => formatDay(typeof getValue() === 'string' ? String(getValue()) : null),
      }),
    ]);
  }, [area, cells]);
  const allFacets = React.useMemo(() => [...facetsOf(area), ...facets], [area, facets]);

  return (
    <DataTable
      definition={area.listDefinition}
      resource={area.path}
      itemSchema={area.itemSchema as unknown as z.ZodType<Row>}
      columns={columns}
      rowId={area.idOf}
      rowHref={(row) => area.hrefs.record(area.idOf(row))}
      rowLabel={(row) => String(row[area.titleField] ?? area.idOf(row))}
      noun={area.noun}
      initial={initial}
      facets={allFacets}
      storageKey={area.path}
      canDelete={canDelete}
    />
  );
}
