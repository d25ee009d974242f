import type { Metadata } from 'next';

import { DashboardOverview } from '@/components/dashboard/dashboard-page';

export const metadata: Metadata = { title: 'Dashboard' };

type Props = { searchParams: Promise<{ section?: string | string[] }> };

/** The dashboard's Overview tab (spec 2.8) is the dashboard itself. */
export default async function DashboardOverviewPage({ searchParams }: Props) {
  const { section } = await searchParams;
  return <DashboardOverview section={typeof section === 'string' ? section : undefined} />;
}
