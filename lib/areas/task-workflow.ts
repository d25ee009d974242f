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

/** The page of each kind of record a task can be about: every record page of the back office. */
const RECORD_PAGES: Record<TaskRecordKind, string> = {
  publication: '/publications/manage',
  contract: '/contracts/manage',
  commissioning: '/commissionings/manage',
  contact: '/contacts/manage',
  royalty_run: '/contract-royalties',
  order: '/orders/manage',
  invoice: '/invoices/manage',
  expense: '/expenses/manage',
  coupon: '/administration/coupons',
  proposal: '/cms/proposals',
  news: '/cms/news',
  newsletter: '/marketing/newsletters',
};

export const taskRecordHref = (kind: TaskRecordKind, id: number): string => `${RECORD_PAGES[kind]}/${id}`;

/**
 * The record a page's address shows, when it is a record page a task can name: a data-quality check's
 * finding is about the record its correction opens (a draft royalty run's, under Contracts, is the run).
 */
export function taskRecordOfPage(href: string): { kind: TaskRecordKind; id: number } | null {
  const match = /^(\/.+)\/(\d+)$/.exec(href);
  if (!match) return null;
  const kind = (Object.keys(RECORD_PAGES) as TaskRecordKind[]).find((key) => RECORD_PAGES[key] === match[1]);
  return kind ? { kind, id: Number(match[2]) } : null;
}
