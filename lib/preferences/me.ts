import 'server-only';
import { createHash } from 'node:crypto';
import { cache } from 'react';
import { verifySession } from '@/lib/auth/dal';

/**
 * A value that changes with every sign-in and says nothing about the token it comes from: the browser
 * compares it with the one it saw last to know that this is the first page after a sign-in.
 */
export const signInMark = cache(async (): Promise<string> => {
  const { upstreamToken } = await verifySession();
  return createHash('sha256').update(`preference-sync:${upstreamToken}`).digest('base64url').slice(0, 16);
});
