import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { TASK_PRIORITIES, TASK_RECORD_KINDS, TASK_STATUSES } from '@/lib/contract/enums';
import { users } from './access';
import { identity, inList, positionIn, versioned } from './columns';

/**
 * Work staff give one another: a title, who does it, by when, how urgent, where it stands, and the record
 * it is about (a kind and an id, since it may be any of several tables), or the data-quality check it came from.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: identity(),
    title: text().notNull(),
    notes: text(),
    assigneeId: integer()
      .notNull()
      .references(() => users.id),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    dueDate: date({ mode: 'string' }),
    status: text({ enum: TASK_STATUSES }).notNull().default('open'),
    priority: text({ enum: TASK_PRIORITIES }).notNull().default('normal'),
    recordKind: text({ enum: TASK_RECORD_KINDS }),
    recordId: integer(),
    /** The data-quality check (its registry id) whose finding the task was made from. */
    checkId: integer(),
    /** When it was done or cancelled; empty while it is open. */
    closedAt: timestamp({ withTimezone: true }),
    ...versioned(),
  },
  (t) => [
    // "My tasks" on the dashboard: a user's open tasks, due first, read off this index alone.
    index('tasks_open_assignee_due_index')
      .on(t.assigneeId, t.dueDate, t.id)
      .where(sql`${t.status} in ('open', 'in_progress')`),
    index('tasks_assignee_index').on(t.assigneeId, t.id),
    index('tasks_record_index').on(t.recordKind, t.recordId),
    index('tasks_check_index').on(t.checkId),
    index('tasks_title_sort_index').on(sql`lower(${t.title})`, t.id, t.title),
    index('tasks_due_date_sort_index').on(t.dueDate, t.id),
    index('tasks_priority_sort_index').on(positionIn(TASK_PRIORITIES, t.priority), t.id, t.priority),
    index('tasks_status_sort_index').on(positionIn(TASK_STATUSES, t.status), t.id, t.status),
    index('tasks_created_at_sort_index').on(t.createdAt, t.id),
    index('tasks_updated_at_sort_index').on(t.updatedAt, t.id),
    inList('tasks_status_check', t.status, TASK_STATUSES),
    inList('tasks_priority_check', t.priority, TASK_PRIORITIES),
    inList('tasks_record_kind_check', t.recordKind, TASK_RECORD_KINDS),
    check('tasks_record_check', sql`(${t.recordKind} is null) = (${t.recordId} is null)`),
    check('tasks_closed_check', sql`(${t.closedAt} is null) = (${t.status} in ('open', 'in_progress'))`),
  ],
);
