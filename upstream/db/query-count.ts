import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

interface Tally {
  queries: number;
  /** The count this one runs inside (a test counting a request that counts itself), which counts too. */
  outer: Tally | undefined;
}

const counter = new AsyncLocalStorage<Tally>();

/** Counts the statements Drizzle sends while `work` runs, so each request can log how many it made. */
export async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const tally: Tally = { queries: 0, outer: counter.getStore() };
  const result = await counter.run(tally, work);
  return { result, queries: tally.queries };
}

/** Drizzle's logger hook: one more statement for the request that is running, if any. */
export const queryCountLogger: Logger = {
  logQuery() {
    for (let tally = counter.getStore(); tally; tally = tally.outer) tally.queries += 1;
  },
};
