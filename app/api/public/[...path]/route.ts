import type { NextRequest } from 'next/server';
import { UPSTREAM_UNAVAILABLE_MESSAGE, UpstreamUnavailableError } from '@/lib/upstream/errors';
import { upstreamFetch } from '@/lib/upstream/transport';

export const dynamic = 'force-dynamic';

const PASSED_HEADERS = ['content-type', 'content-disposition', 'etag', 'cache-control'];

/**
 * The public content API for the firm's website (`/api/public/news[/{slug}]`, `/api/public/images/{fileId}`,
 * `/api/public/elements[/{key}]`): reads only, no session,
 * no token; the publishing API answers nothing unpublished. An invoice's PDF by its signed link
 * (`/api/public/invoices/{id}/pdf?expires=…&signature=…`) comes this way too, as an attachment. ETags pass both ways, so a revalidation that
 * finds nothing new is a bodiless 304.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const path = (await params).path.map(encodeURIComponent).join('/');
  const headers = new Headers({ accept: 'application/json' });
  const tag = request.headers.get('if-none-match');
  if (tag) headers.set('if-none-match', tag);
  let upstream: Response;
  try {
    upstream = await upstreamFetch(`public/${path}${new URL(request.url).search}`, {
      headers,
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof UpstreamUnavailableError)
      return Response.json({ success: false, error: UPSTREAM_UNAVAILABLE_MESSAGE }, { status: 502 });
    throw error;
  }
  const answer = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) answer.set(name, value);
  }
  return new Response(upstream.status === 304 ? null : upstream.body, {
    status: upstream.status,
    headers: answer,
  });
}

/**
 * One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` to the address of the
 * message's List-Unsubscribe header; the signed token in the query is the proof. Nothing else is posted.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const path = (await params).path.join('/');
  if (path !== 'unsubscribe') return Response.json({ success: false, error: 'Not found' }, { status: 404 });
  try {
    const upstream = await upstreamFetch(`public/unsubscribe${new URL(request.url).search}`, {
      method: 'POST',
      headers: new Headers({ accept: 'application/json' }),
      signal: request.signal,
    });
    return new Response(upstream.body, {
      status: upstream.status,
      headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json' },
    });
  } catch (error) {
    if (error instanceof UpstreamUnavailableError)
      return Response.json({ success: false, error: UPSTREAM_UNAVAILABLE_MESSAGE }, { status: 502 });
    throw error;
  }
}
