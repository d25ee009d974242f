import type { ValidToken } from './tokens';

/**
 * The token look-ups of one page of the web app, which calls the embedded API several times while it
 * renders (the user, the list, its filters): its reads share one look-up per token instead of one per
 * call. Writes never use it, so that a write right after a sign-out or a change of rights is judged
 * on what the database holds then.
 */
export type TokenLookups = Map<string, Promise<ValidToken | null>>;

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** The look-up of `token`, shared with the page's other reads when the caller handed `lookups`. */
export function lookUpOnce(
  lookups: TokenLookups | undefined,
  method: string,
  token: string,
  lookUp: () => Promise<ValidToken | null>,
): Promise<ValidToken | null> {
  if (!lookups || !SAFE_METHODS.has(method)) return lookUp();
  const known = lookups.get(token);
  if (known) return known;
  const pending = lookUp();
  lookups.set(token, pending);
  // A failed look-up (the database away) is not remembered: the next call tries again.
  pending.catch(() => lookups.delete(token));
  return pending;
}
