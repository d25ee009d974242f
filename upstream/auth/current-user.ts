import { sql } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/contract/auth';
import { formatRight, type HeldRight } from '@/lib/rights';
import { userGroups, userRights, users } from '../db/schema';

/*
 * The user as the contract shows it (identity, group ids, rights as `sectionId_level` strings), as
 * columns of one select: every authenticated request reads it, so groups and rights come as correlated
 * sub-queries in the same round trip rather than as queries of their own.
 */
export const currentUserColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  userName: users.userName,
  email: users.email,
  active: users.active,
  groups: sql<
    number[]
  >`coalesce((select json_agg(${userGroups.groupId} order by ${userGroups.groupId}) from ${userGroups} where ${userGroups.userId} = ${users.id}), '[]'::json)`,
  rights: sql<
    HeldRight[]
  >`coalesce((select json_agg(json_build_object('sectionId', ${userRights.sectionId}, 'level', ${userRights.level}) order by ${userRights.sectionId}) from ${userRights} where ${userRights.userId} = ${users.id}), '[]'::json)`,
};

type CurrentUserRow = Omit<CurrentUser, 'rights'> & { active: boolean; rights: HeldRight[] };

/** The row as the contract's user, or null for a deactivated account. */
export function toCurrentUser({ active, rights, ...identity }: CurrentUserRow): CurrentUser | null {
  return active ? { ...identity, rights: rights.map(formatRight) } : null;
}
