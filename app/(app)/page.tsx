import type { Metadata } from 'next';

import { DashboardOverview } from '@/components/dashboard/dashboard-page';

export const metadata: Metadata = { title: 'Dashboard' };

type Props = { searchParams: Promise<{ section?: string | string[] }> };

export default async function DashboardPage({ searchParams }: Props) {
  const { section } = await searchParams;
  return <DashboardOverview section={typeof section === 'string' ? section : undefined} />;
}
