import { eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { staffList, staffMemberSchema, type StaffMember } from '@/lib/contract/users';
import { qualified } from '../db/bulk-insert';
import { isoTimestamp } from '../db/iso-timestamp';
import type { Tx } from '../db/client';
import { userGroups, users } from '../db/schema';
import type { ListSource } from '../resources';

/*
 * Staff accounts as Administration › Users reads them: identity, groups, two-factor, state and last
 * sign-in, with the state worked out in SQL so that the list can filter on it.
 */

/** Invited: made by an administrator and no password chosen yet through the mailed link. */
export const staffStatus = sql<string>`case
  when not ${users.active} then 'inactive'
  when ${users.invitedAt} is not null and ${users.passwordChangedAt} is null then 'invited'
  else 'active' end`;

const staffColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  userName: users.userName,
  email: users.email,
  jobTitle: users.jobTitle,
  groups: sql<number[]>`coalesce((select array_agg(g.group_id order by g.group_id)::int[]
    from ${userGroups} g where g.user_id = ${qualified(users.id)}), '{}')`,
  twoFactorEnabled: users.twoFactorEnabled,
  status: staffStatus,
  lastLoginAt: isoTimestamp(users.lastLoginAt),
  invitedAt: isoTimestamp(users.invitedAt),
};

const selectStaff = (db: Tx) => db.select(staffColumns).from(users).$dynamic();

export const staffSource: ListSource<
  ReturnType<typeof selectStaff>,
  StaffMember,
  'name' | 'userName' | 'lastLoginAt',
  (typeof staffList)['filters']
> = {
  definition: staffList,
  table: users,
  id: users.id,
  select: selectStaff,
  toItem: (row) => staffMemberSchema.parse(row),
  sort: {
    name: sql`lower(${users.lastName} || ' ' || ${users.firstName})`,
    userName: sql`lower(${users.userName})`,
    lastLoginAt: users.lastLoginAt,
  },
  search: (pattern) =>
    or(
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(users.userName, pattern),
      ilike(users.email, pattern),
    ),
  filters: {
    status: (statuses) => inArray(staffStatus, statuses),
    groupId: (groupId) =>
      sql`exists (select 1 from ${userGroups} g where g.user_id = ${qualified(users.id)} and g.group_id = ${groupId})`,
    twoFactor: (on) => eq(users.twoFactorEnabled, on),
  },
};

export async function loadStaffMember(db: Tx, userId: number): Promise<StaffMember | null> {
  const [row] = await selectStaff(db).where(eq(users.id, userId));
  return row ? staffMemberSchema.parse(row) : null;
}
