import { z } from '@hono/zod-openapi';
import { okEnvelope } from '@/lib/contract/envelope';
import {
  groupRightChangeSchema,
  groupRightsSchema,
  userAccessChangeSchema,
  userAccessSchema,
} from '@/lib/contract/user-authorization';
import { AREA_RIGHTS, isSectionId } from '@/lib/rights';
import type { UpstreamApp } from '../platform/app-type';
import { signedIn } from '../platform/context';
import { errorResponses, jsonResponse as json } from '../platform/envelope';
import { SIGNED_IN, guardedRoute } from '../platform/guarded-route';
import { badRequest, notFound } from '../platform/http-error';
import { mountRoute, readId, readJson, type ResourceContext } from '../resources';
import { changeGroupRight, changeUserAccess, listGroupRights, loadUserAccess } from '../staff/rights-editor';

/*
 * Administration › User Authorization: the groups' rights per section, and one user's groups and own
 * rights with what they hold in effect. Every change is audited and in force on the user's next request.
 */

const rights = AREA_RIGHTS.userAuthorization;
const tags = ['user-authorization'];
const accessSchema = userAccessSchema.meta({ id: 'UserAccess' });

const groupsRoute = guardedRoute(rights.view, {
  method: 'get',
  path: '/user-authorization/groups',
  tags,
  summary: 'Each group with its active members counted and its level in every right section it holds',
  responses: {
    200: json(okEnvelope(z.array(groupRightsSchema.meta({ id: 'GroupRights' }))), 'The groups'),
  },
});

const cellRoute = guardedRoute(rights.update, {
  method: 'put',
  path: '/user-authorization/groups/{groupId}/sections/{sectionId}',
  tags,
  summary: 'Set a group’s level in a section (0 for none)',
  description:
    'Carries the level the editor showed: 409 when someone changed the cell meanwhile. The Super Users’ ' +
    'row is fixed at Manage (422). In force for every member on their next request.',
  request: {
    params: z.object({ groupId: z.string(), sectionId: z.string() }),
    body: {
      content: { 'application/json': { schema: groupRightChangeSchema.meta({ id: 'GroupRightChange' }) } },
      required: true,
    },
  },
  responses: {
    200: json(okEnvelope(z.array(groupRightsSchema)), 'The groups, changed'),
    ...errorResponses(400, 404, 409, 422),
  },
});

const accessRoute = guardedRoute(rights.view, {
  method: 'get',
  path: '/users/{userId}/access',
  tags,
  summary: 'A user’s groups, own rights, and the level held in every section with where it comes from',
  request: { params: z.object({ userId: z.string() }) },
  responses: { 200: json(okEnvelope(accessSchema), 'The user’s access'), ...errorResponses(400, 404) },
});

const accessChangeRoute = guardedRoute(rights.update, {
  method: 'put',
  path: '/users/{userId}/access',
  tags,
  summary: 'Replace a user’s groups and own rights',
  description:
    'Against the version read (409 when stale). The last active Super User never leaves the group (422).',
  request: {
    params: z.object({ userId: z.string() }),
    body: {
      content: { 'application/json': { schema: userAccessChangeSchema.meta({ id: 'UserAccessChange' }) } },
      required: true,
    },
  },
  responses: {
    200: json(okEnvelope(accessSchema), 'The user’s access'),
    ...errorResponses(400, 404, 409, 422),
  },
});

const myAccessRoute = guardedRoute(SIGNED_IN, {
  method: 'get',
  path: '/me/access',
  tags: ['me'],
  summary: 'The signed-in user’s groups, own rights, and every level they hold with where it comes from',
  responses: { 200: json(okEnvelope(accessSchema), 'Your access') },
});

async function answerAccess(c: ResourceContext, userId: number) {
  const access = await loadUserAccess(c.var.deps.database.db, userId);
  if (!access) throw notFound('This user does not exist.');
  return c.json({ success: true, data: access }, 200);
}

function write(c: ResourceContext) {
  return { deps: c.var.deps, actorId: signedIn(c).user.userId, requestId: c.var.requestId };
}

export function registerUserAuthorizationRoutes(app: UpstreamApp): void {
  mountRoute(app, groupsRoute, async (c) =>
    c.json({ success: true, data: await listGroupRights(c.var.deps.database.db) }, 200),
  );

  mountRoute(app, cellRoute, async (c) => {
    const groupId = readId(c, 'groupId');
    const sectionId = readId(c, 'sectionId');
    if (!isSectionId(sectionId))
      throw badRequest('Invalid input', [{ path: 'sectionId', message: 'Choose a section from 1 to 11' }]);
    const change = await readJson(c, groupRightChangeSchema);
    const { db } = c.var.deps.database;
    await db.transaction((tx) => changeGroupRight({ tx, ...write(c) }, groupId, sectionId, change));
    return c.json({ success: true, data: await listGroupRights(db) }, 200);
  });

  mountRoute(app, accessRoute, (c) => answerAccess(c, readId(c, 'userId')));

  mountRoute(app, myAccessRoute, (c) => answerAccess(c, signedIn(c).user.userId));

  mountRoute(app, accessChangeRoute, async (c) => {
    const userId = readId(c, 'userId');
    const change = await readJson(c, userAccessChangeSchema);
    await c.var.deps.database.db.transaction((tx) => changeUserAccess({ tx, ...write(c) }, userId, change));
    return answerAccess(c, userId);
  });
}
