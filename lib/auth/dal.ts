import 'server-only';
import { cookies, headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import type { CurrentUser } from '@/lib/contract/auth';
import { canAccessPath } from '@/lib/navigation';
import type { Me } from '@/lib/contract/me';
import { getMe } from '@/lib/upstream/me';
import { UpstreamError } from '@/lib/upstream/errors';
import { sessionCookieName } from './cookies';
import { decodeSession } from './session-cookie';

export interface SessionToken {
  upstreamToken: string;
  userId: number;
}

/** The request's path as the gate saw it (server components are not told their URL). */
export async function requestPath(): Promise<string> {
  return (await headers()).get('x-pathname') ?? '/';
}

export async function requestId(): Promise<string | undefined> {
  return (await headers()).get('x-request-id') ?? undefined;
}

/** The upstream token from the encrypted session cookie, or null: for route handlers, which answer 401 themselves. */
export const getUpstreamToken = cache(async (): Promise<SessionToken | null> =>
  decodeSession((await cookies()).get(sessionCookieName())?.value),
);

const signInUrl = (next: string) => `/signin?next=${encodeURIComponent(next)}`;

/** Pages and server actions: the session, or a redirect to sign-in that comes back here afterwards. */
export const verifySession = cache(async (): Promise<SessionToken> => {
  const session = await getUpstreamToken();
  if (!session) redirect(signInUrl(await requestPath()));
  return session;
});

/**
 * The signed-in user's own record (profile, settings, groups and rights), loaded from the API once per
 * request: the shell, the page guards and the settings pages all read this one answer. When the API no
 * longer accepts the token (revoked, expired), the session is cleared and the user sent to sign in.
 */
export const loadMe = cache(async (): Promise<Me> => {
  const { upstreamToken } = await verifySession();
  try {
    return await getMe({ token: upstreamToken, requestId: await requestId() });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401) {
      redirect(`/api/session/expired?next=${encodeURIComponent(await requestPath())}`);
    }
    throw error;
  }
});

/** The signed-in user as rights are checked against: from the same answer as `loadMe`. */
export const getCurrentUser = cache(async (): Promise<CurrentUser> => {
  const { userId, firstName, lastName, userName, email, groups, rights } = await loadMe();
  return { userId, firstName, lastName, userName, email, groups, rights };
});

/** A page of the navigation: the user, or 403 when their rights do not reach it. */
export async function guardPage(pathname: string): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!canAccessPath(user, pathname)) forbidden();
  return user;
}
