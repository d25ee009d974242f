'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { PencilIcon, PlusIcon, Trash2Icon } from '@/components/icons';

import { ConfirmDialog } from '@/components/entity-form/confirm-dialog';
import type { Option } from '@/components/entity-form/fields';
import { Button } from '@/components/ui/button';
import { DialogButton } from '@/components/ui/dialog-button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { deletedRecord } from '@/lib/bff/parser';
import type { SubsidiaryIncome } from '@/lib/contract/subsidiary-income';

const LicenceIncomeDialog = lazyDialog(() =>
  import('./licence-income-dialog').then((module) => module.LicenceIncomeDialog),
);

interface IncomeContext {
  contractId: number;
  currency: string;
  rights: readonly Option[];
}

/** A button that opens the income dialog, with a fresh form on each opening. */
function IncomeDialogButton({
  context,
  income,
  ...button
}: { context: IncomeContext; income?: SubsidiaryIncome } & Omit<
  React.ComponentProps<typeof DialogButton>,
  'dialog'
>) {
  return (
    <DialogButton
      {...button}
      dialog={(state) => <LicenceIncomeDialog {...state} {...context} income={income} />}
    />
  );
}

export function RecordIncome(context: IncomeContext) {
  return (
    <IncomeDialogButton context={context}>
      <PlusIcon aria-hidden="true" />
      Record income
    </IncomeDialogButton>
  );
}

/** Correct or delete income no run has counted yet. */
export function IncomeRowActions({ income, ...context }: IncomeContext & { income: SubsidiaryIncome }) {
  const router = useRouter();
  const [asking, setAsking] = React.useState(false);
  const what = `${income.licensee}, ${income.receivedDate}`;

  async function remove(): Promise<boolean> {
    try {
      await fetchJson(
        `/api/contracts/${context.contractId}/subsidiary-income/${income.incomeId}`,
        deletedRecord,
        {
          method: 'DELETE',
        },
      );
    } catch (error) {
      toast.error('The income was not deleted', {
        description: error instanceof ApiError ? error.message : 'The server could not be reached.',
      });
      return false;
    }
    toast.success('The income was deleted');
    router.refresh();
    return true;
  }

  return (
    <div className="flex justify-end gap-1">
      <IncomeDialogButton
        context={context}
        income={income}
        variant="ghost"
        size="icon-sm"
        aria-label={`Correct ${what}`}
      >
        <PencilIcon aria-hidden="true" />
      </IncomeDialogButton>
      <Button variant="ghost" size="icon-sm" aria-label={`Delete ${what}`} onClick={() => setAsking(true)}>
        <Trash2Icon aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Delete this income?"
        description={`${what}: recorded by mistake, it goes for good.`}
        confirmLabel="Delete"
        onConfirm={remove}
      />
    </div>
  );
}
