/** Pages anyone may open (spec 2.1): sign-in and its friends, the error pages, the printable invoice. */
const PUBLIC_PAGES = [
  '/sign-in',
  '/signin',
  '/sign-in-2',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/otp',
  '/terms',
  '/privacy',
  '/401',
  '/403',
  '/404',
  '/500',
  '/503',
  '/error-500',
  '/unsubscribe',
];
const PUBLIC_PREFIXES = ['/invoices/print/'];
/**
 * API routes that answer without a session: next-auth's own, health for probes, the session clean-up,
 * and the website's read-only content.
 */
const PUBLIC_API_PREFIXES = ['/api/auth/', '/api/health', '/api/session/', '/api/public/'];

export function isPublicPath(pathname: string): boolean {
  return (
    PUBLIC_PAGES.includes(pathname) ||
    PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ||
    PUBLIC_API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix))
  );
}
