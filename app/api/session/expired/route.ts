import type { NextRequest } from 'next/server';
import { safeNextPath } from '@/lib/auth/next-path';
import { clearSessionCookies, sessionOf } from '@/lib/auth/session-cookie';
import { fetchCurrentUser } from '@/lib/upstream/auth';
import { UpstreamError } from '@/lib/upstream/errors';

/** Only the API's own 401 proves a token dead; an API that is down proves nothing. */
async function refusedUpstream(token: string): Promise<boolean> {
  try {
    await fetchCurrentUser(token);
    return false;
  } catch (error) {
    return error instanceof UpstreamError && error.status === 401;
  }
}

// Relative, so the browser stays on the host it used (route handlers see localhost as their origin).
function seeOther(location: string, headers = new Headers()): Response {
  headers.set('location', location);
  headers.set('cache-control', 'no-store');
  return new Response(null, { status: 303, headers });
}

/**
 * Where a page goes when the API refused its session's token: forget the session and sign in again,
 * coming back afterwards. Any link can lead here, so a session the API still accepts is left alone
 * and the browser goes on to the page; signing out a live session takes a POST (../sign-out).
 */
export async function GET(request: NextRequest): Promise<Response> {
  const next = safeNextPath(request.nextUrl.searchParams.get('next'));
  const session = await sessionOf(request);
  if (session && !(await refusedUpstream(session.upstreamToken))) return seeOther(next);
  const headers = new Headers();
  clearSessionCookies(headers, request);
  return seeOther(`/signin?next=${encodeURIComponent(next)}`, headers);
}
