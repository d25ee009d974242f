'use client';

import type { Control, FieldValues } from 'react-hook-form';

import { RecordPicker, type RecordSearch } from '@/components/area/record-picker';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, okOf } from '@/lib/bff/parser';

export type LinkKind = 'contact' | 'publication' | 'contract';

const links = okOf(
  (value): value is { id: number; name: string; detail: string }[] =>
    Array.isArray(value) &&
    value.every(
      (entry) =>
        isRecord(entry) &&
        Number.isInteger(entry.id) &&
        typeof entry.name === 'string' &&
        typeof entry.detail === 'string',
    ),
);

const PLACEHOLDERS: Record<LinkKind, string> = {
  contact: 'Name, organisation or email',
  publication: 'Title or ISBN',
  contract: 'Contract reference',
};

function searchOf(kind: LinkKind): RecordSearch {
  return {
    noun: kind,
    placeholder: PLACEHOLDERS[kind],
    max: 1,
    listLabel: `Chosen ${kind}`,
    async find(term, signal) {
      const query = new URLSearchParams({ kind, q: term });
      const answer = await fetchJson(`/api/expenses/links?${query}`, links, { signal });
      return answer.data;
    },
  };
}

/** One record an expense names (its supplier as a contact, its publication, its contract), or none. */
export function LinkField({
  control,
  name,
  kind,
  label,
  description,
  current,
}: {
  control: Control<FieldValues>;
  name: string;
  kind: LinkKind;
  label: string;
  description: string;
  /** The record's linked one, by name. */
  current: { id: number | null; name: string | null };
}) {
  const names = new Map(current.id !== null && current.name ? [[current.id, current.name]] : []);
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <RecordPicker
              value={typeof field.value === 'number' && field.value > 0 ? [field.value] : []}
              names={names}
              onChange={(ids) => field.onChange(ids.at(-1) ?? null)}
              onBlur={field.onBlur}
              triggerRef={field.ref}
              invalid={Boolean(fieldState.error)}
              search={searchOf(kind)}
            />
          </FormControl>
          <FormDescription>{description}</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
