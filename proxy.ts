import { NextResponse, type NextRequest } from 'next/server';
import { isPublicPath } from '@/lib/auth/public-paths';
import { contentSecurityPolicy, securityHeaders } from '@/lib/security-headers';

const https = (process.env.APP_URL ?? '').startsWith('https://');
const dev = process.env.NODE_ENV === 'development';

/** Only whether a session cookie is present: every page and handler verifies the session itself. */
function hasSessionCookie(request: NextRequest): boolean {
  return request.cookies
    .getAll()
    .some((cookie) => /(^|\.)next-auth\.session-token(\.\d+)?$/.test(cookie.name));
}

function withHeaders(response: NextResponse, headers: Record<string, string>): NextResponse {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/**
 * The request gate: an id for every request (logged here and by the API), the optimistic sign-in check,
 * and the security headers with a fresh script nonce.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const requestId = request.headers.get('x-request-id') ?? crypto.randomUUID();
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const csp = contentSecurityPolicy(nonce, { dev, https });
  const responseHeaders = {
    ...securityHeaders({ https }),
    'Content-Security-Policy': csp,
    'x-request-id': requestId,
  };

  if (!isPublicPath(pathname) && !hasSessionCookie(request)) {
    if (pathname.startsWith('/api/')) {
      return withHeaders(
        NextResponse.json({ success: false, error: 'Authentication required' }, { status: 401 }),
        responseHeaders,
      );
    }
    const signIn = request.nextUrl.clone();
    signIn.pathname = '/signin';
    signIn.search = `?next=${encodeURIComponent(pathname + search)}`;
    return withHeaders(NextResponse.redirect(signIn, 307), responseHeaders);
  }

  const headers = new Headers(request.headers);
  headers.set('x-request-id', requestId);
  headers.set('x-pathname', pathname + search);
  headers.set('x-nonce', nonce);
  headers.set('Content-Security-Policy', csp);
  return withHeaders(NextResponse.next({ request: { headers } }), responseHeaders);
}

export const config = {
  matcher: [
    {
      source: '/((?!_next/static|_next/image|favicon.ico|robots.txt|fonts/).*)',
      missing: [{ type: 'header', key: 'next-router-prefetch' }],
    },
  ],
};
