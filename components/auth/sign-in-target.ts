import 'server-only';
import { redirect } from 'next/navigation';

import { getUpstreamToken } from '@/lib/auth/dal';
import { safeNextPath } from '@/lib/auth/next-path';
import { SIGN_IN_ERROR, signInErrorMessage } from '@/lib/auth/sign-in-errors';

export type AuthSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The first value of a query parameter: `?a=1&a=2` gives '1'. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export interface SignInTarget {
  /** Where signing in leads: the page asked for before the gate stepped in (a path on this site), or home. */
  next: string;
  /** A failure next-auth reported by sending the browser here (its error page is the sign-in page). */
  error?: string;
}

/** Someone already signed in has nothing to do on the sign-in screens and goes home (spec 2.4). */
export async function signInTarget(searchParams: AuthSearchParams): Promise<SignInTarget> {
  if (await getUpstreamToken()) redirect('/');
  const params = await searchParams;
  const next = safeNextPath(firstParam(params.next));
  const error = firstParam(params.error);
  // A password accepted by a sign-in that ran without the form's script still needs its code.
  if (error === SIGN_IN_ERROR.otpRequired) redirect(`/otp?next=${encodeURIComponent(next)}`);
  return { next, ...(error ? { error: signInErrorMessage(error) } : {}) };
}
