import { NextResponse, type NextRequest } from 'next/server';
import { isPublicPath } from '@/lib/auth/public-paths';
import { BODY_TOO_LARGE_MESSAGE, declaresTooLargeBody } from '@/lib/body-limit';
import { isAppPage } from '@/lib/navigation/routes';
import { contentSecurityPolicy, securityHeaders } from '@/lib/security-headers';

const https = (process.env.APP_URL ?? '').startsWith('https://');
const dev = process.env.NODE_ENV === 'development';

/** Only whether a session cookie is present: every page and handler verifies the session itself. */
function hasSessionCookie(request: NextRequest): boolean {
  return request.cookies
    .getAll()
    .some((cookie) => /(^|\.)next-auth\.session-token(\.\d+)?$/.test(cookie.name));
}

/**
 * A page of the authenticated layout (spec 2.2): a screen of the navigation or the route list, or a
 * page beneath one (`/administration/coupons/new`, `/settings/confirm-email`). Anything else is unknown.
 */
function withHeaders(response: NextResponse, headers: Record<string, string>): NextResponse {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/**
 * The request gate: an id for every request (logged here and by the API), the body limit, the
 * optimistic sign-in check, and the security headers with a fresh script nonce.
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

  // What the page renders with: the nonce for its scripts, and the address it was asked for.
  const forwarded = new Headers(request.headers);
  forwarded.set('x-request-id', requestId);
  forwarded.set('x-pathname', pathname + search);
  forwarded.set('x-nonce', nonce);
  forwarded.set('Content-Security-Policy', csp);

  // Refused before Next buffers it for the handler, which would cut it short without a word.
  if (declaresTooLargeBody(request.headers)) {
    const tooLarge = NextResponse.json({ success: false, error: BODY_TOO_LARGE_MESSAGE }, { status: 413 });
    return withHeaders(tooLarge, responseHeaders);
  }

  if (!isPublicPath(pathname) && !hasSessionCookie(request)) {
    if (pathname.startsWith('/api/')) {
      return withHeaders(
        NextResponse.json({ success: false, error: 'Authentication required' }, { status: 401 }),
        responseHeaders,
      );
    }
    // Spec 2.3: an unknown address is not found for everyone; the (app) layout answers it with the
    // root's not-found screen. Only the app's own pages ask to sign in.
    if (!isAppPage(pathname)) {
      return withHeaders(NextResponse.next({ request: { headers: forwarded } }), responseHeaders);
    }
    const signIn = request.nextUrl.clone();
    signIn.pathname = '/signin';
    signIn.search = `?next=${encodeURIComponent(pathname + search)}`;
    return withHeaders(NextResponse.redirect(signIn, 307), responseHeaders);
  }

  return withHeaders(NextResponse.next({ request: { headers: forwarded } }), responseHeaders);
}

export const config = {
  // Prefetches pass through too, so that every answer carries the security headers; static files get
  // the fixed ones from next.config.ts.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|icon.svg|icons.svg|robots.txt|fonts/).*)'],
};
