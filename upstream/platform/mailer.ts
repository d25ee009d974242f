import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
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
  /** Extra headers of the delivery (a newsletter's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** When it was written, by the API's clock, for mail whose timing counts (the activity digest); else now. */
  at?: Date;
}

/**
 * What became of one delivery: without SMTP_URL a message stays queued (and is logged); `elsewhere`, another
 * server process is delivering it, or it failed and waits to be queued again.
 */
export type DeliveryOutcome = 'sent' | 'failed' | 'queued' | 'elsewhere';

/**
 * How long a process may take to deliver a message it claimed: well past nodemailer's own timeouts, so
 * only a process that stopped mid-delivery lets a claim lapse.
 */
const CLAIM = sql`now() + interval '15 minutes'`;

/** No process is delivering the message now: never claimed, or its claim lapsed. */
export const unclaimed = or(isNull(emailOutbox.claimedUntil), lt(emailOutbox.claimedUntil, sql`now()`));

export interface Mailer {
  /** Records the message in the outbox, then delivers it through SMTP when SMTP_URL is set. Returns its outbox id. */
  send(mail: OutgoingMail): Promise<number>;
  /** Records the message in the outbox, queued, for `deliver` to send later. Returns its outbox id. */
  record(mail: OutgoingMail): Promise<number>;
  /**
   * Delivers a message the outbox holds queued (a newsletter's recipient), with these headers. Processes
   * sharing the database claim each message first, so none is delivered twice.
   */
  deliver(outboxId: number, headers?: Record<string, string>): Promise<DeliveryOutcome>;
  /** Whether messages leave at all: SMTP_URL is set. */
  readonly delivers: boolean;
}

/**
 * Every message goes to the outbox first, so nothing is lost when delivery fails and staff can see what
 * was sent. Without SMTP_URL the message stays queued and is written to the log (the demo reads codes there).
 */
export function createMailer(db: Db, config: UpstreamConfig, log: Logger): Mailer {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : undefined;
  return {
    async send(mail) {
      const outboxId = await record(mail);
      await deliver(outboxId, mail, mail.attachments ?? [], mail.headers);
      return outboxId;
    },
    record,
    delivers: transport !== undefined,
    async deliver(outboxId, headers) {
      const message = {
        to: emailOutbox.toAddress,
        toName: emailOutbox.toName,
        subject: emailOutbox.subject,
        text: emailOutbox.bodyText,
      };
      // Without a mail server nothing leaves, so there is nothing to claim.
      const [row] = transport
        ? await db
            .update(emailOutbox)
            .set({ claimedUntil: CLAIM })
            .where(and(eq(emailOutbox.id, outboxId), eq(emailOutbox.status, 'queued'), unclaimed))
            .returning(message)
        : await db
            .select(message)
            .from(emailOutbox)
            .where(and(eq(emailOutbox.id, outboxId), eq(emailOutbox.status, 'queued')));
      if (!row) return await notDelivered(outboxId);
      const files = await db
        .select({
          fileName: emailAttachments.fileName,
          mimeType: emailAttachments.mimeType,
          content: emailAttachments.content,
        })
        .from(emailAttachments)
        .where(eq(emailAttachments.outboxId, outboxId));
      return deliver(outboxId, { ...row, toName: row.toName ?? undefined }, files, headers);
    },
  };

  /** Why a message could not be claimed: sent already, or another process has it (or it failed). */
  async function notDelivered(outboxId: number): Promise<DeliveryOutcome> {
    const [row] = await db
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, outboxId));
    if (!row) throw new Error(`The outbox holds no message ${outboxId}`);
    return row.status === 'sent' ? 'sent' : 'elsewhere';
  }

  async function record(mail: OutgoingMail): Promise<number> {
    const attachments = mail.attachments ?? [];
    // The message and its files are recorded together, or neither is.
    return db.transaction(async (tx) => {
      const [entry] = await tx
        .insert(emailOutbox)
        .values({
          toAddress: mail.to,
          toName: mail.toName,
          subject: mail.subject,
          bodyText: mail.text,
          userId: mail.userId,
          emailTypeId: mail.emailTypeId,
          createdAt: mail.at,
        })
        .returning({ id: emailOutbox.id });
      if (!entry) throw new Error('The outbox did not record the message');
      if (attachments.length > 0)
        await tx
          .insert(emailAttachments)
          .values(attachments.map((file) => ({ outboxId: entry.id, ...file })));
      return entry.id;
    });
  }

  async function deliver(
    outboxId: number,
    mail: Pick<OutgoingMail, 'to' | 'toName' | 'subject' | 'text'>,
    attachments: readonly MailAttachment[],
    headers: Record<string, string> | undefined,
  ): Promise<DeliveryOutcome> {
    if (!transport) {
      log.info(
        { outboxId, to: mail.to, subject: mail.subject, text: mail.text },
        'mail queued (no SMTP_URL)',
      );
      return 'queued';
    }
    try {
      await transport.sendMail({
        from: config.MAIL_FROM,
        to: mail.toName ? { name: mail.toName, address: mail.to } : mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(headers ? { headers } : {}),
        attachments: attachments.map((file) => ({
          filename: file.fileName,
          contentType: file.mimeType,
          content: file.content,
        })),
      });
      await db
        .update(emailOutbox)
        .set({
          status: 'sent',
          sentAt: sql`now()`,
          lastError: null,
          claimedUntil: null,
          attempts: sql`${emailOutbox.attempts} + 1`,
        })
        .where(eq(emailOutbox.id, outboxId));
      return 'sent';
    } catch (error) {
      log.error({ err: error, outboxId }, 'mail delivery failed');
      await db
        .update(emailOutbox)
        .set({
          status: 'failed',
          lastError: String(error),
          attempts: sql`${emailOutbox.attempts} + 1`,
          claimedUntil: null,
        })
        .where(eq(emailOutbox.id, outboxId));
      return 'failed';
    }
  }
}
