import 'server-only';
import { z } from 'zod';
import { emailTypeSchema, type EmailType } from '@/lib/contract/email-type-schemas';
import { listEnvelope, okEnvelope, type PageMeta } from '@/lib/contract/envelope';
import {
  newsletterItemSchema,
  newsletterPreviewSchema,
  newsletterSchema,
  outboxRowSchema,
  unsubscribeAnswerSchema,
  type Newsletter,
  type NewsletterItem,
  type OutboxRow,
  type UnsubscribeAnswer,
} from '@/lib/contract/newsletters';
import type { UpstreamCaller } from './area';
import { upstreamCall } from './call';

/** The typed calls of the Marketing pages: email types, newsletters and their outbox, and unsubscribing. */

const emailTypesAnswer = okEnvelope(z.array(emailTypeSchema));

export async function listEmailTypes(caller: UpstreamCaller): Promise<EmailType[]> {
  const answer = await upstreamCall(emailTypesAnswer, 'email-types', {
    ...caller,
    fallbackError: 'Failed to fetch the email types',
  });
  return answer.data;
}

export async function getEmailType(caller: UpstreamCaller, id: number): Promise<EmailType> {
  const answer = await upstreamCall(okEnvelope(emailTypeSchema), `email-types/${id}`, {
    ...caller,
    fallbackError: 'Failed to fetch the email type',
  });
  return answer.data;
}

export async function listNewsletters(
  caller: UpstreamCaller,
  page: number,
): Promise<{ data: NewsletterItem[]; meta: PageMeta }> {
  return upstreamCall(listEnvelope(newsletterItemSchema), 'newsletters', {
    ...caller,
    query: { page },
    fallbackError: 'Failed to fetch the newsletters',
  });
}

export async function getNewsletter(caller: UpstreamCaller, id: number): Promise<Newsletter> {
  const answer = await upstreamCall(okEnvelope(newsletterSchema), `newsletters/${id}`, {
    ...caller,
    fallbackError: 'Failed to fetch the newsletter',
  });
  return answer.data;
}

export async function getNewsletterPreview(
  caller: UpstreamCaller,
  id: number,
): Promise<{ subject: string; text: string }> {
  const answer = await upstreamCall(okEnvelope(newsletterPreviewSchema), `newsletters/${id}/preview`, {
    ...caller,
    fallbackError: 'Failed to fetch the preview',
  });
  return answer.data;
}

export async function listNewsletterOutbox(
  caller: UpstreamCaller,
  id: number,
  page: number,
): Promise<{ data: OutboxRow[]; meta: PageMeta }> {
  return upstreamCall(listEnvelope(outboxRowSchema), `newsletters/${id}/outbox`, {
    ...caller,
    query: { page },
    fallbackError: 'Failed to fetch the recipients',
  });
}

/** Whom an unsubscribe link is for (no session: the signed token is the proof). */
export async function readUnsubscribe(token: string): Promise<UnsubscribeAnswer> {
  const answer = await upstreamCall(okEnvelope(unsubscribeAnswerSchema), 'public/unsubscribe', {
    query: { token },
    fallbackError: 'This unsubscribe link could not be read',
  });
  return answer.data;
}

export async function unsubscribe(token: string): Promise<UnsubscribeAnswer> {
  const answer = await upstreamCall(okEnvelope(unsubscribeAnswerSchema), 'public/unsubscribe', {
    method: 'POST',
    query: { token },
    fallbackError: 'The unsubscribe could not be recorded',
  });
  return answer.data;
}
