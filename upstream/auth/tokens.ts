import { and, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { preparedOnce } from '../db/prepared';
import type { CurrentUser } from '@/lib/contract/auth';
import { apiTokens, users } from '../db/schema';
import { currentUserColumns, toCurrentUser } from './current-user';
import { randomToken, sha256Hex } from './secrets';

/** A token dies after 8 hours without use, and after 7 days whatever happens. */
export const TOKEN_IDLE_MS = 8 * 60 * 60 * 1000;
export const TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
// Recording every use would turn each read into a write; a minute's precision is enough for the idle limit.
const TOUCH_INTERVAL_MS = 60 * 1000;

export async function issueToken(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomToken('clp');
  await db.insert(apiTokens).values({
    userId,
    tokenHash: sha256Hex(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_MAX_AGE_MS),
  });
  return token;
}

const tokenOwner = preparedOnce((db) =>
  db
    .select({
      id: apiTokens.id,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      user: currentUserColumns,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, sql.placeholder('tokenHash')), isNull(apiTokens.revokedAt)))
    .prepare('resolve_token'),
);

export interface ValidToken {
  tokenId: number;
  user: CurrentUser;
}

/**
 * The token's owner when the token is live (not revoked, not expired, not idle too long) and the
 * account active; touches the token. One round trip: every authenticated request starts here.
 */
export async function resolveToken(db: Db, token: string, now: Date): Promise<ValidToken | null> {
  const [row] = await tokenOwner(db).execute({ tokenHash: sha256Hex(token) });
  if (!row) return null;
  const lastUsed = (row.lastUsedAt ?? row.expiresAt).getTime();
  if (now >= row.expiresAt || now.getTime() - lastUsed > TOKEN_IDLE_MS) return null;
  const user = toCurrentUser(row.user);
  if (!user) return null;
  if (now.getTime() - lastUsed > TOUCH_INTERVAL_MS) {
    await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.id));
  }
  return { tokenId: row.id, user };
}

/** The user's tokens that `resolveToken` would still accept, as a query condition. */
export function liveTokensOf(userId: number, now: Date): SQL | undefined {
  const idleSince = new Date(now.getTime() - TOKEN_IDLE_MS);
  return and(
    eq(apiTokens.userId, userId),
    isNull(apiTokens.revokedAt),
    gt(apiTokens.expiresAt, now),
    sql`coalesce(${apiTokens.lastUsedAt}, ${apiTokens.expiresAt}) >= ${idleSince.toISOString()}::timestamptz`,
  );
}

/** Signs the user's live sessions out, all or all but `keep`; answers how many there were. */
export async function revokeLiveTokens(tx: Tx, userId: number, now: Date, keep?: number): Promise<number> {
  const revoked = await tx
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(liveTokensOf(userId, now), ...(keep === undefined ? [] : [ne(apiTokens.id, keep)])))
    .returning({ id: apiTokens.id });
  return revoked.length;
}

export async function revokeToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db.update(apiTokens).set({ revokedAt: now }).where(eq(apiTokens.id, tokenId));
}

/** Signs the user out everywhere, whatever state the tokens are in (password reset, a replaced mailbox). */
export async function revokeAllTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: sql`coalesce(${apiTokens.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
}
