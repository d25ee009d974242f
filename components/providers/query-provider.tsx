'use client';

import * as React from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

import { isWorthRetrying } from '@/lib/bff/fetch-json';

/**
 * Spec section 9: three retries, the delay doubling from 1 s up to 30 s; cached answers live 5 minutes.
 * Only failures that come back fast are retried (see isWorthRetrying), so the three retries add about
 * 7 s, and a list whose server is down shows its error within 12 s rather than after a minute.
 */
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < QUERY_RETRIES && isWorthRetrying(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS),
        gcTime: QUERY_GC_TIME_MS,
      },
      mutations: {
        // A write is never repeated on its own: the user sees the failure and decides.
        retry: false,
      },
    },
  });
}

/** One client per browser tab (and a fresh one per server render), so no user's cache reaches another. */
function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = React.useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export { QueryProvider };
