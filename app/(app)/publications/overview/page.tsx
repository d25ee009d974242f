import type { Metadata } from 'next';

import { CommissioningList } from '@/components/dashboard/commissioning-list';
import { PageHeader } from '@/components/ui/page-header';
import { guardPage, requestId, verifySession } from '@/lib/auth/dal';
import { listCommissionings } from '@/lib/upstream/dashboard';

export const metadata: Metadata = { title: 'Publications Overview' };

const PAGE_SIZE = 25;

type Props = { searchParams: Promise<{ page?: string | string[] }> };

/** View All of the dashboard's Publications Overview card. */
export default async function PublicationsOverviewPage({ searchParams }: Props) {
  await guardPage('/publications/overview');
  const { upstreamToken } = await verifySession();
  const { page } = await searchParams;
  const number = typeof page === 'string' && /^\d{1,6}$/.test(page) ? Math.max(1, Number(page)) : 1;
  const { items, meta } = await listCommissionings(
    { token: upstreamToken, requestId: await requestId() },
    { page: number, limit: PAGE_SIZE },
  );
  return (
    <div className="flex flex-1 flex-col gap-6">
      <PageHeader
        title="Publications Overview"
        description="Every commissioning with its contracts and books, newest first."
      />
      <CommissioningList items={items} meta={meta} />
    </div>
  );
}
