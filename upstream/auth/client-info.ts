import type { Context } from 'hono';
import { IncomingMessage } from 'node:http';
import { clientAddress } from '@/lib/client-address';
import type { AppEnv } from '../platform/context';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** The connection's peer when `upstream/server.ts` serves the request; none for a call within the process. */
function socketPeer(bindings: unknown): string | undefined {
  if (typeof bindings !== 'object' || bindings === null || !('incoming' in bindings)) return undefined;
  return bindings.incoming instanceof IncomingMessage ? bindings.incoming.socket.remoteAddress : undefined;
}

/**
 * Who is signing in. Served on its own, the API trusts X-Forwarded-For only as far as TRUSTED_PROXIES
 * says (the web app in front counts as one). Embedded, it is called only by the web app in the same
 * process, which writes the browser's address as the header's single entry.
 */
export function clientInfo(c: Context<AppEnv>): ClientInfo {
  const peer = socketPeer(c.env);
  const ip = clientAddress({
    forwardedFor: c.req.header('x-forwarded-for'),
    peer,
    trustedProxies: peer === undefined ? 1 : c.var.deps.config.TRUSTED_PROXIES,
  });
  return {
    ip: ip ?? null,
    userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
  };
}
