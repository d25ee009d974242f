import { eq } from 'drizzle-orm';
import type { LoginRequest, LoginResponse } from '@/lib/contract/auth';
import { users } from '../db/schema';
import type { UpstreamDeps } from '../platform/deps';
import { HttpError, unauthorized } from '../platform/http-error';
import type { ClientInfo } from './client-info';
import { findUserByNameOrEmail } from './find-user';
import { verifyAgainstNothing, verifyPassword } from './password';
import { assertNotThrottled, recordLoginEvent } from './throttle';
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

  try {
    await assertNotThrottled(db, attempt, now);
  } catch (error) {
    if (error instanceof HttpError)
      await recordLoginEvent(db, { ...attempt, userId: null, success: false, reason: 'too_many_attempts' });
    throw error;
  }

  const user = await findUserByNameOrEmail(db, input.username);
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

  if (user.twoFactorEnabled) {
    return { otpRequired: true, challengeId: await startTwoFactorChallenge(deps, user) };
  }
  const token = await issueToken(db, user.id, now);
  await recordLoginEvent(db, { ...attempt, userId: user.id, success: true });
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
  return { token };
}
