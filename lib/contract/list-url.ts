import { PAGE_SIZES } from './enums';
import type { PageMeta } from './envelope';
import { isIsoDate, isRecordIdText, unstorableText } from './storable';

/*
 * A list's address, without the schemas: page, page size, sort, search and typed filters, read
 * leniently (anything invalid falls back to its default, so old links still open) and written
 * canonically. The server page, the table in the browser and the API read an address with these
 * same functions; the API's strict checks (400 naming the parameter) are the zod schemas that
 * `list-query.ts` adds on top.
 */

/** The page sizes a list offers: the same choice as the Display setting's. */
export const LIST_PAGE_SIZES = PAGE_SIZES;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 200;
/** How many records one selection may name (bulk actions, export of the selected rows). */
export const MAX_SELECTED_IDS = 500;

/** Parameter names every list takes; filters must not use them. */
export const RESERVED_PARAMS = ['page', 'pageSize', 'sort', 'q', 'ids'] as const;

export interface EnumFilterView<V extends string = string> {
  kind: 'enum';
  label: string;
  values: readonly V[];
  optionLabels: Record<V, string>;
}
export interface IdFilterView {
  kind: 'id';
  label: string;
}
export interface BooleanFilterView {
  kind: 'boolean';
  label: string;
}
export interface DateFilterView {
  kind: 'date';
  label: string;
}
export type FilterView = EnumFilterView | IdFilterView | BooleanFilterView | DateFilterView;

/** What each kind of filter holds once read. */
export type FilterValue<D> = D extends { kind: 'enum'; values: readonly (infer V)[] }
  ? V[]
  : D extends { kind: 'id' }
    ? number
    : D extends { kind: 'boolean' }
      ? boolean
      : D extends { kind: 'date' }
        ? string
        : never;

export type SortValue<S extends string> = S | `-${S}`;

/** A list's address as plain data: it travels from the server page to the table in the browser. */
export interface ListUrl<
  S extends string = string,
  F extends Record<string, FilterView> = Record<string, FilterView>,
> {
  sortFields: readonly S[];
  defaultSort: SortValue<S>;
  defaultPageSize: number;
  filters: F;
  /** What `q` searches, for the API description and the search box's placeholder. */
  searchHint: string;
}

export interface ListQuery<
  S extends string = string,
  F extends Record<string, FilterView> = Record<string, FilterView>,
> {
  page: number;
  pageSize: number;
  sort: SortValue<S>;
  q: string;
  /** Only these records: the selected rows of an export or a bulk action. */
  ids: number[];
  filters: Partial<{ [K in keyof F]: FilterValue<F[K]> }>;
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

/** `a, b,,c` as ['a', 'b', 'c']; null when the text cannot be stored. */
function commaParts(text: string): string[] | null {
  if (unstorableText(text)) return null;
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function readWhole(text: string, digits: number, min: number, max: number): number | undefined {
  if (!new RegExp(`^\\d{1,${digits}}$`).test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

function readIds(text: string): number[] | undefined {
  const parts = commaParts(text);
  if (!parts || parts.length > MAX_SELECTED_IDS || !parts.every(isRecordIdText)) return undefined;
  return parts.map(Number);
}

function readSearch(text: string): string | undefined {
  const trimmed = text.trim();
  return unstorableText(text) || trimmed.length > MAX_SEARCH_LENGTH ? undefined : trimmed;
}

/** A filter's value from its text, or undefined when the text is not one. */
export function readFilter(filter: FilterView, text: string): unknown {
  switch (filter.kind) {
    case 'enum': {
      const chosen = commaParts(text);
      if (!chosen || chosen.length === 0 || !chosen.every((value) => filter.values.includes(value)))
        return undefined;
      return filter.values.filter((value) => chosen.includes(value));
    }
    case 'id':
      return isRecordIdText(text) ? Number(text) : undefined;
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : undefined;
    case 'date':
      return isIsoDate(text) ? text : undefined;
  }
}

export function writeFilter(filter: FilterView, value: unknown): string {
  return filter.kind === 'enum' && Array.isArray(value) ? value.join(',') : String(value);
}

export function defaultQuery<S extends string, F extends Record<string, FilterView>>(
  url: ListUrl<S, F>,
): ListQuery<S, F> {
  return { page: 1, pageSize: url.defaultPageSize, sort: url.defaultSort, q: '', ids: [], filters: {} };
}

/** A list parameter of an address that was given but could not be read, so its default was used. */
export interface UnreadParam {
  name: string;
  /** What a person calls it: the filter's label, or the control it comes from. */
  label: string;
  value: string;
}

const RESERVED_LABELS: Record<(typeof RESERVED_PARAMS)[number], string> = {
  page: 'Page',
  pageSize: 'Rows per page',
  sort: 'Sort',
  q: 'Search',
  ids: 'Selected records',
};

/** Reads an address's parameters; anything invalid falls back to its default and is named in `unread`. */
export function readListUrl<S extends string, F extends Record<string, FilterView>>(
  url: ListUrl<S, F>,
  params: SearchParamsLike,
): { query: ListQuery<S, F>; unread: UnreadParam[] } {
  const unread: UnreadParam[] = [];
  const read = <T>(name: string, label: string, reader: (text: string) => T | undefined): T | undefined => {
    // Absent and empty parameters mean the default, never an error.
    const text = readParam(params, name);
    if (text === undefined || text === '') return undefined;
    const value = reader(text);
    if (value === undefined) unread.push({ name, label, value: text });
    return value;
  };
  const reserved = <T>(name: (typeof RESERVED_PARAMS)[number], reader: (text: string) => T | undefined) =>
    read(name, RESERVED_LABELS[name], reader);
  const sortValues: readonly string[] = url.sortFields.flatMap((field) => [field, `-${field}`]);
  const filters: ListQuery<S, F>['filters'] = {};
  for (const [name, filter] of Object.entries(url.filters) as [keyof F & string, FilterView][]) {
    const value = read(name, filter.label, (text) => readFilter(filter, text));
    // readFilter answers the value type of this filter's kind.
    if (value !== undefined) filters[name] = value as FilterValue<F[typeof name]>;
  }
  const query: ListQuery<S, F> = {
    page: reserved('page', (text) => readWhole(text, 7, 1, 9_999_999)) ?? 1,
    pageSize: reserved('pageSize', (text) => readWhole(text, 3, 1, MAX_PAGE_SIZE)) ?? url.defaultPageSize,
    sort:
      reserved('sort', (text) => (sortValues.includes(text) ? (text as SortValue<S>) : undefined)) ??
      url.defaultSort,
    q: reserved('q', readSearch) ?? '',
    ids: reserved('ids', readIds) ?? [],
    filters,
  };
  return { query, unread };
}

/** Reads an address's parameters; anything invalid falls back to its default. */
export function parseListUrl<S extends string, F extends Record<string, FilterView>>(
  url: ListUrl<S, F>,
  params: SearchParamsLike,
): ListQuery<S, F> {
  return readListUrl(url, params).query;
}

/** The address's parameters as a plain record, leaving out what equals the default. */
export function listUrlRecord<S extends string, F extends Record<string, FilterView>>(
  url: ListUrl<S, F>,
  query: ListQuery<S, F>,
  { paging = true }: { paging?: boolean } = {},
): Record<string, string> {
  const record: Record<string, string> = {};
  if (paging && query.page > 1) record.page = String(query.page);
  if (paging && query.pageSize !== url.defaultPageSize) record.pageSize = String(query.pageSize);
  if (query.sort !== url.defaultSort) record.sort = query.sort;
  if (query.q.trim()) record.q = query.q.trim();
  if (query.ids.length > 0) record.ids = query.ids.join(',');
  for (const [name, filter] of Object.entries(url.filters) as [keyof F & string, FilterView][]) {
    const value = query.filters[name];
    if (value === undefined) continue;
    const text = writeFilter(filter, value);
    if (text) record[name] = text;
  }
  return record;
}

export function listUrlParams<S extends string, F extends Record<string, FilterView>>(
  url: ListUrl<S, F>,
  query: ListQuery<S, F>,
  options?: { paging?: boolean },
): URLSearchParams {
  return new URLSearchParams(listUrlRecord(url, query, options));
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** One page of a list as the server page reads it for the table: the rows and the envelope's meta. */
export interface ListPage<Item> {
  items: Item[];
  meta: PageMeta;
}
