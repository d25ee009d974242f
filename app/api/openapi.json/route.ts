import type { NextRequest } from 'next/server';
import { appsCaller } from '@/lib/apps/request-guard';
import { problem } from '@/lib/bff/problem';
import { UPSTREAM_UNAVAILABLE_MESSAGE, UpstreamUnavailableError } from '@/lib/upstream/errors';
import { upstreamFetch } from '@/lib/upstream/transport';

/**
 * The publishing API's OpenAPI 3.1 document through the web app, for signed-in developers (the rights of
 * /apps): the embedded API is not reachable from outside, and the standalone one serves it at its root.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const caller = await appsCaller(request);
  if (caller instanceof Response) return caller;
  let upstream: Response;
  try {
    upstream = await upstreamFetch('openapi.json', {
      headers: {
        accept: 'application/json',
        ...(caller.requestId ? { 'x-request-id': caller.requestId } : {}),
      },
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return problem(502, UPSTREAM_UNAVAILABLE_MESSAGE);
    throw error;
  }
  if (!upstream.ok) {
    await upstream.body?.cancel();
    return problem(502, `The publishing API answered ${upstream.status} for its OpenAPI document`);
  }
  return new Response(upstream.body, {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' },
  });
}
