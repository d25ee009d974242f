import 'server-only';
import { taskArea, taskAssigneeSchema, type TaskAssignee } from '@/lib/areas/tasks';
import { getCurrentUser } from '@/lib/auth/dal';
import { readAreaPath, type UpstreamCaller } from '@/lib/upstream/area';

const assigneeList = taskAssigneeSchema.array();

/** The members of staff a task can go to, and who is looking (for "Me" and "My tasks"). */
export interface TaskPeople {
  assignees: readonly TaskAssignee[];
  me: number;
}

export async function loadTaskPeople(caller: UpstreamCaller): Promise<TaskPeople> {
  const [assignees, user] = await Promise.all([
    readAreaPath(caller, taskArea, 'assignees', assigneeList),
    getCurrentUser(),
  ]);
  return { assignees, me: user.userId };
}
