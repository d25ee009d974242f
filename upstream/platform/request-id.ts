import { AsyncLocalStorage } from 'node:async_hooks';

const current = new AsyncLocalStorage<string>();

/**
 * Runs one request of the API with its id in reach of everything it does, so that a write recorded deep
 * in a sweep or a background step started by the request is still traced to it in the audit log.
 */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return current.run(requestId, work);
}

/** The id of the API request whose work is running, if any (none at start-up or on the server's timers). */
export function currentRequestId(): string | undefined {
  return current.getStore();
}
