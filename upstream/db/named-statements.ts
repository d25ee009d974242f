import { createHash } from 'node:crypto';
import type pg from 'pg';

/*
 * PostgreSQL parses and plans an unnamed statement afresh every time. A list statement with its
 * subqueries takes longer to plan than to run (the contracts list: 1.8 ms of planning for 0.6 ms of
 * work at scale 20), and every page runs the same few statements over and over. Giving each statement
 * a name derived from its text makes it a prepared statement of its connection: parsed once, and
 * planned once when PostgreSQL finds the generic plan as good as the custom ones (plan_cache_mode
 * auto). Statements with many parameters are the multi-row inserts of imports and seeding, each of a
 * new shape, so they stay unnamed, as does anything past a connection's cap.
 */
export const NAMED_STATEMENT_LIMITS = {
  /** Distinct statements a connection keeps prepared. */
  perConnection: 500,
  /** Above this many parameters a statement is taken as a one-off (a multi-row insert). */
  parameters: 100,
} as const;

interface StatementConfig {
  name?: string;
  text: string;
  values?: unknown[];
  submit?: unknown;
}

function isStatementConfig(value: unknown): value is StatementConfig {
  return (
    typeof value === 'object' && value !== null && typeof (value as { text?: unknown }).text === 'string'
  );
}

/** The statement's name: the same text always gets the same name, on every connection. */
export function statementName(text: string): string {
  return `s_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
}

/**
 * Whether a statement may be prepared by name: several statements in one text (a script) can only
 * run unprepared; a stream (pg-query-stream, a `submit` of its own) prepares itself.
 */
function nameable(config: StatementConfig, values: unknown): boolean {
  if (config.name !== undefined || typeof config.submit === 'function') return false;
  const count = Array.isArray(values) ? values.length : (config.values?.length ?? 0);
  if (count > NAMED_STATEMENT_LIMITS.parameters) return false;
  return count > 0 || !config.text.includes(';');
}

/** Makes `client` prepare the statements it runs by name (called for each new pool connection). */
export function prepareStatementsByName(client: pg.PoolClient): void {
  const prepared = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (config: unknown, ...rest: unknown[]): unknown => {
    if (!isStatementConfig(config) || !nameable(config, rest[0])) return query(config, ...rest);
    const name = statementName(config.text);
    if (!prepared.has(name)) {
      if (prepared.size >= NAMED_STATEMENT_LIMITS.perConnection) return query(config, ...rest);
      prepared.add(name);
    }
    return query({ ...config, name }, ...rest);
  };
  client.query = named as typeof client.query;
}
