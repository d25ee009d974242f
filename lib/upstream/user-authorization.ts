import 'server-only';
import { z } from 'zod';
import { okEnvelope } from '@/lib/contract/envelope';
import {
  groupRightsSchema,
  userAccessSchema,
  type GroupRights,
  type UserAccess,
} from '@/lib/contract/user-authorization';
import type { UpstreamCaller } from './area';
import { upstreamCall } from './call';

/** The typed calls of Administration › User Authorization that the server page makes. */

const groupRightsAnswer = okEnvelope(z.array(groupRightsSchema));

export async function listGroupRights(caller: UpstreamCaller): Promise<GroupRights[]> {
  const answer = await upstreamCall(groupRightsAnswer, 'user-authorization/groups', {
    ...caller,
    fallbackError: 'Failed to fetch the groups’ rights',
  });
  return answer.data;
}

export async function getUserAccess(caller: UpstreamCaller, userId: number): Promise<UserAccess> {
  const answer = await upstreamCall(okEnvelope(userAccessSchema), `users/${userId}/access`, {
    ...caller,
    fallbackError: 'Failed to fetch the user’s access',
  });
  return answer.data;
}

/** The signed-in user's own access, for the dashboard's Authorization tab. */
export async function getMyAccess(caller: UpstreamCaller): Promise<UserAccess> {
  const answer = await upstreamCall(okEnvelope(userAccessSchema), 'me/access', {
    ...caller,
    fallbackError: 'Failed to fetch your access',
  });
  return answer.data;
}
