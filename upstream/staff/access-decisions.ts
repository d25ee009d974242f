import { asc, eq } from 'drizzle-orm';
import {
  accessRequestItemSchema,
  type AccessRequestApproval,
  type AccessRequestItem,
} from '@/lib/contract/users';
import type { Db, Tx } from '../db/client';
import { isoTimestamp } from '../db/iso-timestamp';
import { accessRequests } from '../db/schema';
import { recordAudit } from '../platform/audit';
import { sendEmail } from '../mail/templates';
import type { UpstreamDeps } from '../platform/deps';
import { conflict, notFound } from '../platform/http-error';
import type { AccountLink } from './account-link';
import { inviteStaff, type StaffWrite } from './staff-actions';

/*
 * Requests for an account sent from /sign-up, decided by an administrator: approving one makes the
 * account and invites its owner; declining tells them so.
 */

export async function pendingAccessRequests(db: Db): Promise<AccessRequestItem[]> {
  const rows = await db
    .select({
      accessRequestId: accessRequests.id,
      firstName: accessRequests.firstName,
      lastName: accessRequests.lastName,
      email: accessRequests.email,
      message: accessRequests.message,
      status: accessRequests.status,
      requestedAt: isoTimestamp(accessRequests.createdAt),
    })
    .from(accessRequests)
    .where(eq(accessRequests.status, 'pending'))
    .orderBy(asc(accessRequests.createdAt), asc(accessRequests.id));
  return rows.map((row) => accessRequestItemSchema.parse(row));
}

type RequestRow = typeof accessRequests.$inferSelect;

/** The pending request, locked for the decision: 404 without one, 409 once someone decided it. */
async function lockPending(tx: Tx, id: number): Promise<RequestRow> {
  const [row] = await tx.select().from(accessRequests).where(eq(accessRequests.id, id)).for('update');
  if (!row) throw notFound('This access request does not exist.');
  if (row.status !== 'pending')
    throw conflict(`This request has already been ${row.status === 'approved' ? 'approved' : 'declined'}.`);
  return row;
}

async function decide(write: StaffWrite, before: RequestRow, set: Partial<RequestRow>): Promise<void> {
  const now = write.deps.now();
  const [after] = await write.tx
    .update(accessRequests)
    .set({ ...set, decidedById: write.actorId, decidedAt: now, updatedAt: now, version: before.version + 1 })
    .where(eq(accessRequests.id, before.id))
    .returning();
  await recordAudit(write.tx, {
    userId: write.actorId,
    action: 'update',
    entity: 'access_requests',
    entityId: before.id,
    before,
    after,
    requestId: write.requestId,
    at: now,
  });
}

/** Makes the account the request asked for and answers the invitation to mail. */
export async function approveAccessRequest(
  write: StaffWrite,
  id: number,
  approval: AccessRequestApproval,
): Promise<AccountLink> {
  const request = await lockPending(write.tx, id);
  const link = await inviteStaff(write, {
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email.toLowerCase(),
    ...approval,
  });
  await decide(write, request, { status: 'approved', userId: link.to.userId });
  return link;
}

export async function declineAccessRequest(write: StaffWrite, id: number): Promise<RequestRow> {
  const request = await lockPending(write.tx, id);
  await decide(write, request, { status: 'rejected' });
  return request;
}

/** The requester learns the answer; a failed delivery stays in the outbox and is logged. */
export async function mailDecline(deps: UpstreamDeps, request: RequestRow): Promise<void> {
  try {
    await sendEmail(
      deps,
      'access_request_declined',
      { firstName: request.firstName },
      { to: request.email, toName: `${request.firstName} ${request.lastName}` },
    );
  } catch (error) {
    deps.log.error({ err: error, accessRequestId: request.id }, 'access request decline mail failed');
  }
}
