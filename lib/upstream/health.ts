import 'server-only';
import { okEnvelope } from '@/lib/contract/envelope';
import { upstreamHealthSchema, type UpstreamHealth } from '@/lib/contract/health';
import { upstreamCall } from './call';

export async function getUpstreamHealth(requestId?: string): Promise<UpstreamHealth> {
  const body = await upstreamCall(okEnvelope(upstreamHealthSchema), 'health', {
    requestId,
    acceptStatuses: [503],
  });
  return body.data;
}
