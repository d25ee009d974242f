import { GROUPS, defaultRightsForGroups } from '@/lib/rights';
import { hashPassword } from '@/upstream/auth/password';
import type { Db } from '@/upstream/db/client';
import { groups, userGroups, userRights, users } from '@/upstream/db/schema';

export const TEST_PASSWORD = 'correct-horse-7';

let passwordHash: Promise<string> | undefined;

export async function ensureGroups(db: Db): Promise<void> {
  await db
    .insert(groups)
    .values(GROUPS.map((group) => ({ id: group.id, name: group.name })))
    .onConflictDoNothing();
}

export interface TestUserOptions {
  userName: string;
  groups?: readonly number[];
  /** Defaults to what the groups would have; `[]` for none. */
  rights?: readonly { sectionId: number; level: number }[];
  twoFactor?: boolean;
  active?: boolean;
}

export interface TestUser {
  id: number;
  userName: string;
  email: string;
  password: string;
}

/** A user straight in the database, with the groups and rights asked for and the test password. */
export async function createUser(db: Db, options: TestUserOptions): Promise<TestUser> {
  await ensureGroups(db);
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = `${options.userName}@example.test`;
  const [row] = await db
    .insert(users)
    .values({
      firstName: options.userName.charAt(0).toUpperCase() + options.userName.slice(1),
      lastName: 'Tester',
      userName: options.userName,
      email,
      passwordHash: await passwordHash,
      twoFactorEnabled: options.twoFactor ?? false,
      active: options.active ?? true,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  const groupIds = options.groups ?? [];
  if (groupIds.length > 0)
    await db.insert(userGroups).values(groupIds.map((groupId) => ({ userId: row.id, groupId })));
  const rights = options.rights ?? defaultRightsForGroups(groupIds);
  if (rights.length > 0) {
    await db
      .insert(userRights)
      .values(rights.map((right) => ({ userId: row.id, sectionId: right.sectionId, level: right.level })));
  }
  return { id: row.id, userName: options.userName, email, password: TEST_PASSWORD };
}
