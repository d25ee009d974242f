import type { Metadata } from 'next';

import { AuthorizationSummary } from '@/components/dashboard/authorization-summary';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { getCurrentUser } from '@/lib/auth/dal';
import { upstreamCaller } from '@/lib/pages/context';
import { getMyAccess } from '@/lib/upstream/user-authorization';

export const metadata: Metadata = { title: 'Authorization' };

/** The dashboard's Authorization tab: what the signed-in user may do. */
export default async function DashboardAuthorizationPage() {
  const user = await getCurrentUser();
  // Without the sources the page still says what the user may do; only the "why" column is left out.
  const access = await getMyAccess(await upstreamCaller()).catch(() => null);
  return (
    <div className="flex flex-1 flex-col gap-6">
      <DashboardHeader active="Authorization" />
      <AuthorizationSummary user={user} sources={access?.effective} />
    </div>
  );
}
