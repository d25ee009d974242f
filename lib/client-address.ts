import { isIP } from 'node:net';

export interface AddressSources {
  /** The X-Forwarded-For header as received, or nothing. */
  forwardedFor: string | null | undefined;
  /** The address at the other end of the connection, or nothing when there is no socket. */
  peer: string | null | undefined;
  /** How many proxies of our own stand in front (TRUSTED_PROXIES). */
  trustedProxies: number;
}

// A dual-stack socket reports an IPv4 client as ::ffff:a.b.c.d; the throttling keys need one spelling.
const normalised = (address: string | null | undefined): string | undefined => {
  const value = address?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return value && isIP(value) ? value : undefined;
};

/**
 * The browser's address. Every proxy appends the address it was connected from, so with N trusted proxies
 * the Nth entry from the right is the last one written by a proxy of ours; everything to its left came
 * from the client and could be anything. With none, X-Forwarded-For is the client's own text and is
 * ignored: the connection's peer is the browser. Fewer entries than proxies means a request that skipped
 * the outer ones: its leftmost entry was still written by one of ours.
 */
export function clientAddress({ forwardedFor, peer, trustedProxies }: AddressSources): string | undefined {
  if (trustedProxies === 0) return normalised(peer);
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return normalised(peer);
  return normalised(entries.at(-Math.min(trustedProxies, entries.length)));
}
