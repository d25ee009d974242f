import 'server-only';
import {
  accessRequestResponseSchema,
  type AccessRequestInput,
  type AccessRequestReceipt,
} from '@/lib/contract/access-requests';
import { upstreamCall } from './call';

/** Public: the person asking has no account, so no token goes with it. */
export async function createAccessRequest(
  body: AccessRequestInput,
  requestId?: string,
): Promise<AccessRequestReceipt> {
  const answer = await upstreamCall(accessRequestResponseSchema, 'access-requests', {
    method: 'POST',
    body,
    requestId,
  });
  return answer.data;
}
