import type { Metadata } from 'next';

import { DashboardOverview } from '@/components/dashboard/dashboard-page';
import { MyTasksPanel, readMyTasks } from '@/components/tasks/my-tasks-panel';
import { getCurrentUser } from '@/lib/auth/dal';

export const metadata: Metadata = { title: 'Dashboard' };

type Props = { searchParams: Promise<{ section?: string | string[] }> };

export default async function DashboardPage({ searchParams }: Props) {
  const [{ section }, user] = await Promise.all([searchParams, getCurrentUser()]);
  // Read now, while the dashboard reads its figures, rather than after them.
  const mine = readMyTasks(user);
  return (
    <DashboardOverview section={typeof section === 'string' ? section : undefined}>
      <MyTasksPanel user={user} mine={mine} />
    </DashboardOverview>
  );
}
