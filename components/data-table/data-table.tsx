'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import {
  ArrowDownIcon,
  ArrowUpDownIcon,
  ArrowUpIcon,
  DownloadIcon,
  SearchIcon,
  Trash2Icon,
  XIcon,
} from '@/components/icons';
import { toast } from '@/components/ui/toast';

import { ConfirmDialog } from '@/components/entity-form/confirm-dialog';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { deletedRecord } from '@/lib/bff/parser';
import { isDescending, listUrlParams, sortField, type ListPage, type ListUrl } from '@/lib/contract/list-url';
import { cn } from '@/lib/utils';
import { defaultVisibility, isShown, type DataColumn } from './columns';
import { FacetedFilter, type Facet } from './faceted-filter';
import { useInAppLinks } from '@/components/ui/in-app-link';
import { Pagination } from './pagination';
import { useDebouncedCallback } from './use-debounced-callback';
import { useListUrl } from './use-list-query';
import { useStoredVisibility } from './use-stored-visibility';
import { ViewOptions } from './view-options';

export interface DataTableProps<Item> {
  /** The list's address, as the API reads it: the table reads and writes the URL with it. */
  definition: ListUrl;
  /** The resource's path from the API root (`contacts`): export and delete go to `/api/{resource}`. */
  resource: string;
  columns: readonly DataColumn<Item>[];
  rowId: (item: Item) => number;
  /** The record's page: Enter or a click on the row opens it. */
  rowHref: (item: Item) => string;
  /** Names the row for the selection checkbox ("Select Ada Quill"). */
  rowLabel: (item: Item) => string;
  noun: { one: string; many: string };
  /** The page the address asks for, as the server rendered it; absent when that call failed. */
  initial?: ListPage<Item>;
  /** Why the server could not read the page, when it could not. */
  failure?: string;
  facets?: readonly Facet[];
  /** Filters of the area's own beside the facets (a contributor found by searching). */
  extraFilters?: React.ReactNode;
  /** Remembers the shown columns in this browser under this name. */
  storageKey: string;
  /** Offers "Delete selected" (the API checks the right again on every record). */
  canDelete?: boolean;
}

/**
 * The list of every record area: server-side paging, sorting, search and filters kept in the URL,
 * faceted filters, remembered columns, selection with bulk export and delete, CSV export of the
 * whole filtered list, loading, empty and error states, and keyboard navigation of the rows.
 */
export function DataTable<Item>({
  definition,
  resource,
  columns,
  rowId,
  rowHref,
  rowLabel,
  noun,
  initial,
  failure,
  facets = [],
  extraFilters,
  storageKey,
  canDelete = false,
}: DataTableProps<Item>) {
  const router = useRouter();
  const { query, navigate, pending, refresh } = useListUrl(definition);
  const items = React.useMemo(() => initial?.items ?? [], [initial]);
  const total = initial?.meta.total ?? 0;

  // Search: typed text shows at once, the URL (and the server's page) follows after a pause in typing.
  const [search, setSearch] = React.useState(query.q);
  const [searchInUrl, setSearchInUrl] = React.useState(query.q);
  const [searchWritten, setSearchWritten] = React.useState<string | null>(null);
  const writeSearch = useDebouncedCallback((text: string) => {
    setSearchWritten(text.trim());
    navigate((params) => (text.trim() ? params.set('q', text.trim()) : params.delete('q')), {
      replace: true,
    });
  });
  if (query.q !== searchInUrl) {
    // Back, Forward or a reset changed the search in the URL: the box follows. Our own write does
    // not, so that what was typed since is kept.
    setSearchInUrl(query.q);
    if (query.q !== searchWritten && query.q.trim() !== search.trim()) setSearch(query.q);
  }
  const onSearch = (text: string) => {
    setSearch(text);
    writeSearch.call(text);
  };

  // The ids of the selected rows; they stay selected across pages until cleared.
  const [selection, setSelection] = React.useState<ReadonlySet<number>>(() => new Set());
  const selectedIds = [...selection];
  const toggleSelected = (ids: readonly number[], selected: boolean) =>
    setSelection((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (selected) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const pageIds = items.map(rowId);
  const selectedOnPage = pageIds.filter((id) => selection.has(id)).length;

  const initialVisibility = React.useMemo(() => defaultVisibility(columns), [columns]);
  const [visibility, setShown] = useStoredVisibility(storageKey, initialVisibility);
  const visibleColumns = columns.filter((column) => isShown(column, visibility));

  // ----------------------------------------------------------------------------------------------
  // Query changes

  const setSort = (field: string) => {
    const current = sortField(query.sort);
    const next = current !== field ? field : isDescending(query.sort) ? definition.defaultSort : `-${field}`;
    navigate((params) => params.set('sort', next));
  };
  const setPage = (page: number) =>
    navigate((params) => params.set('page', String(page)), { keepPage: true });
  const setPageSize = (pageSize: number) => navigate((params) => params.set('pageSize', String(pageSize)));
  const params = listUrlParams(definition, query);
  const facetValues = (name: string) => (params.get(name) ?? '').split(',').filter(Boolean);
  const setFacet = (name: string, values: readonly string[]) =>
    navigate((next) => (values.length > 0 ? next.set(name, values.join(',')) : next.delete(name)));
  // Filters without a facet (a contact's commissionings: `authorId`) count too, and are reset with the rest.
  const filterNames = [...Object.keys(definition.filters), 'ids'];
  const filtered = query.q !== '' || filterNames.some((name) => params.has(name));
  const resetFilters = () => {
    writeSearch.cancel();
    setSearch('');
    navigate((next) => {
      next.delete('q');
      for (const name of filterNames) next.delete(name);
    });
  };

  // ----------------------------------------------------------------------------------------------
  // Export and bulk actions

  const exportParams = listUrlParams(definition, query, { paging: false });
  const exportHref = (ids?: readonly number[]) => {
    const search = new URLSearchParams(exportParams);
    if (ids) search.set('ids', ids.join(','));
    const text = search.toString();
    return `/api/${resource}/export${text ? `?${text}` : ''}`;
  };

  const [confirmingDelete, setConfirmingDelete] = React.useState(false);
  async function deleteSelected(): Promise<boolean> {
    const failures: string[] = [];
    const deleted: number[] = [];
    for (const id of selectedIds) {
      try {
        await fetchJson(`/api/${resource}/${id}`, deletedRecord, { method: 'DELETE' });
        deleted.push(id);
      } catch (error) {
        failures.push(error instanceof ApiError ? error.message : 'The server could not be reached.');
      }
    }
    toggleSelected(deleted, false);
    if (deleted.length > 0) {
      toast.success(`Deleted ${deleted.length} ${deleted.length === 1 ? noun.one : noun.many}`);
      refresh();
    }
    if (failures.length > 0) {
      toast.error(`${failures.length} not deleted`, {
        description: [...new Set(failures)].slice(0, 3).join(' '),
      });
    }
    return failures.length === 0;
  }

  // ----------------------------------------------------------------------------------------------
  // Keyboard: arrows move between rows, Enter opens one, Home and End jump.

  const openLink = useInAppLinks();
  const rowRefs = React.useRef<(HTMLTableRowElement | null)[]>([]);
  const [activeRow, setActiveRow] = React.useState(0);
  const focusRow = (index: number) => {
    const target = Math.max(0, Math.min(items.length - 1, index));
    setActiveRow(target);
    rowRefs.current[target]?.focus();
  };
  function onRowKeyDown(event: React.KeyboardEvent<HTMLTableRowElement>, index: number, item: Item) {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowDown') focusRow(index + 1);
    else if (event.key === 'ArrowUp') focusRow(index - 1);
    else if (event.key === 'Home') focusRow(0);
    else if (event.key === 'End') focusRow(items.length - 1);
    else if (event.key === 'Enter') router.push(rowHref(item));
    else if (event.key === ' ') toggleSelected([rowId(item)], !selection.has(rowId(item)));
    else return;
    event.preventDefault();
  }
  function onRowClick(event: React.MouseEvent<HTMLTableRowElement>, item: Item) {
    if (openLink(event)) return;
    // Clicks on the row's own controls (links, checkboxes) do what they do.
    if ((event.target as HTMLElement).closest('a, button, input, label, [role="checkbox"]')) return;
    router.push(rowHref(item));
  }

  // ----------------------------------------------------------------------------------------------

  const showError = !initial;
  const sortedField = sortField(query.sort);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-1 flex-wrap items-center gap-2">
          <div className="relative w-full sm:w-72">
            <SearchIcon
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              value={search}
              onChange={(event) => onSearch(event.target.value)}
              placeholder={`Search ${definition.searchHint}`}
              aria-label={`Search ${noun.many}`}
              className="h-8! pl-8"
            />
          </div>
          {facets.map((facet) => (
            <FacetedFilter
              key={facet.name}
              facet={facet}
              selected={facetValues(facet.name)}
              onChange={(values) => setFacet(facet.name, values)}
            />
          ))}
          {extraFilters}
          {filtered ? (
            <Button variant="ghost" size="sm" onClick={resetFilters}>
              Reset
              <XIcon aria-hidden="true" />
            </Button>
          ) : null}
          {pending ? <Spinner label={`Loading ${noun.many}`} /> : null}
        </div>
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" asChild>
            <a href={exportHref()} download>
              <DownloadIcon aria-hidden="true" />
              Export CSV
            </a>
          </Button>
          <ViewOptions
            columns={columns
              .filter((column) => !column.alwaysShown)
              .map((column) => ({
                id: column.id,
                label: column.label,
                visible: isShown(column, visibility),
                toggle: (visible) => setShown(column.id, visible),
              }))}
          />
        </div>
      </div>

      {selectedIds.length > 0 ? (
        <div
          role="region"
          aria-label="Selected rows"
          className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm"
        >
          <span className="font-medium">
            {selectedIds.length} {selectedIds.length === 1 ? noun.one : noun.many} selected
          </span>
          <Button variant="outline" size="sm" asChild>
            <a href={exportHref(selectedIds)} download>
              <DownloadIcon aria-hidden="true" />
              Export selected
            </a>
          </Button>
          {canDelete ? (
            <Button variant="outline" size="sm" onClick={() => setConfirmingDelete(true)}>
              <Trash2Icon aria-hidden="true" />
              Delete selected
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" onClick={() => setSelection(new Set())}>
            Clear selection
          </Button>
        </div>
      ) : null}

      {showError ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load the {noun.many}</AlertTitle>
          <AlertDescription>
            <p>{failure ?? `The ${noun.many} could not be loaded.`}</p>
            <Button variant="outline" size="sm" onClick={refresh} disabled={pending}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <div className={cn('rounded-md border', pending && 'opacity-70 transition-opacity')}>
          <Table aria-busy={pending}>
            <TableHeader>
              <TableRow>
                <TableHead>
                  <Checkbox
                    aria-label={`Select all ${noun.many} on this page`}
                    checked={
                      selectedOnPage === 0
                        ? false
                        : selectedOnPage === pageIds.length
                          ? true
                          : 'indeterminate'
                    }
                    onCheckedChange={(checked) => toggleSelected(pageIds, checked)}
                  />
                </TableHead>
                {visibleColumns.map((column) => {
                  const sorted = column.sortField !== undefined && column.sortField === sortedField;
                  return (
                    <TableHead
                      key={column.id}
                      align={column.align}
                      aria-sort={sorted ? (isDescending(query.sort) ? 'descending' : 'ascending') : undefined}
                    >
                      {column.sortField ? (
                        <SortButton
                          label={column.label}
                          state={sorted ? (isDescending(query.sort) ? 'desc' : 'asc') : 'none'}
                          onClick={() => setSort(column.sortField ?? '')}
                        >
                          {column.label}
                        </SortButton>
                      ) : (
                        column.label
                      )}
                    </TableHead>
                  );
                })}
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={visibleColumns.length + 1} wrap className="h-32 text-center">
                    <p className="font-medium">
                      {filtered ? `No ${noun.many} match your search and filters.` : `No ${noun.many} yet.`}
                    </p>
                    {filtered ? (
                      <Button variant="link" onClick={resetFilters}>
                        Clear search and filters
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ) : null}
              {items.map((item, index) => {
                const id = rowId(item);
                const selected = selection.has(id);
                return (
                  // Rows and cells as plain elements, not the Table parts: a page draws some hundred cells.
                  <tr
                    key={id}
                    ref={(element) => {
                      rowRefs.current[index] = element;
                    }}
                    tabIndex={index === Math.min(activeRow, items.length - 1) ? 0 : -1}
                    data-state={selected ? 'selected' : undefined}
                    aria-selected={selected}
                    className="ui-table-row ui-table-row-opens"
                    onFocus={() => setActiveRow(index)}
                    onKeyDown={(event) => onRowKeyDown(event, index, item)}
                    onClick={(event) => onRowClick(event, item)}
                  >
                    <td className="ui-table-cell">
                      <Checkbox
                        aria-label={`Select ${rowLabel(item)}`}
                        checked={selected}
                        onCheckedChange={(checked) => toggleSelected([id], checked)}
                      />
                    </td>
                    {visibleColumns.map((column) => (
                      <td
                        key={column.id}
                        className={column.align === 'end' ? 'ui-table-cell text-right' : 'ui-table-cell'}
                      >
                        {column.cell(item)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}

      {/* An empty list has nothing to page through: its table says so. */}
      {initial && total > 0 ? (
        <Pagination
          page={query.page}
          pageSize={query.pageSize}
          total={total}
          estimated={initial.meta.estimated ?? false}
          noun={noun}
          onPage={setPage}
          onPageSize={setPageSize}
        />
      ) : null}

      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={`Delete ${selectedIds.length} ${selectedIds.length === 1 ? noun.one : noun.many}?`}
        description={`They are removed for good; their history stays in the audit log. Records other records depend on are kept, and you are told why.`}
        confirmLabel="Delete"
        onConfirm={deleteSelected}
      />
    </div>
  );
}

function SortButton({
  label,
  state,
  onClick,
  children,
}: {
  label: string;
  state: 'asc' | 'desc' | 'none';
  onClick: () => void;
  children: React.ReactNode;
}) {
  const Icon = state === 'asc' ? ArrowUpIcon : state === 'desc' ? ArrowDownIcon : ArrowUpDownIcon;
  const next = state === 'asc' ? 'descending' : state === 'desc' ? 'the default order' : 'ascending';
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-2 data-[state=open]:bg-accent"
      onClick={onClick}
      aria-label={`${label}: sort ${next}`}
    >
      {children}
      <Icon className={cn(state === 'none' && 'opacity-40')} aria-hidden="true" />
    </Button>
  );
}
