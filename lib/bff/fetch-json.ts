import type { FieldIssue } from '@/lib/contract/envelope';
import type { Parser } from './parser';

/** A failed call through the BFF: the HTTP status and the API's own message (spec section 8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: readonly FieldIssue[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/*
 * Just over the BFF's own wait for the API (UPSTREAM_TIMEOUT_MS, 10 s by default), so its 502 arrives
 * first when it can; a read that gets no answer at all still ends with a message.
 */
export const READ_TIMEOUT_MS = 11_000;
const TIMED_OUT = 'The server did not answer in time. Please try again.';

// The server has already waited out the API (502, 504) or been told the database is down (503).
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * Whether another attempt may succeed soon: a network failure or an unexpected server error (500),
 * which usually come back fast. Not a 4xx, the same on every attempt, and not a gateway answer or a timeout,
 * which took the whole wait already: repeating those would keep the user waiting a minute for the message.
 */
export function isWorthRetrying(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 && !GATEWAY_STATUSES.has(error.status);
  return error instanceof TypeError;
}

let leavingForSignIn = false;

/**
 * The session is over: sign in again and come back to this page. A full load, so nothing of the
 * signed-in app stays in memory, replacing the dead page in history; several failing queries leave once.
 */
function goToSignIn(): void {
  if (leavingForSignIn || typeof window === 'undefined') return;
  leavingForSignIn = true;
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.replace(`/signin?next=${encodeURIComponent(here)}`);
}

function isFieldIssue(value: unknown): value is FieldIssue {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    typeof value.path === 'string' &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/*
 * The contract's error envelope, read by hand rather than with its zod schema: the shell's queries
 * use this module, and zod would otherwise load with every page instead of with the code that parses.
 */
function messageOf(payload: unknown, status: number): { message: string; issues?: readonly FieldIssue[] } {
  if (
    typeof payload === 'object' &&
    payload !== null &&
    'error' in payload &&
    typeof payload.error === 'string'
  ) {
    const issues =
      'issues' in payload && Array.isArray(payload.issues) ? payload.issues.filter(isFieldIssue) : undefined;
    return { message: payload.error, issues };
  }
  return { message: `HTTP error! status: ${status}` };
}

function isUnsuccessful(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && 'success' in payload && payload.success !== true;
}

/**
 * GETs (or sends) JSON through the BFF and checks the answer with `parser` (a contract schema, or a
 * guard of `./parser` where zod must not load). Throws
 * `ApiError` with the API's `error` text, or 'HTTP error! status: {code}' when it gave none; an
 * answer whose `success` is not true is an error too (spec section 7). A 401 means the session
 * ended, and the page goes to sign in.
 */
export async function fetchJson<T>(url: string, parser: Parser<T>, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  // Only reads are cut short: a write left waiting may still succeed, and saying it failed would mislead.
  const read = (init.method ?? 'GET').toUpperCase() === 'GET';
  const timeout = read ? AbortSignal.timeout(READ_TIMEOUT_MS) : undefined;
  const signal = timeout && init.signal ? AbortSignal.any([init.signal, timeout]) : (timeout ?? init.signal);
  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...init, headers, signal });
    payload = await response.json().catch((error: unknown) => {
      if (signal?.aborted) throw error;
      return undefined;
    });
  } catch (error) {
    if (timeout?.aborted && !init.signal?.aborted) throw new ApiError(504, TIMED_OUT);
    throw error;
  }

  if (response.status === 401) goToSignIn();
  if (!response.ok || isUnsuccessful(payload)) {
    const { message, issues } = messageOf(payload, response.status);
    throw new ApiError(response.status, message, issues);
  }
  const parsed = parser.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, 'The server answered in an unexpected form.');
  return parsed.data;
}
