'use client';

import * as React from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronRightIcon } from '@/components/icons';

import { useDebouncedCallback } from '@/components/data-table/use-debounced-callback';
import { QueryProvider } from '@/components/providers/query-provider';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, okOf } from '@/lib/bff/parser';
import { TAXONOMY_SCHEMES, type TaxonomyScheme } from '@/lib/contract/enums';
import { SCHEME_NAMES, childrenByParent, termText } from '@/lib/taxonomy-labels';

export interface PickedTerm {
  termId: number;
  scheme: TaxonomyScheme;
  code: string;
  label: string;
}

interface Term {
  termId: number;
  code: string;
  label: string;
  parentId: number | null;
  /** A collection's kind: an imprint is the publication's Imprint field, never one of its subjects. */
  kind?: string | null;
}

const isTerm = (value: unknown): value is Term =>
  isRecord(value) &&
  Number.isInteger(value.termId) &&
  typeof value.code === 'string' &&
  typeof value.label === 'string' &&
  (value.parentId === null || Number.isInteger(value.parentId));

const termsAnswer = okOf((value): value is Term[] => Array.isArray(value) && value.every(isTerm));

/** A scheme's tree with a search: choosing a term adds it to the publication's subjects. */
export function SubjectTreeDialog({
  open,
  onOpenChange,
  onPick,
  chosen,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (term: PickedTerm) => void;
  chosen: ReadonlySet<number>;
}) {
  const [scheme, setScheme] = React.useState<TaxonomyScheme>('thema');
  const [search, setSearch] = React.useState('');
  const [typed, setTyped] = React.useState('');
  const settle = useDebouncedCallback((text: string) => setSearch(text.trim()), 300);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl!">
        <DialogHeader>
          <DialogTitle>Choose a subject</DialogTitle>
          <DialogDescription>
            Open a heading to see the codes under it, or search by code or words.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap gap-2">
          <NativeSelect
            aria-label="Scheme"
            value={scheme}
            onChange={(event) => setScheme(event.target.value as TaxonomyScheme)}
          >
            {TAXONOMY_SCHEMES.map((value) => (
              <option key={value} value={value}>
                {SCHEME_NAMES[value]}
              </option>
            ))}
          </NativeSelect>
          <Input
            type="search"
            aria-label="Search the scheme"
            placeholder="Code or words"
            className="w-64"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              settle.call(event.target.value);
            }}
          />
        </div>
        <QueryProvider>
          <SchemeTree
            scheme={scheme}
            search={search}
            chosen={chosen}
            onPick={(term) => {
              onPick({ ...term, scheme });
              onOpenChange(false);
            }}
          />
        </QueryProvider>
      </DialogContent>
    </Dialog>
  );
}

function SchemeTree({
  scheme,
  search,
  chosen,
  onPick,
}: {
  scheme: TaxonomyScheme;
  search: string;
  chosen: ReadonlySet<number>;
  onPick: (term: Term) => void;
}) {
  const terms = useQuery({
    queryKey: ['taxonomy', scheme, search],
    queryFn: ({ signal }) =>
      fetchJson(`/api/taxonomy/${scheme}?${new URLSearchParams(search ? { q: search } : {})}`, termsAnswer, {
        signal,
      }),
  });
  if (terms.isPending) return <Spinner label="Loading the subjects" />;
  if (terms.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle>Could not load the subjects</AlertTitle>
        <AlertDescription>{terms.error.message}</AlertDescription>
      </Alert>
    );
  if (terms.data.data.length === 0)
    return <p className="py-6 text-center text-sm text-muted-foreground">No subjects match.</p>;
  const children = childrenByParent(terms.data.data);
  return (
    <ul
      role="tree"
      aria-label={`${SCHEME_NAMES[scheme]} subjects`}
      className="max-h-96 overflow-y-auto text-sm"
    >
      {(children.get(null) ?? []).map((term) => (
        <TreeNode
          key={term.termId}
          term={term}
          tree={children}
          expanded={search !== ''}
          chosen={chosen}
          onPick={onPick}
        />
      ))}
    </ul>
  );
}

function TreeNode({
  term,
  tree,
  expanded,
  chosen,
  onPick,
}: {
  term: Term;
  tree: ReadonlyMap<number | null, Term[]>;
  expanded: boolean;
  chosen: ReadonlySet<number>;
  onPick: (term: Term) => void;
}) {
  const [open, setOpen] = React.useState(expanded);
  const below = tree.get(term.termId) ?? [];
  return (
    <li
      role="treeitem"
      aria-expanded={below.length > 0 ? open : undefined}
      aria-selected={chosen.has(term.termId)}
    >
      <div className="flex items-center gap-1 py-0.5">
        {below.length > 0 ? (
          <button
            type="button"
            className="rounded p-0.5 hover:bg-accent"
            aria-label={`${open ? 'Close' : 'Open'} ${termText(term)}`}
            onClick={() => setOpen(!open)}
          >
            <ChevronRightIcon aria-hidden="true" className={open ? 'size-4 rotate-90' : 'size-4'} />
          </button>
        ) : (
          <span className="inline-block w-5" />
        )}
        <button
          type="button"
          className="rounded px-1 text-left hover:bg-accent hover:underline disabled:opacity-50"
          disabled={chosen.has(term.termId) || term.kind === 'imprint'}
          onClick={() => onPick(term)}
        >
          <span className="font-mono text-xs">{term.code}</span> {term.label}
          {term.kind === 'imprint' ? ' (imprint: chosen on Metadata)' : null}
        </button>
      </div>
      {open && below.length > 0 ? (
        <ul role="group" className="ml-5">
          {below.map((child) => (
            <TreeNode
              key={child.termId}
              term={child}
              tree={tree}
              expanded={expanded}
              chosen={chosen}
              onPick={onPick}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
