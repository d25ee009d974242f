import { z } from 'zod';
import { recordIdText, safeText } from './safe-input';

/** A published news item as the firm's website reads it: nothing of drafts, schedules or who wrote it. */
export const publicNewsItemSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  bodyHtml: z.string().meta({ description: 'Sanitised HTML, safe to insert as it is' }),
  publishedAt: z.string().meta({ description: 'When it went live (ISO 8601, UTC)' }),
  publications: z.array(z.object({ title: z.string(), isbn: z.string() })),
  authors: z.array(z.string()),
  imageFileId: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'Its header image, served by `public/images/{fileId}`; null for none' }),
});
export type PublicNewsItem = z.infer<typeof publicNewsItemSchema>;

export const publicNewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().meta({ description: 'From 1' }),
  pageSize: z.coerce.number().int().min(1).max(50).optional().meta({ description: '1 to 50, default 10' }),
});

export const publicSlugParams = z.object({
  slug: safeText()
    .max(100)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Not a slug')
    .meta({ description: 'The item’s slug' }),
});

export const publicImageParams = z.object({
  fileId: recordIdText('No published image has this number').meta({ description: 'The image’s file number' }),
});
