import 'server-only';
import { z } from 'zod';
import { listEnvelope, okEnvelope } from '@/lib/contract/envelope';
import type { ListPage } from '@/lib/contract/list-query';
import {
  accessRequestItemSchema,
  staffList,
  staffMemberSchema,
  type AccessRequestItem,
  type StaffMember,
} from '@/lib/contract/users';
import type { UpstreamCaller } from './area';
import { upstreamCall } from './call';

/** The typed calls of Administration › Users that the server pages make. */

const accessRequestItemsAnswer = okEnvelope(z.array(accessRequestItemSchema));

export type StaffQuery = ReturnType<typeof staffList.parse>;

export async function listStaff(caller: UpstreamCaller, query: StaffQuery): Promise<ListPage<StaffMember>> {
  const answer = await upstreamCall(listEnvelope(staffMemberSchema), 'users', {
    ...caller,
    query: staffList.toRecord(query),
    fallbackError: 'Failed to fetch the users',
  });
  return { items: answer.data, meta: answer.meta };
}

export async function listPendingAccessRequests(caller: UpstreamCaller): Promise<AccessRequestItem[]> {
  const answer = await upstreamCall(accessRequestItemsAnswer, 'access-requests', {
    ...caller,
    fallbackError: 'Failed to fetch the access requests',
  });
  return answer.data;
}
