import { and, desc, eq, gt, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { LoginFailureReason } from '@/lib/contract/enums';
import type { Db } from '../db/client';
import { loginEvents } from '../db/schema';
import { HttpError } from '../platform/http-error';

/*
 * Failed password checks (sign-in, two-factor codes, the current password before a sensitive change) are
 * counted under three keys, each meant to stop one attack without handing anyone a way to lock others out
 * (docs/security.md, "Sign-in throttling"):
 * - one account from one address: a hard limit, so guessing from one place stops;
 * - one account from everywhere: a right password then also needs an emailed code, never a refusal;
 * - one address over all accounts: a much higher ceiling, then waits that double up to a minute.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const PAIR_MAX_FAILURES = 5;
export const ACCOUNT_STEP_UP_FAILURES = 10;
export const ADDRESS_SLOW_DOWN_FAILURES = 30;
export const ADDRESS_MAX_DELAY_SECONDS = 60;

// Refused attempts are recorded too, but must not extend the wait they are refused by.
const COUNTED_FAILURES: LoginFailureReason[] = [
  'unknown_user',
  'wrong_password',
  'inactive',
  'wrong_code',
  'code_expired',
];

/** An existing account by its id (whichever of its name or email was typed), otherwise the name typed. */
export type Account = { userId: number } | { name: string };

export interface Attempt {
  account: Account;
  ip: string | null;
}

export interface Wait {
  seconds: number;
  /** Whose failures impose it: this account's from this address, or this address's over all accounts. */
  cause: 'account' | 'network';
}

const accountKey = (account: Account): SQL | undefined =>
  'userId' in account
    ? eq(loginEvents.userId, account.userId)
    : and(isNull(loginEvents.userId), sql`lower(${loginEvents.attemptedName}) = ${account.name}`);

const addressKey = (ip: string): SQL => sql`${loginEvents.ip} = ${ip}::inet`;

// An unknown address (a call without one) is a place of its own, not a wildcard.
const pairKey = ({ account, ip }: Attempt): SQL | undefined =>
  and(accountKey(account), ip ? addressKey(ip) : isNull(loginEvents.ip));

/** The times of the newest counted failures under `key` within the window, newest first, at most `limit`. */
async function newestFailures(db: Db, key: SQL | undefined, since: Date, limit: number): Promise<Date[]> {
  const rows = await db
    .select({ at: loginEvents.at })
    .from(loginEvents)
    .where(
      and(
        key,
        eq(loginEvents.success, false),
        inArray(loginEvents.reason, COUNTED_FAILURES),
        gt(loginEvents.at, since),
      ),
    )
    .orderBy(desc(loginEvents.id))
    .limit(limit);
  return rows.map((row) => row.at);
}

const secondsUntil = (time: number, now: Date) => Math.max(1, Math.ceil((time - now.getTime()) / 1000));

/** 1 s at the ceiling, doubling with every further failure, never more than a minute. */
function addressDelaySeconds(failures: number): number {
  if (failures < ADDRESS_SLOW_DOWN_FAILURES) return 0;
  return Math.min(2 ** (failures - ADDRESS_SLOW_DOWN_FAILURES), ADDRESS_MAX_DELAY_SECONDS);
}

/**
 * How long this attempt must wait before its password is even checked, or null. The account-and-address
 * count starts again after that pair's last success; the address count does not, or an attacker could
 * clear it by signing in to an account of their own now and then.
 */
export async function waitBeforeAttempt(db: Db, attempt: Attempt, now: Date): Promise<Wait | null> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  // By id rather than time: a success and failures can share a timestamp.
  const [lastSuccess] = await db
    .select({ id: max(loginEvents.id) })
    .from(loginEvents)
    .where(and(pairKey(attempt), eq(loginEvents.success, true), gt(loginEvents.at, since)));
  const sinceSuccess = and(
    pairKey(attempt),
    lastSuccess?.id ? gt(loginEvents.id, lastSuccess.id) : undefined,
  );
  const pair = await newestFailures(db, sinceSuccess, since, PAIR_MAX_FAILURES);
  const oldestCounted = pair[PAIR_MAX_FAILURES - 1];
  if (oldestCounted) {
    return { seconds: secondsUntil(oldestCounted.getTime() + THROTTLE_WINDOW_MS, now), cause: 'account' };
  }

  if (!attempt.ip) return null;
  const enough = ADDRESS_SLOW_DOWN_FAILURES + Math.ceil(Math.log2(ADDRESS_MAX_DELAY_SECONDS));
  const address = await newestFailures(db, addressKey(attempt.ip), since, enough);
  const latest = address[0];
  const delay = addressDelaySeconds(address.length);
  if (!latest || delay === 0 || latest.getTime() + delay * 1000 <= now.getTime()) return null;
  return { seconds: secondsUntil(latest.getTime() + delay * 1000, now), cause: 'network' };
}

/** Whether the account has failed so often lately, from wherever, that a right password is not enough. */
export async function accountUnderAttack(db: Db, account: Account, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const failures = await newestFailures(db, accountKey(account), since, ACCOUNT_STEP_UP_FAILURES);
  return failures.length >= ACCOUNT_STEP_UP_FAILURES;
}

const inWords = (seconds: number): string => {
  const [count, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
};

/** The 429 for a wait, e.g. "Too many failed sign-in attempts from your network. Try again in 8 seconds." */
export function tooManyAttempts(what: string, wait: Wait): HttpError {
  const from = wait.cause === 'network' ? ' from your network' : '';
  return new HttpError(429, `${what}${from}. Try again in ${inWords(wait.seconds)}.`, undefined, {
    'Retry-After': String(wait.seconds),
  });
}

export interface LoginEvent {
  userId: number | null;
  /** What was typed as the user name (the user's own name for a current-password check). */
  name: string;
  ip: string | null;
  userAgent: string | null;
  success: boolean;
  reason?: LoginFailureReason;
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
