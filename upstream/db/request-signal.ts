import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

/** The statement refused because the request it served was abandoned (the caller gave up or timed out). */
export class RequestAbandonedError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The request was abandoned before its work was done', options);
    this.name = 'RequestAbandonedError';
  }
}

const current = new AsyncLocalStorage<AbortSignal>();

/**
 * Runs one request of the API with its abort signal in reach of the database layer, so work for a
 * caller that is gone stops at its next statement and gives its pooled connection back.
 */
export function withRequestSignal<T>(signal: AbortSignal, work: () => T): T {
  return current.run(signal, work);
}

/** An API's fetch handler, each request run under its own signal (the server's bindings passed on). */
export function observingAborts<Rest extends unknown[]>(
  fetch: (request: Request, ...rest: Rest) => Response | Promise<Response>,
): (request: Request, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => withRequestSignal(request.signal, () => fetch(request, ...rest));
}

// Ending a transaction must always go through: refusing a rollback would leave the connection in an
// open transaction, and refusing `begin` would skip the code that returns the connection to the pool.
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/** Drizzle's logger hook, called before every statement: refuses it when its request was abandoned. */
export const abandonedRequestGuard: Logger = {
  logQuery(query) {
    const signal = current.getStore();
    if (signal?.aborted && !TRANSACTION_CONTROL.test(query)) {
      throw new RequestAbandonedError({ cause: signal.reason });
    }
  },
};
