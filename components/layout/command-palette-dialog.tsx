'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ArrowRightIcon,
  BookOpenIcon,
  BookPlusIcon,
  ContactIcon,
  FilePenLineIcon,
  LaptopIcon,
  MoonIcon,
  ReceiptIcon,
  SunIcon,
  type IconComponent,
} from '@/components/icons';

import { fetchJson } from '@/lib/bff/fetch-json';
import { paletteEntriesResponseSchema, type PaletteEntry } from '@/lib/contract/palette';
import {
  SEARCH_QUERY_MIN_LENGTH,
  searchResponseSchema,
  type SearchKind,
  type SearchResult,
} from '@/lib/contract/search';
import {
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command';
import { QueryProvider } from '@/components/providers/query-provider';
import type { ThemePreference } from '@/components/theme/preferences';
import { THEME_LABELS } from '@/components/layout/theme-labels';
import { useThemeChoice } from '@/components/layout/use-theme-choice';

/** Spec sections 5 and 9: the search input waits 300 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 300;
/** The pages a user may open change only with their rights: read once in a while, not at every opening. */
const PAGES_STALE_MS = 5 * 60 * 1000;

const RECORD_VALUE_PREFIX = 'record:';
/**
 * The API has already matched records (by ISBN digits, say, which share no letters with the
 * query's hyphens), so cmdk must not filter them again. Below a page whose title matches, so
 * typing a page's name and pressing Enter still opens that page.
 */
const RECORD_SCORE = 0.5;

/**
 * A page matches when every word typed appears in its title or its address; those whose title starts
 * with what was typed come first. No fuzzy matching: 'contracts' must not offer Contacts first (cmdk
 * keeps groups in their order, so a fuzzy match in an earlier group would be the one Enter opens).
 */
function paletteFilter(value: string, search: string, keywords: string[] = []): number {
  if (value.startsWith(RECORD_VALUE_PREFIX)) return RECORD_SCORE;
  const title = value.toLowerCase();
  const haystack = [title, ...keywords.map((keyword) => keyword.toLowerCase())].join(' ');
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 1;
  if (!words.every((word) => haystack.includes(word))) return 0;
  return title.startsWith(words.join(' ')) ? 1 : 0.9;
}

const KIND_ICONS: Record<SearchKind, IconComponent> = {
  publication: BookOpenIcon,
  contact: ContactIcon,
  commissioning: BookPlusIcon,
  contract: FilePenLineIcon,
  invoice: ReceiptIcon,
};

const THEME_ICONS: Record<ThemePreference, IconComponent> = {
  light: SunIcon,
  dark: MoonIcon,
  system: LaptopIcon,
};

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = React.useState(value);
  React.useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

function groupEntries(entries: readonly PaletteEntry[]): [string, PaletteEntry[]][] {
  const groups = new Map<string, PaletteEntry[]>();
  for (const entry of entries) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  return [...groups];
}

function RecordItem({ result, onSelect }: { result: SearchResult; onSelect: () => void }) {
  const Icon = KIND_ICONS[result.kind];
  return (
    <CommandItem value={`${RECORD_VALUE_PREFIX}${result.kind}:${result.id}`} onSelect={onSelect}>
      <Icon aria-hidden="true" />
      <span className="flex min-w-0 flex-col">
        <span className="truncate">{result.title}</span>
        {result.subtitle ? (
          <span className="truncate text-xs text-muted-foreground">{result.subtitle}</span>
        ) : null}
      </span>
    </CommandItem>
  );
}

/** What the palette lists; it lives inside the dialog's content, so closing the dialog clears the search. */
function PaletteBody({ close }: { close: () => void }) {
  const router = useRouter();
  const pages = useQuery({
    queryKey: ['palette-pages'],
    queryFn: ({ signal }) => fetchJson('/api/palette', paletteEntriesResponseSchema, { signal }),
    staleTime: PAGES_STALE_MS,
  });
  const entries = pages.data?.data ?? [];
  const { chooseTheme, themes } = useThemeChoice();
  const [search, setSearch] = React.useState('');
  const term = search.trim();
  const debouncedTerm = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const searching = term.length >= SEARCH_QUERY_MIN_LENGTH;

  const records = useQuery({
    queryKey: ['search', debouncedTerm],
    queryFn: ({ signal }) =>
      fetchJson(`/api/search?q=${encodeURIComponent(debouncedTerm)}`, searchResponseSchema, { signal }),
    enabled: searching && debouncedTerm.length >= SEARCH_QUERY_MIN_LENGTH,
    // While the next answer loads, the last one stays instead of the list jumping empty and back.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const recordGroups = searching ? (records.data?.data.groups ?? []) : [];
  const pending = searching && (debouncedTerm !== term || records.isFetching);

  function run(action: () => void) {
    close();
    action();
  }

  return (
    <>
      <CommandInput placeholder="Type a command or search..." value={search} onValueChange={setSearch} />
      <CommandList aria-busy={pending || pages.isPending}>
        <CommandEmpty>
          {pages.isPending ? 'Loading pages…' : pending ? 'Searching…' : 'No results found.'}
        </CommandEmpty>
        {pages.isError ? (
          <CommandGroup heading="Pages" value="pages:error">
            <CommandItem value={`${RECORD_VALUE_PREFIX}pages-error`} disabled>
              Pages could not be loaded: {pages.error.message}
            </CommandItem>
          </CommandGroup>
        ) : null}
        {groupEntries(entries).map(([group, items]) => (
          <CommandGroup key={group} heading={group} value={`pages:${group}`}>
            {items.map((entry) => (
              <CommandItem
                key={entry.url}
                value={`${entry.title} — ${group}`}
                keywords={[entry.url]}
                onSelect={() => run(() => router.push(entry.url))}
              >
                <ArrowRightIcon aria-hidden="true" />
                {entry.title}
              </CommandItem>
            ))}
          </CommandGroup>
        ))}
        {recordGroups.map((group) => (
          <CommandGroup key={group.kind} heading={group.label} value={`records:${group.kind}`}>
            {group.results.map((result) => (
              <RecordItem
                key={`${result.kind}:${result.id}`}
                result={result}
                onSelect={() => run(() => router.push(result.url))}
              />
            ))}
          </CommandGroup>
        ))}
        {searching && records.isError && !pending ? (
          <CommandGroup heading="Records" value="records:error">
            <CommandItem value={`${RECORD_VALUE_PREFIX}error`} disabled>
              Records could not be searched: {records.error.message}
            </CommandItem>
          </CommandGroup>
        ) : null}
        {/* No separator before it: cmdk's separator is an element a listbox may not contain. */}
        <CommandGroup heading="Theme" value="theme">
          {themes.map((theme) => {
            const Icon = THEME_ICONS[theme];
            return (
              <CommandItem
                key={theme}
                value={`${THEME_LABELS[theme]} — Theme`}
                onSelect={() => run(() => chooseTheme(theme))}
              >
                <Icon aria-hidden="true" />
                {THEME_LABELS[theme]}
              </CommandItem>
            );
          })}
        </CommandGroup>
      </CommandList>
    </>
  );
}

/**
 * The command palette (spec 2.6): the pages the user may open, the theme choices and, from three
 * characters on, matching records (publications by title or ISBN, contacts, commissionings,
 * contracts, invoices) from the API's `search`, which searches only kinds the user may open.
 */
function CommandPaletteDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <CommandDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Command palette"
      description="Search for a page, a record or a command."
      commandProps={{ filter: paletteFilter }}
    >
      <QueryProvider>
        <PaletteBody close={() => onOpenChange(false)} />
      </QueryProvider>
    </CommandDialog>
  );
}

export { CommandPaletteDialog };
