'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import { MoneyField, TextField } from '@/components/entity-form/fields';
import { FormDialog, refusalMessage } from '@/components/entity-form/form-dialog';
import { toast } from '@/components/ui/toast';
import { formatMoney } from '@/lib/format';
import { postToInvoice } from './invoice-actions';

interface PaymentForm {
  /** The invoice's, for the amount's field. */
  currency: string;
  amount: number | '';
  paidOn: string;
  reference: string;
}

/** Money received against the invoice; loaded when first opened. */
export function PaymentDialog({
  open,
  onOpenChange,
  invoiceId,
  version,
  owed,
  currency,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invoiceId: number;
  version: number;
  owed: number;
  currency: string;
}) {
  const router = useRouter();
  const form = useForm<PaymentForm>({
    defaultValues: { currency, amount: owed, paidOn: new Date().toISOString().slice(0, 10), reference: '' },
  });
  const [refusal, setRefusal] = React.useState<string | null>(null);

  async function send(values: PaymentForm) {
    setRefusal(null);
    try {
      await postToInvoice(invoiceId, 'payments', {
        amount: values.amount,
        paidOn: values.paidOn,
        reference: values.reference || null,
        version,
      });
    } catch (error) {
      setRefusal(
        refusalMessage(error, form, ['amount', 'paidOn', 'reference'], 'The server could not be reached.'),
      );
      return;
    }
    toast.success('The payment is recorded');
    onOpenChange(false);
    router.refresh();
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title="Record a payment"
      description={`${formatMoney(owed, currency)} is still owed.`}
      refusal={refusal ? { title: 'Not recorded', message: refusal } : null}
      submitLabel="Record the payment"
      onSubmit={send}
    >
      <MoneyField control={form.control} name="amount" label="Amount" currencyName="currency" />
      <TextField control={form.control} name="paidOn" label="Received on" type="date" required />
      <TextField
        control={form.control}
        name="reference"
        label="Reference"
        maxLength={100}
        placeholder="Bank reference"
      />
    </FormDialog>
  );
}
