import { cookies } from 'next/headers';
import { sessionCookieNames } from '@/lib/auth/cookies';
import { safeNextPath } from '@/lib/auth/next-path';

/** The API refused the session's token: forget the session and go to sign-in, coming back afterwards. */
export async function GET(request: Request): Promise<Response> {
  const store = await cookies();
  for (const name of sessionCookieNames()) store.delete(name);
  const next = safeNextPath(new URL(request.url).searchParams.get('next'));
  // Relative, so the browser stays on the host it used (route handlers see localhost as their origin).
  return new Response(null, {
    status: 303,
    headers: { location: `/signin?next=${encodeURIComponent(next)}` },
  });
}
