import { and, eq, isNull, sql } from 'drizzle-orm';
import { OTP_LENGTH, type OtpRequest } from '@/lib/contract/auth';
import { signInCodes, users } from '../db/schema';
import { sendEmail } from '../mail/templates';
import type { UpstreamDeps } from '../platform/deps';
import { HttpError, unauthorized } from '../platform/http-error';
import type { ClientInfo } from './client-info';
import { randomCode, sha256Hex } from './secrets';
import { recordLoginEvent } from './throttle';
import { issueToken } from './tokens';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

const codeHash = (userId: number, code: string) => sha256Hex(`${userId}:${code}`);

/** Mails a sign-in code to a user with two-factor on and returns the challenge the code answers. */
export async function startTwoFactorChallenge(
  deps: UpstreamDeps,
  user: { id: number; email: string; firstName: string; lastName: string },
): Promise<string> {
  const now = deps.now();
  const code = randomCode(OTP_LENGTH);
  const [row] = await deps.database.db
    .insert(signInCodes)
    .values({
      userId: user.id,
      codeHash: codeHash(user.id, code),
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
      createdAt: now,
    })
    .returning({ id: signInCodes.id });
  if (!row) throw new Error('The sign-in code was not stored');
  await sendEmail(
    deps,
    'two_factor_code',
    { firstName: user.firstName, code, minutes: String(CODE_LIFETIME_MS / 60_000) },
    { to: user.email, toName: `${user.firstName} ${user.lastName}`, userId: user.id },
  );
  return String(row.id);
}

/** Checks a two-factor code; the right one within its lifetime and its 5 tries gives a token. */
export async function completeTwoFactorChallenge(
  deps: UpstreamDeps,
  input: OtpRequest,
  client: ClientInfo,
): Promise<string> {
  const db = deps.database.db;
  const now = deps.now();
  const id = Number.parseInt(input.challengeId, 10);
  const [challenge] = Number.isSafeInteger(id)
    ? await db
        .select({
          id: signInCodes.id,
          userId: signInCodes.userId,
          codeHash: signInCodes.codeHash,
          attempts: signInCodes.attempts,
          expiresAt: signInCodes.expiresAt,
          userName: users.userName,
        })
        .from(signInCodes)
        .innerJoin(users, eq(users.id, signInCodes.userId))
        .where(and(eq(signInCodes.id, id), isNull(signInCodes.consumedAt), eq(users.active, true)))
    : [];
  if (!challenge) throw unauthorized('This code is no longer valid. Please sign in again.');

  const event = { userId: challenge.userId, name: challenge.userName, ...client, at: now };
  if (challenge.attempts >= CODE_MAX_ATTEMPTS) {
    await recordLoginEvent(db, { ...event, success: false, reason: 'too_many_attempts' });
    throw new HttpError(429, 'Too many wrong codes. Please sign in again to get a new code.');
  }
  if (now > challenge.expiresAt) {
    await recordLoginEvent(db, { ...event, success: false, reason: 'code_expired' });
    throw unauthorized('The code has expired. Please sign in again to get a new code.');
  }
  if (codeHash(challenge.userId, input.code) !== challenge.codeHash) {
    await db
      .update(signInCodes)
      .set({ attempts: sql`${signInCodes.attempts} + 1` })
      .where(eq(signInCodes.id, challenge.id));
    await recordLoginEvent(db, { ...event, success: false, reason: 'wrong_code' });
    throw unauthorized('The code is not correct.');
  }
  const consumed = await db
    .update(signInCodes)
    .set({ consumedAt: now })
    .where(and(eq(signInCodes.id, challenge.id), isNull(signInCodes.consumedAt)))
    .returning({ id: signInCodes.id });
  // Two requests racing with the same code: only the first one signs in.
  if (consumed.length === 0) throw unauthorized('This code is no longer valid. Please sign in again.');
  const token = await issueToken(db, challenge.userId, now);
  await recordLoginEvent(db, { ...event, success: true });
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, challenge.userId));
  return token;
}
