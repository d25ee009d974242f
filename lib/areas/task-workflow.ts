import type { DiscrepancySection } from '@/lib/contract/discrepancies';
import type { TaskRecordKind, TaskStatus } from '@/lib/contract/enums';

/*
 * A task's life, as plain data the browser reads too: open, in progress, then done or cancelled. A task
 * that is over can be reopened; one in progress can be handed back to open.
 */

export const TASK_MOVES: Record<TaskStatus, readonly TaskStatus[]> = {
  open: ['in_progress', 'done', 'cancelled'],
  in_progress: ['done', 'open', 'cancelled'],
  done: ['open'],
  cancelled: ['open'],
};

export const TASK_MOVE_LABELS: Record<TaskStatus, Partial<Record<TaskStatus, string>>> = {
  open: { in_progress: 'Start', done: 'Mark done', cancelled: 'Cancel task' },
  in_progress: { done: 'Mark done', open: 'Back to open', cancelled: 'Cancel task' },
  done: { open: 'Reopen' },
  cancelled: { open: 'Reopen' },
};

export const canMoveTask = (from: TaskStatus, to: TaskStatus): boolean => TASK_MOVES[from].includes(to);

export const TASKS_HREF = '/tasks';

/** How many of a user's open tasks the dashboard shows. */
export const MY_TASKS_LIMIT = 5;

/** The page of each kind of record a task can be about. */
const RECORD_PAGES: Record<TaskRecordKind, string> = {
  publication: '/publications/manage',
  contract: '/contracts/manage',
  commissioning: '/commissionings/manage',
  contact: '/contacts/manage',
};

export const taskRecordHref = (kind: TaskRecordKind, id: number): string => `${RECORD_PAGES[kind]}/${id}`;

/** The record kind a data-quality check's finding is, for the sections whose records a task can name. */
export const CHECK_SECTION_KINDS: Partial<Record<DiscrepancySection, TaskRecordKind>> = {
  Publications: 'publication',
  Contracts: 'contract',
  Commissionings: 'commissioning',
  Contacts: 'contact',
};
