import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import {
  ACCESS_REQUESTS_PER_HOUR,
  accessRequestResponseSchema,
  accessRequestSchema,
  type AccessRequestInput,
} from '@/lib/contract/access-requests';
import { GROUP } from '@/lib/rights';
import type { UpstreamApp } from '../platform/app-type';
import { findUserByNameOrEmail } from '../auth/find-user';
import { LOCK_KEYS } from '../db/lock-keys';
import { accessRequests, userGroups, users } from '../db/schema';
import { recordAudit } from '../platform/audit';
import { sendEmail } from '../mail/templates';
import type { UpstreamDeps } from '../platform/deps';
import { errorResponses } from '../platform/envelope';
import { conflict, HttpError } from '../platform/http-error';
import { publicRoute } from '../platform/guarded-route';

const HOUR_MS = 60 * 60 * 1000;

// Serialises access requests, so two at once can neither both pass the duplicate check nor the hourly cap.

const createAccessRequestRoute = publicRoute({
  method: 'post',
  path: '/access-requests',
  tags: ['access-requests'],
  summary: 'Ask for an account',
  description:
    'There is no open registration: the request is stored as pending and mailed to every active Super User, ' +
    'who decide on it. Answers 409 while a request for the same address is pending, and 429 when ' +
    `${ACCESS_REQUESTS_PER_HOUR} requests have come in within the last hour.`,
  request: {
    body: {
      content: { 'application/json': { schema: accessRequestSchema.meta({ id: 'AccessRequestInput' }) } },
      required: true,
    },
  },
  responses: {
    201: {
      description: 'Recorded as pending; the Super Users are mailed',
      content: {
        'application/json': { schema: accessRequestResponseSchema.meta({ id: 'AccessRequestResponse' }) },
      },
    },
    ...errorResponses(400, 409, 429),
  },
});

type AccessRequestRow = typeof accessRequests.$inferSelect;

/** Stores a pending request, refusing duplicates and floods; the audit row is written in the same transaction. */
async function storeAccessRequest(
  deps: UpstreamDeps,
  input: AccessRequestInput,
  requestId: string,
): Promise<AccessRequestRow> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.accessRequest})`);

    const [pending] = await tx
      .select({ n: count() })
      .from(accessRequests)
      .where(and(eq(accessRequests.status, 'pending'), sql`lower(${accessRequests.email}) = ${input.email}`));
    if ((pending?.n ?? 0) > 0) {
      throw conflict(
        'A request for this address is already waiting for review. A Super User will reply by email.',
      );
    }

    const since = new Date(now.getTime() - HOUR_MS);
    const recent = await tx
      .select({ createdAt: accessRequests.createdAt })
      .from(accessRequests)
      .where(gt(accessRequests.createdAt, since))
      .orderBy(asc(accessRequests.createdAt))
      .limit(ACCESS_REQUESTS_PER_HOUR);
    const oldest = recent[0];
    if (recent.length >= ACCESS_REQUESTS_PER_HOUR && oldest) {
      const retryAfter = Math.max(
        1,
        Math.ceil((oldest.createdAt.getTime() + HOUR_MS - now.getTime()) / 1000),
      );
      throw new HttpError(
        429,
        `Too many access requests have come in within the last hour. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`,
        undefined,
        { 'Retry-After': String(retryAfter) },
      );
    }

    const [row] = await tx
      .insert(accessRequests)
      .values({ ...input, status: 'pending', createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('The access request was not stored');
    await recordAudit(tx, {
      userId: null,
      action: 'insert',
      entity: 'access_requests',
      entityId: row.id,
      after: row,
      requestId,
      at: now,
    });
    return row;
  });
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Tells every active Super User. The request is already stored, so a failing mail is logged rather than
 * undoing it: the request still shows among the pending ones.
 */
async function notifySuperUsers(deps: UpstreamDeps, request: AccessRequestRow): Promise<void> {
  const db = deps.database.db;
  const reviewers = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(userGroups, eq(userGroups.userId, users.id))
    .where(and(eq(userGroups.groupId, GROUP.SUPER_USERS), eq(users.active, true)));

  // Only the reviewers learn that the address is known; the requester is told nothing either way.
  const existing = await findUserByNameOrEmail(db, request.email.toLowerCase());
  const accountNote =
    existing && existing.email.toLowerCase() === request.email.toLowerCase()
      ? `\nNote: this address already belongs to the ${existing.active ? 'active' : 'inactive'} account "${existing.userName}".\n`
      : '';
  const values = {
    requesterName: oneLine(`${request.firstName} ${request.lastName}`),
    requesterEmail: request.email,
    reason: request.message ?? '',
    accountNote,
    reviewLink: `${deps.config.APP_URL}/users`,
  };

  for (const reviewer of reviewers) {
    try {
      await sendEmail(
        deps,
        'access_request_received',
        { ...values, firstName: reviewer.firstName },
        { to: reviewer.email, toName: `${reviewer.firstName} ${reviewer.lastName}`, userId: reviewer.id },
      );
    } catch (error) {
      deps.log.error(
        { err: error, accessRequestId: request.id, to: reviewer.id },
        'access request mail failed',
      );
    }
  }
}

export function registerAccessRequestRoutes(app: UpstreamApp): void {
  app.openapi(createAccessRequestRoute, async (c) => {
    const row = await storeAccessRequest(c.var.deps, c.req.valid('json'), c.var.requestId);
    // After the commit: the mailer writes its outbox outside the transaction.
    await notifySuperUsers(c.var.deps, row);
    return c.json({ success: true as const, data: { accessRequestId: row.id, status: row.status } }, 201);
  });
}
