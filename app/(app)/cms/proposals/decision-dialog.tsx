'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import { SelectField, TextareaField } from '@/components/entity-form/fields';
import { FormDialog, refusalMessage } from '@/components/entity-form/form-dialog';
import { toast } from '@/components/ui/toast';
import { proposalEditorSchema, type ProposalEditor } from '@/lib/areas/proposals';
import { fetchJson } from '@/lib/bff/fetch-json';
import { okEnvelope } from '@/lib/contract/envelope';
import type { ProposalStatus } from '@/lib/contract/enums';
import { sendProposalMove, type ProposalMove } from './proposal-actions';

// Loaded with the dialog, on first use: the contract's own schema may parse here.
const editorsAnswer = okEnvelope(proposalEditorSchema.array());

/** The active commissioning editors, or why they could not be read. */
function useEditors(wanted: boolean): ProposalEditor[] | string | null {
  const [editors, setEditors] = React.useState<ProposalEditor[] | string | null>(null);
  React.useEffect(() => {
    if (!wanted) return;
    fetchJson('/api/proposals/editors', editorsAnswer).then(
      (answer) => setEditors(answer.data),
      () => setEditors('The commissioning editors could not be read; try again.'),
    );
  }, [wanted]);
  return editors;
}

type Decision = { reason: string; editorId: number | null };

/**
 * Accept or decline, with the reason told to the author; accepting creates the commissioning, given
 * to the commissioning editor chosen here.
 */
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
  const form = useForm<Decision>({ defaultValues: { reason: '', editorId: null } });
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const accepting = to === 'accepted';
  const editors = useEditors(accepting && open);

  async function decide({ reason, editorId }: Decision) {
    setRefusal(null);
    if (accepting && !editorId) {
      form.setError('editorId', { message: 'Choose the commissioning editor' });
      return;
    }
    try {
      await sendProposalMove(move, to, reason, accepting ? (editorId ?? undefined) : undefined);
    } catch (error) {
      setRefusal(
        refusalMessage(
          error,
          form,
          ['reason', 'editorId'],
          'The server could not be reached; nothing changed.',
        ),
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
          ? 'Its commissioning is created, as a proposal in the pipeline, for the editor chosen. The reason is told to the author.'
          : 'The reason is told to the author.'
      }
      refusal={refusal ? { title: 'Nothing changed', message: refusal } : null}
      submitLabel={accepting ? 'Accept' : 'Decline'}
      onSubmit={decide}
    >
      {accepting ? (
        typeof editors === 'string' ? (
          <p role="alert" className="text-sm text-destructive">
            {editors}
          </p>
        ) : (
          <SelectField
            control={form.control}
            name="editorId"
            label="Commissioning editor"
            description="Who takes the book on; its commissioning is theirs."
            numeric
            placeholder={editors ? 'Choose…' : 'Loading the editors…'}
            options={(editors ?? []).map((editor) => ({ value: String(editor.userId), label: editor.name }))}
          />
        )
      ) : null}
      <TextareaField control={form.control} name="reason" label="Reason" />
    </FormDialog>
  );
}
