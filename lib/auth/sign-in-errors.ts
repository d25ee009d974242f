/**
 * What the sign-in provider tells the sign-in pages, through next-auth's `error` parameter. Shared by the
 * server (which throws these) and the forms (which read them).
 */
export const SIGN_IN_ERROR = {
  otpRequired: 'otp-required',
  /** Followed by the API's message saying when to try again. */
  throttled: 'throttled:',
  /** Followed by the API's message about the code (wrong, expired, too many tries). */
  code: 'code:',
  /** The two-factor step has no pending challenge (expired cookie): start again. */
  noChallenge: 'no-challenge',
} as const;

/** Spec section 8: any sign-in failure other than throttling. */
export const SIGN_IN_FAILED = 'Invalid credentials or server error';

export function signInErrorMessage(error: string | null | undefined): string {
  if (!error) return SIGN_IN_FAILED;
  if (error.startsWith(SIGN_IN_ERROR.throttled)) return error.slice(SIGN_IN_ERROR.throttled.length);
  if (error.startsWith(SIGN_IN_ERROR.code)) return error.slice(SIGN_IN_ERROR.code.length);
  if (error === SIGN_IN_ERROR.noChallenge) return 'Your sign-in code has expired. Please sign in again.';
  return SIGN_IN_FAILED;
}
