'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { ConfirmDialog } from '@/components/entity-form/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { deletedRecord, hasId, okOf, type Parser } from '@/lib/bff/parser';
import type { RoyaltyRunStatus } from '@/lib/contract/enums';
import { RUNS_HREF } from './links';

export type RunAction = 'approve' | 'lock' | 'delete';

const movedRun = okOf(hasId('runId'));

/** Each action's button, the run it asks about, what it means and what it did; none can be undone. */
const ACTIONS: Record<RunAction, { label: string; which: string; meaning: string; done: string }> = {
  approve: {
    label: 'Approve',
    which: 'run',
    meaning:
      'Its figures are checked and agreed. An approved run is no longer deleted: it is locked next, and corrections go in the next period.',
    done: 'approved',
  },
  lock: {
    label: 'Lock',
    which: 'run',
    meaning:
      'A locked run never changes again: its statements are sent and paid, and the next period can be run.',
    done: 'locked',
  },
  delete: {
    label: 'Delete',
    which: 'draft run',
    meaning: 'Its statements go with it; the period can then be run again.',
    done: 'deleted',
  },
};

/** The call an action makes: a move along the run's life, or the delete. */
const requestOf = (
  action: RunAction,
  runId: number,
): { url: string; method: string; answer: Parser<unknown> } =>
  action === 'delete'
    ? { url: `/api/royalty-runs/${runId}`, method: 'DELETE', answer: deletedRecord }
    : { url: `/api/royalty-runs/${runId}/${action}`, method: 'POST', answer: movedRun };

/**
 * A run's next steps as buttons, each confirmed first: the page gives only those its status allows and
 * the user's rights reach. After a delete the runs' list shows (`leaveOnDelete`) or refreshes.
 */
export function RunActions({
  runId,
  period,
  actions,
  status,
  leaveOnDelete = false,
  size = 'default',
}: {
  runId: number;
  status: RoyaltyRunStatus;
  /** The run's period as it reads: "1 Jan 2025 – 30 Jun 2025". */
  period: string;
  actions: readonly RunAction[];
  leaveOnDelete?: boolean;
  size?: 'default' | 'sm';
}) {
  const router = useRouter();
  // The action asked about; kept while the dialog closes so that its words do not change.
  const [asking, setAsking] = React.useState<{ action: RunAction; open: boolean }>({
    action: actions[0] ?? 'delete',
    open: false,
  });
  const words = {
    ...ACTIONS[asking.action],
    // A failed run is deleted too, and is named as what it is.
    ...(asking.action === 'delete' && status === 'failed' ? { which: 'failed run' } : {}),
  };

  async function run(): Promise<boolean> {
    const { url, method, answer } = requestOf(asking.action, runId);
    try {
      await fetchJson(url, answer, { method });
    } catch (error) {
      toast.error('The run was not changed', {
        description: error instanceof ApiError ? error.message : 'The server could not be reached.',
      });
      return false;
    }
    toast.success(`The ${words.which} of ${period} was ${words.done}`);
    if (asking.action === 'delete' && leaveOnDelete) router.push(RUNS_HREF);
    else router.refresh();
    return true;
  }

  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={`The run of ${period}`}>
      {actions.map((action) => (
        <Button
          key={action}
          size={size}
          variant={action === 'delete' ? 'outline' : 'default'}
          onClick={() => setAsking({ action, open: true })}
        >
          {ACTIONS[action].label}
        </Button>
      ))}
      <ConfirmDialog
        open={asking.open}
        onOpenChange={(open) => setAsking((last) => ({ ...last, open }))}
        title={`${words.label} the ${words.which} of ${period}?`}
        description={words.meaning}
        confirmLabel={words.label}
        onConfirm={run}
      />
    </div>
  );
}
