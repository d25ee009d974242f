'use client';

import * as React from 'react';
import { ArrowUpIcon, PlusIcon, XIcon } from '@/components/icons';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import dynamic from 'next/dynamic';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import type { Control, FieldValues } from 'react-hook-form';

const RecordSearchPopover = dynamic(
  () => import('./record-search-popover').then((module) => module.RecordSearchPopover),
  { ssr: false },
);

/** One record a search found: its id, its name and a line that tells look-alikes apart. */
export interface PickedRecord {
  id: number;
  name: string;
  detail?: string | null;
}

export interface RecordSearch {
  /** What is being picked, for the button and messages: "author", "publication". */
  noun: string;
  placeholder: string;
  max: number;
  /** Finds records for a typed term (two characters or more), through the BFF. */
  find(term: string, signal: AbortSignal): Promise<PickedRecord[]>;
  /** The first is marked and others can be moved to the front (credit order). */
  leadLabel?: string;
  /** Names the list of chosen records for assistive technology; "Chosen authors" unless given. */
  listLabel?: string;
}

/**
 * Records chosen by searching (the authors of a commissioning in credit order, the titles a coupon is
 * limited to): found as one types, added, removed, and for credited lists moved to the front.
 */
export function RecordPicker({
  value,
  names,
  onChange,
  onBlur,
  invalid,
  triggerRef,
  search: source,
  ...wrapper
}: {
  value: readonly number[];
  /** Names of the records already chosen, from the record being edited. */
  names: ReadonlyMap<number, string>;
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  invalid?: boolean;
  /** Focused when the form reports an error on the field. */
  triggerRef?: React.Ref<HTMLButtonElement>;
  search: RecordSearch;
} & Omit<React.ComponentProps<'div'>, 'onChange' | 'onBlur'>) {
  const [open, setOpen] = React.useState(false);
  // The search's code (popover, list, data fetching) loads at the first press of the button.
  const [searching, setSearching] = React.useState(false);
  const [known, setKnown] = React.useState<Map<number, string>>(() => new Map(names));

  const nameOf = (id: number) => known.get(id) ?? names.get(id) ?? `${source.noun} ${id}`;
  const add = (picked: PickedRecord) => {
    setKnown((current) => new Map(current).set(picked.id, picked.name));
    if (!value.includes(picked.id)) onChange([...value, picked.id]);
    setOpen(false);
  };
  const remove = (id: number) => onChange(value.filter((entry) => entry !== id));
  const makeLead = (id: number) => onChange([id, ...value.filter((entry) => entry !== id)]);
  const List = source.leadLabel ? 'ol' : 'ul';
  const trigger = (
    <Button
      ref={triggerRef}
      variant="outline"
      size="sm"
      disabled={value.length >= source.max}
      aria-invalid={invalid}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => {
        setSearching(true);
        setOpen(true);
      }}
    >
      <PlusIcon aria-hidden="true" />
      Add {/^[aeiou]/i.test(source.noun) ? 'an' : 'a'} {source.noun}
    </Button>
  );

  return (
    <div {...wrapper} className="space-y-2">
      {value.length === 0 ? (
        <p className="text-sm text-muted-foreground">None chosen yet.</p>
      ) : (
        <List className="flex flex-wrap gap-2" aria-label={source.listLabel ?? `Chosen ${source.noun}s`}>
          {value.map((id, index) => (
            <li key={id} className="flex items-center gap-1 rounded-md border py-0.5 pr-1 pl-2 text-sm">
              {nameOf(id)}
              {source.leadLabel && index === 0 ? (
                <Badge variant="secondary" className="ml-1">
                  {source.leadLabel}
                </Badge>
              ) : null}
              {source.leadLabel && index > 0 ? (
                <Button
                  variant="ghost"
                  size="icon-xs"
                  onClick={() => makeLead(id)}
                  aria-label={`Make ${nameOf(id)} the ${source.leadLabel.toLowerCase()} ${source.noun}`}
                >
                  <ArrowUpIcon aria-hidden="true" />
                </Button>
              ) : null}
              <Button
                variant="ghost"
                size="icon-xs"
                onClick={() => remove(id)}
                aria-label={`Remove ${nameOf(id)}`}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </List>
      )}
      {searching ? (
        <RecordSearchPopover
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) onBlur?.();
          }}
          source={source}
          chosen={value}
          onPick={add}
          trigger={trigger}
        />
      ) : (
        trigger
      )}
    </div>
  );
}

/** The picker as a field of a record form, with its label, description and message. */
export function RecordPickerField({
  control,
  name,
  label,
  description,
  names,
  search,
}: {
  control: Control<FieldValues, unknown, Record<string, unknown>>;
  name: string;
  label: string;
  description?: string;
  names: ReadonlyMap<number, string>;
  search: RecordSearch;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <RecordPicker
              value={Array.isArray(field.value) ? field.value.map(Number) : []}
              names={names}
              onChange={field.onChange}
              onBlur={field.onBlur}
              triggerRef={field.ref}
              invalid={Boolean(fieldState.error)}
              search={search}
            />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
