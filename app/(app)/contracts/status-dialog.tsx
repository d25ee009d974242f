'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import { TextField } from '@/components/entity-form/fields';
import { FormDialog, refusalMessage } from '@/components/entity-form/form-dialog';
import { toast } from '@/components/ui/toast';
import { contractStatusLabel } from '@/lib/areas/contract-workflow';
import { fetchJson } from '@/lib/bff/fetch-json';
import { hasId, okOf } from '@/lib/bff/parser';
import type { ContractStatus } from '@/lib/contract/enums';
import { MOVE_LABELS, MOVE_MEANINGS } from './status-moves';

const movedContract = okOf(hasId('contractId'));

/** One move of the contract's life, dated (today unless said otherwise); loaded when first opened. */
export function StatusDialog({
  open,
  onOpenChange,
  contractId,
  move,
  version,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contractId: number;
  move: ContractStatus;
  version: number;
}) {
  const router = useRouter();
  const form = useForm<{ date: string }>({ defaultValues: { date: new Date().toISOString().slice(0, 10) } });
  const [refusal, setRefusal] = React.useState<string | null>(null);

  async function send({ date }: { date: string }) {
    setRefusal(null);
    try {
      await fetchJson(`/api/contracts/${contractId}/status`, movedContract, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: move, date: date || undefined, version }),
      });
    } catch (error) {
      // The move's own message names the problem; the date's goes beside it too.
      setRefusal(
        refusalMessage(error, form, ['date'], 'The server could not be reached; the status was not changed.'),
      );
      return;
    }
    toast.success(`The contract is now ${contractStatusLabel(move).toLowerCase()}`);
    onOpenChange(false);
    router.refresh();
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={MOVE_LABELS[move]}
      description={MOVE_MEANINGS[move]}
      refusal={refusal ? { title: 'Not changed', message: refusal } : null}
      submitLabel={MOVE_LABELS[move]}
      onSubmit={send}
    >
      <TextField
        control={form.control}
        name="date"
        label="Took effect on"
        type="date"
        description="The day it happened, which may be before today; never after."
      />
    </FormDialog>
  );
}
