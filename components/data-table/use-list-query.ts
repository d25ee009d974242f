'use client';

import * as React from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchJson } from '@/lib/bff/fetch-json';
import { listOf, type Guard } from '@/lib/bff/parser';
import {
  listKey,
  listUrlParams,
  parseListUrl,
  type InitialListPage,
  type ListPage,
  type ListUrl,
} from '@/lib/contract/list-url';

export interface NavigateOptions {
  /** Typing in the search box replaces the entry instead of adding one per pause. */
  replace?: boolean;
  /** Paging keeps the page; any other change goes back to the first. */
  keepPage?: boolean;
}

/**
 * The list's query lives in the URL, read with the list's own definition (the same parser the
 * server used for the first page and the API uses for the call). Changes are written with the
 * History API, which Next.js folds into its router: the address is shareable, Back and Forward
 * step through the states, and no server render is spent on a change the table fetches itself.
 */
export function useListUrl(definition: ListUrl) {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const query = React.useMemo(() => parseListUrl(definition, searchParams), [definition, searchParams]);
  const key = listKey(definition, query);

  const navigate = React.useCallback(
    (
      change: (params: URLSearchParams) => void,
      { replace = false, keepPage = false }: NavigateOptions = {},
    ) => {
      const params = listUrlParams(definition, query);
      change(params);
      if (!keepPage) params.delete('page');
      // Re-read, so that what lands in the address is as canonical as what the server writes.
      const search = listUrlParams(definition, parseListUrl(definition, params)).toString();
      const url = search ? `${pathname}?${search}` : pathname;
      if (replace) window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
    },
    [definition, pathname, query],
  );

  return { query, key, navigate };
}

export const LIST_STALE_MS = 30_000;

/** The page the URL asks for: the server's first render while it matches, then fetched through the BFF. */
export function useListPage<Item>({
  resource,
  isItem,
  key,
  initial,
}: {
  resource: string;
  isItem: Guard<Item>;
  key: string;
  initial?: InitialListPage<Item>;
}) {
  const parser = React.useMemo(() => listOf(isItem), [isItem]);
  return useQuery({
    queryKey: ['list', resource, key],
    queryFn: async ({ signal }): Promise<ListPage<Item>> => {
      const answer = await fetchJson(`/api/${resource}${key ? `?${key}` : ''}`, parser, { signal });
      return { items: answer.data, meta: answer.meta };
    },
    initialData: initial && initial.key === key ? { items: initial.items, meta: initial.meta } : undefined,
    staleTime: LIST_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
