'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { ApiError, fetchJson } from '@/lib/bff/fetch-json';

/** How long figures count as fresh: a minute, so the first view is not fetched twice. */
export const FRESH_MS = 60_000;

type Envelope<T> = z.ZodType<{ success: true; data: T }>;

/**
 * One section's figures through the BFF. The first view comes from the server as `initial`; a change of
 * period or editor fetches again without reloading the page, showing the previous figures meanwhile.
 * Spec section 8: a failing fetcher logs the error and yields nothing, which the section shows as its
 * error state.
 */
export function useMetrics<T>(
  path: string,
  schema: Envelope<T>,
  options: { params?: Record<string, string | number | undefined>; initial?: T } = {},
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
        return (await fetchJson(`/api/${path}${query ? `?${query}` : ''}`, schema)).data;
      } catch (error) {
        console.error(`Failed to load ${path}`, error);
        throw error;
      }
    },
    initialData: options.initial,
    // The server has just rendered these figures: no need to ask again the moment the page hydrates.
    staleTime: FRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** The API's own message when it gave one; otherwise the caller's fallback (spec section 8). */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const generic =
      /^HTTP error! status:/.test(error.message) ||
      error.message === 'The server answered in an unexpected form.';
    return generic ? fallback : error.message;
  }
  return error instanceof Error && error.message ? error.message : 'An error occurred';
}
