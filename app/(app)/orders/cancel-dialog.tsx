'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import { TextField } from '@/components/entity-form/fields';
import { FormDialog, refusalMessage } from '@/components/entity-form/form-dialog';
import { toast } from '@/components/ui/toast';
import { fetchJson } from '@/lib/bff/fetch-json';
import { movedOrder } from './order-actions';

/** Cancelling an order, with the reason it keeps; loaded when first opened. */
export function CancelDialog({
  open,
  onOpenChange,
  orderId,
  version,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderId: number;
  version: number;
}) {
  const router = useRouter();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const [refusal, setRefusal] = React.useState<string | null>(null);

  async function send({ reason }: { reason: string }) {
    setRefusal(null);
    try {
      await fetchJson(`/api/orders/${orderId}/status`, movedOrder, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'cancelled', reason: reason || undefined, version }),
      });
    } catch (error) {
      setRefusal(
        refusalMessage(
          error,
          form,
          ['reason'],
          'The server could not be reached; the order was not cancelled.',
        ),
      );
      return;
    }
    toast.success('The order is cancelled');
    onOpenChange(false);
    router.refresh();
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title="Cancel this order?"
      description="A cancelled order sold nothing: royalties and figures leave it out. This cannot be undone."
      refusal={refusal ? { title: 'Not cancelled', message: refusal } : null}
      submitLabel="Cancel order"
      onSubmit={send}
    >
      <TextField control={form.control} name="reason" label="Reason" required maxLength={500} />
    </FormDialog>
  );
}
