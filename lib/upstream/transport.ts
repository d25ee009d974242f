import 'server-only';
import { cache } from 'react';
import { env } from '@/lib/config/env';
import type { TokenLookups } from '@/upstream/auth/token-lookups';
import { observingAborts } from '@/upstream/db/request-signal';
import { embeddedUpstream } from './embedded';
import { UpstreamUnavailableError } from './errors';

const EMBEDDED_ORIGIN = 'http://upstream.internal';

/** One map per page render (React's request cache); outside a render, a new one per call. */
const renderTokenLookups = cache((): TokenLookups => new Map());

export interface UpstreamRequest {
  method?: string;
  headers?: HeadersInit;
  body?: BodyInit | null;
  signal?: AbortSignal;
}

/**
 * Sends one request to the publishing API: over HTTP when UPSTREAM_API_URL is set, otherwise to the
 * embedded API in this process. `path` is relative to the API root (for example `auth/login`).
 * Fails with UpstreamUnavailableError when the API (including the embedded one's start-up) does not
 * answer within the timeout. The timeout ends when the answer's headers arrive: a long CSV export or
 * import progress stream then runs to its end, cut short only by the caller's own signal.
 */
export async function upstreamFetch(path: string, request: UpstreamRequest = {}): Promise<Response> {
  const { UPSTREAM_API_URL, UPSTREAM_TIMEOUT_MS } = env();
  const relative = path.replace(/^\/+/, '');
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new DOMException(`no answer within ${UPSTREAM_TIMEOUT_MS} ms`, 'TimeoutError')),
    UPSTREAM_TIMEOUT_MS,
  );
  const signal = request.signal ? AbortSignal.any([request.signal, deadline.signal]) : deadline.signal;
  const init: RequestInit = {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
    signal,
  };
  if (init.body instanceof ReadableStream) (init as RequestInit & { duplex: 'half' }).duplex = 'half';

  try {
    if (UPSTREAM_API_URL) return await fetch(`${UPSTREAM_API_URL}/${relative}`, init);
    const upstream = await raceSignal(embeddedUpstream(), signal);
    const handle = observingAborts(upstream.app.fetch);
    const bindings = { tokenLookups: renderTokenLookups() };
    return await raceSignal(handle(new Request(`${EMBEDDED_ORIGIN}/${relative}`, init), bindings), signal);
  } catch (error) {
    if (request.signal?.aborted) throw error;
    const reason = deadline.signal.aborted ? `no answer within ${UPSTREAM_TIMEOUT_MS} ms` : describe(error);
    throw new UpstreamUnavailableError(reason, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}

/**
 * Settles with the signal: the embedded API's start-up and its handlers run on in the background (the
 * handler stops at its next database statement, see upstream/db/request-signal), but the caller is
 * answered in time.
 */
function raceSignal<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
