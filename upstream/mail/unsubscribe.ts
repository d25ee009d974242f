import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { contacts, signingKeys } from '../db/schema';
import { recordAudit } from '../platform/audit';

/*
 * The one-click unsubscribe of newsletters (RFC 8058): every message carries a link with a token that
 * names the newsletter and the address it went to, signed with a key the database keeps (made on first
 * use), so nobody can unsubscribe an address they did not receive mail at. Unsubscribing is by address:
 * every contact with it stops receiving newsletters, and the date is recorded on each.
 */

const KEY_NAME = 'newsletter-unsubscribe';

async function signingKey(db: Db | Tx): Promise<Buffer> {
  await db
    .insert(signingKeys)
    .values({ name: KEY_NAME, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [key] = await db
    .select({ secret: signingKeys.secret })
    .from(signingKeys)
    .where(eq(signingKeys.name, KEY_NAME));
  if (!key) throw new Error('The unsubscribe signing key could not be stored');
  return Buffer.from(key.secret, 'base64url');
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** A token for one address and one newsletter (0 for a test send). */
export async function unsubscribeToken(db: Db | Tx, newsletterId: number, email: string): Promise<string> {
  const payload = `${newsletterId}.${Buffer.from(email.trim().toLowerCase()).toString('base64url')}`;
  return `${payload}.${mac(await signingKey(db), payload)}`;
}

/** The address and newsletter a token names, or null when it was not signed by us. */
export async function readUnsubscribeToken(
  db: Db | Tx,
  token: string,
): Promise<{ newsletterId: number; email: string } | null> {
  const [id, address, signature] = token.split('.');
  if (!id || !address || !signature || !/^\d{1,10}$/.test(id)) return null;
  const expected = Buffer.from(mac(await signingKey(db), `${id}.${address}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const email = Buffer.from(address, 'base64url').toString('utf8');
  return email.includes('@') ? { newsletterId: Number(id), email } : null;
}

/** A contact receives newsletters: they agreed, and have not asked to stop since. */
export const subscribed = and(
  isNotNull(contacts.newsletterConsentAt),
  or(
    isNull(contacts.newsletterUnsubscribedAt),
    lt(contacts.newsletterUnsubscribedAt, contacts.newsletterConsentAt),
  ),
);

/** Records the unsubscribe on every subscribed contact with this address; answers the day it took effect. */
export async function unsubscribeAddress(
  db: Db,
  email: string,
  newsletterId: number,
  now: Date,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const sameAddress = eq(sql`lower(${contacts.email})`, email.toLowerCase());
    const day = now.toISOString().slice(0, 10);
    const left = await tx
      .update(contacts)
      .set({ newsletterUnsubscribedAt: day, version: sql`${contacts.version} + 1`, updatedAt: now })
      .where(and(sameAddress, subscribed))
      .returning({ id: contacts.id, version: contacts.version });
    for (const contact of left)
      await recordAudit(tx, {
        userId: null,
        action: 'update',
        entity: 'contacts',
        entityId: contact.id,
        after: { newsletterUnsubscribedAt: day, newsletterId, version: contact.version },
        at: now,
      });
    if (left.length > 0) return day;
    const [earlier] = await tx
      .select({ day: sql<string | null>`max(${contacts.newsletterUnsubscribedAt})::text` })
      .from(contacts)
      .where(sameAddress);
    return earlier?.day ?? null;
  });
}
