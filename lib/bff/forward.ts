import 'server-only';
import { cookies } from 'next/headers';
import { sessionCookieNames } from '@/lib/auth/cookies';
import { getUpstreamToken } from '@/lib/auth/dal';
import { clientAddress } from '@/lib/client-address';
import { createLogger } from '@/lib/log';
import { UpstreamUnavailableError } from '@/lib/upstream/errors';
import { upstreamFetch } from '@/lib/upstream/transport';
import { isAllowedCall } from './allowed-calls';

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

const problem = (status: number, error: string) => Response.json({ success: false, error }, { status });

/** State-changing requests must come from this site's own pages. */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Forwards one allowed call to the publishing API with the session's bearer token, streaming the answer back. */
export async function forwardToUpstream(request: Request, segments: readonly string[]): Promise<Response> {
  const session = await getUpstreamToken();
  if (!session) return problem(401, 'Authentication required');
  const path = segments.map(encodeURIComponent).join('/');
  if (!isAllowedCall(request.method, path)) return problem(404, 'Not found');
  if (!SAFE_METHODS.has(request.method) && !sameOrigin(request))
    return problem(403, 'Cross-site request refused');

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('authorization', `Bearer ${session.upstreamToken}`);
  const address = clientAddress(request.headers.get('x-forwarded-for'));
  if (address) headers.set('x-forwarded-for', address);

  let upstream: Response;
  try {
    upstream = await upstreamFetch(`${path}${new URL(request.url).search}`, {
      method: request.method,
      headers,
      body: SAFE_METHODS.has(request.method) ? undefined : request.body,
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) {
      log.warn({ err: error, path }, 'bff: publishing API unavailable');
      return problem(502, 'The publishing API is unavailable. Please try again later.');
    }
    throw error;
  }

  if (upstream.status === 401) {
    // The API no longer accepts this session's token: the session is over here too.
    const store = await cookies();
    for (const name of sessionCookieNames()) store.delete(name);
  }
  const responseHeaders = new Headers();
  upstream.headers.forEach((value, name) => {
    if (!DROPPED_RESPONSE_HEADERS.has(name.toLowerCase())) responseHeaders.set(name, value);
  });
  // no-transform: streamed answers (CSV export, import progress) must not be held back for compression.
  responseHeaders.set('cache-control', 'private, no-store, no-transform');
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}
