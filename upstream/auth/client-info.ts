import type { Context } from 'hono';
import { isIP } from 'node:net';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Who is signing in, as the web app forwards it: the API sits behind the BFF, which sets
 * X-Forwarded-For to the browser's address.
 */
export function clientInfo(c: Context): ClientInfo {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return {
    ip: forwarded && isIP(forwarded) ? forwarded : null,
    userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
  };
}
