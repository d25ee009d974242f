import type { PageMeta } from '@/lib/contract/envelope';

/*
 * What the browser checks an answer with. A zod schema fits this shape, so code that loads on use
 * (the palette, the import wizard) may parse with the contract's own schemas; code on a page's first
 * load uses the small guards below instead, so that zod stays out of the first download.
 */
export type ParseResult<T> = { success: true; data: T } | { success: false };

export interface Parser<T> {
  safeParse(value: unknown): ParseResult<T>;
}

export type Guard<T> = (value: unknown) => value is T;

export type Row = Record<string, unknown>;

export function isRecord(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parserOf<T>(guard: Guard<T>): Parser<T> {
  return { safeParse: (value) => (guard(value) ? { success: true, data: value } : { success: false }) };
}

function isSuccess(value: unknown): value is Row & { success: true } {
  return isRecord(value) && value.success === true;
}

function isPageMeta(value: unknown): value is PageMeta {
  return (
    isRecord(value) &&
    Number.isInteger(value.page) &&
    Number.isInteger(value.pageSize) &&
    Number.isInteger(value.total) &&
    (value.estimated === undefined || value.estimated === true)
  );
}

/** `{ success: true, data }` whose data passes `guard`. */
export function okOf<T>(guard: Guard<T>): Parser<{ success: true; data: T }> {
  return parserOf((value): value is { success: true; data: T } => isSuccess(value) && guard(value.data));
}

/** `{ success: true, data: [...], meta }` whose every item passes `guard`. */
export function listOf<T>(guard: Guard<T>): Parser<{ success: true; data: T[]; meta: PageMeta }> {
  return parserOf(
    (value): value is { success: true; data: T[]; meta: PageMeta } =>
      isSuccess(value) && Array.isArray(value.data) && value.data.every(guard) && isPageMeta(value.meta),
  );
}

/** A record of the API: an object with a positive whole `id` under the given name. */
export function hasId(idField: string): Guard<Row> {
  return (value): value is Row =>
    isRecord(value) && Number.isInteger(value[idField]) && Number(value[idField]) > 0;
}

/** What a delete answers: `{ id, deleted: true }`. */
export const deletedRecord = okOf(
  (value): value is { id: number; deleted: true } =>
    isRecord(value) && Number.isInteger(value.id) && value.deleted === true,
);
