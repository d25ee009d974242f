import 'server-only';
import { decode } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';
import { sessionSecret } from '@/lib/session-secret';
import { secureCookies, sessionCookieName, sessionCookieNames } from './cookies';
import type { SessionToken } from './dal';

// jose's clock tolerance as next-auth's `decode` sets it: a cookie opens until 15 s after its expiry.
const CLOCK_TOLERANCE_S = 15;
// About the signed-in browsers of a busy office; the oldest is forgotten first.
const OPENED_KEPT = 512;

interface OpenedSession extends SessionToken {
  expiresAt: number;
}

/*
 * Opening a cookie derives the key (HKDF) and decrypts it, on every request of every page. The same
 * cookie always opens to the same session, so a cookie that opened is kept until it expires; one that
 * did not open is never kept, so junk cannot crowd out real sessions.
 */
const opened = new Map<string, OpenedSession>();

function stillValid(session: OpenedSession): boolean {
  return Date.now() / 1000 < session.expiresAt + CLOCK_TOLERANCE_S;
}

function keep(cookie: string, session: OpenedSession): void {
  if (opened.size >= OPENED_KEPT) opened.delete(opened.keys().next().value ?? cookie);
  opened.set(cookie, session);
}

async function openCookie(cookie: string): Promise<OpenedSession | null> {
  const jwt = await decode({ token: cookie, secret: sessionSecret() }).catch(() => null);
  if (!jwt?.upstreamToken || jwt.userId === undefined || typeof jwt.exp !== 'number') return null;
  return { upstreamToken: jwt.upstreamToken, userId: jwt.userId, expiresAt: jwt.exp };
}

/** The upstream token inside an encrypted session cookie, or null when there is none or it does not open. */
export async function decodeSession(cookie: string | undefined): Promise<SessionToken | null> {
  if (!cookie) return null;
  let session = opened.get(cookie);
  if (!session || !stillValid(session)) {
    opened.delete(cookie);
    session = (await openCookie(cookie)) ?? undefined;
    if (!session) return null;
    keep(cookie, session);
  }
  return { upstreamToken: session.upstreamToken, userId: session.userId };
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
