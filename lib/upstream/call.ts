import 'server-only';
import type { z } from 'zod';
import { errorEnvelope } from '@/lib/contract/envelope';
import { env } from '@/lib/config/env';
import { UpstreamError, UpstreamUnavailableError } from './errors';
import { upstreamFetch } from './transport';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** The bearer token of the signed-in user. */
  token?: string;
  requestId?: string;
  /** Extra headers, such as the browser's address forwarded to sign-in throttling. */
  headers?: Record<string, string>;
  /** The message when the API fails without one of its own (the spec's texts, e.g. 'Failed to fetch user data'). */
  fallbackError?: string;
  /** Statuses whose body is parsed with the schema instead of being an error (health answers 503 with data). */
  acceptStatuses?: readonly number[];
}

/** One typed call to the publishing API: builds the request, parses the answer with the contract's schema. */
export async function upstreamCall<S extends z.ZodType>(
  schema: S,
  path: string,
  options: CallOptions = {},
): Promise<z.infer<S>> {
  const headers = new Headers({ ...options.headers, accept: 'application/json' });
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  if (options.requestId) headers.set('x-request-id', options.requestId);
  if (options.body !== undefined) headers.set('content-type', 'application/json');

  const reading = new AbortController();
  const response = await upstreamFetch(withQuery(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: reading.signal,
  });
  const payload = await readPayload(response, reading);

  if (!response.ok && !options.acceptStatuses?.includes(response.status)) {
    const parsed = errorEnvelope.safeParse(payload);
    const message = parsed.success
      ? parsed.data.error
      : (options.fallbackError ?? `HTTP error! status: ${response.status}`);
    throw new UpstreamError(response.status, message, parsed.success ? parsed.data.issues : undefined);
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new UpstreamError(
      502,
      options.fallbackError ?? 'The publishing API answered in an unexpected form',
    );
  }
  return parsed.data;
}

/**
 * The answer's JSON, or undefined when it is not JSON. The transport's timeout ends with the headers
 * (so streams run on); a JSON answer gets the same time again for its body, and one that stalls is the
 * API being unavailable rather than a wait without end.
 */
async function readPayload(response: Response, reading: AbortController): Promise<unknown> {
  const { UPSTREAM_TIMEOUT_MS } = env();
  const timer = setTimeout(() => reading.abort(), UPSTREAM_TIMEOUT_MS);
  try {
    return await response.json();
  } catch {
    if (reading.signal.aborted) {
      throw new UpstreamUnavailableError(`no complete answer within ${UPSTREAM_TIMEOUT_MS} ms`);
    }
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

function withQuery(path: string, query: CallOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
