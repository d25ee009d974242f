'use client';

import * as React from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowUpIcon, PlusIcon, XIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
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
import { fetchJson } from '@/lib/bff/fetch-json';
import { contactItemSchema } from '@/lib/contract/contacts';
import { listEnvelope } from '@/lib/contract/envelope';
import { MAX_AUTHORS } from '@/lib/contract/commissionings';

export interface PickedAuthor {
  contactId: number;
  name: string;
}

const resultsSchema = listEnvelope(contactItemSchema);

/**
 * The authors of a commissioning in credit order (the first is the lead): contacts found by name,
 * email or organisation through the contacts list, added, removed or moved to the front.
 */
export function AuthorPicker({
  value,
  names,
  onChange,
  onBlur,
  invalid,
  triggerRef,
  ...wrapper
}: {
  value: readonly number[];
  /** Names of the contacts already chosen, from the record. */
  names: ReadonlyMap<number, string>;
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  invalid?: boolean;
  /** Focused when the form reports an error on the authors. */
  triggerRef?: React.Ref<HTMLButtonElement>;
} & Omit<React.ComponentProps<'div'>, 'onChange' | 'onBlur'>) {
  const [open, setOpen] = React.useState(false);
  const [text, setText] = React.useState('');
  const [term, setTerm] = React.useState('');
  const [known, setKnown] = React.useState<Map<number, string>>(() => new Map(names));
  const search = useDebouncedCallback((next: string) => setTerm(next.trim()));

  const results = useQuery({
    queryKey: ['contact-search', term],
    enabled: open && term.length >= 2,
    queryFn: ({ signal }) =>
      fetchJson(
        `/api/contacts?${new URLSearchParams({ q: term, pageSize: '8' }).toString()}`,
        resultsSchema,
        { signal },
      ),
    staleTime: 30_000,
  });

  const nameOf = (contactId: number) =>
    known.get(contactId) ?? names.get(contactId) ?? `Contact ${contactId}`;
  const add = (author: PickedAuthor) => {
    setKnown((current) => new Map(current).set(author.contactId, author.name));
    if (!value.includes(author.contactId)) onChange([...value, author.contactId]);
    setOpen(false);
    setText('');
    setTerm('');
  };
  const remove = (contactId: number) => onChange(value.filter((entry) => entry !== contactId));
  const makeLead = (contactId: number) =>
    onChange([contactId, ...value.filter((entry) => entry !== contactId)]);

  return (
    <div {...wrapper} className="space-y-2">
      {value.length === 0 ? (
        <p className="text-sm text-muted-foreground">No authors yet.</p>
      ) : (
        <ol className="flex flex-wrap gap-2" aria-label="Authors in credit order">
          {value.map((contactId, index) => (
            <li
              key={contactId}
              className="flex items-center gap-1 rounded-md border py-0.5 pr-1 pl-2 text-sm"
            >
              {nameOf(contactId)}
              {index === 0 ? (
                <Badge variant="secondary" className="ml-1">
                  Lead
                </Badge>
              ) : (
                <Button
                  variant="ghost"
                  size="icon-sm"
                  className="size-6"
                  onClick={() => makeLead(contactId)}
                  aria-label={`Make ${nameOf(contactId)} the lead author`}
                >
                  <ArrowUpIcon aria-hidden="true" />
                </Button>
              )}
              <Button
                variant="ghost"
                size="icon-sm"
                className="size-6"
                onClick={() => remove(contactId)}
                aria-label={`Remove ${nameOf(contactId)}`}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onBlur?.();
        }}
      >
        <PopoverTrigger asChild>
          <Button
            ref={triggerRef}
            variant="outline"
            size="sm"
            disabled={value.length >= MAX_AUTHORS}
            aria-invalid={invalid}
          >
            <PlusIcon aria-hidden="true" />
            Add an author
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-80 p-0" align="start">
          <Command shouldFilter={false} label="Find a contact">
            <CommandInput
              value={text}
              onValueChange={(next) => {
                setText(next);
                search.call(next);
              }}
              placeholder="Name, email or organisation"
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
                  <CommandEmpty>No contact matches.</CommandEmpty>
                  <CommandGroup>
                    {results.data.data.map((contact) => (
                      <CommandItem
                        key={contact.contactId}
                        value={String(contact.contactId)}
                        disabled={value.includes(contact.contactId)}
                        onSelect={() => add({ contactId: contact.contactId, name: contact.name })}
                      >
                        <div className="min-w-0">
                          <p className="truncate">{contact.name}</p>
                          <p className="truncate text-xs text-muted-foreground">
                            {contact.email ?? contact.organisation ?? `Contact ${contact.contactId}`}
                          </p>
                        </div>
                      </CommandItem>
                    ))}
                  </CommandGroup>
                </>
              )}
            </CommandList>
          </Command>
        </PopoverContent>
      </Popover>
    </div>
  );
}
