import { and, asc, count, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { PUBLICATION_FORMAT, choiceLabel } from '@/lib/contract/choices';
import type { NewsletterAudience } from '@/lib/contract/enums';
import { NEWSLETTER_BATCH_SIZE } from '@/lib/contract/newsletter-limits';
import type { NewsletterPublication } from '@/lib/contract/newsletters';
import { FIRM } from '@/lib/royalties/statement-layout';
import { qualified } from '../db/bulk-insert';
import type { Db, Tx } from '../db/client';
import {
  contacts,
  emailOutbox,
  newsletterPublications,
  newsletters,
  praises,
  publications,
  users,
} from '../db/schema';
import { recordAudit } from '../platform/audit';
import type { UpstreamDeps } from '../platform/deps';
import { isStaff } from '../staff/is-staff';
import { renderEmail, type RenderedEmail } from './templates';
import { subscribed, unsubscribeToken } from './unsubscribe';

/*
 * Composing and sending newsletters. The text is the newsletter email type filled with the newsletter's
 * own words, its publications and their rights-cleared praises (never the others), and each recipient's
 * unsubscribe link. Sending writes one queued outbox row per address of the audience who agreed to
 * receive it, then delivers them in batches; a contact who unsubscribes meanwhile is skipped (failed,
 * "unsubscribed"), never sent to. Members of staff who keep "Newsletters" on in their notification
 * settings get a copy of each (unless they are among its contacts), which they stop from their settings.
 */

export const UNSUBSCRIBED_ERROR = 'Unsubscribed before it was sent: not sent';

const outer = qualified(publications.id);
// A praise about a contributor names them (`about`); one about the book has no such key.
const clearedPraises = sql<NewsletterPublication['praises']>`coalesce((select jsonb_agg(jsonb_build_object(
    'quote', ${praises.quote}, 'source', ${praises.source}, 'outlet', ${praises.outlet})
    || coalesce((select jsonb_build_object('about', concat_ws(' ', k.first_name, k.last_name))
      from ${contacts} k where k.id = ${praises.contributorId}), '{}'::jsonb)
    order by ${praises.position}, ${praises.id})
  from ${praises} where ${praises.publicationId} = ${outer} and ${praises.rightsCleared}), '[]'::jsonb)`;

/** The newsletter's publications in its order, each with its cleared praises. */
export async function publicationsOf(db: Db | Tx, newsletterId: number): Promise<NewsletterPublication[]> {
  return db
    .select({
      publicationId: publications.id,
      title: publications.title,
      format: publications.format,
      isbn: publications.isbn,
      praises: clearedPraises,
    })
    .from(newsletterPublications)
    .innerJoin(publications, eq(publications.id, newsletterPublications.publicationId))
    .where(eq(newsletterPublications.newsletterId, newsletterId))
    .orderBy(asc(newsletterPublications.position));
}

/** The newsletter's text: its own words, then each publication with its cleared praises. */
export function composeContent(body: string, chosen: readonly NewsletterPublication[]): string {
  const books = chosen.map((book) => {
    const facts = [choiceLabel(PUBLICATION_FORMAT, book.format), book.isbn ? `ISBN ${book.isbn}` : null]
      .filter(Boolean)
      .join(', ');
    const quotes = book.praises.map(
      (praise) =>
        `  ${praise.about ? `On ${praise.about}: ` : ''}“${praise.quote}” — ${praise.source}${praise.outlet ? `, ${praise.outlet}` : ''}`,
    );
    return [`${book.title} (${facts})`, ...quotes].join('\n');
  });
  return [body, ...books].join('\n\n');
}

/** The contacts an audience names, by their roles; the staff are no contacts and get none. */
export function audienceCondition(audience: NewsletterAudience): SQL {
  const role = { authors: 'author', agents: 'agent', reviewers: 'reviewer' } as const;
  if (audience === 'all_contacts') return sql`true`;
  if (audience === 'staff') return sql`false`;
  return sql`${contacts.roles} @> array[${role[audience]}]::text[]`;
}

const hasAddress = sql`coalesce(trim(${contacts.email}), '') <> ''`;

/** How many addresses would receive it now. */
export async function audienceSize(db: Db | Tx, audience: NewsletterAudience): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct lower(trim(${contacts.email})))::int` })
    .from(contacts)
    .where(and(subscribed, hasAddress, audienceCondition(audience)));
  return row?.n ?? 0;
}

export const unsubscribeLinks = (appUrl: string, token: string) => ({
  page: `${appUrl}/unsubscribe?token=${encodeURIComponent(token)}`,
  oneClick: `${appUrl}/api/public/unsubscribe?token=${encodeURIComponent(token)}`,
});

/** RFC 8058: mail clients offer "Unsubscribe" and POST `List-Unsubscribe=One-Click` to this address. */
export const unsubscribeHeaders = (oneClick: string) => ({
  'List-Unsubscribe': `<${oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

interface Letter {
  id: number;
  subject: string;
  body: string;
}

/** The message one address receives; a member of staff's copy is stopped from their settings. */
export async function renderNewsletter(
  deps: UpstreamDeps,
  db: Db | Tx,
  letter: Letter,
  content: string,
  to: { email: string; firstName: string | null; staff?: boolean },
): Promise<RenderedEmail & { token: string | null }> {
  const token = to.staff ? null : await unsubscribeToken(db, letter.id, to.email);
  const rendered = await renderEmail(db, 'newsletter', {
    firstName: to.firstName?.trim() || 'reader',
    subject: letter.subject,
    content,
    unsubscribeLink: token
      ? unsubscribeLinks(deps.config.APP_URL, token).page
      : `${deps.config.APP_URL}/settings/notifications`,
    firm: FIRM.name,
  });
  return { ...rendered, token };
}

/** Staff who keep "Newsletters" on (their settings' default is on). */
const wantsNewsletters = sql`coalesce((${users.notificationSettings}->'email'->>'newsletters')::boolean, true)`;

/** The members of staff a copy goes to, but those whose address already receives it as a contact. */
async function staffCopies(tx: Tx, contactAddresses: ReadonlySet<string>) {
  const staff = await tx
    .select({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.active, true), isStaff(users.id), wantsNewsletters))
    .orderBy(asc(users.id));
  return staff.filter((person) => !contactAddresses.has(person.email.trim().toLowerCase()));
}

/**
 * Writes the outbox rows of a newsletter, one per address of its audience who agreed to receive it,
 * and marks it sending. Runs in the caller's transaction, which holds the newsletter's row.
 */
export async function enqueueNewsletter(
  deps: UpstreamDeps,
  tx: Tx,
  letter: Letter & { audience: NewsletterAudience },
  now: Date,
  userId: number | null,
): Promise<number> {
  const content = composeContent(letter.body, await publicationsOf(tx, letter.id));
  const recipients = await tx
    .selectDistinctOn([sql`lower(trim(${contacts.email}))`], {
      contactId: contacts.id,
      email: sql<string>`trim(${contacts.email})`,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
    })
    .from(contacts)
    .where(and(subscribed, hasAddress, audienceCondition(letter.audience)))
    .orderBy(sql`lower(trim(${contacts.email}))`, asc(contacts.id));
  for (let start = 0; start < recipients.length; start += 500) {
    const rows = [];
    for (const recipient of recipients.slice(start, start + 500)) {
      const message = await renderNewsletter(deps, tx, letter, content, recipient);
      rows.push({
        toAddress: recipient.email,
        toName: [recipient.firstName, recipient.lastName].filter(Boolean).join(' ') || null,
        subject: message.subject,
        bodyText: message.text,
        emailTypeId: message.emailTypeId,
        newsletterId: letter.id,
        contactId: recipient.contactId,
        createdAt: now,
      });
    }
    await tx.insert(emailOutbox).values(rows);
  }
  const copies = await staffCopies(tx, new Set(recipients.map((recipient) => recipient.email.toLowerCase())));
  for (const person of copies) {
    const message = await renderNewsletter(deps, tx, letter, content, { ...person, staff: true });
    await tx.insert(emailOutbox).values({
      toAddress: person.email,
      toName: `${person.firstName} ${person.lastName}`.trim() || null,
      subject: message.subject,
      bodyText: message.text,
      emailTypeId: message.emailTypeId,
      newsletterId: letter.id,
      userId: person.userId,
      createdAt: now,
    });
  }
  const [after] = await tx
    .update(newsletters)
    .set({
      status: 'sending',
      scheduledAt: sql`coalesce(${newsletters.scheduledAt}, ${now})`,
      version: sql`${newsletters.version} + 1`,
      updatedAt: now,
    })
    .where(eq(newsletters.id, letter.id))
    .returning({ version: newsletters.version });
  await recordAudit(tx, {
    userId,
    action: 'update',
    entity: 'newsletters',
    entityId: letter.id,
    after: { status: 'sending', recipients: recipients.length, version: after?.version },
    at: now,
  });
  return recipients.length;
}

const delivering = new Map<number, Promise<void>>();

/** Delivers a newsletter's queued rows in batches; one delivery per newsletter at a time in this process. */
export function deliverNewsletter(deps: UpstreamDeps, newsletterId: number): Promise<void> {
  const running = delivering.get(newsletterId);
  if (running) return running;
  const run = deliverBatches(deps, newsletterId)
    .catch((error: unknown) => deps.log.error({ err: error, newsletterId }, 'newsletter delivery stopped'))
    .finally(() => delivering.delete(newsletterId));
  delivering.set(newsletterId, run);
  return run;
}

async function deliverBatches(deps: UpstreamDeps, newsletterId: number): Promise<void> {
  const db = deps.database.db;
  let after = 0;
  for (;;) {
    const batch = await db
      .select({
        id: emailOutbox.id,
        to: emailOutbox.toAddress,
        staffCopy: sql<boolean>`${emailOutbox.contactId} is null`,
        stillSubscribed: sql<boolean>`(exists (select 1 from ${contacts}
          where ${contacts.id} = ${emailOutbox.contactId} and ${subscribed})
          or exists (select 1 from ${users} where ${users.id} = ${emailOutbox.userId}
            and ${emailOutbox.contactId} is null and ${users.active} and ${wantsNewsletters}))`,
      })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.newsletterId, newsletterId),
          eq(emailOutbox.status, 'queued'),
          gt(emailOutbox.id, after),
        ),
      )
      .orderBy(asc(emailOutbox.id))
      .limit(NEWSLETTER_BATCH_SIZE);
    if (batch.length === 0) break;
    for (const row of batch) {
      after = row.id;
      if (!row.stillSubscribed) {
        await db
          .update(emailOutbox)
          .set({ status: 'failed', lastError: UNSUBSCRIBED_ERROR })
          .where(eq(emailOutbox.id, row.id));
        continue;
      }
      if (row.staffCopy) {
        await deps.mailer.deliver(row.id);
        continue;
      }
      const token = await unsubscribeToken(db, newsletterId, row.to);
      await deps.mailer.deliver(
        row.id,
        unsubscribeHeaders(unsubscribeLinks(deps.config.APP_URL, token).oneClick),
      );
    }
  }
  const [left] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.newsletterId, newsletterId), eq(emailOutbox.status, 'queued')));
  if ((left?.n ?? 0) > 0) return;
  await db
    .update(newsletters)
    .set({ status: 'sent', sentAt: deps.now() })
    .where(and(eq(newsletters.id, newsletterId), eq(newsletters.status, 'sending')));
}

/**
 * Starts every scheduled newsletter whose time has come (by the injected clock). Called before
 * newsletters are read, and every minute by the server.
 */
export async function sendDueNewsletters(deps: UpstreamDeps): Promise<void> {
  const db = deps.database.db;
  const now = deps.now();
  const due = await db
    .select({ id: newsletters.id })
    .from(newsletters)
    .where(and(eq(newsletters.status, 'scheduled'), lte(newsletters.scheduledAt, now)));
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [letter] = await tx
        .select()
        .from(newsletters)
        .where(and(eq(newsletters.id, id), eq(newsletters.status, 'scheduled')))
        .for('update');
      if (letter) await enqueueNewsletter(deps, tx, letter, now, null);
    });
    void deliverNewsletter(deps, id);
  }
}

/** Picks up the deliveries a stopped process left unfinished. */
export async function resumeSending(deps: UpstreamDeps): Promise<void> {
  const sending = await deps.database.db
    .select({ id: newsletters.id })
    .from(newsletters)
    .where(eq(newsletters.status, 'sending'));
  for (const { id } of sending) void deliverNewsletter(deps, id);
}

/** Puts failed rows (not those of unsubscribed contacts) back in the queue; answers how many. */
export async function requeueFailed(
  db: Db,
  newsletterId: number,
  outboxIds?: readonly number[],
): Promise<number> {
  const requeued = await db
    .update(emailOutbox)
    .set({ status: 'queued' })
    .where(
      and(
        eq(emailOutbox.newsletterId, newsletterId),
        eq(emailOutbox.status, 'failed'),
        sql`${emailOutbox.lastError} is distinct from ${UNSUBSCRIBED_ERROR}`,
        outboxIds ? inArray(emailOutbox.id, [...outboxIds]) : undefined,
      ),
    )
    .returning({ id: emailOutbox.id });
  if (requeued.length > 0)
    await db
      .update(newsletters)
      .set({ status: 'sending' })
      .where(and(eq(newsletters.id, newsletterId), eq(newsletters.status, 'sent')));
  return requeued.length;
}
