import type { Choice } from '@/lib/contract/choices';
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

export type Row = Record<string, unknown>;

export function recordIdOf(view: AreaView, row: Row): number {
  return Number(row[view.idParam]);
}

export function recordHref(view: AreaView, id: number): string {
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
