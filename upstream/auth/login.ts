import { eq } from 'drizzle-orm';
import type { LoginRequest, LoginResponse } from '@/lib/contract/auth';
import { users } from '../db/schema';
import type { UpstreamDeps } from '../platform/deps';
import { unauthorized } from '../platform/http-error';
import type { ClientInfo } from './client-info';
import { findUserByNameOrEmail } from './find-user';
import { verifyAgainstNothing, verifyPassword } from './password';
import { accountUnderAttack, recordLoginEvent, tooManyAttempts, waitBeforeAttempt } from './throttle';
import { issueToken } from './tokens';
import { startTwoFactorChallenge } from './two-factor';

/** One answer for an unknown user, a wrong password and an inactive account, so none can be told apart. */
const INVALID_CREDENTIALS = 'Invalid credentials';

export async function login(
  deps: UpstreamDeps,
  input: LoginRequest,
  client: ClientInfo,
): Promise<LoginResponse> {
  const db = deps.database.db;
  const now = deps.now();
  const attempt = { name: input.username, ...client, at: now };
  const user = await findUserByNameOrEmail(db, input.username);
  const account = user ? { userId: user.id } : { name: input.username };

  const wait = await waitBeforeAttempt(db, { account, ip: client.ip }, now);
  if (wait) {
    await recordLoginEvent(db, {
      ...attempt,
      userId: user?.id ?? null,
      success: false,
      reason: 'too_many_attempts',
    });
    throw tooManyAttempts('Too many failed sign-in attempts', wait);
  }

  if (!user) {
    await verifyAgainstNothing(input.password);
    await recordLoginEvent(db, { ...attempt, userId: null, success: false, reason: 'unknown_user' });
    throw unauthorized(INVALID_CREDENTIALS);
  }
  const passwordOk = await verifyPassword(input.password, user.passwordHash);
  if (!passwordOk || !user.active) {
    await recordLoginEvent(db, {
      ...attempt,
      userId: user.id,
      success: false,
      reason: passwordOk ? 'inactive' : 'wrong_password',
    });
    throw unauthorized(INVALID_CREDENTIALS);
  }

  // Guessed at from many places, the account asks for the emailed code even with two-factor off: the
  // right password alone would let the guesser in, and refusing it would shut its owner out.
  if (user.twoFactorEnabled || (await accountUnderAttack(db, account, now))) {
    return { otpRequired: true, challengeId: await startTwoFactorChallenge(deps, user) };
  }
  const token = await issueToken(db, user.id, now);
  await recordLoginEvent(db, { ...attempt, userId: user.id, success: true });
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
  return { token };
}
