'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { fetchJson } from '@/lib/bff/fetch-json';
import type { Parser } from '@/lib/bff/parser';
import { FRESH_MS } from './queries';

type MetricsOptions<T> = {
  params?: Record<string, string | number | undefined>;
  /** The figures the server rendered, and when the page showed them. */
  initial?: T;
  since?: number;
};

/**
 * One section's figures through the BFF. The first view comes from the server as `initial`; a change of
 * period or editor fetches again without reloading the page, showing the previous figures meanwhile.
 * Spec section 8: a failing fetcher logs the error and yields nothing, which the section shows as its
 * error state.
 */
export function useMetrics<T>(
  path: string,
  parser: Parser<{ success: true; data: T }>,
  options: MetricsOptions<T> = {},
) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(options.params ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const query = search.toString();
  return useQuery({
    queryKey: ['bff', path, query],
    queryFn: async () => {
      try {
        return (await fetchJson(`/api/${path}${query ? `?${query}` : ''}`, parser)).data;
      } catch (error) {
        console.error(`Failed to load ${path}`, error);
        throw error;
      }
    },
    initialData: options.initial,
    // Figures the page has shown for a minute are fetched again when the section opens or the tab regains focus.
    initialDataUpdatedAt: options.since,
    staleTime: FRESH_MS,
    placeholderData: keepPreviousData,
  });
}
