import { z } from 'zod';
import { AUDIT_ACTIONS } from './enums';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './list-url';
import { recordIdText, safeText } from './safe-input';
import { isIsoDate } from './storable';

/*
 * The audit trail as Administration reads it: every write (who, when, which record, before → after),
 * filtered by user, entity and period, newest first, a page at a time or as a CSV file.
 */

const day = (label: string) =>
  safeText()
    .refine(isIsoDate, `${label}: please enter a date as YYYY-MM-DD`)
    .optional()
    .meta({ description: `${label}, YYYY-MM-DD (UTC)` });

const whole = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, 'Expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(max))
    .optional()
    .transform((value) => value ?? fallback);

/** Filters of the trail, as the address and the API's query carry them. */
export const auditFilterSchema = z.object({
  userId: recordIdText().optional().meta({ description: 'Who wrote' }),
  entity: safeText()
    .regex(/^[a-z][a-z0-9_-]{0,63}$/, 'Expected a table name such as contracts')
    .optional()
    .meta({ description: 'The kind of record (its table)' }),
  entityId: safeText()
    .regex(/^[\w-]{1,64}$/, 'Expected a record id')
    .optional(),
  from: day('First day'),
  to: day('Last day'),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditQuerySchema = auditFilterSchema.extend({
  page: whole(9_999_999, 1),
  pageSize: whole(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  auditId: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
