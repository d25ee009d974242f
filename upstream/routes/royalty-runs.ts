import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { listEnvelope, okEnvelope } from '@/lib/contract/envelope';
import {
  royaltyRunCreateSchema,
  royaltyRunList,
  royaltyRunSchema,
  royaltyRunSummarySchema,
  royaltyStatementSummarySchema,
  runStatementList,
} from '@/lib/contract/royalty-runs';
import { formatDay } from '@/lib/format';
import { AREA_RIGHTS } from '@/lib/rights';
import type { Tx } from '../db/client';
import { royaltyRuns } from '../db/schema';
import type { UpstreamApp } from '../platform/app-type';
import { recordAudit } from '../platform/audit';
import { signedIn } from '../platform/context';
import { deletedResponse, errorResponses, jsonResponse as json } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { conflict, notFound } from '../platform/http-error';
import { checkQuery, listPage, mountRoute, readId, readJson, type ResourceContext } from '../resources';
import { startRoyaltyRun } from '../royalties/run-create';
import { calculateRun } from '../royalties/run-job';
import { loadRun, loadRunSummary, royaltyRunSource, runStatementSource } from '../royalties/run-read';
import { deleteRun } from '../royalties/run-write';

/*
 * Royalty runs (Contract Royalties): list, create for a period (calculated apart: run-job.ts), read
 * with the statements, approve, lock, and delete while a draft or failed. A locked run refuses every change with 409: its statements have
 * been sent and paid on, so corrections go in the next period's run.
 */

const rights = AREA_RIGHTS.contractRoyalties;
const tags = ['royalty-runs'];
const params = z.object({ runId: z.string().meta({ description: 'The run’s id' }) });

const runEnvelope = okEnvelope(royaltyRunSchema.meta({ id: 'RoyaltyRun' }));
const summarySchema = royaltyRunSummarySchema.meta({ id: 'RoyaltyRunSummary' });

const LOCKED = 'This run is locked: its statements never change. Corrections go in the next period’s run.';

const listRoute = guardedRoute(rights.view, {
  method: 'get',
  path: '/royalty-runs',
  tags,
  summary: 'The royalty runs, newest period first: status, statements and what each pays per currency',
  request: { query: royaltyRunList.schema },
  responses: {
    200: json(listEnvelope(summarySchema).meta({ id: 'RoyaltyRunList' }), 'One page'),
    ...errorResponses(400),
  },
});

const createRoute = guardedRoute(rights.create, {
  method: 'post',
  path: '/royalty-runs',
  tags,
  summary: 'Run royalties for a period: a statement for every payee of every signed contract',
  description:
    'Half-years by default (1 January – 30 June, 1 July – 31 December). The period must be over, and follow ' +
    'the last run without a gap or an overlap once that run is locked (422 otherwise). Each contract starts ' +
    'from the state its last locked statement left (balance, escalator copies, reserves held); sales and ' +
    'returns come from the orders, converted into the contract’s currency at the period’s average rate. ' +
    'Contracts whose statement cannot be drawn are held back with the reasons. Answers the draft run.',
  request: {
    body: {
      content: { 'application/json': { schema: royaltyRunCreateSchema.meta({ id: 'RoyaltyRunCreate' }) } },
      required: true,
    },
  },
  responses: { 202: json(runEnvelope, 'The run, calculating'), ...errorResponses(400, 422) },
});

const getRoute = guardedRoute(rights.view, {
  method: 'get',
  path: '/royalty-runs/{runId}',
  tags,
  summary: 'One run with the contracts it held back; its statements are listed apart',
  request: { params },
  responses: { 200: json(runEnvelope, 'The run'), ...errorResponses(400, 404) },
});

const statementsRoute = guardedRoute(rights.view, {
  method: 'get',
  path: '/royalty-runs/{runId}/statements',
  tags,
  summary: 'A run’s statements, paged: by contract reference, payee or amount payable, and searched',
  request: { params, query: runStatementList.schema },
  responses: {
    200: json(
      listEnvelope(royaltyStatementSummarySchema.meta({ id: 'RoyaltyStatementSummary' })).meta({
        id: 'RoyaltyStatementList',
      }),
      'One page',
    ),
    ...errorResponses(400, 404),
  },
});

const moveRoute = (action: 'approve' | 'lock', summary: string, description: string) =>
  guardedRoute(rights.update, {
    method: 'post',
    path: `/royalty-runs/{runId}/${action}`,
    tags,
    summary,
    description,
    request: { params },
    responses: {
      200: json(okEnvelope(summarySchema), 'The run, moved'),
      ...errorResponses(400, 404, 409),
    },
  });

const approveRoute = moveRoute(
  'approve',
  'Approve a draft run',
  'Its figures are checked and agreed. Refused with 409 unless the run is a draft.',
);
const lockRoute = moveRoute(
  'lock',
  'Lock an approved run: it never changes again',
  'Statements are then sent and paid. Refused with 409 unless the run is approved.',
);

const deleteRoute = guardedRoute(rights.delete, {
  method: 'delete',
  path: '/royalty-runs/{runId}',
  tags,
  summary: 'Delete a draft or failed run, to run the period again',
  description: 'Refused with 409 while the run is calculating, and once it is approved or locked.',
  request: { params },
  responses: {
    200: deletedResponse(),
    ...errorResponses(400, 404, 409),
  },
});

/** The run's row, locked for the write; 404 when there is none. */
async function lockRun(tx: Tx, id: number) {
  const [run] = await tx.select().from(royaltyRuns).where(eq(royaltyRuns.id, id)).for('update');
  if (!run) throw notFound('No such royalty run');
  return run;
}

type RunRow = Awaited<ReturnType<typeof lockRun>>;

/** Moves the run from one status to the next, with the audit entry; `refuse` says why it cannot. */
async function moveRun(
  c: ResourceContext,
  to: 'approved' | 'locked',
  refuse: (run: RunRow) => string | null,
): Promise<Response> {
  const id = readId(c, 'runId');
  const { user } = signedIn(c);
  const now = c.var.deps.now();
  await c.var.deps.database.db.transaction(async (tx) => {
    const before = await lockRun(tx, id);
    const reason = refuse(before);
    if (reason) throw conflict(reason);
    const stamp =
      to === 'approved'
        ? { approvedAt: now, approvedById: user.userId }
        : { lockedAt: now, lockedById: user.userId };
    const [after] = await tx
      .update(royaltyRuns)
      .set({ status: to, ...stamp, version: before.version + 1, updatedAt: now })
      .where(eq(royaltyRuns.id, id))
      .returning();
    await recordAudit(tx, {
      userId: user.userId,
      action: 'update',
      entity: 'royalty_runs',
      entityId: id,
      before,
      after,
      requestId: c.var.requestId,
      at: now,
    });
  });
  return c.json({ success: true, data: await loadRunSummary(c.var.deps.database.db, id) }, 200);
}

const period = (run: RunRow) => `${formatDay(run.periodStart)} – ${formatDay(run.periodEnd)}`;

export function registerRoyaltyRunRoutes(app: UpstreamApp): void {
  mountRoute(app, listRoute, async (c) => {
    checkQuery(c, royaltyRunList.schema);
    const query = royaltyRunList.parse(c.req.query());
    const { items, total } = await listPage(c.var.deps.database.db, royaltyRunSource, query);
    return c.json(
      { success: true, data: items, meta: { page: query.page, pageSize: query.pageSize, total } },
      200,
    );
  });

  mountRoute(app, createRoute, async (c) => {
    const request = await readJson(c, royaltyRunCreateSchema);
    const { user } = signedIn(c);
    const { db } = c.var.deps.database;
    const started = await db.transaction((tx) =>
      startRoyaltyRun(tx, request, {
        userId: user.userId,
        now: c.var.deps.now(),
        requestId: c.var.requestId,
      }),
    );
    // Read before the calculation starts: the answer is the run as it was started.
    const run = await loadRun(db, started.runId);
    void calculateRun(db, started, { now: c.var.deps.now, log: c.var.deps.log });
    return c.json({ success: true, data: run }, 202);
  });

  mountRoute(app, getRoute, async (c) => {
    const run = await loadRun(c.var.deps.database.db, readId(c, 'runId'));
    if (!run) throw notFound('No such royalty run');
    return c.json({ success: true, data: run }, 200);
  });

  mountRoute(app, statementsRoute, async (c) => {
    const id = readId(c, 'runId');
    checkQuery(c, runStatementList.schema);
    const query = runStatementList.parse(c.req.query());
    const { db } = c.var.deps.database;
    if (!(await loadRunSummary(db, id))) throw notFound('No such royalty run');
    const { items, total } = await listPage(db, runStatementSource(id), query);
    return c.json(
      { success: true, data: items, meta: { page: query.page, pageSize: query.pageSize, total } },
      200,
    );
  });

  mountRoute(app, approveRoute, (c) =>
    moveRun(c, 'approved', (run) =>
      run.status === 'locked'
        ? LOCKED
        : run.status === 'draft'
          ? null
          : run.status === 'approved'
            ? `The run of ${period(run)} is already approved`
            : `Only a draft run is approved: the run of ${period(run)} is ${run.status}`,
    ),
  );

  mountRoute(app, lockRoute, (c) =>
    moveRun(c, 'locked', (run) =>
      run.status === 'locked'
        ? LOCKED
        : run.status !== 'approved'
          ? `Approve the run of ${period(run)} before locking it: only an approved run is locked`
          : null,
    ),
  );

  mountRoute(app, deleteRoute, async (c) => {
    const id = readId(c, 'runId');
    const { user } = signedIn(c);
    const now = c.var.deps.now();
    await c.var.deps.database.db.transaction(async (tx) => {
      const before = await lockRun(tx, id);
      if (before.status === 'locked') throw conflict(LOCKED);
      if (before.status === 'calculating')
        throw conflict(`The run of ${period(before)} is still being calculated: delete it once it is done`);
      if (before.status !== 'draft' && before.status !== 'failed')
        throw conflict(
          `Only a draft run can be deleted: the run of ${period(before)} is ${before.status}. Lock it, and correct in the next period.`,
        );
      await deleteRun(tx, id);
      await recordAudit(tx, {
        userId: user.userId,
        action: 'delete',
        entity: 'royalty_runs',
        entityId: id,
        before,
        requestId: c.var.requestId,
        at: now,
      });
    });
    return c.json({ success: true, data: { id, deleted: true } }, 200);
  });
}
