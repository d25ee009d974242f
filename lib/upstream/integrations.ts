import 'server-only';
import { okEnvelope } from '@/lib/contract/envelope';
import {
  connectionTestSchema,
  upstreamIntegrationsSchema,
  type ConnectionTest,
  type UpstreamIntegration,
  type UpstreamIntegrations,
} from '@/lib/contract/integrations';
import type { UpstreamCaller } from './area';
import { upstreamCall } from './call';

/** Mail, the file store, the database and the export targets, as the publishing API holds them. */
export async function getIntegrations(caller: UpstreamCaller): Promise<UpstreamIntegrations> {
  const answer = await upstreamCall(okEnvelope(upstreamIntegrationsSchema), 'integrations', {
    ...caller,
    fallbackError: 'Failed to fetch the integrations',
  });
  return answer.data;
}

/** Has the publishing API test one of its integrations for real. */
export async function testUpstreamIntegration(
  caller: UpstreamCaller,
  integration: UpstreamIntegration,
): Promise<ConnectionTest> {
  const answer = await upstreamCall(okEnvelope(connectionTestSchema), `integrations/${integration}/test`, {
    ...caller,
    method: 'POST',
    fallbackError: 'The connection test could not be run',
  });
  return answer.data;
}
