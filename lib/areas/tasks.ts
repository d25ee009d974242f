import { z } from 'zod';
import { defineArea } from '@/lib/area/define-area';
import { field } from '@/lib/area/field';
import { booleanFilter, idFilter } from '@/lib/contract/list-query';
import { TASK_PRIORITY, TASK_RECORD_KIND, TASK_STATUS } from '@/lib/contract/choices';
import { TASK_NAMED_KINDS, TASK_RECORD_KINDS, TASK_STATUSES } from '@/lib/contract/enums';
import { recordId } from '@/lib/contract/safe-input';
import { versionSchema } from '@/lib/contract/resource';
import { AREA_RIGHTS } from '@/lib/rights';
import { commissioningRef, contactRef, contractRef, publicationRef } from './refs';
import { TASKS_HREF } from './task-workflow';

const MAX_ID = 2_147_483_647;

/** The record a task is about, in the reference shape of its own area where it has one, with its kind. */
export const taskRecordSchema = z.discriminatedUnion('kind', [
  publicationRef.extend({ kind: z.literal('publication') }),
  contractRef.extend({ kind: z.literal('contract') }),
  commissioningRef.extend({ kind: z.literal('commissioning') }),
  contactRef.extend({ kind: z.literal('contact') }),
  z.object({ kind: z.enum(TASK_NAMED_KINDS), recordId: z.number().int(), name: z.string() }),
]);
export type TaskRecord = z.infer<typeof taskRecordSchema>;

/**
 * Tasks (the workspace's /tasks): work one member of staff gives another or themselves, with a due day and a
 * priority, about a record of the firm or a finding of a data-quality check. Its status moves by its own
 * route (`status`). Every member of staff reads and works tasks; deleting is the Super Users'.
 */
export const taskArea = defineArea({
  path: 'tasks',
  idParam: 'taskId',
  noun: { one: 'task', many: 'tasks' },
  schemaName: 'Task',
  href: TASKS_HREF,
  rights: AREA_RIGHTS.tasks,
  titleField: 'title',
  fields: {
    title: field.requiredText('Title', 200, 'Please enter what is to be done', {
      column: { sort: true },
      search: true,
      form: { wide: true, placeholder: 'Countersign the translation contract' },
    }),
    status: field.computed('Status', z.enum(TASK_STATUSES), 'enum', {
      choice: TASK_STATUS,
      column: { sort: true },
      filter: true,
      audit: true,
    }),
    priority: field.one('Priority', TASK_PRIORITY, 'Choose how urgent it is', {
      column: { sort: true },
      filter: true,
    }),
    assigneeId: field.ref('Assignee', 'Choose who does it', { form: { group: 'Who and when' } }),
    assigneeName: field.computed('Assignee', z.string(), 'text', { column: true, audit: true }),
    dueDate: field.date('Due', { column: { sort: true }, form: { group: 'Who and when' } }),
    overdue: field.computed('Overdue', z.boolean(), 'boolean', { column: { hidden: true } }),
    // In the list's rows (and the CSV) without a column of their own: the Record column links with them.
    recordKind: field.optionalOne('About a', TASK_RECORD_KIND, {
      csv: true,
      form: { group: 'The record it is about', description: 'Leave empty for a task about no record.' },
    }),
    recordId: field.integer(
      'Record number',
      { min: 1, max: MAX_ID, message: 'Give the record’s number, a whole number from 1' },
      {
        csv: true,
        form: {
          group: 'The record it is about',
          description: 'The number in the record’s address, as in /contracts/manage/12.',
          visibleWhen: { field: 'recordKind', is: TASK_RECORD_KINDS },
        },
      },
    ),
    recordName: field.computed('Record', z.string().nullable(), 'text', { column: true }),
    record: field.computed('Record', taskRecordSchema.nullable(), 'text'),
    checkId: field.computed('Data check', z.number().int().nullable(), 'number'),
    checkTitle: field.computed('Data check', z.string().nullable(), 'text', { column: { hidden: true } }),
    notes: field.longText('Notes', 5000, { search: true, form: { wide: true, rows: 4 } }),
    createdByName: field.computed('Created by', z.string().nullable(), 'text'),
    closedAt: field.computed('Closed', z.string().nullable(), 'date', { audit: true }),
  },
  list: {
    defaultSort: 'dueDate',
    searchHint: 'titles and notes',
    filters: { assigneeId: idFilter('Assignee'), overdue: booleanFilter('Overdue') },
  },
  extraReads: ['assignees', 'mine'],
  recordActions: ['status'],
  refine(values, context) {
    if ((values.recordKind === null) !== (values.recordId === null))
      context.addIssue({
        code: 'custom',
        path: [values.recordKind === null ? 'recordKind' : 'recordId'],
        message:
          values.recordKind === null
            ? 'Choose what kind of record the number is'
            : 'Give the number of the record, or leave the kind empty',
      });
  },
});
export type Task = z.infer<typeof taskArea.detailSchema>;

export const taskStatusRequestSchema = z.object({
  status: z.enum(TASK_STATUSES, { error: 'Choose open, in progress, done or cancelled' }),
  version: versionSchema,
});
export type TaskStatusRequest = z.infer<typeof taskStatusRequestSchema>;

/** A member of staff a task can be given to. */
export const taskAssigneeSchema = z.object({ userId: z.number().int(), name: z.string() });
export type TaskAssignee = z.infer<typeof taskAssigneeSchema>;

/** One of the signed-in user's open tasks, as the dashboard lists them. */
export const myTaskSchema = z.object({
  taskId: z.number().int(),
  title: z.string(),
  status: z.enum(TASK_STATUSES),
  priority: taskArea.fields.priority.output,
  dueDate: z.string().nullable(),
  overdue: z.boolean(),
});
export type MyTask = z.infer<typeof myTaskSchema>;

export const myTasksSchema = z.object({
  tasks: z.array(myTaskSchema),
  /** More open tasks than those listed. */
  more: z.boolean(),
});
export type MyTasks = z.infer<typeof myTasksSchema>;

/**
 * "Create task" on a data-quality check: the check, and one of its findings (its Unique ID) or none for
 * the whole check. The assignee is the user who asks unless another is named.
 */
export const taskFromCheckRequestSchema = z.object({
  checkId: recordId('Give the check’s id'),
  findingId: recordId('Give the finding’s Unique ID').optional(),
  assigneeId: recordId('Choose who does it').optional(),
});
export type TaskFromCheckRequest = z.infer<typeof taskFromCheckRequestSchema>;
