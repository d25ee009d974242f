import type { Context } from 'hono';
import type { AppEnv } from '../platform/context';
import { RequestAbandonedError } from './request-signal';

export const DATABASE_UNAVAILABLE = 'The database is unavailable. Please try again in a moment.';
const ABANDONED = 'The request was abandoned before it finished.';

// The socket-level failures of a server that is down, restarting or out of reach.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// PostgreSQL's own: connection exceptions (class 08), shutting down or starting up, out of
// connections, and a statement stopped by statement_timeout.
const SQLSTATES = /^(08...|57P01|57P02|57P03|53300|57014)$/;
// What pg and its pool say when a connection times out or dies under a statement.
const DRIVER_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|not queryable/;

function causes(error: unknown, seen = new Set<unknown>()): unknown[] {
  if (!(error instanceof Error) || seen.has(error)) return [];
  seen.add(error);
  const nested = error instanceof AggregateError ? error.errors : [];
  return [error, ...causes(error.cause, seen), ...nested.flatMap((inner: unknown) => causes(inner, seen))];
}

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : '';
}

/** True when the database could not be reached or did not answer in time (Drizzle wraps the driver's error). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some((cause) => {
    const code = codeOf(cause);
    return (
      NETWORK_CODES.has(code) ||
      SQLSTATES.test(code) ||
      (cause instanceof Error && DRIVER_MESSAGES.test(cause.message))
    );
  });
}

/** A failure that is the database's or the caller's, not a fault of the API: 503 with a plain message. */
export function isUnavailable(error: unknown): boolean {
  return error instanceof RequestAbandonedError || isDatabaseUnavailable(error);
}

/** The 503 answer; Retry-After tells clients and proxies to give the server a moment. */
export function unavailable(c: Context<AppEnv>, error: unknown): Response {
  const abandoned = error instanceof RequestAbandonedError;
  c.var.log.warn({ err: error }, abandoned ? 'request abandoned' : 'database unavailable');
  c.header('retry-after', '5');
  return c.json({ success: false, error: abandoned ? ABANDONED : DATABASE_UNAVAILABLE }, 503);
}
