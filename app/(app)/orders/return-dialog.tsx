'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import { NumberField, TextField } from '@/components/entity-form/fields';
import { FormDialog, refusalMessage } from '@/components/entity-form/form-dialog';
import { toast } from '@/components/ui/toast';
import { fetchJson } from '@/lib/bff/fetch-json';
import { movedOrder } from './order-actions';

/** A line copies can come back against: its name, what was ordered and what came back already. */
export interface ReturnableLine {
  lineId: number;
  name: string;
  quantity: number;
  returnedQuantity: number;
}

type ReturnForm = { returnDate: string; reason: string } & Record<`line${number}`, number | ''>;

/** Copies that came back against the order's lines, on a day, with a reason; loaded when first opened. */
export function ReturnDialog({
  open,
  onOpenChange,
  orderId,
  version,
  lines,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderId: number;
  version: number;
  lines: readonly ReturnableLine[];
}) {
  const router = useRouter();
  const form = useForm<ReturnForm>({
    defaultValues: { returnDate: new Date().toISOString().slice(0, 10), reason: '' } as ReturnForm,
  });
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const returnable = lines.filter((line) => line.returnedQuantity < line.quantity);

  async function send(values: ReturnForm) {
    setRefusal(null);
    const back = returnable
      .map((line) => ({ lineId: line.lineId, quantity: values[`line${line.lineId}`] }))
      .filter(
        (line): line is { lineId: number; quantity: number } =>
          typeof line.quantity === 'number' && line.quantity > 0,
      );
    try {
      await fetchJson(`/api/orders/${orderId}/returns`, movedOrder, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          returnDate: values.returnDate,
          lines: back,
          reason: values.reason || null,
          version,
        }),
      });
    } catch (error) {
      setRefusal(
        refusalMessage(
          error,
          form,
          ['returnDate', 'reason'],
          'The server could not be reached; nothing was recorded.',
        ),
      );
      return;
    }
    const copies = back.reduce((total, line) => total + line.quantity, 0);
    toast.success(`${copies} ${copies === 1 ? 'copy' : 'copies'} recorded as returned`);
    onOpenChange(false);
    router.refresh();
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title="Record a return"
      description="Copies that came back against this order. The next royalty run debits them."
      refusal={refusal ? { title: 'Not recorded', message: refusal } : null}
      submitLabel="Record the return"
      onSubmit={send}
    >
      {returnable.map((line) => (
        <NumberField
          key={line.lineId}
          control={form.control}
          name={`line${line.lineId}`}
          label={line.name}
          min={0}
          description={`${line.quantity} ordered, ${line.returnedQuantity} returned already`}
        />
      ))}
      <TextField control={form.control} name="returnDate" label="Came back on" type="date" required />
      <TextField
        control={form.control}
        name="reason"
        label="Reason"
        maxLength={500}
        placeholder="Unsold stock"
      />
    </FormDialog>
  );
}
