import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';

import { areaRecordPage } from '@/components/area/area-record-page';
import { taskArea, type Task } from '@/lib/areas/tasks';
import { taskRecordHref } from '@/lib/areas/task-workflow';
import { formatDay } from '@/lib/format';
import { meetsGuard } from '@/lib/rights';
import { loadTaskPeople } from '../assignees';
import { TaskForm } from '../form';
import { TaskStatusActions } from '../status-actions';

export const metadata: Metadata = { title: 'Task' };

const read = (row: Record<string, unknown>) => row as Task;

/** Who does it, by when, and what it is about, each a link where it has a page. */
function facts(task: Task) {
  return [
    `For ${task.assigneeName}`,
    task.dueDate ? `${task.overdue ? 'Overdue since' : 'Due'} ${formatDay(task.dueDate)}` : 'No due date',
    task.record && task.recordKind && task.recordId ? (
      <Link key="record" href={taskRecordHref(task.recordKind, task.recordId)} className="underline">
        {task.recordName}
      </Link>
    ) : null,
    task.checkTitle ? (
      <Link key="check" href="/discrepancies" className="underline">
        From the data check “{task.checkTitle}”
      </Link>
    ) : null,
  ].filter(Boolean);
}

export default areaRecordPage(taskArea, {
  Form: TaskForm,
  load: loadTaskPeople,
  statusField: 'status',
  newNote: 'A new task starts open; its assignee starts it, finishes it or cancels it.',
  facts: (row) => facts(read(row)),
  actions: (row, user) => {
    const task = read(row);
    return meetsGuard(user, taskArea.rights.update) ? (
      <TaskStatusActions
        key={task.version}
        taskId={task.taskId}
        status={task.status}
        version={task.version}
      />
    ) : null;
  },
});
