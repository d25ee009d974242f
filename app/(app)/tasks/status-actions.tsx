'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { toastWriteFailure } from '@/components/entity-form/write-failure-toast';
import { TASK_MOVE_LABELS, TASK_MOVES } from '@/lib/areas/task-workflow';
import { fetchJson } from '@/lib/bff/fetch-json';
import { hasId, okOf } from '@/lib/bff/parser';
import type { TaskStatus } from '@/lib/contract/enums';

const movedTask = okOf(hasId('taskId'));

/** The task's next steps as buttons: start, finish, cancel, reopen. */
export function TaskStatusActions({
  taskId,
  status,
  version,
}: {
  taskId: number;
  status: TaskStatus;
  version: number;
}) {
  const router = useRouter();
  const [moving, setMoving] = React.useState<TaskStatus | null>(null);

  async function move(to: TaskStatus) {
    setMoving(to);
    try {
      await fetchJson(`/api/tasks/${taskId}/status`, movedTask, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: to, version }),
      });
      toast.success(to === 'done' ? 'Done' : to === 'cancelled' ? 'Cancelled' : 'Status changed');
      router.refresh();
    } catch (error) {
      toastWriteFailure('The status was not changed', error, () => router.refresh());
    } finally {
      setMoving(null);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="The task’s status">
      {TASK_MOVES[status].map((to) => (
        <Button
          key={to}
          variant={to === 'done' || to === 'in_progress' ? 'default' : 'outline'}
          disabled={moving !== null}
          onClick={() => void move(to)}
        >
          {moving === to ? <Spinner label="" /> : null}
          {TASK_MOVE_LABELS[status][to]}
        </Button>
      ))}
    </div>
  );
}
