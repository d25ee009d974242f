import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  myTasksSchema,
  taskArea,
  taskAssigneeSchema,
  taskFromCheckRequestSchema,
  taskStatusRequestSchema,
  type MyTasks,
  type Task,
  type TaskAssignee,
} from '@/lib/areas/tasks';
import { MY_TASKS_LIMIT, canMoveTask, taskRecordOfPage } from '@/lib/areas/task-workflow';
import { TASK_RECORD_KIND, TASK_STATUS } from '@/lib/contract/choices';
import { okEnvelope, type FieldIssue } from '@/lib/contract/envelope';
import {
  OPEN_TASK_STATUSES,
  TASK_PRIORITIES,
  TASK_RECORD_KINDS,
  TASK_STATUSES,
  type TaskRecordKind,
  type TaskStatus,
} from '@/lib/contract/enums';
import { AREA_RIGHTS } from '@/lib/rights';
import { CHECKS, findCheck, type DataCheck } from '../checks/registry';
import { qualified } from '../db/bulk-insert';
import type { Tx } from '../db/client';
import {
  commissionings,
  contacts,
  contracts,
  coupons,
  expenses,
  invoices,
  news,
  newsletters,
  orders,
  proposals,
  publications,
  royaltyRuns,
  tasks,
  users,
} from '../db/schema';
import { positionIn } from '../db/schema/columns';
import type { UpstreamApp } from '../platform/app-type';
import { signedIn } from '../platform/context';
import { isStaff } from '../staff/is-staff';
import { jsonResponse } from '../platform/envelope';
import { HttpError, notFound } from '../platform/http-error';
import { idParams, jsonRoute } from '../platform/json-route';
import { mountRoute, readId, readJson, registerArea, unprocessable, type WriteContext } from '../resources';

/*
 * Tasks: given to an active member of staff, about a record that exists (or a data-quality check's
 * finding); the status moves by its own route, which stamps when a task was closed. "Overdue" is a task
 * still to be done whose due day is before the database's today.
 */

const outer = {
  assignee: qualified(tasks.assigneeId),
  creator: qualified(tasks.createdById),
  kind: qualified(tasks.recordKind),
  record: qualified(tasks.recordId),
};

const nameOf = (userId: SQL) =>
  sql<string>`(select concat_ws(' ', ${users.firstName}, ${users.lastName}) from ${users} where ${users.id} = ${userId})`;

const stillToDo = sql`${tasks.status} in ('open', 'in_progress')`;
const overdue = sql<boolean>`(${tasks.dueDate} is not null and ${tasks.dueDate} < current_date and ${stillToDo})`;

/**
 * Each kind of record a task can be about, read from its row `r`: its name in the list (its kind and what
 * the staff call it; an unnumbered draft invoice by its record number) and, for the kinds with a reference
 * shape of their own area (lib/areas/refs.ts), that shape; the others are named by number and name.
 */
const KINDS: Record<TaskRecordKind, { table: PgTable & { id: AnyPgColumn }; name: SQL; ref?: SQL }> = {
  publication: {
    table: publications,
    name: sql`'Publication: ' || r.title`,
    ref: sql`'publicationId', r.id, 'title', r.title, 'format', r.format, 'isbn', r.isbn, 'status', r.status,
      'publicationDate', r.publication_date`,
  },
  contract: {
    table: contracts,
    name: sql`'Contract ' || r.reference`,
    ref: sql`'contractId', r.id, 'reference', r.reference, 'type', r.type, 'status', r.status,
      'signedDate', r.signed_date`,
  },
  commissioning: {
    table: commissionings,
    name: sql`'Commissioning: ' || r.title`,
    ref: sql`'commissioningId', r.id, 'commissioningTitle', r.title, 'status', r.status,
      'createdDate', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD')`,
  },
  contact: {
    table: contacts,
    name: sql`'Contact: ' || concat_ws(' ', r.first_name, r.last_name)`,
    ref: sql`'contactId', r.id, 'name', concat_ws(' ', r.first_name, r.last_name)`,
  },
  royalty_run: {
    table: royaltyRuns,
    name: sql`'Royalty run ' || to_char(r.period_start, 'YYYY-MM-DD') || ' to ' || to_char(r.period_end, 'YYYY-MM-DD')`,
  },
  order: { table: orders, name: sql`'Order ' || r.order_number` },
  invoice: {
    table: invoices,
    name: sql`case when r.number is null then 'Draft invoice ' || r.id
      else 'Invoice ' || r.number_year || '-' || lpad(r.number::text, 6, '0') end`,
  },
  expense: {
    table: expenses,
    name: sql`'Expense: ' || coalesce(nullif(btrim(r.supplier), ''), nullif(btrim(r.description), ''), r.id::text)`,
  },
  coupon: { table: coupons, name: sql`'Coupon ' || r.code` },
  proposal: { table: proposals, name: sql`'Proposal: ' || r.title` },
  news: { table: news, name: sql`'News: ' || r.title` },
  newsletter: { table: newsletters, name: sql`'Newsletter: ' || r.subject` },
};

/** One value read from the task's record, whatever its kind. */
const fromRecord = (value: (kind: TaskRecordKind) => SQL) =>
  sql`(case ${outer.kind} ${sql.join(
    TASK_RECORD_KINDS.map(
      (kind) =>
        sql`when ${kind} then (select ${value(kind)} from ${KINDS[kind].table} r where r.id = ${outer.record})`,
    ),
    sql` `,
  )} end)`;

/** The record a task is about, in its area's reference shape where it has one, with its kind. */
const record = fromRecord(
  (kind) =>
    sql`json_build_object('kind', ${kind}::text, ${KINDS[kind].ref ?? sql`'recordId', r.id, 'name', ${KINDS[kind].name}`})`,
);

/** The record's name for the list: its kind and what names it. */
const recordName = sql<string | null>`${fromRecord((kind) => KINDS[kind].name)}`;

/** The check's title, from the registry (the checks are code, not rows). */
const checkTitle = sql<string | null>`(case ${tasks.checkId} ${sql.join(
  CHECKS.map((check) => sql`when ${check.id} then ${check.title}`),
  sql` `,
)} end)`;

type Values = { assigneeId: number; recordKind: TaskRecordKind | null; recordId: number | null };

async function assigneeIssue(tx: Tx, assigneeId: number, current?: number): Promise<string | null> {
  const [found] = await tx
    .select({ active: users.active, staff: sql<boolean>`${isStaff(users.id)}` })
    .from(users)
    .where(eq(users.id, assigneeId));
  if (!found) return `There is no user ${assigneeId}`;
  // A task keeps the person it has; a new one goes only to someone who can work it.
  if (assigneeId === current) return null;
  if (!found.active) return 'This person’s account is no longer active';
  if (!found.staff) return 'Tasks go to members of staff';
  return null;
}

async function recordExists(tx: Tx, kind: TaskRecordKind, id: number): Promise<boolean> {
  const { table } = KINDS[kind];
  const [found] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  return Boolean(found);
}

async function check(tx: Tx, values: Values, before?: Task): Promise<void> {
  const issues: FieldIssue[] = [];
  const assignee = await assigneeIssue(tx, values.assigneeId, before?.assigneeId);
  if (assignee) issues.push({ path: 'assigneeId', message: assignee });
  if (values.recordKind && values.recordId && !(await recordExists(tx, values.recordKind, values.recordId)))
    issues.push({
      path: 'recordId',
      message: `There is no ${TASK_RECORD_KIND.labels[values.recordKind].toLowerCase()} ${values.recordId}`,
    });
  if (issues.length > 0) throw unprocessable(issues);
}

async function moveStatus({ tx, now }: WriteContext, id: number, before: Task, to: TaskStatus) {
  if (!canMoveTask(before.status, to))
    throw new HttpError(
      422,
      `A task cannot move from ${TASK_STATUS.labels[before.status]} to ${TASK_STATUS.labels[to]}`,
      [{ path: 'status', message: 'This move is not in the task’s life' }],
    );
  const closes = !(OPEN_TASK_STATUSES as readonly TaskStatus[]).includes(to);
  await tx
    .update(tasks)
    .set({ status: to, closedAt: closes ? now : null })
    .where(eq(tasks.id, id));
}

async function listAssignees(tx: Tx): Promise<TaskAssignee[]> {
  return tx
    .select({ userId: users.id, name: sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName})` })
    .from(users)
    .where(and(eq(users.active, true), isStaff(users.id)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** The user's open tasks, due first (undated last): one walk of `tasks_open_assignee_due_index`. */
async function myTasks(tx: Tx, userId: number): Promise<MyTasks> {
  const rows = await tx
    .select({
      taskId: tasks.id,
      title: tasks.title,
      status: tasks.status,
      priority: tasks.priority,
      dueDate: tasks.dueDate,
      overdue,
    })
    .from(tasks)
    .where(and(eq(tasks.assigneeId, userId), inArray(tasks.status, [...OPEN_TASK_STATUSES])))
    .orderBy(asc(tasks.dueDate), asc(tasks.id))
    .limit(MY_TASKS_LIMIT + 1);
  return { tasks: rows.slice(0, MY_TASKS_LIMIT), more: rows.length > MY_TASKS_LIMIT };
}

/** The record a finding points at (its `resolve_id`), or 422 when the check does not find it now. */
async function findingRecord(tx: Tx, check: DataCheck, findingId: number, today: string): Promise<number> {
  const [row] = await tx
    .select({ resolveId: sql<number | null>`found.resolve_id`.mapWith(Number) })
    .from(sql`(${check.rowsSql({ today })}) as found`)
    .where(sql`found.id::text = ${String(findingId)}`)
    .limit(1);
  if (!row)
    throw new HttpError(422, `The check no longer finds ${findingId}: it may have been corrected`, [
      { path: 'findingId', message: 'Not among the check’s findings' },
    ]);
  return row.resolveId ?? findingId;
}

async function findingCount(tx: Tx, check: DataCheck, today: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`(${check.countSql({ today })})`.mapWith(Number) })
    .from(sql`(select 1) as one`);
  return row?.count ?? 0;
}

/** A task still to be done that already tracks this finding (or the whole check). */
async function trackingTask(tx: Tx, checkId: number, kind: TaskRecordKind | null, recordId: number | null) {
  const [found] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        eq(tasks.checkId, checkId),
        stillToDo,
        kind && recordId
          ? and(eq(tasks.recordKind, kind), eq(tasks.recordId, recordId))
          : sql`${tasks.recordKind} is null`,
      ),
    );
  return found?.id;
}

const tags = ['tasks'];

const statusRoute = jsonRoute(taskArea.rights.update, {
  method: 'post',
  path: '/tasks/{taskId}/status',
  tags,
  summary: 'Start, finish, cancel or reopen a task',
  description:
    'open → in progress, done or cancelled; in progress → done, open or cancelled; done and cancelled → open. ' +
    'Moving to done or cancelled stamps `closedAt`; reopening empties it.',
  params: idParams({ taskId: 'task' }),
  body: taskStatusRequestSchema.meta({ id: 'TaskStatusRequest' }),
  answer: jsonResponse(okEnvelope(taskArea.detailSchema), 'The task as it now is'),
  errors: [400, 404, 409, 422],
});

const fromCheckRoute = jsonRoute(AREA_RIGHTS.tasks.fromCheck, {
  method: 'post',
  path: '/tasks/from-check',
  tags,
  summary: 'Make a task of a data-quality check’s finding, or of the whole check',
  description:
    'With `findingId` (a result’s Unique ID) the task is about the record the finding is corrected on, when ' +
    'tasks can name that kind of record; without it, about the check. It goes to the caller unless ' +
    '`assigneeId` names someone else, is due in a week, and is refused with 409 while another task still ' +
    'to be done tracks the same finding.',
  body: taskFromCheckRequestSchema.meta({ id: 'TaskFromCheckRequest' }),
  status: 201,
  answer: jsonResponse(okEnvelope(taskArea.detailSchema), 'The task made'),
  errors: [400, 404, 409, 422],
});

const assigneesRoute = jsonRoute(taskArea.rights.view, {
  method: 'get',
  path: '/tasks/assignees',
  tags,
  summary: 'The members of staff a task can be given to',
  answer: jsonResponse(okEnvelope(taskAssigneeSchema.array().meta({ id: 'TaskAssignees' })), 'By name'),
  errors: [],
});

const mineRoute = jsonRoute(taskArea.rights.view, {
  method: 'get',
  path: '/tasks/mine',
  tags,
  summary: 'The signed-in user’s open tasks, due first',
  description: `At most ${MY_TASKS_LIMIT}, undated ones last; \`more\` says whether there are others.`,
  answer: jsonResponse(okEnvelope(myTasksSchema.meta({ id: 'MyTasks' })), 'The open tasks'),
  errors: [],
});

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export function registerTaskRoutes(app: UpstreamApp): void {
  const resource = registerArea(app, taskArea, {
    table: tasks,
    columns: {
      assigneeName: nameOf(outer.assignee),
      createdByName: nameOf(outer.creator),
      overdue,
      record,
      recordName,
      checkTitle,
      closedAt: sql<
        string | null
      >`to_char(${tasks.closedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    },
    sorts: {
      status: positionIn(TASK_STATUSES, tasks.status),
      priority: positionIn(TASK_PRIORITIES, tasks.priority),
    },
    filters: {
      assigneeId: (value) => eq(tasks.assigneeId, Number(value)),
      overdue: (value) => (value ? overdue : sql`not ${overdue}`),
    },
    check: ({ tx }, values, before) => check(tx, values, before),
    afterCreate: async ({ tx, user }, id) => {
      await tx.update(tasks).set({ createdById: user.userId }).where(eq(tasks.id, id));
    },
    extend(api) {
      mountRoute(api, assigneesRoute, async (c) =>
        c.json({ success: true, data: await listAssignees(c.var.deps.database.db) }, 200),
      );
      mountRoute(api, mineRoute, async (c) =>
        c.json({ success: true, data: await myTasks(c.var.deps.database.db, signedIn(c).user.userId) }, 200),
      );
      mountRoute(api, fromCheckRoute, async (c) => {
        const request = await readJson(c, taskFromCheckRequestSchema);
        const found = findCheck(request.checkId);
        if (!found) throw notFound('There is no such data-quality check');
        const now = c.var.deps.now();
        const today = isoDay(now);
        const db = c.var.deps.database.db;
        const resolveId = request.findingId ? await findingRecord(db, found, request.findingId, today) : null;
        const where = resolveId ? found.resolveUrl(resolveId) : null;
        const about = where ? taskRecordOfPage(where) : null;
        const kind = about?.kind ?? null;
        const recordId = about?.id ?? null;
        const existing = await trackingTask(db, found.id, kind, recordId);
        if (existing)
          throw new HttpError(
            409,
            `Task ${existing} already tracks this ${request.findingId ? 'finding' : 'check'}`,
          );
        const title = request.findingId
          ? `${found.title}: ${found.section.toLowerCase().replace(/s$/, '')} ${request.findingId}`
          : `${found.title}: ${await findingCount(db, found, today)} found`;
        const task = await resource.create(
          c,
          {
            title: title.slice(0, 200),
            priority: 'normal',
            assigneeId: request.assigneeId ?? signedIn(c).user.userId,
            dueDate: isoDay(new Date(now.getTime() + 7 * DAY_MS)),
            recordKind: kind,
            recordId,
            notes: `Found by the data-quality check “${found.title}” (${found.section}, check ${found.id}) on ${today}. Correct it at ${where ?? '/discrepancies'}.`,
          },
          async ({ tx }, id) => {
            await tx.update(tasks).set({ checkId: found.id }).where(eq(tasks.id, id));
          },
        );
        return c.json({ success: true, data: task }, 201);
      });
    },
  });

  mountRoute(app, statusRoute, async (c) => {
    const id = readId(c, 'taskId');
    const { status, version } = await readJson(c, taskStatusRequestSchema);
    const moved = await resource.versionedWrite(c, id, version, (context, before) =>
      moveStatus(context, id, before as Task, status),
    );
    return c.json({ success: true, data: moved }, 200);
  });
}
