import type { NextRequest } from 'next/server';
import { clearSessionCookies, sessionOf } from '@/lib/auth/session-cookie';
import { isSameOrigin } from '@/lib/bff/same-origin';
import { createLogger } from '@/lib/log';
import { logout } from '@/lib/upstream/auth';
import { UpstreamError } from '@/lib/upstream/errors';

const log = createLogger('web');

/**
 * Log out (spec 2.6): revokes the upstream token and removes the session cookies. Only a POST from this
 * site's own pages does it, so no link, image or form on another site can sign anyone out.
 */
export async function POST(request: NextRequest): Promise<Response> {
  if (!isSameOrigin(request)) {
    return Response.json({ success: false, error: 'Cross-site request refused' }, { status: 403 });
  }
  const session = await sessionOf(request);
  if (session) {
    await logout(session.upstreamToken).catch((error: unknown) => {
      // A token the API already refuses is as good as revoked; otherwise it lives out its own expiry.
      if (!(error instanceof UpstreamError && error.status === 401)) {
        log.warn({ err: error, userId: session.userId }, 'sign-out: the upstream token was not revoked');
      }
    });
  }
  const headers = new Headers({ 'cache-control': 'no-store' });
  clearSessionCookies(headers, request);
  return new Response(null, { status: 204, headers });
}
