import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyTasks, Task } from '@/lib/areas/tasks';
import type { PageMeta } from '@/lib/contract/envelope';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import { auditLog, contacts, coupons, royaltyRuns } from '@/upstream/db/schema';
import { createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

let api: TestUpstream;
let admin: TestUser;
let editor: TestUser;
let finance: TestUser;
let author: TestUser;
let inactive: TestUser;
const world = { contactId: 0, duplicateId: 0, runId: 0, couponId: 0 };

const callAs = async (user: TestUser, method: string, path: string, body?: unknown) =>
  api.request(method, path, { token: await issueToken(api.database.db, user.id, api.clock.now()), body });

const dataOf = <T = Task>(answer: ApiResponse) => (answer.body as { data: T }).data;
const issuesOf = (answer: ApiResponse) =>
  (answer.body as { issues?: { path: string; message: string }[] }).issues ?? [];
const listOf = (answer: ApiResponse) => answer.body as { data: Task[]; meta: PageMeta };

const task = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  priority: 'normal',
  assigneeId: editor.id,
  dueDate: null,
  recordKind: null,
  recordId: null,
  notes: null,
  ...extra,
});

async function created(user: TestUser, body: Record<string, unknown>): Promise<Task> {
  const answer = await callAs(user, 'POST', 'tasks', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return dataOf(answer);
}

beforeAll(async () => {
  api = await createTestUpstream();
  const db = api.database.db;
  admin = await createUser(db, { userName: 'taskadmin', groups: [GROUP.SUPER_USERS] });
  editor = await createUser(db, { userName: 'taskeditor', groups: [GROUP.COMMISSIONING_EDITORS] });
  finance = await createUser(db, { userName: 'taskfinance', groups: [GROUP.FINANCIAL_MANAGER] });
  author = await createUser(db, { userName: 'taskauthor', groups: [GROUP.AUTHORS] });
  inactive = await createUser(db, { userName: 'taskgone', groups: [GROUP.DESIGNER], active: false });
  const [first, second] = await db
    .insert(contacts)
    .values([
      { lastName: 'Ashdown', email: 'rowan@example.test', roles: ['author'] },
      { lastName: 'Ashdown-Copy', email: 'ROWAN@example.test', roles: ['author'] },
    ])
    .returning({ id: contacts.id });
  world.contactId = first?.id ?? 0;
  world.duplicateId = second?.id ?? 0;
  // A run left a draft long after its period: a finding of the checker's Contracts section.
  const [run] = await db
    .insert(royaltyRuns)
    .values({ periodStart: '2020-01-01', periodEnd: '2020-06-30' })
    .returning({ id: royaltyRuns.id });
  world.runId = run?.id ?? 0;
  const [coupon] = await db
    .insert(coupons)
    .values({ code: 'SPRING10', discountType: 'percent', percentOff: '10', validFrom: '2026-03-01' })
    .returning({ id: coupons.id });
  world.couponId = coupon?.id ?? 0;
});

afterAll(async () => {
  await api?.close();
});

describe('tasks', () => {
  it('creates a task about a record, answered with the record in its reference shape, and audits it', async () => {
    const made = await created(
      editor,
      task('Check the author’s address', {
        recordKind: 'contact',
        recordId: world.contactId,
        priority: 'high',
      }),
    );
    expect(made).toMatchObject({
      status: 'open',
      priority: 'high',
      assigneeName: 'Taskeditor Tester',
      createdByName: 'Taskeditor Tester',
      record: { kind: 'contact', contactId: world.contactId, name: 'Ashdown' },
      recordName: 'Contact: Ashdown',
      closedAt: null,
    });
    const [entry] = await api.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(made.taskId)));
    expect(entry).toMatchObject({ entity: 'tasks', action: 'insert', userId: editor.id });
  });

  it('is about any record of the back office, named by its number and name where its area has no reference shape', async () => {
    const aboutRun = await created(
      finance,
      task('Approve the first half of 2020', { recordKind: 'royalty_run', recordId: world.runId }),
    );
    expect(aboutRun).toMatchObject({
      record: { kind: 'royalty_run', recordId: world.runId, name: 'Royalty run 2020-01-01 to 2020-06-30' },
      recordName: 'Royalty run 2020-01-01 to 2020-06-30',
    });
    const aboutCoupon = await created(
      editor,
      task('End the spring offer', { recordKind: 'coupon', recordId: world.couponId }),
    );
    expect(aboutCoupon.recordName).toBe('Coupon SPRING10');

    const missing = await callAs(
      editor,
      'POST',
      'tasks',
      task('Ghost', { recordKind: 'invoice', recordId: 424_242 }),
    );
    expect(missing.status).toBe(422);
    expect(issuesOf(missing)).toEqual([{ path: 'recordId', message: 'There is no invoice 424242' }]);
    const unknown = await callAs(editor, 'POST', 'tasks', task('Odd', { recordKind: 'planet', recordId: 1 }));
    expect(unknown.status).toBe(400);
  });

  it('refuses a record that does not exist, a lone kind, authors and inactive people as assignees', async () => {
    const missing = await callAs(
      editor,
      'POST',
      'tasks',
      task('Ghost', { recordKind: 'contract', recordId: 999_999 }),
    );
    expect(missing.status).toBe(422);
    expect(issuesOf(missing)).toEqual([{ path: 'recordId', message: 'There is no contract 999999' }]);

    const lone = await callAs(editor, 'POST', 'tasks', task('Lone', { recordKind: 'contact' }));
    expect(lone.status).toBe(400);
    expect(issuesOf(lone).map((issue) => issue.path)).toContain('recordId');

    const toAuthor = await callAs(editor, 'POST', 'tasks', task('Author', { assigneeId: author.id }));
    expect(toAuthor.status).toBe(422);
    expect(issuesOf(toAuthor)[0]?.message).toBe('Tasks go to members of staff');
    const toGone = await callAs(editor, 'POST', 'tasks', task('Gone', { assigneeId: inactive.id }));
    expect(toGone.status).toBe(422);
  });

  it('answers 400 on NUL bytes and ids out of range, never 500', async () => {
    const nul = await callAs(editor, 'POST', 'tasks', task('Bad\u0000title'));
    expect(nul.status).toBe(400);
    const bigAssignee = await callAs(editor, 'POST', 'tasks', task('Big', { assigneeId: 2_147_483_648 }));
    expect(bigAssignee.status).toBe(400);
    const bigRecord = await callAs(
      editor,
      'POST',
      'tasks',
      task('Big', { recordKind: 'contact', recordId: 2_147_483_648 }),
    );
    expect(bigRecord.status).toBe(400);
    expect((await callAs(editor, 'GET', 'tasks/2147483648')).status).toBe(400);
    expect((await callAs(editor, 'GET', 'tasks?assigneeId=2147483648')).status).toBe(400);
    expect((await callAs(editor, 'GET', 'tasks?q=a%00b')).status).toBe(400);
    const fromCheck = await callAs(admin, 'POST', 'tasks/from-check', { checkId: 25, findingId: 0 });
    expect(fromCheck.status).toBe(400);
  });

  it('filters mine and overdue, and lists "my tasks" due first', async () => {
    const late = await created(admin, task('Late one', { assigneeId: finance.id, dueDate: '2020-01-10' }));
    const soon = await created(admin, task('Soon one', { assigneeId: finance.id, dueDate: '2099-01-10' }));
    const undated = await created(admin, task('Undated one', { assigneeId: finance.id }));
    const others = await created(admin, task('Someone else’s', { dueDate: '2020-01-01' }));

    const mine = listOf(await callAs(finance, 'GET', `tasks?assigneeId=${finance.id}`));
    expect(mine.data.map((row) => row.taskId)).toEqual([late.taskId, soon.taskId, undated.taskId]);

    const overdue = listOf(await callAs(finance, 'GET', 'tasks?overdue=true'));
    const overdueIds = overdue.data.map((row) => row.taskId);
    expect(overdueIds).toEqual(expect.arrayContaining([late.taskId, others.taskId]));
    expect(overdueIds).not.toContain(soon.taskId);
    expect(overdue.data.every((row) => row.overdue)).toBe(true);

    const mineOverdue = listOf(await callAs(finance, 'GET', `tasks?assigneeId=${finance.id}&overdue=true`));
    expect(mineOverdue.data.map((row) => row.taskId)).toEqual([late.taskId]);

    const panel = dataOf<MyTasks>(await callAs(finance, 'GET', 'tasks/mine'));
    expect(panel).toEqual({
      more: false,
      tasks: [
        {
          taskId: late.taskId,
          title: 'Late one',
          status: 'open',
          priority: 'normal',
          dueDate: '2020-01-10',
          overdue: true,
        },
        {
          taskId: soon.taskId,
          title: 'Soon one',
          status: 'open',
          priority: 'normal',
          dueDate: '2099-01-10',
          overdue: false,
        },
        {
          taskId: undated.taskId,
          title: 'Undated one',
          status: 'open',
          priority: 'normal',
          dueDate: null,
          overdue: false,
        },
      ],
    });
  });

  it('moves through its life, stamps when it closed, and refuses a stale version with 409', async () => {
    const made = await created(editor, task('Countersign the contract'));
    const started = await callAs(editor, 'POST', `tasks/${made.taskId}/status`, {
      status: 'in_progress',
      version: made.version,
    });
    expect(started.status).toBe(200);
    expect(dataOf(started)).toMatchObject({
      status: 'in_progress',
      closedAt: null,
      version: made.version + 1,
    });

    const stale = await callAs(editor, 'POST', `tasks/${made.taskId}/status`, {
      status: 'done',
      version: made.version,
    });
    expect(stale.status).toBe(409);
    const staleEdit = await callAs(editor, 'PUT', `tasks/${made.taskId}`, {
      ...task('Renamed'),
      version: made.version,
    });
    expect(staleEdit.status).toBe(409);

    const done = await callAs(finance, 'POST', `tasks/${made.taskId}/status`, {
      status: 'done',
      version: made.version + 1,
    });
    expect(dataOf(done)).toMatchObject({ status: 'done' });
    expect(dataOf(done).closedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const skip = await callAs(editor, 'POST', `tasks/${made.taskId}/status`, {
      status: 'in_progress',
      version: made.version + 2,
    });
    expect(skip.status).toBe(422);
    const mine = dataOf<MyTasks>(await callAs(editor, 'GET', 'tasks/mine'));
    expect(mine.tasks.map((row) => row.taskId)).not.toContain(made.taskId);
  });

  it('lets every member of staff work tasks, keeps authors out, and leaves deleting to Super Users', async () => {
    const made = await created(finance, task('Send the proofs'));
    expect((await callAs(author, 'GET', 'tasks')).status).toBe(403);
    expect((await callAs(author, 'POST', 'tasks', task('Mine now'))).status).toBe(403);
    expect((await callAs(author, 'GET', 'tasks/mine')).status).toBe(403);
    expect((await callAs(editor, 'DELETE', `tasks/${made.taskId}`)).status).toBe(403);
    expect((await callAs(admin, 'DELETE', `tasks/${made.taskId}`)).status).toBe(200);
    expect((await callAs(admin, 'GET', `tasks/${made.taskId}`)).status).toBe(404);
  });

  it('offers active members of staff as assignees', async () => {
    const assignees = dataOf<{ userId: number; name: string }[]>(
      await callAs(editor, 'GET', 'tasks/assignees'),
    );
    const ids = assignees.map((person) => person.userId);
    expect(ids).toEqual(expect.arrayContaining([admin.id, editor.id, finance.id]));
    expect(ids).not.toContain(author.id);
    expect(ids).not.toContain(inactive.id);
  });

  it('makes a task of a check’s finding, about its record, for the caller, once', async () => {
    const made = await callAs(admin, 'POST', 'tasks/from-check', {
      checkId: 25,
      findingId: world.duplicateId,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(dataOf(made)).toMatchObject({
      assigneeId: admin.id,
      checkId: 25,
      checkTitle: expect.any(String),
      recordKind: 'contact',
      recordId: world.duplicateId,
      record: { kind: 'contact', contactId: world.duplicateId },
      status: 'open',
      priority: 'normal',
    });
    expect(dataOf(made).dueDate).not.toBeNull();
    expect(dataOf(made).notes).toContain(`/contacts/manage/${world.duplicateId}`);

    const again = await callAs(admin, 'POST', 'tasks/from-check', {
      checkId: 25,
      findingId: world.duplicateId,
    });
    expect(again.status).toBe(409);

    // The first holder of the address is no finding: nothing to make a task of.
    const notFinding = await callAs(admin, 'POST', 'tasks/from-check', {
      checkId: 25,
      findingId: world.contactId,
    });
    expect(notFinding.status).toBe(422);
    expect((await callAs(admin, 'POST', 'tasks/from-check', { checkId: 9999 })).status).toBe(404);

    const whole = await callAs(admin, 'POST', 'tasks/from-check', { checkId: 25, assigneeId: editor.id });
    expect(whole.status).toBe(201);
    expect(dataOf(whole)).toMatchObject({ assigneeId: editor.id, recordKind: null, checkId: 25 });
    expect(dataOf(whole).title).toContain('1 found');

    // A draft royalty run is found under Contracts, but the task is about the run its correction opens.
    const aboutRun = await callAs(admin, 'POST', 'tasks/from-check', { checkId: 32, findingId: world.runId });
    expect(aboutRun.status, JSON.stringify(aboutRun.body)).toBe(201);
    expect(dataOf(aboutRun)).toMatchObject({ recordKind: 'royalty_run', recordId: world.runId });
    expect(dataOf(aboutRun).notes).toContain(`/contract-royalties/${world.runId}`);

    // The checker is the administrators' and exporters': an editor cannot run it to make tasks.
    expect((await callAs(editor, 'POST', 'tasks/from-check', { checkId: 25 })).status).toBe(403);
  });
});
