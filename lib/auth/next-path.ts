/** Where to go after signing in: only a path on this site, never another origin (open redirects). */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (/^\/(signin|sign-in|sign-in-2|otp|api\/)/.test(next)) return '/';
  return next;
}
