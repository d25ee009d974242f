import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/contract/auth';
import { WRONG_CURRENT_PASSWORD } from '@/lib/contract/current-password';
import { users } from '../db/schema';
import type { UpstreamDeps } from '../platform/deps';
import { badRequest, unauthorized } from '../platform/http-error';
import type { ClientInfo } from './client-info';
import { verifyPassword } from './password';
import { recordLoginEvent, tooManyAttempts, waitBeforeAttempt } from './throttle';

const onField = (message: string) => badRequest(message, [{ path: 'currentPassword', message }]);

export interface PasswordGiven {
  password: string | undefined;
  /** The field's message when no password was given, naming the change it is for. */
  missing: string;
}

/**
 * Checks the signed-in user's password before a change that could take the account over (password,
 * email, two-factor off): a stolen session alone must not be enough. A wrong password counts as a failed
 * sign-in of the account from this address, and the sign-in limits apply; the account-wide count does
 * not, so others' failures never stop the owner from securing the account. Answers the hash it checked,
 * for the caller to see whether the password moved meanwhile.
 */
export async function confirmCurrentPassword(
  deps: UpstreamDeps,
  user: Pick<CurrentUser, 'userId' | 'userName'>,
  client: ClientInfo,
  { password, missing }: PasswordGiven,
): Promise<string> {
  if (!password) throw onField(missing);
  const db = deps.database.db;
  const now = deps.now();
  const wait = await waitBeforeAttempt(db, { account: { userId: user.userId }, ip: client.ip }, now);
  if (wait) throw tooManyAttempts('Too many wrong passwords', wait);

  const [stored] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.userId));
  if (!stored) throw unauthorized('Your session has expired. Please sign in again.');
  if (!(await verifyPassword(password, stored.hash))) {
    await recordLoginEvent(db, {
      userId: user.userId,
      name: user.userName,
      ...client,
      success: false,
      reason: 'wrong_password',
      at: now,
    });
    throw onField(WRONG_CURRENT_PASSWORD);
  }
  return stored.hash;
}
