import 'server-only';
import { createLogger } from '@/lib/log';
import { logout } from '@/lib/upstream/auth';
import { UpstreamError } from '@/lib/upstream/errors';
import { sessionCookieName } from './cookies';
import { decodeSession } from './session-cookie';

const log = createLogger('web');

/** The session cookie's value in a Cookie header. */
function sessionCookieIn(header: string | undefined): string | undefined {
  const name = sessionCookieName();
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * A sign-in in a browser that already holds a session replaces that session: the new token goes into the
 * cookie, and the earlier one is revoked instead of staying live, out of sight, until it expires.
 */
export async function endEarlierSession(cookieHeader: string | undefined, newToken: string): Promise<void> {
  const earlier = await decodeSession(sessionCookieIn(cookieHeader));
  if (!earlier || earlier.upstreamToken === newToken) return;
  await logout(earlier.upstreamToken).catch((error: unknown) => {
    // A token the API already refuses is as good as revoked; otherwise it lives out its own expiry.
    if (!(error instanceof UpstreamError && error.status === 401)) {
      log.warn({ err: error, userId: earlier.userId }, 'sign-in: the earlier session was not ended');
    }
  });
}
