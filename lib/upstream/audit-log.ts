import 'server-only';
import { z } from 'zod';
import { auditEntrySchema, type AuditEntry, type AuditQuery } from '@/lib/contract/audit-log';
import { listEnvelope, okEnvelope } from '@/lib/contract/envelope';
import type { ListPage } from '@/lib/contract/list-query';
import type { UpstreamCaller } from './area';
import { upstreamCall } from './call';

/** The typed calls of the audit-log browser that its server page makes. */

const entityNamesAnswer = okEnvelope(z.array(z.string()));

/** The query's values as the address and the API carry them, leaving out what is not set. */
export function auditQueryRecord(query: Partial<AuditQuery>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );
}

export async function listAudit(caller: UpstreamCaller, query: AuditQuery): Promise<ListPage<AuditEntry>> {
  const answer = await upstreamCall(listEnvelope(auditEntrySchema), 'audit-log', {
    ...caller,
    query: auditQueryRecord(query),
    fallbackError: 'Failed to fetch the audit trail',
  });
  return { items: answer.data, meta: answer.meta };
}

export async function listAuditedEntities(caller: UpstreamCaller): Promise<string[]> {
  const answer = await upstreamCall(entityNamesAnswer, 'audit-log/entities', {
    ...caller,
    fallbackError: 'Failed to fetch the kinds of record',
  });
  return answer.data;
}
