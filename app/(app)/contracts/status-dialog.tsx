'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import { TextField } from '@/components/entity-form/fields';
import { FormFailure } from '@/components/entity-form/form-failure';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { contractStatusLabel } from '@/lib/areas/contract-workflow';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { hasId, okOf } from '@/lib/bff/parser';
import type { ContractStatus } from '@/lib/contract/enums';
import { showFieldErrors } from '@/lib/forms/field-errors';
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
  const saving = form.formState.isSubmitting;

  async function send({ date }: { date: string }) {
    setRefusal(null);
    try {
      await fetchJson(`/api/contracts/${contractId}/status`, movedContract, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: move, date: date || undefined, version }),
      });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setRefusal('The server could not be reached; the status was not changed.');
        return;
      }
      const messages = Object.fromEntries((error.issues ?? []).map((issue) => [issue.path, issue.message]));
      // The move's own message names the problem; the date's goes beside it too.
      showFieldErrors(form.setError, ['date'], messages);
      setRefusal(error.message);
      return;
    }
    toast.success(`The contract is now ${contractStatusLabel(move).toLowerCase()}`);
    onOpenChange(false);
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (saving ? undefined : onOpenChange(next))}>
      <DialogContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(send)} noValidate className="space-y-4">
            <DialogHeader>
              <DialogTitle>{MOVE_LABELS[move]}</DialogTitle>
              <DialogDescription>{MOVE_MEANINGS[move]}</DialogDescription>
            </DialogHeader>
            {refusal ? <FormFailure title="Not changed" message={refusal} /> : null}
            <TextField
              control={form.control}
              name="date"
              label="Took effect on"
              type="date"
              description="The day it happened, which may be before today; never after."
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" disabled={saving}>
                {saving ? <Spinner label="" /> : null}
                {MOVE_LABELS[move]}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
