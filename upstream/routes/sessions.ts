import type { z } from '@hono/zod-openapi';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  END_SESSION_NEEDS_PASSWORD,
  SIGN_OUT_EVERYWHERE_NEEDS_PASSWORD,
  passwordConfirmationSchema,
} from '@/lib/contract/current-password';
import { sessionsRevokeResultSchema } from '@/lib/contract/me';
import {
  sessionEndResultSchema,
  sessionListSchema,
  sessionParamSchema,
  userParamSchema,
  type Session,
} from '@/lib/contract/sessions';
import { AREA_RIGHTS } from '@/lib/rights';
import type { UpstreamApp } from '../platform/app-type';
import { clientInfo } from '../auth/client-info';
import { confirmCurrentPassword } from '../auth/current-password';
import { liveTokensOf, revokeLiveTokens } from '../auth/tokens';
import type { Tx } from '../db/client';
import { apiTokens, users } from '../db/schema';
import { recordAudit } from '../platform/audit';
import { signedIn } from '../platform/context';
import { errorResponses, okEnvelope } from '../platform/envelope';
import { guardedRoute, SIGNED_IN } from '../platform/guarded-route';
import { notFound } from '../platform/http-error';

/*
 * Sessions are the API tokens of sign-ins. A user sees their own live ones and ends any or all of them
 * after giving the current password; an administrator of users ends all of one user's.
 */

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const signedOutEnvelope = okEnvelope(sessionsRevokeResultSchema.meta({ id: 'SessionsRevokeResult' }));

const PASSWORD_CHECK =
  'Needs `currentPassword`; wrong current passwords count as failed sign-ins (429 with Retry-After).';

const listRoute = guardedRoute(SIGNED_IN, {
  method: 'get',
  path: '/me/sessions',
  tags: ['me'],
  summary: 'The signed-in user’s live sessions, this one marked `current`, most recently used first',
  responses: {
    200: json(okEnvelope(sessionListSchema.meta({ id: 'SessionList' })), 'The live sessions'),
  },
});

const endRoute = guardedRoute(SIGNED_IN, {
  method: 'post',
  path: '/me/sessions/{sessionId}/end',
  tags: ['me'],
  summary: 'End one of the signed-in user’s sessions, this one included',
  description: `${PASSWORD_CHECK} A session that has ended already, or is another user’s, is not found (404).`,
  request: {
    params: sessionParamSchema,
    ...jsonBody(passwordConfirmationSchema.meta({ id: 'SessionEnd' })),
  },
  responses: {
    200: json(okEnvelope(sessionEndResultSchema.meta({ id: 'SessionEndResult' })), 'Ended'),
    ...errorResponses(400, 404, 429),
  },
});

const endAllRoute = guardedRoute(SIGNED_IN, {
  method: 'post',
  path: '/me/sessions/revoke',
  tags: ['me'],
  summary: 'Sign out everywhere, this session included',
  description: PASSWORD_CHECK,
  request: jsonBody(passwordConfirmationSchema.meta({ id: 'SignOutEverywhere' })),
  responses: {
    200: json(signedOutEnvelope, 'Signed out'),
    ...errorResponses(400, 429),
  },
});

const endUserSessionsRoute = guardedRoute(AREA_RIGHTS.users.endSessions, {
  method: 'post',
  path: '/users/{userId}/sessions/end',
  tags: ['users'],
  summary: 'Sign a user out everywhere',
  description:
    'Every live session of the user ends; when the user is the caller, the session making the call too.',
  request: { params: userParamSchema },
  responses: {
    200: json(signedOutEnvelope, 'Signed out'),
    ...errorResponses(400, 404),
  },
});

/** Records that sessions of `userId` were signed out by `actorId`, as the write's own audit row. */
async function auditSignOut(
  tx: Tx,
  entry: { actorId: number; userId: number; count: number; now: Date; requestId: string },
): Promise<void> {
  await recordAudit(tx, {
    userId: entry.actorId,
    action: 'update',
    entity: 'api_tokens',
    entityId: entry.userId,
    after: { userId: entry.userId, revokedAt: entry.now, signedOutSessions: entry.count },
    requestId: entry.requestId,
    at: entry.now,
  });
}

export function registerSessionRoutes(app: UpstreamApp): void {
  app.openapi(listRoute, async (c) => {
    const { deps } = c.var;
    const { user, tokenId } = signedIn(c);
    const now = deps.now();
    const rows = await deps.database.db
      .select({ id: apiTokens.id, createdAt: apiTokens.createdAt, lastUsedAt: apiTokens.lastUsedAt })
      .from(apiTokens)
      .where(liveTokensOf(user.userId, now))
      .orderBy(desc(sql`coalesce(${apiTokens.lastUsedAt}, ${apiTokens.createdAt})`), desc(apiTokens.id));
    const sessions = rows.map((row): Session => ({
      sessionId: row.id,
      signedInAt: row.createdAt.toISOString(),
      lastUsedAt: (row.lastUsedAt ?? row.createdAt).toISOString(),
      current: row.id === tokenId,
    }));
    // Uses are recorded once a minute, so this one may look older than another: it leads the list anyway.
    const ordered = [
      ...sessions.filter((session) => session.current),
      ...sessions.filter((session) => !session.current),
    ];
    return c.json({ success: true as const, data: ordered }, 200);
  });

  app.openapi(endRoute, async (c) => {
    const { deps, requestId } = c.var;
    const { user, tokenId } = signedIn(c);
    const { sessionId } = c.req.valid('param');
    const { currentPassword } = c.req.valid('json');
    await confirmCurrentPassword(deps, user, clientInfo(c), {
      password: currentPassword,
      missing: END_SESSION_NEEDS_PASSWORD,
    });
    const now = deps.now();
    await deps.database.db.transaction(async (tx) => {
      const [ended] = await tx
        .update(apiTokens)
        .set({ revokedAt: now })
        .where(and(eq(apiTokens.id, sessionId), liveTokensOf(user.userId, now)))
        .returning({ id: apiTokens.id });
      if (!ended) throw notFound('This session has already ended.');
      await recordAudit(tx, {
        userId: user.userId,
        action: 'update',
        entity: 'api_tokens',
        entityId: ended.id,
        before: { revokedAt: null },
        after: { userId: user.userId, revokedAt: now },
        requestId,
        at: now,
      });
    });
    return c.json({ success: true as const, data: { current: sessionId === tokenId } }, 200);
  });

  app.openapi(endAllRoute, async (c) => {
    const { deps, requestId } = c.var;
    const { user } = signedIn(c);
    await confirmCurrentPassword(deps, user, clientInfo(c), {
      password: c.req.valid('json').currentPassword,
      missing: SIGN_OUT_EVERYWHERE_NEEDS_PASSWORD,
    });
    const now = deps.now();
    const signedOutSessions = await deps.database.db.transaction(async (tx) => {
      const count = await revokeLiveTokens(tx, user.userId, now);
      await auditSignOut(tx, { actorId: user.userId, userId: user.userId, count, now, requestId });
      return count;
    });
    return c.json({ success: true as const, data: { signedOutSessions } }, 200);
  });

  app.openapi(endUserSessionsRoute, async (c) => {
    const { deps, requestId } = c.var;
    const { user } = signedIn(c);
    const { userId } = c.req.valid('param');
    const now = deps.now();
    const signedOutSessions = await deps.database.db.transaction(async (tx) => {
      const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!target) throw notFound('This user does not exist (it may have been deleted).');
      const count = await revokeLiveTokens(tx, userId, now);
      await auditSignOut(tx, { actorId: user.userId, userId, count, now, requestId });
      return count;
    });
    return c.json({ success: true as const, data: { signedOutSessions } }, 200);
  });
}
