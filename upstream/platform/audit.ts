import type { AuditAction } from '@/lib/contract/enums';
import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';
import { currentRequestId } from './request-id';

export interface AuditEntry {
  userId: number | null;
  action: AuditAction;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  /** The request's own id when not given: every write is traced to the request that made it. */
  requestId?: string;
  at: Date;
}

// Secrets never enter the audit trail, whatever record they sit in.
const SECRET_FIELDS = new Set(['passwordHash', 'tokenHash', 'codeHash']);

function withoutSecrets(record: unknown): unknown {
  if (record === undefined || record === null || typeof record !== 'object') return record ?? null;
  return Object.fromEntries(Object.entries(record).filter(([key]) => !SECRET_FIELDS.has(key)));
}

/** Records one write in the audit log, inside the write's own transaction so neither exists without the other. */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    at: entry.at,
    userId: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: withoutSecrets(entry.before),
    after: withoutSecrets(entry.after),
    requestId: entry.requestId ?? currentRequestId(),
  });
}
