'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import { TextField } from '@/components/entity-form/fields';
import { FormDialog, refusalMessage } from '@/components/entity-form/form-dialog';
import { toast } from '@/components/ui/toast';
import { fetchJson } from '@/lib/bff/fetch-json';
import { hasId, okOf } from '@/lib/bff/parser';
import type { RoyaltyPeriodDates } from '@/lib/royalties/periods';
import { periodText } from '@/lib/royalties/statement-layout';
import { runHref } from './links';

const createdRun = okOf(hasId('runId'));

/**
 * The period of a new run, the proposed one filled in. The API checks it (over, after the last run,
 * that run locked) and its refusal is shown as it words it; a run made opens at once.
 */
export function CreateRunDialog({
  open,
  onOpenChange,
  period,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  period: RoyaltyPeriodDates;
}) {
  const router = useRouter();
  const form = useForm<RoyaltyPeriodDates>({ defaultValues: period });
  const [refusal, setRefusal] = React.useState<string | null>(null);

  async function create(values: RoyaltyPeriodDates) {
    setRefusal(null);
    let runId: number;
    try {
      const answer = await fetchJson('/api/royalty-runs', createdRun, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
      runId = Number(answer.data.runId);
    } catch (error) {
      setRefusal(
        refusalMessage(
          error,
          form,
          ['periodStart', 'periodEnd'],
          'The server could not be reached; no run was created.',
        ),
      );
      return;
    }
    toast.success(`The run of ${periodText(values)} was started: its statements are being calculated`);
    onOpenChange(false);
    router.push(runHref(runId));
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title="Create a royalty run"
      description="A statement for every payee of every contract signed by the period’s end, from the sales and returns recorded. Runs follow one another: a period is run once it is over, after the last run is locked."
      refusal={refusal ? { title: 'No run was created', message: refusal } : null}
      submitLabel="Create run"
      onSubmit={create}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="periodStart" label="First day" type="date" required />
        <TextField control={form.control} name="periodEnd" label="Last day" type="date" required />
      </div>
    </FormDialog>
  );
}
