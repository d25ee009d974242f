import { sql, type SQL } from 'drizzle-orm';
import { GROUP } from '@/lib/rights';
import { userGroups, users } from '../db/schema';

/** A member of staff: a user in any group but the authors'. */
export const isStaff = (userId: SQL | typeof users.id) =>
  sql`exists (select 1 from ${userGroups} where ${userGroups.userId} = ${userId} and ${userGroups.groupId} <> ${GROUP.AUTHORS})`;
