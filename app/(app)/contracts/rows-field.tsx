'use client';

import * as React from 'react';
import { PlusIcon, XIcon } from '@/components/icons';
import type { Control, FieldValues } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';

export type FormControlOf = Control<FieldValues, unknown, Record<string, unknown>>;

/** What the contract's form hands each rows field. */
export interface RowsWidgetProps {
  control: FormControlOf;
  label: string;
  /** Rows cannot be added or removed, only changed where their controls allow (a signed contract's terms). */
  fixed: boolean;
}

export interface RowsFieldProps<R> extends RowsWidgetProps {
  name: string;
  description?: React.ReactNode;
  /** What one row is called, for its buttons: "party", "instalment". */
  noun: string;
  /** A new row, for the Add button… */
  blank?: () => R;
  /** …or what adds one instead (a search for a contact), given the function that does. */
  adder?: (append: (row: R) => void) => React.ReactNode;
  /** Names a row for assistive technology and its remove button: "Ada Quill", "Instalment 2". */
  rowLabel: (row: R, index: number) => string;
  /** The row's controls, with the function that changes it. */
  row: (row: R, change: (patch: Partial<R>) => void, index: number) => React.ReactNode;
  /** Under the rows: a total, say. */
  footer?: (rows: readonly R[]) => React.ReactNode;
}

/**
 * Rows a record saves with itself (a contract's parties, instalments, royalty terms), edited in
 * place: one form value, the list. The API checks them with the record and its messages show under
 * the list, whichever row they are about.
 */
export function RowsField<R>({
  control,
  name,
  label,
  description,
  noun,
  blank,
  adder,
  rowLabel,
  row,
  fixed,
  footer,
}: RowsFieldProps<R>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const rows: R[] = Array.isArray(field.value) ? (field.value as R[]) : [];
        const append = (next: R) => field.onChange([...rows, next]);
        return (
          <FormItem>
            <FormLabel>{label}</FormLabel>
            <FormControl>
              <div ref={field.ref} tabIndex={-1} className="space-y-2 rounded-md outline-none">
                {rows.length === 0 ? <p className="text-sm text-muted-foreground">None yet.</p> : null}
                {rows.map((entry, index) => (
                  <div
                    key={index}
                    role="group"
                    aria-label={rowLabel(entry, index)}
                    className="relative flex flex-wrap items-end gap-3 rounded-md border p-3 pr-12"
                  >
                    {row(
                      entry,
                      (patch) => field.onChange(rows.map((r, at) => (at === index ? { ...r, ...patch } : r))),
                      index,
                    )}
                    {fixed ? null : (
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        className="absolute top-2 right-2"
                        onClick={() => field.onChange(rows.filter((_, at) => at !== index))}
                        aria-label={`Remove ${rowLabel(entry, index)}`}
                      >
                        <XIcon aria-hidden="true" />
                      </Button>
                    )}
                  </div>
                ))}
                {footer?.(rows)}
                {fixed ? null : blank ? (
                  <Button variant="outline" size="sm" onClick={() => append(blank())}>
                    <PlusIcon aria-hidden="true" />
                    Add {/^[aeiou]/i.test(noun) ? 'an' : 'a'} {noun}
                  </Button>
                ) : (
                  adder?.(append)
                )}
              </div>
            </FormControl>
            {description ? <FormDescription>{description}</FormDescription> : null}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
