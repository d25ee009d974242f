import 'server-only';
import type { NextRequest } from 'next/server';
import { sessionOf } from '@/lib/auth/session-cookie';
import { canAccessPath } from '@/lib/navigation';
import { problem } from '@/lib/bff/problem';
import { getMe } from '@/lib/upstream/me';
import { UPSTREAM_UNAVAILABLE_MESSAGE, UpstreamError, UpstreamUnavailableError } from '@/lib/upstream/errors';

/**
 * A route handler of Apps checks the session and the rights itself (the request gate is not trusted
 * alone): the caller's token when the signed-in user may open /apps, else the answer to give.
 */
export async function appsCaller(
  request: NextRequest,
): Promise<{ token: string; requestId: string | undefined } | Response> {
  const session = await sessionOf(request);
  if (!session) return problem(401, 'Authentication required');
  const requestId = request.headers.get('x-request-id') ?? undefined;
  try {
    const me = await getMe({ token: session.upstreamToken, requestId });
    if (!canAccessPath(me, '/apps')) return problem(403, 'You do not have the right to open Apps');
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401)
      return problem(401, 'Authentication required');
    if (error instanceof UpstreamUnavailableError) return problem(502, UPSTREAM_UNAVAILABLE_MESSAGE);
    throw error;
  }
  return { token: session.upstreamToken, requestId };
}
