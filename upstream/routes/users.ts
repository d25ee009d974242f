import { z } from '@hono/zod-openapi';
import { listEnvelope, okEnvelope } from '@/lib/contract/envelope';
import {
  accessRequestApprovalSchema,
  accessRequestItemSchema,
  staffActionResultSchema,
  staffInviteSchema,
  staffList,
  staffMemberSchema,
} from '@/lib/contract/users';
import { AREA_RIGHTS } from '@/lib/rights';
import type { UpstreamApp } from '../platform/app-type';
import { signedIn } from '../platform/context';
import { errorResponses, jsonResponse as json } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { notFound } from '../platform/http-error';
import { checkQuery, listPage, mountRoute, readId, readJson, type ResourceContext } from '../resources';
import { mailAccountLink, type AccountLink } from '../staff/account-link';
import {
  approveAccessRequest,
  declineAccessRequest,
  mailDecline,
  pendingAccessRequests,
} from '../staff/access-decisions';
import {
  forcePasswordReset,
  inviteStaff,
  resendInvitation,
  resetTwoFactor,
  setStaffActive,
  type StaffWrite,
} from '../staff/staff-actions';
import { loadStaffMember, staffSource } from '../staff/staff-read';

/*
 * Administration › Users: staff accounts (list, one account, an invitation, deactivate and activate,
 * reset two-factor, force a password reset) and the access requests sent from /sign-up.
 */

const rights = AREA_RIGHTS.users;
const tags = ['users'];
const userParams = z.object({ userId: z.string().meta({ description: 'The user’s id' }) });
const requestParams = z.object({ accessRequestId: z.string().meta({ description: 'The request’s id' }) });

const memberSchema = staffMemberSchema.meta({ id: 'StaffMember' });
const memberEnvelope = okEnvelope(memberSchema);
const actionEnvelope = okEnvelope(staffActionResultSchema.meta({ id: 'StaffActionResult' }));

const listRoute = guardedRoute(rights.view, {
  method: 'get',
  path: '/users',
  tags,
  summary: 'Staff accounts: name, user name, email, groups, two-factor, state and last sign-in',
  request: { query: staffList.schema },
  responses: {
    200: json(listEnvelope(memberSchema).meta({ id: 'StaffMemberList' }), 'One page'),
    ...errorResponses(400),
  },
});

const inviteRoute = guardedRoute(rights.create, {
  method: 'post',
  path: '/users',
  tags,
  summary: 'Invite a colleague: the account is made and a link to choose a password is mailed',
  description:
    'The account takes the rights of its groups. The link is valid for seven days and used once; until it ' +
    'is, the account is "invited". Answers 422 when the user name or the address is taken.',
  request: {
    body: {
      content: { 'application/json': { schema: staffInviteSchema.meta({ id: 'StaffInvite' }) } },
      required: true,
    },
  },
  responses: { 201: json(memberEnvelope, 'The invited account'), ...errorResponses(400, 422) },
});

const getRoute = guardedRoute(rights.view, {
  method: 'get',
  path: '/users/{userId}',
  tags,
  summary: 'One staff account',
  request: { params: userParams },
  responses: { 200: json(memberEnvelope, 'The account'), ...errorResponses(400, 404) },
});

const actionRoute = (path: string, summary: string, description: string) =>
  guardedRoute(rights.update, {
    method: 'post',
    path: `/users/{userId}/${path}`,
    tags,
    summary,
    description,
    request: { params: userParams },
    responses: { 200: json(actionEnvelope, 'Done'), ...errorResponses(400, 404, 409, 422) },
  });

const deactivateRoute = actionRoute(
  'deactivate',
  'Deactivate an account: it can no longer sign in, and its sessions end at once',
  'Refused (422) for one’s own account and for the last active Super User; 409 when already deactivated.',
);
const activateRoute = actionRoute(
  'activate',
  'Activate a deactivated account again',
  '409 when it is active already.',
);
const resetTwoFactorRoute = actionRoute(
  'two-factor/reset',
  'Turn two-factor sign-in off, voiding the codes already mailed',
  'For someone who lost access to their codes: they turn it on again in their settings. 409 when it is off.',
);
const forceResetRoute = actionRoute(
  'password-reset',
  'Force a password reset: the password stops working, sessions end, a link is mailed',
  'The link is valid for 24 hours. 409 for a deactivated account.',
);

const resendRoute = actionRoute(
  'invitation',
  'Mail an invited colleague a new invitation link',
  'For an account still waiting for its password; the earlier links keep working until they expire. 409 otherwise.',
);

const pendingRoute = guardedRoute(rights.view, {
  method: 'get',
  path: '/access-requests',
  tags: ['access-requests'],
  summary: 'Access requests waiting for a decision, oldest first',
  responses: {
    200: json(
      okEnvelope(z.array(accessRequestItemSchema.meta({ id: 'AccessRequest' }))),
      'The pending requests',
    ),
  },
});

const approveRoute = guardedRoute(rights.create, {
  method: 'post',
  path: '/access-requests/{accessRequestId}/approve',
  tags: ['access-requests'],
  summary: 'Approve a request: the account is made with the names and address given, and invited',
  request: {
    params: requestParams,
    body: {
      content: {
        'application/json': { schema: accessRequestApprovalSchema.meta({ id: 'AccessRequestApproval' }) },
      },
      required: true,
    },
  },
  responses: {
    201: json(memberEnvelope, 'The invited account'),
    ...errorResponses(400, 404, 409, 422),
  },
});

const declineRoute = guardedRoute(rights.update, {
  method: 'post',
  path: '/access-requests/{accessRequestId}/decline',
  tags: ['access-requests'],
  summary: 'Decline a request; the requester is told by email',
  request: { params: requestParams },
  responses: {
    200: json(okEnvelope(accessRequestItemSchema), 'The declined request'),
    ...errorResponses(400, 404, 409),
  },
});

/** Runs an administrator's write in one transaction, then mails what it produced once it has committed. */
async function administer<T>(c: ResourceContext, work: (write: StaffWrite) => Promise<T>): Promise<T> {
  const { deps, requestId } = c.var;
  const { user } = signedIn(c);
  return deps.database.db.transaction((tx) => work({ tx, deps, actorId: user.userId, requestId }));
}

async function answerMember(c: ResourceContext, userId: number, status: 200 | 201) {
  const member = await loadStaffMember(c.var.deps.database.db, userId);
  if (!member) throw notFound('This user does not exist.');
  return c.json({ success: true, data: member }, status);
}

async function answerAction(c: ResourceContext, userId: number, signedOutSessions = 0) {
  const member = await loadStaffMember(c.var.deps.database.db, userId);
  if (!member) throw notFound('This user does not exist.');
  return c.json({ success: true, data: { userId, status: member.status, signedOutSessions } }, 200);
}

async function invited(c: ResourceContext, link: AccountLink) {
  await mailAccountLink(c.var.deps, link);
  return answerMember(c, link.to.userId, 201);
}

export function registerUserRoutes(app: UpstreamApp): void {
  mountRoute(app, listRoute, async (c) => {
    checkQuery(c, staffList.schema);
    const query = staffList.parse(c.req.query());
    const { items, total } = await listPage(c.var.deps.database.db, staffSource, query);
    return c.json(
      { success: true, data: items, meta: { page: query.page, pageSize: query.pageSize, total } },
      200,
    );
  });

  // Fixed paths before `users/{userId}` can claim them.
  mountRoute(app, pendingRoute, async (c) =>
    c.json({ success: true, data: await pendingAccessRequests(c.var.deps.database.db) }, 200),
  );

  mountRoute(app, inviteRoute, async (c) => {
    const input = await readJson(c, staffInviteSchema);
    return invited(c, await administer(c, (write) => inviteStaff(write, input)));
  });

  mountRoute(app, getRoute, (c) => answerMember(c, readId(c, 'userId'), 200));

  mountRoute(app, deactivateRoute, async (c) => {
    const userId = readId(c, 'userId');
    const { signedOutSessions } = await administer(c, (write) => setStaffActive(write, userId, false));
    return answerAction(c, userId, signedOutSessions);
  });

  mountRoute(app, activateRoute, async (c) => {
    const userId = readId(c, 'userId');
    await administer(c, (write) => setStaffActive(write, userId, true));
    return answerAction(c, userId);
  });

  mountRoute(app, resetTwoFactorRoute, async (c) => {
    const userId = readId(c, 'userId');
    await administer(c, (write) => resetTwoFactor(write, userId));
    return answerAction(c, userId);
  });

  mountRoute(app, forceResetRoute, async (c) => {
    const userId = readId(c, 'userId');
    const link = await administer(c, (write) => forcePasswordReset(write, userId));
    await mailAccountLink(c.var.deps, link);
    return answerAction(c, userId);
  });

  mountRoute(app, resendRoute, async (c) => {
    const userId = readId(c, 'userId');
    const link = await administer(c, (write) => resendInvitation(write, userId));
    await mailAccountLink(c.var.deps, link);
    return answerAction(c, userId);
  });

  mountRoute(app, approveRoute, async (c) => {
    const id = readId(c, 'accessRequestId');
    const approval = await readJson(c, accessRequestApprovalSchema);
    return invited(c, await administer(c, (write) => approveAccessRequest(write, id, approval)));
  });

  mountRoute(app, declineRoute, async (c) => {
    const id = readId(c, 'accessRequestId');
    const request = await administer(c, (write) => declineAccessRequest(write, id));
    await mailDecline(c.var.deps, request);
    return c.json(
      {
        success: true,
        data: accessRequestItemSchema.parse({
          accessRequestId: request.id,
          firstName: request.firstName,
          lastName: request.lastName,
          email: request.email,
          message: request.message,
          status: 'rejected',
          requestedAt: request.createdAt.toISOString(),
        }),
      },
      200,
    );
  });
}
