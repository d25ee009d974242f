import 'server-only';
import { env } from '@/lib/config/env';

/** Cookies are Secure whenever the app is served over HTTPS (every production deployment). */
export function secureCookies(): boolean {
  return env().APP_URL.startsWith('https://');
}

export function sessionCookieName(): string {
  return `${secureCookies() ? '__Secure-' : ''}next-auth.session-token`;
}

export const PENDING_CHALLENGE_COOKIE = 'colophon.otp';

/** Every cookie a signed-in browser holds, cleared together on sign-out and when the session dies upstream. */
export function sessionCookieNames(): string[] {
  const prefix = secureCookies() ? '__Secure-' : '';
  return [sessionCookieName(), `${prefix}next-auth.callback-url`, PENDING_CHALLENGE_COOKIE];
}
