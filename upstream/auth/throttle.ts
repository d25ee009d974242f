import { and, eq, gt, inArray, max, min, sql, type SQL } from 'drizzle-orm';
import type { LoginFailureReason } from '@/lib/contract/enums';
import type { Db } from '../db/client';
import { loginEvents } from '../db/schema';
import { HttpError } from '../platform/http-error';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const THROTTLE_MAX_FAILURES = 5;

// Refused attempts are recorded too, but must not extend the lock-out they are refused by.
const COUNTED_FAILURES: LoginFailureReason[] = [
  'unknown_user',
  'wrong_password',
  'inactive',
  'wrong_code',
  'code_expired',
];

export interface Attempt {
  name: string;
  ip: string | null;
}

/**
 * Refuses with 429 and Retry-After when one user name or one address has failed 5 times within the
 * last 15 minutes (failures before that name's or address's last success do not count).
 */
export async function assertNotThrottled(db: Db, attempt: Attempt, now: Date): Promise<void> {
  const keys: SQL[] = [sql`lower(${loginEvents.attemptedName}) = ${attempt.name}`];
  if (attempt.ip) keys.push(sql`${loginEvents.ip} = ${attempt.ip}::inet`);
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  for (const key of keys) {
    const [lastSuccess] = await db
      .select({ at: max(loginEvents.at) })
      .from(loginEvents)
      .where(and(key, eq(loginEvents.success, true), gt(loginEvents.at, since)));
    const from = lastSuccess?.at && lastSuccess.at > since ? lastSuccess.at : since;
    const [failures] = await db
      .select({ count: sql<number>`count(*)::int`, oldest: min(loginEvents.at) })
      .from(loginEvents)
      .where(
        and(
          key,
          eq(loginEvents.success, false),
          inArray(loginEvents.reason, COUNTED_FAILURES),
          gt(loginEvents.at, from),
        ),
      );
    if ((failures?.count ?? 0) >= THROTTLE_MAX_FAILURES && failures?.oldest) {
      const retryAfter = Math.max(
        1,
        Math.ceil((failures.oldest.getTime() + THROTTLE_WINDOW_MS - now.getTime()) / 1000),
      );
      throw new HttpError(
        429,
        `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
        undefined,
        {
          'Retry-After': String(retryAfter),
        },
      );
    }
  }
}

export interface LoginEvent extends Attempt {
  userId: number | null;
  success: boolean;
  reason?: LoginFailureReason;
  userAgent: string | null;
  at: Date;
}

export async function recordLoginEvent(db: Db, event: LoginEvent): Promise<void> {
  await db.insert(loginEvents).values({
    userId: event.userId,
    attemptedName: event.name,
    success: event.success,
    reason: event.success ? null : (event.reason ?? null),
    ip: event.ip,
    userAgent: event.userAgent,
    at: event.at,
  });
}
