import type { NextRequest } from 'next/server';
import { testWebIntegration } from '@/lib/apps/web-integrations';
import { appsCaller } from '@/lib/apps/request-guard';
import { problem } from '@/lib/bff/problem';
import { isSameOrigin } from '@/lib/bff/same-origin';
import {
  UPSTREAM_INTEGRATIONS,
  integrationSchema,
  type UpstreamIntegration,
  type WebIntegration,
} from '@/lib/contract/integrations';
import { testUpstreamIntegration } from '@/lib/upstream/integrations';
import { UpstreamError, UpstreamUnavailableError, UPSTREAM_UNAVAILABLE_MESSAGE } from '@/lib/upstream/errors';

type Context = { params: Promise<{ integration: string }> };

const isUpstream = (integration: string): integration is UpstreamIntegration =>
  (UPSTREAM_INTEGRATIONS as readonly string[]).includes(integration);

/**
 * Apps › Test connection: runs a real check of one integration and answers `{ ok, durationMs, message }`.
 * The API's own integrations are tested by the API (which checks the rights again); the web app's here.
 */
export async function POST(request: NextRequest, context: Context): Promise<Response> {
  if (!isSameOrigin(request)) return problem(403, 'Cross-site request refused');
  const caller = await appsCaller(request);
  if (caller instanceof Response) return caller;
  const parsed = integrationSchema.safeParse((await context.params).integration);
  if (!parsed.success) return problem(404, 'No such integration');
  const integration = parsed.data;
  try {
    const data = isUpstream(integration)
      ? await testUpstreamIntegration(caller, integration)
      : await testWebIntegration(integration as WebIntegration, caller.requestId);
    return Response.json({ success: true, data }, { headers: { 'cache-control': 'private, no-store' } });
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return problem(502, UPSTREAM_UNAVAILABLE_MESSAGE);
    if (error instanceof UpstreamError) return problem(error.status, error.message);
    throw error;
  }
}
