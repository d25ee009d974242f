import { sql } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/contract/auth';
import { formatRight, type HeldRight } from '@/lib/rights';
import { groupRights, userGroups, userRights, users } from '../db/schema';

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
  // The highest level in each section of the user's groups' rights and their own: a change of either
  // is in force on the user's next request.
  rights: sql<
    HeldRight[]
  >`coalesce((select json_agg(json_build_object('sectionId', held.section_id, 'level', held.level)
      order by held.section_id)
    from (select section_id, max(level) as level from (
        select ${userRights.sectionId} as section_id, ${userRights.level} as level from ${userRights}
        where ${userRights.userId} = ${users.id}
        union all
        select ${groupRights.sectionId}, ${groupRights.level} from ${groupRights}
        join ${userGroups} on ${userGroups.groupId} = ${groupRights.groupId}
        where ${userGroups.userId} = ${users.id}) as granted
      group by section_id) as held), '[]'::json)`,
};

type CurrentUserRow = Omit<CurrentUser, 'rights'> & { active: boolean; rights: HeldRight[] };

/** The row as the contract's user, or null for a deactivated account. */
export function toCurrentUser({ active, rights, ...identity }: CurrentUserRow): CurrentUser | null {
  return active ? { ...identity, rights: rights.map(formatRight) } : null;
}
