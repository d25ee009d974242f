import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

export interface Statement {
  query: string;
  params: unknown[];
}

interface Tally {
  queries: number;
  /** Kept only when asked for (tests reading the plans of what a request ran). */
  statements: Statement[] | undefined;
  /** The count this one runs inside (a test counting a request that counts itself), which counts too. */
  outer: Tally | undefined;
}

const counter = new AsyncLocalStorage<Tally>();

async function tallied<T>(work: () => Promise<T>, keep: boolean): Promise<{ result: T; tally: Tally }> {
  const tally: Tally = { queries: 0, statements: keep ? [] : undefined, outer: counter.getStore() };
  const result = await counter.run(tally, work);
  return { result, tally };
}

/** Counts the statements Drizzle sends while `work` runs, so each request can log how many it made. */
export async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const { result, tally } = await tallied(work, false);
  return { result, queries: tally.queries };
}

/** The statements themselves, with their parameters, in the order they were sent. */
export async function recordQueries<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statements: Statement[] }> {
  const { result, tally } = await tallied(work, true);
  return { result, statements: tally.statements ?? [] };
}

/** Drizzle's logger hook: one more statement for the request that is running, if any. */
export const queryCountLogger: Logger = {
  logQuery(query, params) {
    for (let tally = counter.getStore(); tally; tally = tally.outer) {
      tally.queries += 1;
      tally.statements?.push({ query, params });
    }
  },
};
