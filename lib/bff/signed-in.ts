import 'server-only';
import type { NextRequest } from 'next/server';
import { sessionOf } from '@/lib/auth/session-cookie';
import type { Me } from '@/lib/contract/me';
import { getMe } from '@/lib/upstream/me';
import { UPSTREAM_UNAVAILABLE_MESSAGE, UpstreamError, UpstreamUnavailableError } from '@/lib/upstream/errors';
import { problem } from './problem';

export interface SignedInCaller {
  me: Me;
  token: string;
  requestId: string | undefined;
}

/**
 * The signed-in user of a web-app route handler, read from the API (the request gate is not trusted
 * alone), or the answer to give instead: 401 without a session the API accepts, 502 when it is down.
 */
export async function signedInCaller(request: NextRequest): Promise<SignedInCaller | Response> {
  const session = await sessionOf(request);
  if (!session) return problem(401, 'Authentication required');
  const requestId = request.headers.get('x-request-id') ?? undefined;
  try {
    return {
      me: await getMe({ token: session.upstreamToken, requestId }),
      token: session.upstreamToken,
      requestId,
    };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401)
      return problem(401, 'Authentication required');
    if (error instanceof UpstreamUnavailableError) return problem(502, UPSTREAM_UNAVAILABLE_MESSAGE);
    throw error;
  }
}
