import 'server-only';
import { env } from '@/lib/config/env';
import { embeddedUpstream } from './embedded';
import { UpstreamUnavailableError } from './errors';

const EMBEDDED_ORIGIN = 'http://upstream.internal';

export interface UpstreamRequest {
  method?: string;
  headers?: HeadersInit;
  body?: BodyInit | null;
  signal?: AbortSignal;
}

/**
 * Sends one request to the publishing API: over HTTP when UPSTREAM_API_URL is set, otherwise to the
 * embedded API in this process. `path` is relative to the API root (for example `auth/login`).
 * Fails with UpstreamUnavailableError when the API cannot be reached within the timeout.
 */
export async function upstreamFetch(path: string, request: UpstreamRequest = {}): Promise<Response> {
  const { UPSTREAM_API_URL, UPSTREAM_TIMEOUT_MS } = env();
  const relative = path.replace(/^\/+/, '');
  const timeout = AbortSignal.timeout(UPSTREAM_TIMEOUT_MS);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const init: RequestInit = {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
    signal,
  };
  if (init.body instanceof ReadableStream) (init as RequestInit & { duplex: 'half' }).duplex = 'half';

  try {
    if (UPSTREAM_API_URL) return await fetch(`${UPSTREAM_API_URL}/${relative}`, init);
    const upstream = await embeddedUpstream();
    return await raceSignal(
      Promise.resolve(upstream.app.fetch(new Request(`${EMBEDDED_ORIGIN}/${relative}`, init))),
      signal,
    );
  } catch (error) {
    if (request.signal?.aborted) throw error;
    const reason = timeout.aborted ? `no answer within ${UPSTREAM_TIMEOUT_MS} ms` : describe(error);
    throw new UpstreamUnavailableError(reason, { cause: error });
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}

/** The embedded API ignores the abort signal, so the timeout is enforced around it. */
function raceSignal<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
