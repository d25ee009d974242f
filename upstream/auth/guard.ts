import { createMiddleware } from 'hono/factory';
import { meetsGuard, type Guard } from '@/lib/rights';
import type { AppEnv } from '../platform/context';
import { forbidden, unauthorized } from '../platform/http-error';
import { lookUpOnce } from './token-lookups';
import { resolveToken } from './tokens';

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Every endpoint but sign-in itself: a live token of an active user, or 401. */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const { database, now } = c.var.deps;
  const token = bearerToken(c.req.header('authorization'));
  const valid = token
    ? await lookUpOnce(c.env?.tokenLookups, c.req.method, token, () =>
        resolveToken(database.db, token, now()),
      )
    : null;
  if (!valid) throw unauthorized('Your session has expired. Please sign in again.');
  const { user } = valid;
  c.set('user', user);
  c.set('tokenId', valid.tokenId);
  c.set('log', c.var.log.child({ userId: user.userId }));
  await next();
});

/** The endpoint's guard (every set must pass, each any-of), checked after `authenticate`. */
export function requireRights(guard: Guard) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { user } = c.var;
    if (!user) throw unauthorized();
    if (!meetsGuard(user, guard)) throw forbidden();
    await next();
  });
}
