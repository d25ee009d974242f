import { z } from 'zod';
import { safeText } from './safe-input';
import { versionSchema } from './resource';

/** What a template may hold: a subject of one line, a body of a long letter at most. */
export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_BODY_MAX = 20_000;

export const emailVariableSchema = z.object({
  name: z.string(),
  description: z.string(),
  sample: z.string(),
});

export const emailTypeSchema = z.object({
  emailTypeId: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  variables: z.array(emailVariableSchema),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type EmailType = z.infer<typeof emailTypeSchema>;

export const emailTemplateInput = z.object({
  subject: safeText({ error: 'Please enter the subject' })
    .trim()
    .min(1, 'Please enter the subject')
    .max(EMAIL_SUBJECT_MAX, `At most ${EMAIL_SUBJECT_MAX} characters`)
    .refine((text) => !/[\r\n]/.test(text), 'A subject is one line'),
  body: safeText({ error: 'Please enter the text' })
    .min(1, 'Please enter the text')
    .max(EMAIL_BODY_MAX, `At most ${EMAIL_BODY_MAX} characters`),
});
export type EmailTemplateInput = z.infer<typeof emailTemplateInput>;

export const emailTypeUpdate = emailTemplateInput.extend({ version: versionSchema });

export const emailPreviewSchema = z.object({ subject: z.string(), text: z.string() });
export type EmailPreview = z.infer<typeof emailPreviewSchema>;
