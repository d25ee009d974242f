import 'server-only';
import { secureCookies } from '@/lib/auth/cookies';

/** The first value of a header a chain of proxies may have appended to (`https, http`). */
function firstValue(header: string | null): string | undefined {
  return header?.split(',', 1)[0]?.trim() || undefined;
}

/**
 * The origin the browser used to reach us. A site configured as HTTPS (APP_URL) is HTTPS whatever a
 * proxy in front forgot to say; otherwise `x-forwarded-proto`, which Next fills in when no proxy did.
 * A cross-site page cannot set these headers on a request a browser sends for it.
 */
function ownOrigin(request: Request): string | undefined {
  const url = new URL(request.url);
  const scheme = secureCookies()
    ? 'https'
    : (firstValue(request.headers.get('x-forwarded-proto')) ?? url.protocol.replace(/:$/, ''));
  const host = firstValue(request.headers.get('x-forwarded-host')) ?? request.headers.get('host') ?? url.host;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * State-changing requests must come from this site's own pages: the `Origin` the browser sent must be
 * ours exactly, scheme included (`https://host` is not `http://host`). A request without one is refused.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).origin === ownOrigin(request);
  } catch {
    return false;
  }
}
