import {
  columnVisibilityFeature,
  createColumnHelper,
  metaHelper,
  rowSelectionFeature,
  tableFeatures,
  type ColumnHelper,
  type RowData,
} from '@tanstack/react-table';

/** What a column tells the table beyond its cells. */
export interface DataColumnMeta {
  /** The column's name in the column menu and for screen readers when its header is an icon. */
  label: string;
  /** The list's sort field this column sorts by, when it does. */
  sortField?: string;
  align?: 'start' | 'end';
  /** Hidden until the user shows it from the column menu. */
  hiddenByDefault?: boolean;
  className?: string;
}

/** The features every list uses: columns can be hidden, rows selected; sorting and paging are the server's. */
export const dataTableFeatures = tableFeatures({
  columnVisibilityFeature,
  rowSelectionFeature,
  columnMeta: metaHelper<DataColumnMeta>(),
});
export type DataTableFeatures = typeof dataTableFeatures;

/** The column helper of an area's list: `const column = dataColumnHelper<ContactItem>()`. */
export function dataColumnHelper<Item extends RowData>() {
  return createColumnHelper<DataTableFeatures, Item>();
}

/** What `dataColumnHelper<Item>().columns([...])` gives: each column keeps its own value type. */
export type DataColumns<Item extends RowData> = ReturnType<ColumnHelper<DataTableFeatures, Item>['columns']>;
