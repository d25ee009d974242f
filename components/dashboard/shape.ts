import { isRecord, type Guard } from '@/lib/bff/parser';

/*
 * Guards built from the contract's types, for answers too large to check by hand. The compiler holds
 * each guard to its type: a field left out, added or of another kind does not build. Ranges are the
 * API's to keep; the browser checks that the figures it prints are there and of the right kind.
 */

/** A guard for every field of `T`. */
export type Shape<T> = { [K in keyof T]-?: Guard<T[K]> };

export const isNumber: Guard<number> = (value): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export const isText: Guard<string> = (value): value is string => typeof value === 'string';

export function nullable<T>(guard: Guard<T>): Guard<T | null> {
  return (value): value is T | null => value === null || guard(value);
}

export function arrayOf<T>(guard: Guard<T>): Guard<T[]> {
  return (value): value is T[] => Array.isArray(value) && value.every(guard);
}

export function objectOf<T>(shape: Shape<T>): Guard<T> {
  const fields: Readonly<Record<string, Guard<unknown>>> = shape;
  return (value): value is T =>
    isRecord(value) && Object.entries(fields).every(([name, guard]) => guard(value[name]));
}
