'use client';

import * as React from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';

import { listUrlParams, parseListUrl, type ListUrl } from '@/lib/contract/list-url';

export interface NavigateOptions {
  /** Typing in the search box replaces the entry instead of adding one per pause. */
  replace?: boolean;
  /** Paging keeps the page; any other change goes back to the first. */
  keepPage?: boolean;
}

/**
 * The list's query lives in the URL, read with the list's own address definition (the same reader
 * the server page and the API use). A change navigates to the new address: the server renders the
 * page with its rows, while the table keeps showing the current ones (`pending`). So the browser needs
 * no data library for lists; the address is shareable, and Back and Forward step through the states.
 */
export function useListUrl(definition: ListUrl) {
  const router = useRouter();
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const [pending, startTransition] = React.useTransition();
  const query = React.useMemo(() => parseListUrl(definition, searchParams), [definition, searchParams]);

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
      startTransition(() => {
        if (replace) router.replace(url, { scroll: false });
        else router.push(url, { scroll: false });
      });
    },
    [definition, pathname, query, router],
  );

  /** The same page again from the server: after a delete, or to retry a page that failed. */
  const refresh = React.useCallback(() => startTransition(() => router.refresh()), [router]);

  return { query, navigate, pending, refresh };
}
