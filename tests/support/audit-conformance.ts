import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Statement } from '@/upstream/db/query-count';
import type { Database } from '@/upstream/db/client';
import { auditLog } from '@/upstream/db/schema';

/** A request a test made, what the API answered, and the tables its statements wrote. */
export interface RequestMade {
  method: string;
  path: string;
  status: number;
  requestId: string;
  written: readonly string[];
  /** An update sent with the version it read and answered with that same version: nothing changed. */
  unchanged: boolean;
}

/**
 * The tables of the API's own working, not the firm's records: sessions and sign-in codes, the request
 * and sign-in logs (which are trails of their own), the mail queue, the checks' runs, and the counters. A
 * request that writes only these owes the audit log nothing; a write to any other table does.
 */
const OPERATIONAL_TABLES = new Set([
  'api_tokens',
  'sign_in_codes',
  'password_reset_tokens',
  'login_events',
  'request_log',
  'email_outbox',
  'data_versions',
  'signing_keys',
  'check_runs',
  'audit_log',
]);

/** Bookkeeping on a row: a sign-in the sign-in trail already holds, one's own mentions marked read. */
const OPERATIONAL_STATEMENTS = [
  /^update "users" set "last_login_at" = \$1 where "users"\."id" = \$2$/,
  /^update "comment_mentions" set "read_at" = \$1 where /,
];

// Anywhere in the statement, so that writes inside a WITH are seen; `update … set` leaves out `for update`.
const WRITE_STATEMENT =
  /\b(?:insert\s+into\s+"?([a-z_]+)|delete\s+from\s+"?([a-z_]+)|update\s+"?([a-z_]+)"?\s+set\b)/gi;

/** The tables a request's statements wrote, in the order first written. */
export function writtenTables(statements: readonly Statement[]): string[] {
  const tables = new Set<string>();
  for (const { query } of statements) {
    if (OPERATIONAL_STATEMENTS.some((statement) => statement.test(query))) continue;
    for (const match of query.matchAll(WRITE_STATEMENT)) {
      const table = match[1] ?? match[2] ?? match[3];
      if (table) tables.add(table.toLowerCase());
    }
  }
  return [...tables];
}

const versioned = z.object({ version: z.number() });
const answeredVersion = z.object({ data: versioned });

/** An update sent with the version it read, answered with the record at that same version. */
export function keptVersion(method: string, sent: unknown, answer: unknown): boolean {
  if (method !== 'PUT' && method !== 'PATCH') return false;
  const before = versioned.safeParse(sent);
  const after = answeredVersion.safeParse(answer);
  return before.success && after.success && before.data.version === after.data.data.version;
}

function recordWrites(request: RequestMade): string[] {
  // A refused request writes nothing (the fuzz test holds every operation to that).
  if (request.status < 200 || request.status >= 300 || request.unchanged) return [];
  return request.written.filter((table) => !OPERATIONAL_TABLES.has(table));
}

/**
 * Every request a test file made that wrote a record of the firm's, checked against the audit log: the
 * ones with no row under their request id, named with the tables they wrote, so a write that escapes
 * the trail fails the file that made it.
 */
export async function unauditedWrites(
  database: Database,
  requests: readonly RequestMade[],
): Promise<string[]> {
  const expected = requests.filter((request) => recordWrites(request).length > 0);
  if (expected.length === 0) return [];
  const audited = new Set<string>();
  for (let start = 0; start < expected.length; start += 500) {
    const ids = expected.slice(start, start + 500).map((request) => request.requestId);
    const rows = await database.db
      .selectDistinct({ requestId: auditLog.requestId })
      .from(auditLog)
      .where(inArray(auditLog.requestId, ids));
    for (const { requestId } of rows) if (requestId) audited.add(requestId);
  }
  const missing = new Map<string, number>();
  for (const request of expected) {
    if (audited.has(request.requestId)) continue;
    const route = (request.path.split('?')[0] ?? '').replace(/\/\d+(?=\/|$)/g, '/:id');
    const line = `${request.method} ${route} (${request.status}) wrote ${recordWrites(request).join(', ')}`;
    missing.set(line, (missing.get(line) ?? 0) + 1);
  }
  return [...missing].map(([line, count]) => `${line} ×${count}`);
}
