import 'server-only';
import { getIronSession } from 'iron-session';
import { cookies } from 'next/headers';
import { sessionSecret } from '@/lib/session-secret';
import { PENDING_CHALLENGE_COOKIE, secureCookies } from './cookies';

/** Between the password step and the code step: which challenge the code answers, sealed in a short-lived cookie. */
export interface PendingChallenge {
  challengeId?: string;
  username?: string;
}

// The upstream code lives 10 minutes; the cookie does not outlive it.
const CHALLENGE_TTL_SECONDS = 10 * 60;

export async function pendingChallenge() {
  return getIronSession<PendingChallenge>(await cookies(), {
    password: sessionSecret(),
    cookieName: PENDING_CHALLENGE_COOKIE,
    ttl: CHALLENGE_TTL_SECONDS,
    cookieOptions: { httpOnly: true, secure: secureCookies(), sameSite: 'lax', path: '/' },
  });
}
