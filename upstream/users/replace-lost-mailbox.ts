import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { forgotPasswordRequestSchema } from '@/lib/contract/auth';
import { revokeAllTokens } from '../auth/tokens';
import type { Db } from '../db/client';
import { emailChangeTokens, passwordResetTokens, signInCodes, users } from '../db/schema';
import { recordAudit } from '../platform/audit';

export const lostMailboxSchema = z.object({
  userName: z.string().trim().toLowerCase().min(1, 'user name is required'),
  email: forgotPasswordRequestSchema.shape.email,
});
export type LostMailboxInput = z.input<typeof lostMailboxSchema>;

/**
 * For a user who lost access to their mailbox, which holds their second factor and their way back in
 * (ASVS 6.4.4). An operator runs it only after checking the person's identity out of band. Sign-in codes
 * and reset links go to the new address from now on, and whatever the old mailbox could still be used for
 * is voided: sessions, unused reset links, pending email changes and codes, since whoever holds that mailbox
 * now may not be the user. The password stays: a user who forgot it too asks for a reset link.
 */
export async function replaceLostMailbox(db: Db, input: LostMailboxInput, now: Date): Promise<number> {
  const data = lostMailboxSchema.parse(input);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(sql`lower(${users.userName}) = ${data.userName}`)
      .for('update');
    if (!user) throw new Error(`No user has the user name ${data.userName}`);
    const taken = await tx.$count(
      users,
      and(sql`lower(${users.email}) = ${data.email}`, ne(users.id, user.id)),
    );
    if (taken > 0) throw new Error(`The email ${data.email} belongs to another account`);

    const [after] = await tx
      .update(users)
      .set({ email: data.email, updatedAt: now, version: sql`${users.version} + 1` })
      .where(eq(users.id, user.id))
      .returning({ id: users.id, email: users.email, version: users.version });
    await revokeAllTokens(tx, user.id, now);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx
      .update(emailChangeTokens)
      .set({ usedAt: now })
      .where(and(eq(emailChangeTokens.userId, user.id), isNull(emailChangeTokens.usedAt)));
    await tx
      .update(signInCodes)
      .set({ consumedAt: now })
      .where(and(eq(signInCodes.userId, user.id), isNull(signInCodes.consumedAt)));
    // No signed-in actor: like user:create, it is run from a shell on the server.
    await recordAudit(tx, {
      userId: null,
      action: 'update',
      entity: 'users',
      entityId: user.id,
      before: { email: user.email },
      after: { ...after, lostMailboxReplaced: true },
      at: now,
    });
    return user.id;
  });
}
