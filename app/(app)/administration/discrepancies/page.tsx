import type { Metadata } from 'next';

import { DiscrepanciesScreen } from '@/components/discrepancies/discrepancies-page';

export const metadata: Metadata = { title: 'Data Discrepancies' };

export default function DataDiscrepanciesPage() {
  return <DiscrepanciesScreen path="/administration/discrepancies" />;
}
