'use client';

import * as React from 'react';
import { SearchIcon, XIcon } from '@/components/icons';
import { useFormContext } from 'react-hook-form';

import type { RecordSearch } from '@/components/area/record-picker';
import { SearchButton } from '@/components/area/search-button';
import { Button } from '@/components/ui/button';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, listOf } from '@/lib/bff/parser';
import type { FormControlOf } from '../contracts/rows-field';

interface CustomerAccount {
  contactId: number;
  name: string;
  email: string | null;
  country: string | null;
  address: string | null;
}

const orNull = (value: unknown) => value === null || typeof value === 'string';
const accounts = listOf(
  (value): value is CustomerAccount =>
    isRecord(value) &&
    Number.isInteger(value.contactId) &&
    typeof value.name === 'string' &&
    orNull(value.email) &&
    orNull(value.country) &&
    orNull(value.address),
);

/**
 * The contact the customer is kept as: found by name, organisation or email, it fills the order's
 * customer name, email, country and empty addresses, which stay editable.
 */
export function CustomerField({
  control,
  label,
  name: recordName,
}: {
  control: FormControlOf;
  label: string;
  /** The record's customer, when it has an account. */
  name: string | null;
}) {
  const form = useFormContext();
  const found = React.useRef(new Map<number, CustomerAccount>());
  const [picked, setPicked] = React.useState<{ id: number; name: string } | null>(null);
  const search: RecordSearch = {
    noun: 'customer',
    placeholder: 'Name, organisation or email',
    max: 1,
    async find(term, signal) {
      const answer = await fetchJson(`/api/orders/customers?${new URLSearchParams({ q: term })}`, accounts, {
        signal,
      });
      return answer.data.map((account) => {
        found.current.set(account.contactId, account);
        return { id: account.contactId, name: account.name, detail: account.email ?? account.country };
      });
    },
  };
  const fill = (account: CustomerAccount) => {
    const options = { shouldDirty: true };
    form.setValue('customerName', account.name, options);
    if (account.email) form.setValue('customerEmail', account.email, options);
    if (account.country) form.setValue('customerCountry', account.country, options);
    for (const address of ['shippingAddress', 'billingAddress'])
      if (account.address && !form.getValues(address)) form.setValue(address, account.address, options);
  };
  return (
    <FormField
      control={control}
      name="contactId"
      render={({ field }) => {
        const id = typeof field.value === 'number' ? field.value : 0;
        const name = picked?.id === id ? picked.name : id > 0 ? (recordName ?? `Contact ${id}`) : null;
        return (
          <FormItem>
            <FormLabel>{label}</FormLabel>
            <FormControl>
              <div ref={field.ref} tabIndex={-1} className="flex flex-wrap items-center gap-2 outline-none">
                <span className="text-sm" aria-live="polite">
                  {name ?? <span className="text-muted-foreground">None: a walk-in buyer.</span>}
                </span>
                <SearchButton
                  variant="outline"
                  size="sm"
                  source={search}
                  chosen={id > 0 ? [id] : []}
                  onPick={(account) => {
                    setPicked({ id: account.id, name: account.name });
                    field.onChange(account.id);
                    const details = found.current.get(account.id);
                    if (details) fill(details);
                  }}
                >
                  <SearchIcon aria-hidden="true" />
                  {id > 0 ? 'Change' : 'Choose a customer'}
                </SearchButton>
                {id > 0 ? (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label="No customer account"
                    onClick={() => field.onChange(null)}
                  >
                    <XIcon aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
            </FormControl>
            <FormDescription>Fills the name, email, country and addresses from the contact.</FormDescription>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
