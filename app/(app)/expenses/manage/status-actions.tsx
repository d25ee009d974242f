'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { toastWriteFailure } from '@/components/entity-form/write-failure-toast';
import { EXPENSE_DECISIONS, EXPENSE_MOVES, EXPENSE_MOVE_LABELS } from '@/lib/areas/expense-workflow';
import type { ExpenseStatus } from '@/lib/contract/enums';
import { moveExpense } from './move-expense';

const RejectDialog = lazyDialog(() => import('./reject-dialog').then((module) => module.RejectDialog));

const DONE: Record<ExpenseStatus, string> = {
  approved: 'The expense was approved',
  paid: 'The expense was marked paid',
  submitted: 'The expense was submitted again',
  rejected: 'The expense was rejected',
};

/** The approval's next steps from the expense's status; deciding needs the Approve right. */
export function ExpenseStatusActions({
  expenseId,
  status,
  version,
  canDecide,
}: {
  expenseId: number;
  status: ExpenseStatus;
  version: number;
  canDecide: boolean;
}) {
  const router = useRouter();
  const [moving, setMoving] = React.useState<ExpenseStatus | null>(null);
  const [rejecting, setRejecting] = React.useState(false);
  const moves = EXPENSE_MOVES[status].filter((to) => canDecide || !EXPENSE_DECISIONS.includes(to));

  async function move(to: ExpenseStatus) {
    setMoving(to);
    try {
      await moveExpense(expenseId, { status: to, version });
      toast.success(DONE[to]);
      router.refresh();
    } catch (error) {
      toastWriteFailure('The status was not changed', error, () => router.refresh());
    } finally {
      setMoving(null);
    }
  }

  if (moves.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Approval">
      {moves.map((to) => (
        <Button
          key={to}
          variant={to === 'rejected' ? 'outline' : 'default'}
          disabled={moving !== null}
          onClick={() => (to === 'rejected' ? setRejecting(true) : void move(to))}
        >
          {moving === to ? <Spinner label="" /> : null}
          {EXPENSE_MOVE_LABELS[to]}
        </Button>
      ))}
      <RejectDialog open={rejecting} onOpenChange={setRejecting} expenseId={expenseId} version={version} />
    </div>
  );
}
