import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from '@/lib/log';
import type { UpstreamConfig } from '../config';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';

export interface OutgoingMail {
  to: string;
  toName?: string;
  subject: string;
  text: string;
  userId?: number;
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
      const [row] = await db
        .insert(emailOutbox)
        .values({
          toAddress: mail.to,
          toName: mail.toName,
          subject: mail.subject,
          bodyText: mail.text,
          userId: mail.userId,
        })
        .returning({ id: emailOutbox.id });
      if (!row) throw new Error('The outbox did not record the message');
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
