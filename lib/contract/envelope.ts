import { z } from 'zod';

/** `{ success: true, data }` — the contract's envelope for one value. */
export const okEnvelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const pageMetaSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Set when the list is too long to count exactly on each page: `total` is then the planner's estimate. */
  estimated: z.literal(true).optional(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** `{ success: true, data: [...], meta: { page, pageSize, total } }` — the contract's envelope for lists. */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), meta: pageMetaSchema });

export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const errorEnvelope = z.object({
  success: z.literal(false),
  error: z.string(),
  issues: z.array(fieldIssueSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
