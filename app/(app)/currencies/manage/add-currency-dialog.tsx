'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import { NumberField, TextField } from '@/components/entity-form/fields';
import { FormDialog, refusalMessage } from '@/components/entity-form/form-dialog';
import { toast } from '@/components/ui/toast';
import { fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, okOf } from '@/lib/bff/parser';
import type { CurrencyInput } from '@/lib/contract/exchange-rates';

const added = okOf((value): value is { code: string } => isRecord(value) && typeof value.code === 'string');

type Values = Omit<CurrencyInput, 'minorUnits'> & { minorUnits: number | '' };

/** A currency the firm starts keeping; the API checks the code and that it is not kept already. */
export function AddCurrencyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const router = useRouter();
  const form = useForm<Values>({ defaultValues: { code: '', name: '', symbol: '', minorUnits: 2 } });
  const [refusal, setRefusal] = React.useState<string | null>(null);

  async function add(values: Values) {
    setRefusal(null);
    let code: string;
    try {
      const answer = await fetchJson('/api/exchange-rates/currencies', added, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
      code = answer.data.code;
    } catch (error) {
      setRefusal(
        refusalMessage(
          error,
          form,
          ['code', 'name', 'symbol', 'minorUnits'],
          'The server could not be reached; the currency was not added.',
        ),
      );
      return;
    }
    toast.success(`${code} is kept from now on: its rates can be entered and imported`);
    onOpenChange(false);
    router.refresh();
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title="Add a currency"
      description="An ISO 4217 currency the firm trades in. Its rates can then be entered by hand or imported from the ECB’s file."
      refusal={refusal ? { title: 'The currency was not added', message: refusal } : null}
      submitLabel="Add currency"
      onSubmit={add}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="code" label="Code" required />
        <TextField control={form.control} name="name" label="Name" required />
        <TextField control={form.control} name="symbol" label="Symbol" required />
        <NumberField control={form.control} name="minorUnits" label="Minor units" min={0} step={1} />
      </div>
    </FormDialog>
  );
}
