import type { Metadata } from 'next';

import { AuthorizationSummary } from '@/components/dashboard/authorization-summary';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { getCurrentUser } from '@/lib/auth/dal';

export const metadata: Metadata = { title: 'Authorization' };

/** The dashboard's Authorization tab: what the signed-in user may do. */
export default async function DashboardAuthorizationPage() {
  const user = await getCurrentUser();
  return (
    <div className="flex flex-1 flex-col gap-6">
      <DashboardHeader active="Authorization" />
      <AuthorizationSummary user={user} />
    </div>
  );
}
