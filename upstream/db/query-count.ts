import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

const counter = new AsyncLocalStorage<{ queries: number }>();

/** Counts the statements Drizzle sends while `work` runs, so each request can log how many it made. */
export async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const tally = { queries: 0 };
  const result = await counter.run(tally, work);
  return { result, queries: tally.queries };
}

/** Drizzle's logger hook: one more statement for the request that is running, if any. */
export const queryCountLogger: Logger = {
  logQuery() {
    const tally = counter.getStore();
    if (tally) tally.queries += 1;
  },
};
