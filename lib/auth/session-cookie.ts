import 'server-only';
import { decode } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';
import { sessionSecret } from '@/lib/session-secret';
import { secureCookies, sessionCookieName, sessionCookieNames } from './cookies';
import type { SessionToken } from './dal';

/** The upstream token inside an encrypted session cookie, or null when there is none or it does not open. */
export async function decodeSession(cookie: string | undefined): Promise<SessionToken | null> {
  if (!cookie) return null;
  const jwt = await decode({ token: cookie, secret: sessionSecret() }).catch(() => null);
  if (!jwt?.upstreamToken || jwt.userId === undefined) return null;
  return { upstreamToken: jwt.upstreamToken, userId: jwt.userId };
}

/** The session a request carries: for handlers that answer with their own Set-Cookie headers. */
export function sessionOf(request: NextRequest): Promise<SessionToken | null> {
  return decodeSession(request.cookies.get(sessionCookieName())?.value);
}

/**
 * Removes every cookie of a signed-in browser, next-auth's chunks of a large session included. Each
 * removal repeats the attributes the cookie was set with: a browser ignores a Set-Cookie for a
 * `__Secure-` name that lacks `Secure`, and the cookie would outlive the sign-out.
 */
export function clearSessionCookies(headers: Headers, request: NextRequest): void {
  const chunk = `${sessionCookieName()}.`;
  const chunks = request.cookies
    .getAll()
    .map((cookie) => cookie.name)
    .filter((name) => name.startsWith(chunk));
  const secure = secureCookies() ? '; Secure' : '';
  for (const name of [...sessionCookieNames(), ...chunks]) {
    headers.append(
      'set-cookie',
      `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; SameSite=Lax${secure}`,
    );
  }
}
