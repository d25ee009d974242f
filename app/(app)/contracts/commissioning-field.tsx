'use client';

import * as React from 'react';
import { SearchIcon } from 'lucide-react';

import type { RecordSearch } from '@/components/area/record-picker';
import { SearchButton } from '@/components/area/search-button';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, listOf } from '@/lib/bff/parser';
import { COMMISSIONING_STATUS, choiceLabel } from '@/lib/contract/choices';
import type { FormControlOf } from './rows-field';

const commissioningMatches = listOf(
  (value): value is { commissioningId: number; commissioningTitle: string; status: string } =>
    isRecord(value) &&
    Number.isInteger(value.commissioningId) &&
    typeof value.commissioningTitle === 'string' &&
    typeof value.status === 'string',
);

const commissioningSearch: RecordSearch = {
  noun: 'commissioning',
  placeholder: 'Title of the book',
  max: 1,
  async find(term, signal) {
    const query = new URLSearchParams({ q: term, pageSize: '8' });
    const answer = await fetchJson(`/api/commissionings?${query}`, commissioningMatches, { signal });
    return answer.data.map((found) => ({
      id: found.commissioningId,
      name: found.commissioningTitle,
      detail: choiceLabel(COMMISSIONING_STATUS, found.status),
    }));
  },
};

/** The commissioning the contract comes from: one, found by its title. */
export function CommissioningField({
  control,
  label,
  title,
}: {
  control: FormControlOf;
  label: string;
  /** The record's commissioning, by title. */
  title: string | null;
}) {
  const [picked, setPicked] = React.useState<{ id: number; name: string } | null>(null);
  return (
    <FormField
      control={control}
      name="commissioningId"
      render={({ field }) => {
        const id = typeof field.value === 'number' ? field.value : 0;
        const name = picked?.id === id ? picked.name : id > 0 ? (title ?? `Commissioning ${id}`) : null;
        return (
          <FormItem>
            <FormLabel>
              {label}
              <span aria-hidden="true">*</span>
            </FormLabel>
            <FormControl>
              <div
                ref={field.ref}
                tabIndex={-1}
                className="flex flex-wrap items-center gap-3 rounded-md outline-none"
              >
                <span className="text-sm" aria-live="polite">
                  {name ?? <span className="text-muted-foreground">None chosen yet.</span>}
                </span>
                <SearchButton
                  variant="outline"
                  size="sm"
                  source={commissioningSearch}
                  chosen={id > 0 ? [id] : []}
                  onPick={(found) => {
                    setPicked({ id: found.id, name: found.name });
                    field.onChange(found.id);
                  }}
                >
                  <SearchIcon aria-hidden="true" />
                  {id > 0 ? 'Change' : 'Choose the commissioning'}
                </SearchButton>
              </div>
            </FormControl>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
