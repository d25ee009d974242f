import 'server-only';
import type { NextRequest } from 'next/server';
import { clearSessionCookies, sessionOf } from '@/lib/auth/session-cookie';
import { bodyTooLarge, declaresTooLargeBody, readBodyWithin } from '@/lib/body-limit';
import { createLogger } from '@/lib/log';
import { browserAddress } from '@/lib/peer-address';
import { UPSTREAM_UNAVAILABLE_MESSAGE, UpstreamUnavailableError } from '@/lib/upstream/errors';
import { upstreamFetch } from '@/lib/upstream/transport';
import { isAllowedCall } from './allowed-calls';
import { problem } from './problem';
import { isSameOrigin } from './same-origin';

const log = createLogger('web');

// Hop-by-hop headers describe one connection, not the message; cookies are the web app's own business.
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'set-cookie',
  'content-length',
  'content-encoding',
]);
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'if-match',
  'x-request-id',
  'user-agent',
];
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** Forwards one allowed call to the publishing API with the session's bearer token, streaming the answer back. */
export async function forwardToUpstream(
  request: NextRequest,
  segments: readonly string[],
): Promise<Response> {
  const session = await sessionOf(request);
  if (!session) return problem(401, 'Authentication required');
  const path = segments.map(encodeURIComponent).join('/');
  if (!isAllowedCall(request.method, path)) return problem(404, 'Not found');
  const safe = SAFE_METHODS.has(request.method);
  if (!safe && !isSameOrigin(request)) return problem(403, 'Cross-site request refused');
  if (declaresTooLargeBody(request.headers)) return bodyTooLarge();
  const body = safe || !request.body ? undefined : await readBodyWithin(request.body);
  if (body === null) return bodyTooLarge();

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('authorization', `Bearer ${session.upstreamToken}`);
  const address = browserAddress((name) => request.headers.get(name));
  if (address) headers.set('x-forwarded-for', address);

  let upstream: Response;
  try {
    upstream = await upstreamFetch(`${path}${new URL(request.url).search}`, {
      method: request.method,
      headers,
      body,
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) {
      log.warn({ err: error, path }, 'bff: publishing API unavailable');
      return problem(502, UPSTREAM_UNAVAILABLE_MESSAGE);
    }
    throw error;
  }

  const responseHeaders = new Headers();
  upstream.headers.forEach((value, name) => {
    if (!DROPPED_RESPONSE_HEADERS.has(name.toLowerCase())) responseHeaders.set(name, value);
  });
  // The API no longer accepts this session's token: the session is over here too.
  if (upstream.status === 401) clearSessionCookies(responseHeaders, request);
  // no-transform: streamed answers (CSV export, import progress) must not be held back for compression.
  responseHeaders.set('cache-control', 'private, no-store, no-transform');
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}
