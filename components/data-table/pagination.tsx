'use client';

import * as React from 'react';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from '@/components/icons';

import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { LIST_PAGE_SIZES, pageCount } from '@/lib/contract/list-url';
import { formatNumber } from '@/lib/format';

function Pagination({
  page,
  pageSize,
  total,
  estimated,
  noun,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** The total is the database's estimate of a long list, not a count. */
  estimated: boolean;
  noun: { one: string; many: string };
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const labelId = React.useId();
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label="Pages"
      className="flex flex-col gap-3 px-1 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-muted-foreground" aria-live="polite">
        {total === 0
          ? `No ${noun.many}`
          : `${formatNumber(first)}–${formatNumber(last)} of ${estimated ? 'about ' : ''}${formatNumber(total)} ${total === 1 ? noun.one : noun.many}`}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex items-center gap-2">
          <span id={labelId}>Rows per page</span>
          <NativeSelect
            size="sm"
            aria-labelledby={labelId}
            className="w-20"
            value={String(pageSize)}
            onChange={(event) => onPageSize(Number(event.target.value))}
          >
            {LIST_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </div>
        <span>
          Page {formatNumber(Math.min(page, pages))} of {estimated ? 'about ' : ''}
          {formatNumber(pages)}
        </span>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon-sm"
            onClick={() => onPage(1)}
            disabled={page <= 1}
            aria-label="First page"
          >
            <ChevronsLeftIcon aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            onClick={() => onPage(page - 1)}
            disabled={page <= 1}
            aria-label="Previous page"
          >
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            onClick={() => onPage(page + 1)}
            disabled={page >= pages}
            aria-label="Next page"
          >
            <ChevronRightIcon aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            onClick={() => onPage(pages)}
            disabled={page >= pages}
            aria-label="Last page"
          >
            <ChevronsRightIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
    </nav>
  );
}

export { Pagination };
