import 'server-only';

import { guardPage, requestId, verifySession } from '@/lib/auth/dal';
import { QueryProvider } from '@/components/providers/query-provider';
import { createLogger } from '@/lib/log';
import { listDiscrepancies } from '@/lib/upstream/discrepancies';
import { DiscrepancyChecker } from './discrepancy-checker';

const log = createLogger('web');

/**
 * The checker (spec 2.9), at /discrepancies and /administration/discrepancies. The list of checks is
 * rendered on the server; counts and results are fetched on demand through the BFF.
 */
export async function DiscrepanciesScreen({ path }: { path: string }) {
  await guardPage(path);
  const { upstreamToken } = await verifySession();
  const initial = await listDiscrepancies({ token: upstreamToken, requestId: await requestId() }).catch(
    (error: unknown) => {
      // Spec section 8: logged, and the page fetches again and shows the message.
      log.warn({ err: error }, 'discrepancies: list failed');
      return undefined;
    },
  );
  return (
    <QueryProvider>
      <DiscrepancyChecker initial={initial} />
    </QueryProvider>
  );
}
