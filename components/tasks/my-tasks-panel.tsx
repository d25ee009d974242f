import 'server-only';

import { Link } from '@/components/ui/link';

import { StatusBadge } from '@/components/detail-page/detail-header';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { CurrentUser } from '@/lib/contract/auth';
import { TASK_PRIORITY, TASK_STATUS, choiceTone } from '@/lib/contract/choices';
import { myTasksSchema, taskArea, type MyTasks } from '@/lib/areas/tasks';
import { formatDay } from '@/lib/format';
import { createLogger } from '@/lib/log';
import { upstreamCaller } from '@/lib/pages/context';
import { meetsGuard } from '@/lib/rights';
import { readAreaPath } from '@/lib/upstream/area';
import { cn } from '@/lib/utils';

const log = createLogger('web');

/** Started by the page before the dashboard's figures, so that the two reads overlap. */
export async function readMyTasks(user: CurrentUser): Promise<MyTasks | null> {
  if (!meetsGuard(user, taskArea.rights.view)) return null;
  try {
    return await readAreaPath(await upstreamCaller(), taskArea, 'mine', myTasksSchema);
  } catch (error) {
    // The dashboard's figures matter more: the panel says it could not read the tasks and the page goes on.
    log.warn({ err: error }, 'dashboard: my tasks failed');
    return null;
  }
}

/** "My tasks" on the dashboard: the signed-in member of staff's open tasks, due first (one indexed read). */
export async function MyTasksPanel({
  user,
  mine: reading,
}: {
  user: CurrentUser;
  mine: Promise<MyTasks | null>;
}) {
  if (!meetsGuard(user, taskArea.rights.view)) return null;
  const mine = await reading;
  const allHref = `${taskArea.hrefs.list}?assigneeId=${user.userId}&status=open,in_progress`;
  return (
    <Card aria-labelledby="my-tasks-title">
      <CardHeader>
        <CardTitle id="my-tasks-title" as="h2">
          My tasks
        </CardTitle>
        <CardDescription>Open tasks given to you, the soonest due first.</CardDescription>
        <CardAction>
          <Link href={allHref} className="text-sm font-medium underline underline-offset-4">
            All my tasks
          </Link>
        </CardAction>
      </CardHeader>
      <CardContent>
        {mine === null ? (
          <p className="text-sm text-muted-foreground">Your tasks could not be read just now.</p>
        ) : mine.tasks.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing to do: no open tasks are given to you.</p>
        ) : (
          <ul className="divide-y">
            {mine.tasks.map((task) => (
              <li key={task.taskId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <Link href={taskArea.hrefs.record(task.taskId)} className="font-medium hover:underline">
                  {task.title}
                </Link>
                <StatusBadge
                  label={TASK_STATUS.labels[task.status]}
                  tone={choiceTone(TASK_STATUS, task.status)}
                />
                {task.priority === 'high' || task.priority === 'urgent' ? (
                  <StatusBadge
                    label={TASK_PRIORITY.labels[task.priority]}
                    tone={choiceTone(TASK_PRIORITY, task.priority)}
                  />
                ) : null}
                <span
                  className={cn(
                    'ml-auto text-sm tabular-nums',
                    task.overdue ? 'font-medium text-destructive' : 'text-muted-foreground',
                  )}
                >
                  {task.dueDate
                    ? `${task.overdue ? 'Overdue, due' : 'Due'} ${formatDay(task.dueDate)}`
                    : 'No due date'}
                </span>
              </li>
            ))}
          </ul>
        )}
        {mine?.more ? (
          <p className="pt-2 text-sm text-muted-foreground">
            More open tasks are on{' '}
            <Link href={allHref} className="underline">
              your list
            </Link>
            .
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
