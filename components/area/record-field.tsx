'use client';

import * as React from 'react';
import { SearchIcon } from '@/components/icons';
import type { Control, FieldValues } from 'react-hook-form';

import type { RecordSearch } from '@/components/area/record-picker';
import { SearchButton } from '@/components/area/search-button';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';

/**
 * One linked record a form requires (a contract's commissioning, a praise's publication), shown by
 * name and chosen by searching: the form value is its id, 0 until chosen.
 */
export function RecordField({
  control,
  name,
  label,
  current,
  search,
  choose,
}: {
  control: Control<FieldValues, unknown, Record<string, unknown>>;
  name: string;
  label: string;
  /** The record's linked record, by name. */
  current: string | null;
  search: RecordSearch;
  /** The button's text while nothing is chosen: "Choose the commissioning". */
  choose: string;
}) {
  const [picked, setPicked] = React.useState<{ id: number; name: string } | null>(null);
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const id = typeof field.value === 'number' ? field.value : 0;
        const fallback = `${search.noun.charAt(0).toUpperCase()}${search.noun.slice(1)} ${id}`;
        const shown = picked?.id === id ? picked.name : id > 0 ? (current ?? fallback) : null;
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
                  {shown ?? <span className="text-muted-foreground">None chosen yet.</span>}
                </span>
                <SearchButton
                  variant="outline"
                  size="sm"
                  source={search}
                  chosen={id > 0 ? [id] : []}
                  onPick={(found) => {
                    setPicked({ id: found.id, name: found.name });
                    field.onChange(found.id);
                  }}
                >
                  <SearchIcon aria-hidden="true" />
                  {id > 0 ? 'Change' : choose}
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
