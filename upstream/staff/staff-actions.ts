import { and, eq, sql } from 'drizzle-orm';
import type { StaffInvite } from '@/lib/contract/users';
import { GROUP, defaultRightsForGroups } from '@/lib/rights';
import { DUMMY_HASH } from '../auth/password';
import { revokeAllTokens, revokeLiveTokens } from '../auth/tokens';
import type { Tx } from '../db/client';
import { LOCK_KEYS } from '../db/lock-keys';
import { signInCodes, userGroups, userRights, users } from '../db/schema';
import { recordAudit } from '../platform/audit';
import type { UpstreamDeps } from '../platform/deps';
import { conflict, notFound } from '../platform/http-error';
import { unprocessable } from '../resources';
import { issueAccountLink, type AccountLink } from './account-link';
import { keepAnotherSuperUser, lockSuperUsers } from './super-users';

/*
 * What an administrator does to a staff account. Each runs in the caller's transaction and records
 * its audit row there; mail goes out only once the write has committed (see account-link.ts).
 */

export interface StaffWrite {
  tx: Tx;
  deps: UpstreamDeps;
  actorId: number;
  requestId: string;
}

type UserRow = typeof users.$inferSelect;

async function audit(write: StaffWrite, userId: number, before: unknown, after: unknown) {
  await recordAudit(write.tx, {
    userId: write.actorId,
    action: before === undefined ? 'insert' : 'update',
    entity: 'users',
    entityId: userId,
    before,
    after,
    requestId: write.requestId,
    at: write.deps.now(),
  });
}

/** The account, locked for the write; 404 when there is none. */
async function lockUser(tx: Tx, userId: number): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw notFound('This user does not exist.');
  return row;
}

/** Changes some of the account's columns, bumping its version, and audits the fields changed. */
async function change(write: StaffWrite, before: UserRow, set: Partial<UserRow>): Promise<void> {
  const now = write.deps.now();
  await write.tx
    .update(users)
    .set({ ...set, updatedAt: now, version: sql`${users.version} + 1` })
    .where(eq(users.id, before.id));
  const keys = Object.keys(set) as (keyof UserRow)[];
  const pick = (row: Partial<UserRow>) => Object.fromEntries(keys.map((key) => [key, row[key]]));
  await audit(write, before.id, pick(before), pick(set));
}

/**
 * Makes the account of an invited colleague, in their groups with the groups' rights, and the link by
 * which they choose their password. Until then the account holds a password nobody knows.
 */
export async function inviteStaff(write: StaffWrite, input: StaffInvite): Promise<AccountLink> {
  const { tx } = write;
  const now = write.deps.now();
  // Two invitations of one name at once wait for each other, so the second is told the name is taken.
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.invitation})`);
  const taken = await tx
    .select({ userName: users.userName, email: users.email })
    .from(users)
    .where(sql`lower(${users.userName}) = ${input.userName} or lower(${users.email}) = ${input.email}`);
  const issues = [
    ...(taken.some((row) => row.userName.toLowerCase() === input.userName)
      ? [{ path: 'userName', message: `The user name ${input.userName} is taken` }]
      : []),
    ...(taken.some((row) => row.email.toLowerCase() === input.email)
      ? [{ path: 'email', message: `${input.email} already belongs to an account` }]
      : []),
  ];
  if (issues.length > 0) throw unprocessable(issues);
  const [created] = await tx
    .insert(users)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      userName: input.userName,
      email: input.email,
      passwordHash: DUMMY_HASH,
      invitedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!created) throw new Error('The account was not stored');
  await tx.insert(userGroups).values(input.groupIds.map((groupId) => ({ userId: created.id, groupId })));
  const rights = defaultRightsForGroups(input.groupIds);
  if (rights.length > 0)
    await tx.insert(userRights).values(rights.map((right) => ({ userId: created.id, ...right })));
  await audit(write, created.id, undefined, { ...created, groups: input.groupIds });
  return issueAccountLink(tx, write.deps, 'invitation', { ...created, userId: created.id });
}

/** Switches an account off (every session ends at once) or on again. */
export async function setStaffActive(
  write: StaffWrite,
  userId: number,
  active: boolean,
): Promise<{ signedOutSessions: number }> {
  if (!active) await lockSuperUsers(write.tx);
  const before = await lockUser(write.tx, userId);
  if (before.active === active)
    throw conflict(`${before.firstName} ${before.lastName} is already ${active ? 'active' : 'deactivated'}.`);
  if (!active) {
    if (userId === write.actorId)
      throw unprocessable([{ path: 'userId', message: 'You cannot deactivate your own account.' }]);
    const [superUser] = await write.tx
      .select({ userId: userGroups.userId })
      .from(userGroups)
      .where(and(eq(userGroups.userId, userId), eq(userGroups.groupId, GROUP.SUPER_USERS)));
    if (superUser) await keepAnotherSuperUser(write.tx, userId);
  }
  await change(write, before, { active });
  const signedOutSessions = active ? 0 : await revokeLiveTokens(write.tx, userId, write.deps.now());
  return { signedOutSessions };
}

/**
 * Turns two-factor sign-in off and voids the codes already mailed, for someone who lost their mailbox
 * or their codes: they sign in with the password and turn it on again in their settings.
 */
export async function resetTwoFactor(write: StaffWrite, userId: number): Promise<void> {
  const before = await lockUser(write.tx, userId);
  if (!before.twoFactorEnabled)
    throw conflict(`${before.firstName} ${before.lastName} does not use two-factor sign-in.`);
  await write.tx
    .update(signInCodes)
    .set({ consumedAt: write.deps.now() })
    .where(and(eq(signInCodes.userId, userId), sql`${signInCodes.consumedAt} is null`));
  await change(write, before, { twoFactorEnabled: false });
}

/**
 * Makes the current password useless, signs the user out everywhere, and answers the link by which
 * they choose a new one: for a password that may have been seen by someone else.
 */
export async function forcePasswordReset(write: StaffWrite, userId: number): Promise<AccountLink> {
  const before = await lockUser(write.tx, userId);
  if (!before.active)
    throw conflict(`${before.firstName} ${before.lastName} is deactivated: activate the account first.`);
  await change(write, before, { passwordHash: DUMMY_HASH });
  await revokeAllTokens(write.tx, userId, write.deps.now());
  return issueAccountLink(write.tx, write.deps, 'forced-reset', { ...before, userId });
}

/** A new invitation link for someone who has not chosen a password yet (the first expired, or was lost). */
export async function resendInvitation(write: StaffWrite, userId: number): Promise<AccountLink> {
  const before = await lockUser(write.tx, userId);
  if (before.invitedAt === null || before.passwordChangedAt !== null || !before.active)
    throw conflict(`${before.firstName} ${before.lastName} is not waiting for an invitation.`);
  const now = write.deps.now();
  await change(write, before, { invitedAt: now });
  return issueAccountLink(write.tx, write.deps, 'invitation', { ...before, userId });
}
