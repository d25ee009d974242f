import { ApiError } from '@/lib/bff/fetch-json';

/** How long figures count as fresh: a minute, so the first view is not fetched twice. */
export const FRESH_MS = 60_000;

/** The API's own message when it gave one; otherwise the caller's fallback (spec section 8). */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const generic =
      /^HTTP error! status:/.test(error.message) ||
      error.message === 'The server answered in an unexpected form.';
    return generic ? fallback : error.message;
  }
  return error instanceof Error && error.message ? error.message : 'An error occurred';
}
