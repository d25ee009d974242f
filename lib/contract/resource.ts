import { z } from 'zod';
import { AUDIT_ACTIONS } from './enums';
import { pageMetaSchema } from './envelope';
import { safeText } from './safe-input';
import { isIsoDate } from './storable';

/*
 * Shapes every record area shares: the optional-field rules of its forms and API, the version that
 * guards its updates, and the entries of its History tab.
 */

/**
 * Free text a form may leave empty. Forms send '' for an empty field and the API stores null, so
 * the same schema checks both and answers `string | null`.
 */
export const optionalText = (max: number) =>
  safeText()
    .trim()
    .max(max, `Please keep this under ${max + 1} characters`)
    .nullish()
    .transform((value) => value || null);

export const requiredText = (max: number, missing: string) =>
  safeText({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `Please keep this under ${max + 1} characters`);

// Spec section 5's shape of an address: text, @, text, dot, text, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const optionalEmail = optionalText(254).refine(
  (value) => value === null || EMAIL_SHAPE.test(value),
  'Please enter a valid email address',
);

export const optionalPhone = optionalText(40).refine(
  (value) => value === null || /^\+?[\d\s().-]{5,}$/.test(value),
  'Please enter a phone number of digits, spaces and + ( ) - .',
);

export const optionalDate = safeText()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isIsoDate(value), 'Please enter a date as YYYY-MM-DD');

export const requiredDate = (missing: string) =>
  safeText({ error: missing }).trim().min(1, missing).refine(isIsoDate, 'Please enter a date as YYYY-MM-DD');

/** What an update carries besides its fields: the version the client read. */
export const versionSchema = z.number({ error: 'The version you read is missing' }).int().positive();

// ---------------------------------------------------------------------------------------------
// History

/** One field of a write: its value before and after, as the audit log recorded them. */
export const fieldChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const historyEntrySchema = z.object({
  historyId: z.number().int(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  userId: z.number().int().nullable(),
  /** Who made the change, as their name reads now; null when the account was removed. */
  userName: z.string().nullable(),
  changes: z.array(fieldChangeSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(historyEntrySchema),
  meta: pageMetaSchema,
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

export const HISTORY_PAGE_SIZE = 50;
