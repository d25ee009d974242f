/**
 * The browser's address from X-Forwarded-For. The rightmost entry is the one the nearest proxy added;
 * entries to its left come from the client and could be anything, so they are not trusted. Served
 * directly (no proxy in front), Next keeps a header the client sent: per-address sign-in throttling then
 * relies on the per-name limit, which cannot be dodged this way.
 */
export function clientAddress(forwardedFor: string | null | undefined): string | undefined {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1);
}
