'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import { MoneyField, SelectField, TextField, type Option } from '@/components/entity-form/fields';
import { FormDialog, refusalMessage } from '@/components/entity-form/form-dialog';
import { toast } from '@/components/ui/toast';
import { fetchJson } from '@/lib/bff/fetch-json';
import { hasId, okOf } from '@/lib/bff/parser';
import type { SubsidiaryIncome } from '@/lib/contract/subsidiary-income';

const savedIncome = okOf(hasId('incomeId'));

type IncomeForm = Pick<SubsidiaryIncome, 'right' | 'licensee' | 'receivedDate' | 'currency'> & {
  amount: number | '';
};

const FIELDS = ['right', 'licensee', 'receivedDate', 'amount', 'currency'] as const;

/**
 * Records a licence's income, or corrects it (`income` given): the API checks the right, the currency
 * and the day, and its refusal shows in its own words beside the fields.
 */
export function LicenceIncomeDialog({
  open,
  onOpenChange,
  contractId,
  currency,
  rights,
  income,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contractId: number;
  /** The contract's, proposed for new income. */
  currency: string;
  /** The subsidiary rights the contract shares. */
  rights: readonly Option[];
  income?: SubsidiaryIncome;
}) {
  const router = useRouter();
  const form = useForm<IncomeForm>({
    defaultValues: income ?? {
      right: rights.length === 1 ? (rights[0]?.value as IncomeForm['right']) : undefined,
      licensee: '',
      receivedDate: '',
      amount: '',
      currency,
    },
  });
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const base = `/api/contracts/${contractId}/subsidiary-income`;

  async function save(values: IncomeForm) {
    setRefusal(null);
    try {
      await fetchJson(income ? `${base}/${income.incomeId}` : base, savedIncome, {
        method: income ? 'PUT' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(income ? { ...values, version: income.version } : values),
      });
    } catch (error) {
      setRefusal(
        refusalMessage(error, form, FIELDS, 'The server could not be reached; the income was not saved.'),
      );
      return;
    }
    toast.success(income ? 'The income was corrected' : 'The income was recorded');
    onOpenChange(false);
    router.refresh();
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={income ? 'Correct licence income' : 'Record licence income'}
      description="What the publisher received for a licence. The next royalty run gives the author the contract’s share of it, converted at the period’s rate."
      refusal={refusal ? { title: 'The income was not saved', message: refusal } : null}
      submitLabel={income ? 'Save' : 'Record income'}
      onSubmit={save}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField control={form.control} name="right" label="Right" options={rights} />
        <TextField
          control={form.control}
          name="licensee"
          label="Licensee"
          placeholder="Hanser (German translation)"
          maxLength={200}
          required
        />
        <TextField control={form.control} name="receivedDate" label="Received" type="date" required />
        <TextField control={form.control} name="currency" label="Currency" maxLength={3} required />
        <MoneyField control={form.control} name="amount" label="Amount" currencyName="currency" />
      </div>
    </FormDialog>
  );
}
