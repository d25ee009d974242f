'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import { TextareaField } from '@/components/entity-form/fields';
import { FormDialog, refusalMessage } from '@/components/entity-form/form-dialog';
import { toast } from '@/components/ui/toast';
import { moveExpense } from './move-expense';

/** Rejecting an expense, with the reason the person who submitted it will read. */
export function RejectDialog({
  open,
  onOpenChange,
  expenseId,
  version,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  expenseId: number;
  version: number;
}) {
  const router = useRouter();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const [refusal, setRefusal] = React.useState<string | null>(null);

  async function reject({ reason }: { reason: string }) {
    setRefusal(null);
    try {
      await moveExpense(expenseId, { status: 'rejected', version, reason });
    } catch (error) {
      setRefusal(
        refusalMessage(error, form, ['reason'], 'The server could not be reached; nothing changed.'),
      );
      return;
    }
    toast.success('The expense was rejected');
    onOpenChange(false);
    router.refresh();
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title="Reject this expense?"
      description="It will not count in reports. Whoever submitted it can correct it and submit it again."
      refusal={refusal ? { title: 'The expense was not rejected', message: refusal } : null}
      submitLabel="Reject"
      onSubmit={reject}
    >
      <TextareaField control={form.control} name="reason" label="Reason" rows={3} />
    </FormDialog>
  );
}
