'use client';

import * as React from 'react';

import { AreaTable, type AreaTablePageProps } from '@/components/area/area-table';
import type { Facet } from '@/components/data-table/faceted-filter';
import { optionsFrom } from '@/components/data-table/facet-options';
import type { Row } from '@/lib/area/view';
import type { CommissioningEditor } from '@/lib/areas/commissionings';
import { isRecord } from '@/lib/bff/parser';
import { authorsOf, editorLabel } from './people';

const cells = {
  authors: (row: Row) =>
    authorsOf(row)
      .map((author) => author.name)
      .join(', ') || '—',
};

const editorOption = (editor: CommissioningEditor) => ({
  value: String(editor.userId),
  label: editorLabel(editor),
});

const isEditor = (value: unknown): value is CommissioningEditor =>
  isRecord(value) &&
  Number.isInteger(value.userId) &&
  typeof value.name === 'string' &&
  typeof value.active === 'boolean';

const readEditors = optionsFrom('/api/commissionings/editors', isEditor, editorOption);

/** The commissionings; the editors come with the page only while one is chosen, else the menu reads them. */
export function CommissioningTable({
  extra: editors,
  ...props
}: AreaTablePageProps<readonly CommissioningEditor[] | null>) {
  const facets = React.useMemo<Facet[]>(
    () => [
      {
        name: 'editorId',
        title: 'Editor',
        multiple: false,
        options: editors?.map(editorOption) ?? [],
        loadOptions: readEditors,
      },
    ],
    [editors],
  );
  return <AreaTable {...props} cells={cells} facets={facets} />;
}
