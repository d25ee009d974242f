'use client';

import * as React from 'react';
import { useQuery } from '@tanstack/react-query';

import { QueryProvider } from '@/components/providers/query-provider';
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useDebouncedCallback } from '@/components/data-table/use-debounced-callback';
import type { PickedRecord, RecordSearch } from './record-picker';

interface SearchProps {
  source: RecordSearch;
  /** Already chosen: shown, but not offered again. */
  chosen: readonly number[];
  onPick: (picked: PickedRecord) => void;
}

/** The search box and what it finds, as one types (two characters or more). */
function SearchPanel({ source, chosen, onPick }: SearchProps) {
  const [text, setText] = React.useState('');
  const [term, setTerm] = React.useState('');
  const search = useDebouncedCallback((next: string) => setTerm(next.trim()));
  const results = useQuery({
    queryKey: ['record-search', source.noun, term],
    enabled: term.length >= 2,
    queryFn: ({ signal }) => source.find(term, signal),
    staleTime: 30_000,
  });
  return (
    <Command shouldFilter={false} label={`Find a ${source.noun}`}>
      <CommandInput
        value={text}
        onValueChange={(next) => {
          setText(next);
          search.call(next);
        }}
        placeholder={source.placeholder}
      />
      <CommandList>
        {term.length < 2 ? (
          <CommandEmpty>Type at least two letters.</CommandEmpty>
        ) : results.isPending ? (
          <CommandEmpty>Searching…</CommandEmpty>
        ) : results.isError ? (
          <CommandEmpty>{results.error.message}</CommandEmpty>
        ) : (
          <>
            <CommandEmpty>No {source.noun} matches.</CommandEmpty>
            <CommandGroup>
              {results.data.map((found) => (
                <CommandItem
                  key={found.id}
                  value={String(found.id)}
                  disabled={chosen.includes(found.id)}
                  onSelect={() => onPick(found)}
                >
                  <div className="min-w-0">
                    <p className="truncate">{found.name}</p>
                    {found.detail ? (
                      <p className="truncate text-xs text-muted-foreground">{found.detail}</p>
                    ) : null}
                  </div>
                </CommandItem>
              ))}
            </CommandGroup>
          </>
        )}
      </CommandList>
    </Command>
  );
}

/**
 * The picker's search in a popover beside its button; loaded at the first press. Closing it drops
 * what was typed, so the next search starts afresh.
 */
export function RecordSearchPopover({
  open,
  onOpenChange,
  trigger,
  ...search
}: SearchProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: React.ReactElement;
}) {
  return (
    <QueryProvider>
      <Popover open={open} onOpenChange={onOpenChange}>
        <PopoverTrigger asChild>{trigger}</PopoverTrigger>
        <PopoverContent className="w-80! p-0!" align="start">
          <SearchPanel {...search} />
        </PopoverContent>
      </Popover>
    </QueryProvider>
  );
}
