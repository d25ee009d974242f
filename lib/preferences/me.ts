import 'server-only';
import { createHash } from 'node:crypto';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { requestId, requestPath, verifySession } from '@/lib/auth/dal';
import type { Me } from '@/lib/contract/me';
import { UpstreamError } from '@/lib/upstream/errors';
import { getMe } from '@/lib/upstream/me';

/**
 * The signed-in user's own record (profile, preferences, settings, version), loaded once per request.
 * A token the API no longer accepts ends the session, as in `getCurrentUser`.
 */
export const loadMe = cache(async (): Promise<Me> => {
  const { upstreamToken } = await verifySession();
  try {
    return await getMe({ token: upstreamToken, requestId: await requestId() });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401) {
      redirect(`/api/session/expired?next=${encodeURIComponent(await requestPath())}`);
    }
    throw error;
  }
});

/**
 * A value that changes with every sign-in and says nothing about the token it comes from: the browser
 * compares it with the one it saw last to know that this is the first page after a sign-in.
 */
export const signInMark = cache(async (): Promise<string> => {
  const { upstreamToken } = await verifySession();
  return createHash('sha256').update(`preference-sync:${upstreamToken}`).digest('base64url').slice(0, 16);
});
