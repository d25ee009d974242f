'use client';

import * as React from 'react';

import { AreaTable } from '@/components/area/area-table';
import type { Facet } from '@/components/data-table/faceted-filter';
import { commissioningArea, type CommissioningEditor } from '@/lib/areas/commissionings';
import type { InitialListPage } from '@/lib/contract/list-query';
import { authorsOf, editorLabel } from './people';

type Row = Record<string, unknown>;

const cells = {
  authors: (row: Row) =>
    authorsOf(row)
      .map((author) => author.name)
      .join(', ') || '—',
};

export function CommissioningTable({
  extra: editors,
  ...props
}: {
  initial?: InitialListPage<Row>;
  canDelete: boolean;
  extra: readonly CommissioningEditor[];
}) {
  const facets = React.useMemo<Facet[]>(
    () => [
      {
        name: 'editorId',
        title: 'Editor',
        multiple: false,
        options: editors.map((editor) => ({ value: String(editor.userId), label: editorLabel(editor) })),
      },
    ],
    [editors],
  );
  return <AreaTable area={commissioningArea} {...props} cells={cells} facets={facets} />;
}
