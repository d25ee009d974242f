import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { passwordSchema } from '@/lib/contract/auth';
import { GROUP, GROUPS, SECTIONS } from '@/lib/rights';
import { hashPassword } from '../auth/password';
import { newPasswordRefusal } from '../auth/password-policy';
import type { Db } from '../db/client';
import { groups, userGroups, userRights, users } from '../db/schema';
import { recordAudit } from '../platform/audit';

export const administratorSchema = z.object({
  userName: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9._-]{2,64}$/, 'user name: 2–64 letters, digits, dots, dashes or underscores'),
  email: z.string().trim().toLowerCase().email('email: not an email address'),
  firstName: z.string().trim().min(1, 'first name is required'),
  lastName: z.string().trim().min(1, 'last name is required'),
  password: passwordSchema,
});
export type AdministratorInput = z.input<typeof administratorSchema>;

/**
 * Creates a Super User holding every section at level 5: the first account of a production
 * installation, which never gets demo accounts. Refuses a user name or email already taken, and a
 * password that the password policy refuses.
 */
export async function createAdministrator(db: Db, input: AdministratorInput, now: Date): Promise<number> {
  const data = administratorSchema.parse(input);
  const refusal = newPasswordRefusal(data.password, data);
  if (refusal) throw new Error(refusal);
  const passwordHash = await hashPassword(data.password);
  return db.transaction(async (tx) => {
    await tx
      .insert(groups)
      .values(GROUPS.map((group) => ({ id: group.id, name: group.name })))
      .onConflictDoNothing();
    const taken = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.userName}) = ${data.userName} or lower(${users.email}) = ${data.email}`);
    if (taken.length > 0)
      throw new Error(`A user with the user name ${data.userName} or the email ${data.email} exists already`);
    const [user] = await tx
      .insert(users)
      .values({
        userName: data.userName,
        email: data.email,
        firstName: data.firstName,
        lastName: data.lastName,
        passwordHash,
      })
      .returning();
    if (!user) throw new Error('The user was not created');
    await tx.insert(userGroups).values({ userId: user.id, groupId: GROUP.SUPER_USERS });
    await tx
      .insert(userRights)
      .values(SECTIONS.map((section) => ({ userId: user.id, sectionId: section.id, level: 5 })));
    await recordAudit(tx, {
      userId: null,
      action: 'insert',
      entity: 'users',
      entityId: user.id,
      after: user,
      at: now,
    });
    return user.id;
  });
}
