import { eq } from 'drizzle-orm';
import { fillTemplate, type EmailTypeKey, type EmailValues } from '@/lib/contract/email-types';
import type { Db, Tx } from '../db/client';
import { emailTypes } from '../db/schema';
import type { UpstreamDeps } from '../platform/deps';
import type { OutgoingMail } from '../platform/mailer';

export interface RenderedEmail {
  subject: string;
  text: string;
  emailTypeId: number;
}

/**
 * A message of the product in the words its email type holds now. Every type is stored (by the
 * migration and the seed), so a missing one is a broken installation, said as such.
 */
export async function renderEmail<K extends EmailTypeKey>(
  db: Db | Tx,
  key: K,
  values: EmailValues<K>,
): Promise<RenderedEmail> {
  const [template] = await db
    .select({ id: emailTypes.id, subject: emailTypes.subject, body: emailTypes.bodyText })
    .from(emailTypes)
    .where(eq(emailTypes.key, key));
  if (!template) throw new Error(`The email type "${key}" is missing: the database is not migrated`);
  const filled = values as Record<string, string>;
  return {
    // A subject is one line, whatever a value holds.
    subject: fillTemplate(template.subject, filled)
      .replace(/\s*[\r\n]+\s*/g, ' ')
      .trim(),
    text: fillTemplate(template.body, filled),
    emailTypeId: template.id,
  };
}

/**
 * Renders the type's template with these values and hands the message to the mailer (outbox first):
 * sent at once, or `queued` in the outbox for the caller to deliver later. Answers its outbox id.
 */
export async function sendEmail<K extends EmailTypeKey>(
  deps: UpstreamDeps,
  key: K,
  values: EmailValues<K>,
  mail: Omit<OutgoingMail, 'subject' | 'text' | 'emailTypeId'>,
  { queued = false }: { queued?: boolean } = {},
): Promise<number> {
  const rendered = await renderEmail(deps.database.db, key, values);
  const message = { ...mail, ...rendered };
  return queued ? deps.mailer.record(message) : deps.mailer.send(message);
}
