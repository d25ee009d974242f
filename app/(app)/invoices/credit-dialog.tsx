'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import { NumberField, TextField } from '@/components/entity-form/fields';
import { FormDialog, refusalMessage } from '@/components/entity-form/form-dialog';
import { toast } from '@/components/ui/toast';
import { postToInvoice } from './invoice-actions';

/** A line that can still be credited: what it bills, how many, and how many are credited already. */
export interface CreditableLine {
  lineId: number;
  description: string;
  quantity: number;
  creditedQuantity: number;
}

type CreditForm = { reason: string } & Record<`line${number}`, number | ''>;

/** A credit note for quantities of the invoice's lines, with its reason; loaded when first opened. */
export function CreditDialog({
  open,
  onOpenChange,
  invoiceId,
  version,
  lines,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invoiceId: number;
  version: number;
  lines: readonly CreditableLine[];
}) {
  const router = useRouter();
  const form = useForm<CreditForm>({ defaultValues: { reason: '' } as CreditForm });
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const creditable = lines.filter((line) => line.creditedQuantity < line.quantity);

  async function send(values: CreditForm) {
    setRefusal(null);
    const credited = creditable
      .map((line) => ({ lineId: line.lineId, quantity: values[`line${line.lineId}`] }))
      .filter(
        (line): line is { lineId: number; quantity: number } =>
          typeof line.quantity === 'number' && line.quantity > 0,
      );
    try {
      await postToInvoice(invoiceId, 'credit-notes', { lines: credited, reason: values.reason, version });
    } catch (error) {
      setRefusal(
        refusalMessage(error, form, ['reason'], 'The server could not be reached; nothing was credited.'),
      );
      return;
    }
    toast.success('The credit note is made');
    onOpenChange(false);
    router.refresh();
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title="Credit lines"
      description="A numbered credit note takes these quantities off the invoice at the rates they were issued with."
      refusal={refusal ? { title: 'Not credited', message: refusal } : null}
      submitLabel="Make the credit note"
      onSubmit={send}
    >
      {creditable.map((line) => (
        <NumberField
          key={line.lineId}
          control={form.control}
          name={`line${line.lineId}`}
          label={line.description}
          min={0}
          description={`${line.quantity} invoiced, ${line.creditedQuantity} credited already`}
        />
      ))}
      <TextField control={form.control} name="reason" label="Reason" required maxLength={300} />
    </FormDialog>
  );
}
