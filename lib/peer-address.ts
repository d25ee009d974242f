import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { clientAddress } from './client-address';
import { env } from './config/env';

/*
 * Next.js gives pages, route handlers and actions the request's headers but not its socket, and keeps an
 * X-Forwarded-For the client wrote instead of the connection's address. Node announces every request
 * before any handler sees it; stamping the socket's address into a header of our own there (over anything
 * the client sent under that name) hands it on to the code that throttles sign-in.
 */
const PEER_HEADER = 'x-colophon-peer-address';
const STAMPING = Symbol.for('colophon.peerAddressStamping');
type Holder = { [STAMPING]?: true };

interface RequestStart {
  request: IncomingMessage;
  socket: Socket;
}

/** Called once at start-up (instrumentation), before the server takes requests. */
export function stampPeerAddresses(): void {
  const holder = globalThis as Holder;
  if (holder[STAMPING]) return;
  holder[STAMPING] = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as RequestStart;
    if (socket.remoteAddress) request.headers[PEER_HEADER] = socket.remoteAddress;
    else delete request.headers[PEER_HEADER];
  });
}

type HeaderOf = (name: string) => string | null | undefined;

/**
 * The browser's address for the publishing API, from the request's headers as this server received them.
 * Without the start-up stamping (kept on globalThis, which every bundle of the server shares) the peer
 * header could be the client's own, so it is not read.
 */
export function browserAddress(header: HeaderOf): string | undefined {
  return clientAddress({
    forwardedFor: header('x-forwarded-for'),
    peer: (globalThis as Holder)[STAMPING] ? header(PEER_HEADER) : undefined,
    trustedProxies: env().TRUSTED_PROXIES,
  });
}
