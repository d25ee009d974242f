import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  GroupRightChange,
  GroupRights,
  UserAccess,
  UserAccessChange,
} from '@/lib/contract/user-authorization';
import { GROUP, effectiveRights, sectionName, type HeldRight } from '@/lib/rights';
import type { Db, Tx } from '../db/client';
import { groupRights, groups, userGroups, userRights, users } from '../db/schema';
import { recordAudit } from '../platform/audit';
import { conflict, notFound } from '../platform/http-error';
import { staleVersion, unprocessable } from '../resources';
import type { StaffWrite } from './staff-actions';
import { keepAnotherSuperUser, lockSuperUsers } from './super-users';

/*
 * The rights editor's reads and writes. Rights are read on every request (upstream/auth/current-user.ts),
 * so each change here is in force on the user's next request, without a new sign-in.
 */

const SUPER_USERS_HOLD_ALL =
  'Super Users hold every section at Manage: it is what makes them able to administer Colophon.';

async function rightsByGroup(db: Tx): Promise<Map<number, HeldRight[]>> {
  const rows = await db
    .select({ groupId: groupRights.groupId, sectionId: groupRights.sectionId, level: groupRights.level })
    .from(groupRights)
    .orderBy(asc(groupRights.groupId), asc(groupRights.sectionId));
  const byGroup = new Map<number, HeldRight[]>();
  for (const { groupId, ...right } of rows) byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), right]);
  return byGroup;
}

export async function listGroupRights(db: Db): Promise<GroupRights[]> {
  const [rows, byGroup] = await Promise.all([
    db
      .select({
        groupId: groups.id,
        name: groups.name,
        memberCount: sql<number>`(select count(*)::int from ${userGroups} m join ${users} u on u.id = m.user_id
          where m.group_id = ${groups.id} and u.active)`,
      })
      .from(groups)
      .orderBy(asc(groups.id)),
    rightsByGroup(db),
  ]);
  return rows.map((row) => ({ ...row, rights: byGroup.get(row.groupId) ?? [] }));
}

/** Sets one group's level in one section (0 takes it away), refusing a cell someone changed meanwhile. */
export async function changeGroupRight(
  write: StaffWrite,
  groupId: number,
  sectionId: number,
  change: GroupRightChange,
): Promise<void> {
  const { tx } = write;
  const [group] = await tx.select().from(groups).where(eq(groups.id, groupId)).for('update');
  if (!group) throw notFound('This group does not exist.');
  if (groupId === GROUP.SUPER_USERS) throw unprocessable([{ path: 'level', message: SUPER_USERS_HOLD_ALL }]);
  const cell = and(eq(groupRights.groupId, groupId), eq(groupRights.sectionId, sectionId));
  const [current] = await tx.select({ level: groupRights.level }).from(groupRights).where(cell);
  const currentLevel = current?.level ?? 0;
  if (currentLevel !== change.previousLevel)
    throw conflict(
      `Someone changed ${group.name} in ${sectionName(sectionId) ?? `section ${sectionId}`} meanwhile: the page shows it as it is now.`,
    );
  if (change.level === currentLevel) return;
  if (change.level === 0) await tx.delete(groupRights).where(cell);
  else
    await tx
      .insert(groupRights)
      .values({ groupId, sectionId, level: change.level })
      .onConflictDoUpdate({
        target: [groupRights.groupId, groupRights.sectionId],
        set: { level: change.level },
      });
  await recordAudit(tx, {
    userId: write.actorId,
    action: currentLevel === 0 ? 'insert' : change.level === 0 ? 'delete' : 'update',
    entity: 'group_rights',
    entityId: groupId,
    before: currentLevel === 0 ? null : { groupId, sectionId, level: currentLevel },
    after: change.level === 0 ? null : { groupId, sectionId, level: change.level },
    requestId: write.requestId,
    at: write.deps.now(),
  });
}

export async function loadUserAccess(db: Tx, userId: number): Promise<UserAccess | null> {
  const [user] = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      userName: users.userName,
      active: users.active,
      version: users.version,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const [memberOf, own, byGroup] = await Promise.all([
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
    rightsByGroup(db),
  ]);
  const groupIds = memberOf.map((row) => row.groupId);
  return {
    ...user,
    groups: groupIds,
    ownRights: own,
    effective: effectiveRights(
      groupIds.map((groupId) => ({ groupId, rights: byGroup.get(groupId) ?? [] })),
      own,
    ),
  };
}

/** Replaces a user's groups and own rights, against the version read; the last Super User stays one. */
export async function changeUserAccess(
  write: StaffWrite,
  userId: number,
  change: UserAccessChange,
): Promise<void> {
  const { tx } = write;
  await lockSuperUsers(tx);
  const [locked] = await tx
    .select({ version: users.version })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  const before = locked ? await loadUserAccess(tx, userId) : null;
  if (!locked || !before) throw notFound('This user does not exist.');
  if (locked.version !== change.version)
    throw await staleVersion(tx, 'users', userId, locked.version, write.actorId);
  const leavesSuperUsers =
    before.groups.includes(GROUP.SUPER_USERS) && !change.groupIds.includes(GROUP.SUPER_USERS);
  if (leavesSuperUsers && before.active) await keepAnotherSuperUser(tx, userId, 'groupIds');

  await tx.delete(userGroups).where(eq(userGroups.userId, userId));
  if (change.groupIds.length > 0)
    await tx.insert(userGroups).values(change.groupIds.map((groupId) => ({ userId, groupId })));
  await tx.delete(userRights).where(eq(userRights.userId, userId));
  if (change.ownRights.length > 0)
    await tx.insert(userRights).values(change.ownRights.map((right) => ({ userId, ...right })));
  const now = write.deps.now();
  await tx
    .update(users)
    .set({ updatedAt: now, version: sql`${users.version} + 1` })
    .where(eq(users.id, userId));
  await recordAudit(tx, {
    userId: write.actorId,
    action: 'update',
    entity: 'users',
    entityId: userId,
    before: { groups: before.groups, ownRights: before.ownRights },
    after: { groups: change.groupIds, ownRights: change.ownRights },
    requestId: write.requestId,
    at: now,
  });
}
