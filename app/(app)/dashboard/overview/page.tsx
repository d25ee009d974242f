import type { Metadata } from 'next';

import { DashboardPlaceholder } from '@/components/layout/screen-placeholder';

export const metadata: Metadata = { title: 'Dashboard' };

/** The dashboard's Overview tab (spec 2.8) is the dashboard itself. */
export default function DashboardOverviewPage() {
  return <DashboardPlaceholder />;
}
