'use client';

import * as React from 'react';

import { AreaTable, type AreaTablePageProps } from '@/components/area/area-table';
import type { Facet } from '@/components/data-table/faceted-filter';
import type { Row } from '@/lib/area/view';
import type { CommissioningEditor } from '@/lib/areas/commissionings';
import { authorsOf, editorLabel } from './people';

const cells = {
  authors: (row: Row) =>
    authorsOf(row)
      .map((author) => author.name)
      .join(', ') || '—',
};

export function CommissioningTable({
  extra: editors,
  ...props
}: AreaTablePageProps<readonly CommissioningEditor[]>) {
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
  return <AreaTable {...props} cells={cells} facets={facets} />;
}
