import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { EXPENSE_DECISIONS, canMoveExpense } from '@/lib/areas/expense-workflow';
import { expenseArea, expenseStatusRequestSchema, type ExpenseStatusRequest } from '@/lib/areas/expenses';
import { EXPENSE_STATUS, choiceLabel } from '@/lib/contract/choices';
import { okEnvelope } from '@/lib/contract/envelope';
import type { ExpenseStatus } from '@/lib/contract/enums';
import { AREA_RIGHTS, meetsGuard } from '@/lib/rights';
import { expenses } from '../db/schema';
import type { UpstreamApp } from '../platform/app-type';
import { errorResponses } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { HttpError, forbidden } from '../platform/http-error';
import { mountRoute, readId, readJson, type AreaHandle, type WriteContext } from '../resources';

/*
 * An expense's approval: submitted → approved or rejected (with who and when, and the reason of a
 * rejection), approved → paid, rejected → submitted again once corrected. Deciding needs section 6 at
 * Approve; each move is a versioned write, so two people deciding at once cannot both succeed.
 */

const label = (status: ExpenseStatus) => choiceLabel(EXPENSE_STATUS, status).toLowerCase();

async function move(
  { tx, user, now }: WriteContext,
  id: number,
  from: ExpenseStatus,
  { status: to, reason }: ExpenseStatusRequest,
) {
  if (!canMoveExpense(from, to))
    throw new HttpError(422, `A ${label(from)} expense cannot become ${label(to)}`, [
      { path: 'status', message: 'This move is not in the approval' },
    ]);
  const deciding = EXPENSE_DECISIONS.includes(to);
  if (deciding && !meetsGuard(user, AREA_RIGHTS.expenses.decide))
    throw forbidden('Approving or rejecting an expense needs the Approve right');
  if (to === 'rejected' && reason === null)
    throw new HttpError(422, 'Say why the expense is rejected', [
      { path: 'reason', message: 'Say why the expense is rejected' },
    ]);
  const decision = deciding
    ? {
        decidedAt: now,
        approvedById: to === 'approved' ? user.userId : null,
        rejectedById: to === 'rejected' ? user.userId : null,
        rejectionReason: to === 'rejected' ? reason : null,
      }
    : to === 'submitted'
      ? {
          decidedAt: null,
          approvedById: null,
          rejectedById: null,
          rejectionReason: null,
          submittedById: user.userId,
        }
      : {};
  await tx
    .update(expenses)
    .set({ status: to, ...decision })
    .where(eq(expenses.id, id));
}

const statusRoute = guardedRoute(expenseArea.rights.update, {
  method: 'post',
  path: '/expenses/{expenseId}/status',
  tags: ['expenses'],
  summary: 'Approve, reject, pay or resubmit an expense',
  description:
    'submitted → approved or rejected (with a reason), approved → paid, rejected → submitted again. Approving ' +
    'and rejecting need section 6 at level 4 (Approve) and record who decided and when; only approved and ' +
    'paid expenses count in reports.',
  request: {
    params: z.object({ expenseId: z.string().meta({ description: "The expense's id" }) }),
    body: {
      content: {
        'application/json': { schema: expenseStatusRequestSchema.meta({ id: 'ExpenseStatusRequest' }) },
      },
      required: true,
    },
  },
  responses: {
    200: {
      description: 'Moved',
      content: { 'application/json': { schema: okEnvelope(expenseArea.detailSchema) } },
    },
    ...errorResponses(400, 404, 409, 422),
  },
});

export function registerExpenseStatusRoute(app: UpstreamApp, resource: AreaHandle<typeof expenseArea>): void {
  mountRoute(app, statusRoute, async (c) => {
    const id = readId(c, 'expenseId');
    const request = await readJson(c, expenseStatusRequestSchema);
    const moved = await resource.versionedWrite(c, id, request.version, (context, before) =>
      move(context, id, before.status, request),
    );
    return c.json({ success: true, data: moved }, 200);
  });
}
