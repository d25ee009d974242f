import { eq } from 'drizzle-orm';
import type { AuthorLink } from '@/lib/contract/author';
import { GROUP } from '@/lib/rights';
import { authorAccounts, contacts, userGroups, users } from '../db/schema';
import { recordAudit } from '../platform/audit';
import type { UpstreamDeps } from '../platform/deps';
import { notFound } from '../platform/http-error';
import { unprocessable } from '../resources';

/**
 * Links an author's account to their contact record, or unlinks it: only accounts of the Authors group,
 * and one account per contact. In force on the author's next request; audited as `author_accounts`.
 */
export async function linkAuthor(
  deps: UpstreamDeps,
  actorId: number,
  userId: number,
  link: AuthorLink,
  requestId: string,
): Promise<{ userId: number; contactId: number | null; contactName: string | null }> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('No such user');
    const groups = await tx.select().from(userGroups).where(eq(userGroups.userId, userId));
    if (link.contactId !== null && !groups.some((row) => row.groupId === GROUP.AUTHORS))
      throw unprocessable([
        { path: 'contactId', message: 'Only an account of the Authors group is linked to an author' },
      ]);
    const [before] = await tx.select().from(authorAccounts).where(eq(authorAccounts.userId, userId));
    let contactName: string | null = null;
    if (link.contactId !== null) {
      const [contact] = await tx.select().from(contacts).where(eq(contacts.id, link.contactId));
      if (!contact) throw unprocessable([{ path: 'contactId', message: `No contact ${link.contactId}` }]);
      const [taken] = await tx
        .select()
        .from(authorAccounts)
        .where(eq(authorAccounts.contactId, link.contactId));
      if (taken && taken.userId !== userId)
        throw unprocessable([
          { path: 'contactId', message: 'This contact is linked to another account already' },
        ]);
      contactName = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
    }
    await tx.delete(authorAccounts).where(eq(authorAccounts.userId, userId));
    const after =
      link.contactId === null
        ? null
        : (
            await tx
              .insert(authorAccounts)
              .values({ userId, contactId: link.contactId, createdAt: now, updatedAt: now })
              .returning()
          )[0];
    await recordAudit(tx, {
      userId: actorId,
      action: before && after ? 'update' : after ? 'insert' : 'delete',
      entity: 'author_accounts',
      entityId: userId,
      before: before ?? null,
      after: after ?? null,
      requestId,
      at: now,
    });
    return { userId, contactId: link.contactId, contactName };
  });
}
