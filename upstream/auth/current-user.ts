import { asc, eq } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/contract/auth';
import { formatRight } from '@/lib/rights';
import type { Db } from '../db/client';
import { userGroups, userRights, users } from '../db/schema';

/** The user as the contract shows it: identity, group ids and rights as `sectionId_level` strings. */
export async function loadCurrentUser(db: Db, userId: number): Promise<CurrentUser | null> {
  const [user] = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      userName: users.userName,
      email: users.email,
      active: users.active,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !user.active) return null;
  const [groupRows, rightRows] = await Promise.all([
    db
      .select({ groupId: userGroups.groupId })
      .from(userGroups)
      .where(eq(userGroups.userId, userId))
      .orderBy(asc(userGroups.groupId)),
    db
      .select({ sectionId: userRights.sectionId, level: userRights.level })
      .from(userRights)
      .where(eq(userRights.userId, userId))
      .orderBy(asc(userRights.sectionId)),
  ]);
  const { active: _active, ...identity } = user;
  return { ...identity, groups: groupRows.map((row) => row.groupId), rights: rightRows.map(formatRight) };
}
