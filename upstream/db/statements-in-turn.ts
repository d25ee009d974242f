import type pg from 'pg';

/*
 * A connection runs one statement at a time. Reads started together on a transaction
 * (`Promise.all` in a record's related lists, read back after a write) reach its one connection
 * together; pg queues them today but warns that pg 9 will refuse a statement sent while another is
 * running. Here each statement waits for the one before it instead, whoever sent them. On the pool
 * itself such reads still run side by side, each on a connection of its own.
 */

function usesCallbackOrStream(config: unknown, rest: readonly unknown[]): boolean {
  if (rest.some((arg) => typeof arg === 'function')) return true;
  if (typeof config !== 'object' || config === null) return false;
  const { callback, submit } = config as { callback?: unknown; submit?: unknown };
  return typeof callback === 'function' || typeof submit === 'function';
}

/** Makes `client` send a statement only once the one before it has answered. */
export function runStatementsInTurn(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = (config: unknown, ...rest: unknown[]): unknown => {
    // pg's callback and stream forms answer synchronously with their handle, so they cannot wait;
    // the pool sends its one-off statements this way, never two at once on a connection.
    if (usesCallbackOrStream(config, rest)) return query(config, ...rest);
    const answer = previous.then(() => query(config, ...rest));
    previous = answer.catch(() => undefined);
    return answer;
  };
  client.query = inTurn as typeof client.query;
}
