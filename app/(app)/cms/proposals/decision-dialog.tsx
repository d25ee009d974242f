'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import { TextareaField } from '@/components/entity-form/fields';
import { FormDialog, refusalMessage } from '@/components/entity-form/form-dialog';
import { toast } from '@/components/ui/toast';
import type { ProposalStatus } from '@/lib/contract/enums';
import { sendProposalMove, type ProposalMove } from './proposal-actions';

/** Accept or decline, with the reason told to the author; accepting creates the commissioning. */
export function DecisionDialog({
  open,
  onOpenChange,
  move,
  to,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  move: ProposalMove;
  to: ProposalStatus;
}) {
  const router = useRouter();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const accepting = to === 'accepted';

  async function decide({ reason }: { reason: string }) {
    setRefusal(null);
    try {
      await sendProposalMove(move, to, reason);
    } catch (error) {
      setRefusal(
        refusalMessage(error, form, ['reason'], 'The server could not be reached; nothing changed.'),
      );
      return;
    }
    toast.success(accepting ? 'Accepted: its commissioning was created' : 'Declined');
    onOpenChange(false);
    router.refresh();
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={accepting ? 'Accept the proposal' : 'Decline the proposal'}
      description={
        accepting
          ? 'Its commissioning is created, as a proposal in the pipeline. The reason is told to the author.'
          : 'The reason is told to the author.'
      }
      refusal={refusal ? { title: 'Nothing changed', message: refusal } : null}
      submitLabel={accepting ? 'Accept' : 'Decline'}
      onSubmit={decide}
    >
      <TextareaField control={form.control} name="reason" label="Reason" />
    </FormDialog>
  );
}
