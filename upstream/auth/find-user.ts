import { or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** Finds a user by user name or email, both case-insensitively (the caller lower-cases the input). */
export async function findUserByNameOrEmail(db: Db, nameOrEmail: string) {
  const [user] = await db
    .select({
      id: users.id,
      userName: users.userName,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      passwordHash: users.passwordHash,
      active: users.active,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(users)
    .where(or(sql`lower(${users.userName}) = ${nameOrEmail}`, sql`lower(${users.email}) = ${nameOrEmail}`))
    .limit(1);
  return user ?? null;
}
