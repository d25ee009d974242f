import type * as React from 'react';

/**
 * A column of a list: its heading, how a row's cell is drawn, and what the table offers for it.
 *
 * Sorting and paging are the server's and the rows are one page of them, so a column is plain data and
 * a function, drawn without a table model: building one per render cost a list page about a fifth of
 * its server time.
 */
export interface DataColumn<Item> {
  /** Unique in the list; the remembered column choice is kept under it. */
  id: string;
  /** The heading, also the column's name in the column menu. */
  label: string;
  cell: (item: Item) => React.ReactNode;
  /** The list's sort field this column sorts by, when it does. */
  sortField?: string;
  align?: 'start' | 'end';
  /** Hidden until the user shows it from the column menu. */
  hiddenByDefault?: boolean;
  /** Always shown (the record's title, which links to its page): absent from the column menu. */
  alwaysShown?: boolean;
}

/** Which columns the user shows or hides, by column id; a column not named shows as its declaration says. */
export type ColumnVisibility = Readonly<Record<string, boolean>>;

/** The columns' visibility before the user chooses: those hidden by default. */
export function defaultVisibility<Item>(columns: readonly DataColumn<Item>[]): ColumnVisibility {
  return Object.fromEntries(
    columns.filter((column) => column.hiddenByDefault).map((column) => [column.id, false]),
  );
}

/** Whether a column shows under the user's choice. */
export function isShown<Item>(column: DataColumn<Item>, visibility: ColumnVisibility): boolean {
  return column.alwaysShown === true || visibility[column.id] !== false;
}
