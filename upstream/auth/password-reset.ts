import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { passwordResetTokens, users } from '../db/schema';
import { recordAudit } from '../platform/audit';
import { sendEmail } from '../mail/templates';
import type { UpstreamDeps } from '../platform/deps';
import { badRequest } from '../platform/http-error';
import { findUserByNameOrEmail } from './find-user';
import { hashPassword } from './password';
import { refuseUnacceptableNewPassword } from './password-policy';
import { randomToken, sha256Hex } from './secrets';
import { revokeAllTokens } from './tokens';

export const RESET_LIFETIME_MS = 60 * 60 * 1000;

// Three links an hour per account is enough for a forgetful person and too few to flood a colleague's inbox.
const RESETS_PER_HOUR = 3;

/**
 * Mails a one-time reset link when the address belongs to an active user; says nothing either way. The
 * mail is sent after answering, so the answer takes the same time whether or not the address exists.
 */
export async function requestPasswordReset(deps: UpstreamDeps, email: string): Promise<void> {
  const db = deps.database.db;
  const user = await findUserByNameOrEmail(db, email);
  if (!user || !user.active || user.email.toLowerCase() !== email) return;
  const now = deps.now();
  const recent = await db.$count(
    passwordResetTokens,
    and(
      eq(passwordResetTokens.userId, user.id),
      gt(passwordResetTokens.createdAt, new Date(now.getTime() - 60 * 60 * 1000)),
    ),
  );
  if (recent >= RESETS_PER_HOUR) {
    deps.log.warn({ userId: user.id }, 'password reset refused: too many requests this hour');
    return;
  }
  const token = randomToken('rst');
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS),
    createdAt: now,
  });
  const link = `${deps.config.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
  void sendEmail(
    deps,
    'password_reset',
    { firstName: user.firstName, link },
    { to: user.email, toName: `${user.firstName} ${user.lastName}`, userId: user.id },
  ).catch((error: unknown) => deps.log.error({ err: error, userId: user.id }, 'password reset mail failed'));
}

const INVALID_LINK = 'This reset link is invalid or has expired. Please ask for a new one.';

/** Sets the new password with a live reset token, uses the token up and signs the user out everywhere. */
export async function resetPassword(
  deps: UpstreamDeps,
  token: string,
  password: string,
  requestId?: string,
): Promise<void> {
  const now = deps.now();
  const db = deps.database.db;
  const live = and(
    eq(passwordResetTokens.tokenHash, sha256Hex(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
  // The rules need the owner's names; a refused password leaves the link unused, for another try.
  const [owner] = await db
    .select({
      userName: users.userName,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(live);
  if (!owner) throw badRequest(INVALID_LINK);
  refuseUnacceptableNewPassword(password, owner, 'password');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(live)
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw badRequest(INVALID_LINK);
    const [after] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now, version: sql`${users.version} + 1` })
      .where(eq(users.id, used.userId))
      .returning({ id: users.id, version: users.version, passwordChangedAt: users.passwordChangedAt });
    await recordAudit(tx, {
      userId: used.userId,
      action: 'update',
      entity: 'users',
      entityId: used.userId,
      after,
      requestId,
      at: now,
    });
    await revokeAllTokens(tx, used.userId, now);
  });
}
