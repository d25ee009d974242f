import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from '@/lib/log';
import type { UpstreamConfig } from '../config';
import type { Db } from '../db/client';
import { emailAttachments, emailOutbox } from '../db/schema';

export interface MailAttachment {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

export interface OutgoingMail {
  to: string;
  toName?: string;
  subject: string;
  text: string;
  userId?: number;
  /** The template it was written from (`email_types`), when there was one. */
  emailTypeId?: number;
  /** Kept with the outbox entry, so what was sent can be seen again. */
  attachments?: readonly MailAttachment[];
}

export interface Mailer {
  /** Records the message in the outbox, then delivers it through SMTP when SMTP_URL is set. Returns its outbox id. */
  send(mail: OutgoingMail): Promise<number>;
}

/**
 * Every message goes to the outbox first, so nothing is lost when delivery fails and staff can see what
 * was sent. Without SMTP_URL the message stays queued and is written to the log (the demo reads codes there).
 */
export function createMailer(db: Db, config: UpstreamConfig, log: Logger): Mailer {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : undefined;
  return {
    async send(mail) {
      const attachments = mail.attachments ?? [];
      // The message and its files are recorded together, or neither is.
      const row = await db.transaction(async (tx) => {
        const [entry] = await tx
          .insert(emailOutbox)
          .values({
            toAddress: mail.to,
            toName: mail.toName,
            subject: mail.subject,
            bodyText: mail.text,
            userId: mail.userId,
            emailTypeId: mail.emailTypeId,
          })
          .returning({ id: emailOutbox.id });
        if (!entry) throw new Error('The outbox did not record the message');
        if (attachments.length > 0)
          await tx
            .insert(emailAttachments)
            .values(attachments.map((file) => ({ outboxId: entry.id, ...file })));
        return entry;
      });
      if (!transport) {
        log.info(
          { outboxId: row.id, to: mail.to, subject: mail.subject, text: mail.text },
          'mail queued (no SMTP_URL)',
        );
        return row.id;
      }
      try {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: mail.toName ? { name: mail.toName, address: mail.to } : mail.to,
          subject: mail.subject,
          text: mail.text,
          attachments: attachments.map((file) => ({
            filename: file.fileName,
            contentType: file.mimeType,
            content: file.content,
          })),
        });
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${emailOutbox.attempts} + 1` })
          .where(eq(emailOutbox.id, row.id));
      } catch (error) {
        log.error({ err: error, outboxId: row.id }, 'mail delivery failed');
        await db
          .update(emailOutbox)
          .set({ status: 'failed', lastError: String(error), attempts: sql`${emailOutbox.attempts} + 1` })
          .where(eq(emailOutbox.id, row.id));
      }
      return row.id;
    },
  };
}
