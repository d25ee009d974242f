'use client';

import * as React from 'react';
import { Link } from '@/components/ui/link';
import { ListTodoIcon } from '@/components/icons';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { hasId, okOf } from '@/lib/bff/parser';

const madeTask = okOf(hasId('taskId'));

/**
 * "Create task": one click makes a task, given to the user and due in a week, and the button becomes the
 * way to it. Of a check's finding (or, without `findingId`, the whole check) through `tasks/from-check`,
 * or any other task the page words itself through `tasks`.
 */
export function CreateTaskButton({
  request,
  label,
}: {
  request:
    | { path: '/api/tasks/from-check'; body: { checkId: number; findingId?: number } }
    | { path: '/api/tasks'; body: object };
  /** What the task is of, for screen readers: "record 12", "this check". */
  label: string;
}) {
  const [state, setState] = React.useState<'idle' | 'making' | number>('idle');

  async function make() {
    setState('making');
    try {
      const answer = await fetchJson(request.path, madeTask, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request.body),
      });
      const taskId = Number(answer.data.taskId);
      setState(taskId);
      toast.success(`Task ${taskId} created`, { description: 'It is on your list, due in a week.' });
    } catch (error) {
      setState('idle');
      toast.error('No task was created', {
        description: error instanceof ApiError ? error.message : 'The server could not be reached.',
      });
    }
  }

  if (typeof state === 'number')
    return (
      <Button asChild variant="link" size="sm">
        <Link href={`/tasks/${state}`}>Task {state}</Link>
      </Button>
    );
  return (
    <Button variant="outline" size="sm" disabled={state === 'making'} onClick={() => void make()}>
      {state === 'making' ? <Spinner label="" /> : <ListTodoIcon aria-hidden="true" />}
      Create task
      <span className="sr-only"> for {label}</span>
    </Button>
  );
}
