/*
 * Where to go after signing in, taken from `?next=`: the one check every redirect that carries it
 * uses (sign-in, two-factor, session end), on the server and again in the browser before it leaves.
 */

const PROBE_ORIGIN = 'http://x.invalid';
const MAX_LENGTH = 2048;

// Browsers drop tabs and newlines from a URL before reading it (`/\t/evil` becomes `//evil`, another
// host) and treat `\` as `/`, so such a value is refused outright: cleaning it would only guess.
const UNSAFE_RAW = /[\u0000-\u001f\u007f-\u009f\s\\]/u;
// Decoded once, a value may still hold a percent-encoded space (`?q=John%20Smith`), never these.
const UNSAFE_DECODED = /[\u0000-\u001f\u007f-\u009f\\]/u;
// Signing in again should not lead back to signing in, nor to an API answer instead of a page.
const SIGN_IN_OR_API = /^\/(signin|sign-in|sign-in-2|otp|api)(\/|\?|#|$)/;

function decodedOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** True for a path of this site (`/contacts?page=2`), false for anything that could lead elsewhere. */
export function isSafeNextPath(value: string): boolean {
  if (value.length > MAX_LENGTH || !value.startsWith('/') || value.startsWith('//')) return false;
  if (UNSAFE_RAW.test(value)) return false;
  const decoded = decodedOnce(value);
  if (decoded === null || UNSAFE_DECODED.test(decoded) || decoded.startsWith('//')) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** The page to go to after signing in: `next` when it is a safe path of this site, else home. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !isSafeNextPath(next) || SIGN_IN_OR_API.test(next)) return '/';
  return next;
}
