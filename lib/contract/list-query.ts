import { z } from 'zod';
import type { PageMeta } from './envelope';
import { isIsoDate } from './resource';
import { recordIdText, safeText } from './safe-input';

/*
 * The query of every list: page, page size, sort, search and typed filters. One definition per
 * list gives the API its validation and OpenAPI parameters, and gives the pages the parser and
 * serialiser of their URL, so a list's address means the same thing in the browser, on the
 * server that renders its first page, and in the API call behind both: the page passes its own
 * search parameters to the API unchanged.
 */

export const LIST_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 200;
/** How many records one selection may name (bulk actions, export of the selected rows). */
export const MAX_SELECTED_IDS = 500;

/** Parameter names every list takes; filters must not use them. */
export const RESERVED_PARAMS = ['page', 'pageSize', 'sort', 'q', 'ids'] as const;

// ---------------------------------------------------------------------------------------------
// Filters

interface FilterBase<T> {
  label: string;
  /** Reads the URL's text; the API refuses what it refuses, a page ignores it. */
  schema: z.ZodType<T, string>;
  serialize(value: T): string;
}

export interface EnumFilter<V extends string> extends FilterBase<V[]> {
  kind: 'enum';
  values: readonly V[];
  optionLabels: Record<V, string>;
}
export interface IdFilter extends FilterBase<number> {
  kind: 'id';
}
export interface BooleanFilter extends FilterBase<boolean> {
  kind: 'boolean';
}
export interface DateFilter extends FilterBase<string> {
  kind: 'date';
}

export type AnyFilterDef = EnumFilter<string> | IdFilter | BooleanFilter | DateFilter;
export type FilterDefs = Record<string, AnyFilterDef>;

export type FilterValue<D> = D extends FilterBase<infer T> ? T : never;
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
    serialize: (chosen) => chosen.join(','),
  };
}

/** One related record by id: `editorId=12`. */
export function idFilter(label: string): IdFilter {
  return {
    kind: 'id',
    label,
    schema: recordIdText(),
    serialize: String,
  };
}

export function booleanFilter(label: string): BooleanFilter {
  return {
    kind: 'boolean',
    label,
    schema: z
      .enum(['true', 'false'], { error: 'Expected true or false' })
      .transform((text) => text === 'true'),
    serialize: String,
  };
}

/** A day bound, YYYY-MM-DD: `createdFrom=2025-01-01`. */
export function dateFilter(label: string): DateFilter {
  return {
    kind: 'date',
    label,
    schema: safeText().refine(isIsoDate, 'Please enter a date as YYYY-MM-DD'),
    serialize: (day) => day,
  };
}

// ---------------------------------------------------------------------------------------------
// The query

export type SortValue<S extends string> = S | `-${S}`;

export interface ListQuery<S extends string = string, F extends FilterDefs = FilterDefs> {
  page: number;
  pageSize: number;
  sort: SortValue<S>;
  q: string;
  /** Only these records: the selected rows of an export or a bulk action. */
  ids: number[];
  filters: Partial<FilterValues<F>>;
}

export interface ListDefinition<S extends string, F extends FilterDefs> {
  sortFields: readonly S[];
  defaultSort: SortValue<S>;
  defaultPageSize: number;
  filters: F;
  /** What `q` searches, for the API description and the search box's placeholder. */
  searchHint: string;
  /** The API's query parameters: strict, so a bad value answers 400 with the field named. */
  schema: z.ZodObject;
  /** The export's parameters: the list's without paging. */
  exportSchema: z.ZodObject;
  /** Reads a URL's parameters; anything invalid falls back to its default, so old links still open. */
  parse(params: SearchParamsLike): ListQuery<S, F>;
  /** The URL parameters of a query, leaving out what equals the default. */
  toSearchParams(query: ListQuery<S, F>, options?: { paging?: boolean }): URLSearchParams;
  /** The parameters as a plain record, for calls that take one. */
  toRecord(query: ListQuery<S, F>, options?: { paging?: boolean }): Record<string, string>;
  defaults(): ListQuery<S, F>;
}

export type SearchParamsLike = URLSearchParams | Record<string, string | string[] | undefined>;

function readParam(params: SearchParamsLike, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

export function isDescending(sort: string): boolean {
  return sort.startsWith('-');
}

export function sortField<S extends string>(sort: SortValue<S>): S {
  return (sort.startsWith('-') ? sort.slice(1) : sort) as S;
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

export function defineList<const S extends string, const F extends FilterDefs>(definition: {
  sortFields: readonly [S, ...S[]];
  defaultSort: SortValue<S>;
  defaultPageSize?: number;
  filters: F;
  searchHint: string;
}): ListDefinition<S, F> {
  const { sortFields, defaultSort, filters, searchHint } = definition;
  const defaultPageSize = definition.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  const filterNames = Object.keys(filters);
  for (const name of filterNames) {
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
  const exportSchema = z.object(commonShape);

  const defaults = (): ListQuery<S, F> => ({
    page: 1,
    pageSize: defaultPageSize,
    sort: defaultSort,
    q: '',
    ids: [],
    filters: {},
  });

  function parseWith<T>(value: string | undefined, fieldSchema: z.ZodType<T, string>): T | undefined {
    // Absent and empty parameters mean the default, never an error.
    if (value === undefined || value === '') return undefined;
    const result = fieldSchema.safeParse(value);
    return result.success ? result.data : undefined;
  }

  function isSortValue(value: string | undefined): value is SortValue<S> {
    return value !== undefined && sortValues.includes(value);
  }

  function parse(params: SearchParamsLike): ListQuery<S, F> {
    const sort = readParam(params, 'sort');
    const parsedFilters: Partial<FilterValues<F>> = {};
    for (const [name, filter] of Object.entries(filters) as [keyof F & string, AnyFilterDef][]) {
      const schema: z.ZodType<unknown, string> = filter.schema;
      const value = parseWith(readParam(params, name), schema);
      // The value is what this filter's own schema produced, which is its value type.
      if (value !== undefined) parsedFilters[name] = value as FilterValues<F>[typeof name];
    }
    return {
      page: parseWith(readParam(params, 'page'), pageSchema) ?? 1,
      pageSize: parseWith(readParam(params, 'pageSize'), pageSizeSchema) ?? defaultPageSize,
      sort: isSortValue(sort) ? sort : defaultSort,
      q: parseWith(readParam(params, 'q'), searchSchema) ?? '',
      ids: parseWith(readParam(params, 'ids'), idsSchema) ?? [],
      filters: parsedFilters,
    };
  }

  function toRecord(
    query: ListQuery<S, F>,
    { paging = true }: { paging?: boolean } = {},
  ): Record<string, string> {
    const record: Record<string, string> = {};
    if (paging && query.page > 1) record.page = String(query.page);
    if (paging && query.pageSize !== defaultPageSize) record.pageSize = String(query.pageSize);
    if (query.sort !== defaultSort) record.sort = query.sort;
    if (query.q.trim()) record.q = query.q.trim();
    if (query.ids.length > 0) record.ids = query.ids.join(',');
    for (const [name, filter] of Object.entries(filters) as [keyof F & string, AnyFilterDef][]) {
      const value = query.filters[name];
      if (value === undefined) continue;
      const text = serializeFilter(filter, value);
      if (text) record[name] = text;
    }
    return record;
  }

  return {
    sortFields,
    defaultSort,
    defaultPageSize,
    filters,
    searchHint,
    schema,
    exportSchema,
    parse,
    toRecord,
    toSearchParams: (query, options) => new URLSearchParams(toRecord(query, options)),
    defaults,
  };
}

function serializeFilter(filter: AnyFilterDef, value: unknown): string {
  // The query's value for a filter is always of that filter's own type (see `parse`).
  const serialize = filter.serialize as (value: unknown) => string;
  return serialize(value);
}

/** The query after a change of its filters, search, sort or page size: back to the first page. */
export function changeQuery<S extends string, F extends FilterDefs>(
  query: ListQuery<S, F>,
  change: Partial<Omit<ListQuery<S, F>, 'page'>>,
): ListQuery<S, F> {
  return { ...query, ...change, page: 1 };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** One page of a list as the pages hold it: the rows and the envelope's meta. */
export interface ListPage<Item> {
  items: Item[];
  meta: PageMeta;
}

/**
 * The first page as the server rendered it, handed to the table in the browser, which uses it
 * while its own URL still asks for the same page (`key` is the query's search string).
 */
export interface InitialListPage<Item> extends ListPage<Item> {
  key: string;
}

/** The search string of a query: the key of its page in the cache and in the URL. */
export function listKey<S extends string, F extends FilterDefs>(
  definition: ListDefinition<S, F>,
  query: ListQuery<S, F>,
): string {
  return definition.toSearchParams(query).toString();
}
