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

let browserClient: QueryClient | undefined;

/** One client per browser tab, shared by every part that fetches; a fresh one per server render. */
function queryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/** Forgets every cached answer of this tab: at log out, so nothing of the session stays in memory. */
export function forgetCachedAnswers(): void {
  browserClient?.clear();
}

/**
 * Wraps the parts of a page that fetch from the browser (a record's History, the dashboard's sections,
 * the palette's search), rather than the whole shell: pages without such parts do not load the library.
 */
function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = React.useState(queryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export { QueryProvider };
