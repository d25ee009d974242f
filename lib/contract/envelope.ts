import { z } from 'zod';
import { madeOncePer } from '@/lib/made-once';

/*
 * The upstream client wraps a call's schema in its envelope on every request. A zod schema compiles its
 * parser on first use, so each wrapping is built once per schema and kept: a fresh one per request
 * would be compiled again each time.
 */
const okEnvelopeOf = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** `{ success: true, data }` — the contract's envelope for one value. */
export const okEnvelope = madeOncePer(okEnvelopeOf);

export const pageMetaSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Set when the list is too long to count exactly on each page: `total` is then the planner's estimate. */
  estimated: z.literal(true).optional(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

const listEnvelopeOf = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), meta: pageMetaSchema });

/** `{ success: true, data: [...], meta: { page, pageSize, total } }` — the contract's envelope for lists. */
export const listEnvelope = madeOncePer(listEnvelopeOf);

export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const errorEnvelope = z.object({
  success: z.literal(false),
  error: z.string(),
  issues: z.array(fieldIssueSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
