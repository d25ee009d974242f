import type { z } from 'zod';
import type { FieldIssue } from '@/lib/contract/envelope';

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

/** 4xx answers are the same on every attempt; retrying them only delays the message. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
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
 * GETs (or sends) JSON through the BFF and parses the answer with the contract's schema. Throws
 * `ApiError` with the API's `error` text, or 'HTTP error! status: {code}' when it gave none; an
 * answer whose `success` is not true is an error too (spec section 7). A 401 means the session
 * ended, and the page goes to sign in.
 */
export async function fetchJson<S extends z.ZodType>(
  url: string,
  schema: S,
  init: RequestInit = {},
): Promise<z.infer<S>> {
  const headers = new Headers(init.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  const response = await fetch(url, { credentials: 'same-origin', ...init, headers });
  const payload: unknown = await response.json().catch(() => undefined);

  if (response.status === 401) goToSignIn();
  if (!response.ok || isUnsuccessful(payload)) {
    const { message, issues } = messageOf(payload, response.status);
    throw new ApiError(response.status, message, issues);
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, 'The server answered in an unexpected form.');
  return parsed.data;
}
