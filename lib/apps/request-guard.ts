import 'server-only';
import type { NextRequest } from 'next/server';
import { problem } from '@/lib/bff/problem';
import { signedInCaller } from '@/lib/bff/signed-in';
import { canAccessPath } from '@/lib/navigation';

/**
 * A route handler of Apps checks the session and the rights itself (the request gate is not trusted
 * alone): the caller's token when the signed-in user may open /apps, else the answer to give.
 */
export async function appsCaller(
  request: NextRequest,
): Promise<{ token: string; requestId: string | undefined } | Response> {
  const caller = await signedInCaller(request);
  if (caller instanceof Response) return caller;
  if (!canAccessPath(caller.me, '/apps')) return problem(403, 'You do not have the right to open Apps');
  return { token: caller.token, requestId: caller.requestId };
}
