import type { Choice } from '@/lib/contract/choices';
import type { DateFormat } from '@/lib/contract/enums';
import type { ListUrl } from '@/lib/contract/list-url';
import type { CellKind, FormLayout, ListColumn, Widget } from './field';

/*
 * A declared area as plain data, which is all the list and the form in the browser need of it: the
 * server page hands it over, so that the declaration's schemas (and zod) stay on the server. The
 * API checks every write with those schemas and answers its messages field by field.
 */

export interface FieldView {
  label: string;
  widget: Widget;
  cell: CellKind;
  choice?: Choice;
  currencyField?: string;
  column?: ListColumn;
  filter: boolean;
  editable: boolean;
  required: boolean;
  form: FormLayout;
}

export interface AreaView {
  path: string;
  idParam: string;
  noun: { one: string; many: string };
  titleField: string;
  /** The list page; a record is at `{href}/{id}`. */
  href: string;
  fields: Record<string, FieldView>;
  list: ListUrl;
}

/** A field as a list needs it: its cell, sort and filter, not its form. */
export type ListFieldView = Pick<
  FieldView,
  'label' | 'cell' | 'choice' | 'currencyField' | 'column' | 'filter'
>;

/** The area as its list needs it: the fields it shows or filters by. A list page hands the browser no more. */
export type AreaListView = Omit<AreaView, 'fields'> & {
  fields: Record<string, ListFieldView>;
  /** The signed-in user's Display setting for dates, set by the list page. */
  dateFormat?: DateFormat;
};

export function listViewOf(view: AreaView): AreaListView {
  const fields = Object.entries(view.fields).flatMap(([name, spec]): [string, ListFieldView][] => {
    if (spec.column === undefined && !spec.filter) return [];
    const listed: ListFieldView = { label: spec.label, cell: spec.cell, filter: spec.filter };
    if (spec.choice) listed.choice = spec.choice;
    if (spec.currencyField) listed.currencyField = spec.currencyField;
    if (spec.column) listed.column = spec.column;
    return [[name, listed]];
  });
  return { ...view, fields: Object.fromEntries(fields) };
}

export type Row = Record<string, unknown>;

export function recordIdOf(view: Pick<AreaView, 'idParam'>, row: Row): number {
  return Number(row[view.idParam]);
}

export function recordHref(view: Pick<AreaView, 'href'>, id: number): string {
  return `${view.href}/${id}`;
}

/** Whether a field belongs on the form with these values (`visibleWhen`). */
export function isShown(layout: FormLayout, values: Row): boolean {
  if (layout.visibleWhen === undefined) return true;
  const { field, is } = layout.visibleWhen;
  const value = values[field];
  return Array.isArray(is) ? (is as readonly unknown[]).includes(value) : value === is;
}

/** A field the area's own parts name; a missing one is a mistake in the code, not in the data. */
export function fieldOf(view: AreaView, name: string): FieldView {
  const field = view.fields[name];
  if (!field) throw new Error(`${view.path} has no field ${name}`);
  return field;
}
