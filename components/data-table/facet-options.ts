import { fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, okOf, type Guard } from '@/lib/bff/parser';
import { formatNumber } from '@/lib/format';
import type { FacetOption, FacetOptionsSource } from './faceted-filter';

/**
 * A facet's values read through the BFF when its menu first opens (`Facet.loadOptions`): each item of
 * the answer that passes `guard`, as `option` names it.
 */
export function optionsFrom<T>(
  url: string,
  guard: Guard<T>,
  option: (item: T) => FacetOption,
): FacetOptionsSource {
  const answer = okOf((value): value is T[] => Array.isArray(value) && value.every(guard));
  return { key: url, load: async (signal) => (await fetchJson(url, answer, { signal })).data.map(option) };
}

/** A year with how many records fall in it (signing years, publication years). */
export interface YearCount {
  year: number;
  count: number;
}

export const isYearCount = (value: unknown): value is YearCount =>
  isRecord(value) && Number.isInteger(value.year) && Number.isInteger(value.count);

export const yearCountOption = (entry: YearCount): FacetOption => ({
  value: String(entry.year),
  label: `${entry.year} (${formatNumber(entry.count)})`,
});
