import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  MAX_SELECTED_IDS,
  RESERVED_PARAMS,
  defaultQuery,
  listUrlParams,
  listUrlRecord,
  parseListUrl,
  readListUrl,
  type BooleanFilterView,
  type DateFilterView,
  type EnumFilterView,
  type FilterValue,
  type FilterView,
  type IdFilterView,
  type ListQuery,
  type ListUrl,
  type SearchParamsLike,
  type SortValue,
  type UnreadParam,
} from './list-url';
import { recordIdText, safeText } from './safe-input';
import { isIsoDate } from './storable';

export * from './list-url';

/*
 * The query of every list: one definition per list gives the API its validation and OpenAPI
 * parameters (strict: a bad value answers 400 with the parameter named), and gives the pages the
 * reader and writer of their URL (`list-url.ts`, lenient), so a list's address means the same thing
 * in the browser, on the server that renders its first page, and in the API call behind both.
 */

// ---------------------------------------------------------------------------------------------
// Filters: what the address holds (`list-url.ts`), and the API's check of it

type WithSchema<View, T> = View & { schema: z.ZodType<T, string> };

export type EnumFilter<V extends string> = WithSchema<EnumFilterView<V>, V[]>;
export type IdFilter = WithSchema<IdFilterView, number>;
export type BooleanFilter = WithSchema<BooleanFilterView, boolean>;
export type DateFilter = WithSchema<DateFilterView, string>;

export type AnyFilterDef = EnumFilter<string> | IdFilter | BooleanFilter | DateFilter;
export type FilterDefs = Record<string, AnyFilterDef>;
export type FilterValues<F extends FilterDefs> = { [K in keyof F]: FilterValue<F[K]> };

const commaList = safeText().transform((text) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);

/** Several values of a list, any of which matches: `role=author,agent`. */
export function enumFilter<const V extends string>(
  label: string,
  values: readonly [V, ...V[]],
  optionLabels: Record<V, string>,
): EnumFilter<V> {
  return {
    kind: 'enum',
    label,
    values,
    optionLabels,
    schema: commaList.pipe(
      z
        .array(z.enum(values, { error: `Choose from ${values.join(', ')}` }))
        .min(1)
        .transform((chosen) => values.filter((value) => chosen.includes(value))),
    ),
  };
}

/** One related record by id: `editorId=12`. */
export function idFilter(label: string): IdFilter {
  return { kind: 'id', label, schema: recordIdText() };
}

/**
 * A calendar year: `signedYear=2025`. The address holds it as it holds a record filter, one whole
 * number, so the list offers it the same way: a single choice among values the API lists.
 */
export function yearFilter(label: string): IdFilter {
  const message = 'Expected a year from 1 to 9999';
  return {
    kind: 'id',
    label,
    schema: z
      .string({ error: message })
      .regex(/^\d{1,4}$/, message)
      .transform(Number)
      .pipe(z.number().int().min(1, message)),
  };
}

export function booleanFilter(label: string): BooleanFilter {
  return {
    kind: 'boolean',
    label,
    schema: z
      .enum(['true', 'false'], { error: 'Expected true or false' })
      .transform((text) => text === 'true'),
  };
}

/** A day bound, YYYY-MM-DD: `createdFrom=2025-01-01`. */
export function dateFilter(label: string): DateFilter {
  return {
    kind: 'date',
    label,
    schema: safeText().refine(isIsoDate, 'Please enter a date as YYYY-MM-DD'),
  };
}

// ---------------------------------------------------------------------------------------------
// The query

export interface ListDefinition<S extends string, F extends FilterDefs> extends ListUrl<S, F> {
  /** The address alone, as plain data for the table in the browser. */
  url: ListUrl<S>;
  /** The API's query parameters: strict, so a bad value answers 400 with the field named. */
  schema: z.ZodObject;
  /** The export's parameters: the list's without paging. */
  exportSchema: z.ZodObject;
  /** Reads a URL's parameters; anything invalid falls back to its default, so old links still open. */
  parse(params: SearchParamsLike): ListQuery<S, F>;
  /** As `parse`, naming the parameters it could not read, for the page to say so. */
  read(params: SearchParamsLike): { query: ListQuery<S, F>; unread: UnreadParam[] };
  /** The URL parameters of a query, leaving out what equals the default. */
  toSearchParams(query: ListQuery<S, F>, options?: { paging?: boolean }): URLSearchParams;
  /** The parameters as a plain record, for calls that take one. */
  toRecord(query: ListQuery<S, F>, options?: { paging?: boolean }): Record<string, string>;
  defaults(): ListQuery<S, F>;
}

const pageSchema = z
  .string()
  .regex(/^\d{1,7}$/, 'Expected a page number')
  .transform(Number)
  .pipe(z.number().int().min(1, 'Pages start at 1'));
const pageSizeSchema = z
  .string()
  .regex(/^\d{1,3}$/, 'Expected a number of rows')
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} rows per page`));
const searchSchema = safeText()
  .trim()
  .max(MAX_SEARCH_LENGTH, `Search for at most ${MAX_SEARCH_LENGTH} characters`);
const idsSchema = commaList.pipe(
  z.array(recordIdText()).max(MAX_SELECTED_IDS, `Select at most ${MAX_SELECTED_IDS} records`),
);

/** The filters as the address describes them, without their schemas. */
function viewsOf(filters: FilterDefs): Record<string, FilterView> {
  return Object.fromEntries(
    Object.entries(filters).map(([name, { schema: _schema, ...view }]): [string, FilterView] => [name, view]),
  );
}

export function defineList<const S extends string, const F extends FilterDefs>(definition: {
  sortFields: readonly [S, ...S[]];
  defaultSort: SortValue<S>;
  defaultPageSize?: number;
  filters: F;
  searchHint: string;
}): ListDefinition<S, F> {
  const { sortFields, defaultSort, filters, searchHint } = definition;
  const defaultPageSize = definition.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  for (const name of Object.keys(filters)) {
    if ((RESERVED_PARAMS as readonly string[]).includes(name))
      throw new Error(`Filter name ${name} is reserved`);
  }
  const sortValues = sortFields.flatMap((field) => [field, `-${field}`]);
  const sortSchema = z.enum(sortValues, { error: `Sort by one of ${sortValues.join(', ')}` });

  const filterShape = Object.fromEntries(
    Object.entries(filters).map(([name, filter]) => [
      name,
      filter.schema.optional().meta({ description: `Filter: ${filter.label}` }),
    ]),
  );
  const commonShape = {
    sort: sortSchema
      .optional()
      .meta({ description: `A field, ascending, or -field, descending. Default ${defaultSort}.` }),
    q: searchSchema.optional().meta({ description: `Search ${searchHint}` }),
    ids: idsSchema.optional().meta({ description: 'Only these records, by id, comma-separated' }),
    ...filterShape,
  };
  const schema = z.object({
    page: pageSchema.optional().meta({ description: 'From 1' }),
    pageSize: pageSizeSchema
      .optional()
      .meta({ description: `1 to ${MAX_PAGE_SIZE}, default ${defaultPageSize}` }),
    ...commonShape,
  });

  const url: ListUrl<S> = {
    sortFields,
    defaultSort,
    defaultPageSize,
    filters: viewsOf(filters),
    searchHint,
  };

  return {
    ...url,
    filters,
    url,
    schema,
    exportSchema: z.object(commonShape),
    // The address reads each filter by its kind, which gives that filter's value type.
    parse: (params) => parseListUrl(url, params) as ListQuery<S, F>,
    read: (params) => readListUrl(url, params) as { query: ListQuery<S, F>; unread: UnreadParam[] },
    toRecord: (query, options) => listUrlRecord(url, query, options),
    toSearchParams: (query, options) => listUrlParams(url, query, options),
    defaults: () => defaultQuery(url) as ListQuery<S, F>,
  };
}
