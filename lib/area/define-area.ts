import { z } from 'zod';
import type { CsvValue } from '@/lib/contract/csv';
import {
  booleanFilter,
  defineList,
  enumFilter,
  type AnyFilterDef,
  type FilterDefs,
  type ListDefinition,
  type SortValue,
} from '@/lib/contract/list-query';
import { versionSchema } from '@/lib/contract/resource';
import type { AreaRights } from '@/lib/rights';
import type { AnyField, Field, Fields } from './field';
import { csvValue, refName } from './values';
import { listViewOf, type AreaListView, type AreaView, type FieldView } from './view';

/*
 * One declaration per record area. `defineArea` reads the fields once and derives everything the
 * API, the pages and the tests need from them: schemas, the list's URL and filters, labels, form
 * values, CSV columns, links, and the plain view the browser gets. See docs/architecture.md, "Adding an area".
 */

type OutputOf<T> = T extends Field<infer O, infer _Form, infer _E, infer _L> ? O : never;
type FormOf<T> = T extends Field<infer _O, infer Form, infer _E, infer _L> ? Form : never;
// `extends false`, so that an area of unknown fields (`AnyArea`) keeps every key.
type EditableKeys<F extends Fields> = { [K in keyof F]: F[K]['editable'] extends false ? never : K }[keyof F];
type ListedKeys<F extends Fields> = { [K in keyof F]: F[K]['listed'] extends false ? never : K }[keyof F];

/** What the form edits and the API accepts, after validation. */
export type AreaValues<F extends Fields> = { [K in EditableKeys<F>]: OutputOf<F[K]> };
/** The form's own values (empty fields as ''), before validation. */
export type AreaFormValues<F extends Fields> = { [K in EditableKeys<F>]: FormOf<F[K]> };

type Stamps = {
  createdDate: string;
  updatedAt: string;
};

/** The record's id under its own name (`couponId`); any name when the area is not known. */
type IdOf<I extends string> = string extends I ? { [key: string]: unknown } : Record<I, number>;

/** One row of the list. */
export type AreaItem<F extends Fields, I extends string> = IdOf<I> & {
  [K in ListedKeys<F>]: OutputOf<F[K]>;
} & Stamps;

/** One record, with its version and the related records the area adds. */
export type AreaDetail<F extends Fields, I extends string, R extends z.ZodRawShape> = IdOf<I> & {
  [K in keyof F]: OutputOf<F[K]>;
} & z.infer<z.ZodObject<R>> &
  Stamps & { version: number };

export interface AreaConfig<
  P extends string,
  I extends string,
  F extends Fields,
  R extends z.ZodRawShape,
  X extends FilterDefs,
> {
  /** The collection's path from the API root, also the audit log's entity and the OpenAPI tag: `coupons`. */
  path: P;
  /** The path parameter of one record: `couponId`. */
  idParam: I;
  noun: { one: string; many: string };
  /** OpenAPI components are named after it: Coupon, CouponItem, CouponList, CouponInput, CouponUpdate. */
  schemaName: string;
  /** The list page's address; a record is at `{href}/{id}`, a new one at `{href}/new`. */
  href: string;
  /** The import page, for an area whose rights name an import and whose fields say how they are read. */
  importHref?: string;
  rights: AreaRights;
  fields: F;
  /** The field that names a record: its link in the list, its title on its page. */
  titleField: ListedKeys<F> & string;
  list: {
    defaultSort: string;
    searchHint: string;
    defaultPageSize?: number;
    /** Filters beyond the fields' own facets (a related record: `authorId`). */
    filters?: X;
  };
  /** Related records the record's page shows, answered with it. */
  related?: R;
  /** Fixed sub-paths of the area the browser reads through the BFF (`coupons/publications`). */
  extraReads?: readonly string[];
  /** Actions the browser posts on one record through the BFF (`commissionings/{id}/status`). */
  recordActions?: readonly string[];
  /** Rules across fields (a period that ends before it starts), for the form and the API alike. */
  refine?(values: AreaValues<F>, context: z.RefinementCtx): void;
}

export interface CsvColumn<Item> {
  header: string;
  value(item: Item): CsvValue;
}

export interface Area<
  P extends string = string,
  I extends string = string,
  F extends Fields = Fields,
  R extends z.ZodRawShape = z.ZodRawShape,
  X extends FilterDefs = FilterDefs,
> extends AreaConfig<P, I, F, R, X> {
  inputSchema: z.ZodType<AreaValues<F>, AreaFormValues<F>>;
  updateSchema: z.ZodType<AreaValues<F> & { version: number }, AreaFormValues<F> & { version: number }>;
  itemSchema: z.ZodType<AreaItem<F, I>>;
  detailSchema: z.ZodType<AreaDetail<F, I, R>>;
  listDefinition: ListDefinition<string, FilterDefs>;
  /** The sort names the list offers: sortable fields and the two stamps. */
  sortFields: readonly string[];
  /** Field names of the list's rows, of the record, of the form. */
  itemFields: readonly (keyof F & string)[];
  editableFields: readonly (EditableKeys<F> & string)[];
  /** How History names each recorded field, and the labels of coded values. */
  fieldLabels: Record<string, string>;
  valueLabels: Record<string, Record<string, string>>;
  csvColumns: readonly CsvColumn<AreaItem<F, I>>[];
  formValues(record?: AreaDetail<F, I, R>): AreaFormValues<F>;
  idOf(record: IdOf<I>): number;
  hrefs: { list: string; create: string; record(id: number): string };
  /** The area as plain data for the browser's list and form. */
  view: AreaView;
  /** The view without what only forms need, for list pages. */
  listView: AreaListView;
}

const stampShape = { createdDate: z.string(), updatedAt: z.string() };

function entries<F extends Fields>(fields: F): [keyof F & string, AnyField][] {
  return Object.entries(fields) as [keyof F & string, AnyField][];
}

/** A value as the audit log keeps it: linked records by name, so History reads without them. */
export function auditValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(auditValue);
  if (value !== null && typeof value === 'object') return refName(value) ?? value;
  return value ?? null;
}

function fieldView(spec: AnyField): FieldView {
  const { label, widget, cell, choice, currencyField, column, filter, editable, required, form } = spec;
  return { label, widget, cell, choice, currencyField, column, filter, editable, required, form };
}

export function defineArea<
  const P extends string,
  const I extends string,
  const F extends Fields,
  const R extends z.ZodRawShape = Record<never, never>,
  const X extends FilterDefs = Record<never, never>,
>(config: AreaConfig<P, I, F, R, X>): Area<P, I, F, R, X> {
  const all = entries(config.fields);
  const editable = all.filter(([, spec]) => spec.editable);
  const listed = all.filter(([, spec]) => spec.listed);

  const inputShape = Object.fromEntries(editable.map(([name, spec]) => [name, spec.input ?? z.never()]));
  const refine = (values: AreaValues<F>, context: z.RefinementCtx) => config.refine?.(values, context);
  // The shapes are built from the fields at run time; their types are the mapped types above.
  const inputSchema = z
    .object(inputShape)
    .superRefine((values, context) => refine(values as AreaValues<F>, context)) as unknown as Area<
    P,
    I,
    F,
    R,
    X
  >['inputSchema'];
  const updateSchema = z
    .object({ ...inputShape, version: versionSchema })
    .superRefine((values, context) => refine(values as unknown as AreaValues<F>, context)) as unknown as Area<
    P,
    I,
    F,
    R,
    X
  >['updateSchema'];

  const idShape = { [config.idParam]: z.number().int() };
  const itemSchema = z.object({
    ...idShape,
    ...Object.fromEntries(listed.map(([name, spec]) => [name, spec.output])),
    ...stampShape,
  }) as unknown as Area<P, I, F, R, X>['itemSchema'];
  const detailSchema = z.object({
    ...idShape,
    ...Object.fromEntries(all.map(([name, spec]) => [name, spec.output])),
    ...config.related,
    ...stampShape,
    version: z.number().int(),
  }) as unknown as Area<P, I, F, R, X>['detailSchema'];

  const sortFields = [
    ...all.filter(([, spec]) => spec.column?.sort).map(([name]) => name),
    'createdDate',
    'updatedAt',
  ];
  const fieldFilters: Record<string, AnyFilterDef> = {};
  for (const [name, spec] of all) {
    if (!spec.filter) continue;
    if (spec.choice) fieldFilters[name] = enumFilter(spec.label, spec.choice.values, spec.choice.labels);
    else if (spec.cell === 'boolean') fieldFilters[name] = booleanFilter(spec.label);
    else throw new Error(`${config.path}.${name}: only coded lists and switches can be filters`);
  }
  const listDefinition = defineList({
    sortFields: sortFields as [string, ...string[]],
    defaultSort: config.list.defaultSort as SortValue<string>,
    defaultPageSize: config.list.defaultPageSize,
    filters: { ...fieldFilters, ...config.list.filters } as FilterDefs,
    searchHint: config.list.searchHint,
  });

  const audited = all.filter(([, spec]) => spec.audit);
  const fieldLabels = Object.fromEntries(audited.map(([name, spec]) => [name, spec.label]));
  const valueLabels = Object.fromEntries(
    all.flatMap(([name, spec]) => (spec.choice ? [[name, spec.choice.labels]] : [])),
  );

  const idOf = (record: IdOf<I>) => Number((record as Record<string, unknown>)[config.idParam]);
  const csvColumns: CsvColumn<AreaItem<F, I>>[] = [
    { header: `${config.noun.one.charAt(0).toUpperCase()}${config.noun.one.slice(1)} id`, value: idOf },
    ...listed
      .filter(([, spec]) => spec.csv)
      .map(([name, spec]) => ({
        header: spec.label,
        value: (item: AreaItem<F, I>) => {
          const row = item as Record<string, unknown>;
          const currency = spec.currencyField ? row[spec.currencyField] : undefined;
          return csvValue(spec, row[name], typeof currency === 'string' ? currency : undefined);
        },
      })),
    { header: 'Added', value: (item) => item.createdDate.slice(0, 10) },
  ];

  function formValues(record?: AreaDetail<F, I, R>): AreaFormValues<F> {
    const values = editable.map(([name, spec]) => [
      name,
      record ? spec.toForm((record as Record<string, unknown>)[name]) : spec.empty,
    ]);
    return Object.fromEntries(values) as AreaFormValues<F>;
  }

  const view: AreaView = {
    path: config.path,
    idParam: config.idParam,
    noun: config.noun,
    titleField: config.titleField,
    href: config.href,
    fields: Object.fromEntries(all.map(([name, spec]) => [name, fieldView(spec)])),
    list: listDefinition.url,
  };

  return {
    ...config,
    view,
    listView: listViewOf(view),
    inputSchema,
    updateSchema,
    itemSchema,
    detailSchema,
    listDefinition,
    sortFields,
    itemFields: listed.map(([name]) => name),
    editableFields: editable.map(([name]) => name) as (EditableKeys<F> & string)[],
    fieldLabels,
    valueLabels,
    csvColumns,
    formValues,
    idOf,
    hrefs: {
      list: config.href,
      create: `${config.href}/new`,
      record: (id) => `${config.href}/${id}`,
    },
  };
}

/** Any declared area, as generic code (the API's factory, the pages, the tests) takes one. */
export type AnyArea = Area<string, string, Fields, z.ZodRawShape, FilterDefs>;
