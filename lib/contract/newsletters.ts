import { z } from 'zod';
import { EMAIL_STATUSES, NEWSLETTER_AUDIENCES, NEWSLETTER_STATUSES } from './enums';
import { recordId, safeText } from './safe-input';
import { versionSchema } from './resource';
import { MAX_NEWSLETTER_PUBLICATIONS, NEWSLETTER_CONTACT_AUDIENCES } from './newsletter-limits';

/*
 * Newsletters (Marketing › Newsletters): a subject and text written into the newsletter email type with
 * chosen publications and their rights-cleared praises, sent to the contacts of an audience who agreed
 * to receive them, through the outbox, one row per recipient.
 */

export const newsletterInput = z.object({
  subject: safeText({ error: 'Please enter the subject' })
    .trim()
    .min(1, 'Please enter the subject')
    .max(150, 'At most 150 characters')
    .refine((text) => !/[\r\n]/.test(text), 'A subject is one line'),
  body: safeText({ error: 'Please write the newsletter' })
    .trim()
    .min(1, 'Please write the newsletter')
    .max(20_000, 'At most 20,000 characters'),
  audience: z.enum(NEWSLETTER_CONTACT_AUDIENCES, { error: 'Choose who receives it' }),
  publicationIds: z
    .array(recordId())
    .max(MAX_NEWSLETTER_PUBLICATIONS, `At most ${MAX_NEWSLETTER_PUBLICATIONS} publications`)
    .refine((ids) => new Set(ids).size === ids.length, 'A publication is chosen twice')
    .default([]),
});
export type NewsletterInput = z.infer<typeof newsletterInput>;
export const newsletterUpdate = newsletterInput.extend({ version: versionSchema });

export const newsletterSendInput = z.object({
  version: versionSchema,
  /** A time to come schedules it; none sends it now. */
  at: z.iso.datetime({ offset: true, error: 'Enter the time as 2026-12-01T08:00:00Z' }).optional(),
});

const counts = z.object({ queued: z.number().int(), sent: z.number().int(), failed: z.number().int() });

export const newsletterItemSchema = z.object({
  newsletterId: z.number().int(),
  subject: z.string(),
  audience: z.enum(NEWSLETTER_AUDIENCES),
  status: z.enum(NEWSLETTER_STATUSES),
  scheduledAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  recipients: counts,
});
export type NewsletterItem = z.infer<typeof newsletterItemSchema>;

export const newsletterPraiseSchema = z.object({
  quote: z.string(),
  source: z.string(),
  outlet: z.string().nullable(),
  /** The contributor a praise about a person names; absent for a praise of the book. */
  about: z.string().optional(),
});

export const newsletterPublicationSchema = z.object({
  publicationId: z.number().int(),
  title: z.string(),
  format: z.string(),
  isbn: z.string().nullable(),
  /** Only the praises cleared for use; the others never go out. */
  praises: z.array(newsletterPraiseSchema),
});
export type NewsletterPublication = z.infer<typeof newsletterPublicationSchema>;

export const newsletterSchema = newsletterItemSchema.extend({
  body: z.string(),
  publications: z.array(newsletterPublicationSchema),
  /** Contacts of the audience who agreed to receive it and have not left since, with distinct addresses. */
  audienceSize: z.number().int(),
  version: z.number().int(),
});
export type Newsletter = z.infer<typeof newsletterSchema>;

export const newsletterPreviewSchema = z.object({ subject: z.string(), text: z.string() });

export const outboxRowSchema = z.object({
  outboxId: z.number().int(),
  to: z.string(),
  toName: z.string().nullable(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;

export const outboxQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  status: z.enum(EMAIL_STATUSES).optional(),
});

export const newsletterListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  status: z.enum(NEWSLETTER_STATUSES).optional(),
});

export const retryInput = z.object({
  /** The failed rows to try again; none means every failed row. */
  outboxIds: z.array(recordId()).max(1000).optional(),
});

export const publicationLookupQuery = z.object({
  q: safeText().trim().min(2, 'Type at least two characters').max(100),
});
export const publicationOptionSchema = z.object({
  publicationId: z.number().int(),
  title: z.string(),
  format: z.string(),
  isbn: z.string().nullable(),
  clearedPraises: z.number().int(),
});
export type PublicationOption = z.infer<typeof publicationOptionSchema>;

export const unsubscribeQuery = z.object({ token: safeText().min(10).max(600) });
export const unsubscribeAnswerSchema = z.object({
  email: z.string(),
  unsubscribedAt: z.string().nullable(),
});
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;
