import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';

import { CommissioningOverview } from '@/components/dashboard/commissioning-overview';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { guardPage, requestId, verifySession } from '@/lib/auth/dal';
import { UpstreamError } from '@/lib/upstream/errors';
import { getCommissioningOverview } from '@/lib/upstream/dashboard';

export const metadata: Metadata = { title: 'Publications Overview' };

type Props = { params: Promise<{ commissioningId: string }> };

/** A commissioning's contracts and publications on one page (the dashboard's View link). */
export default async function CommissioningOverviewPage({ params }: Props) {
  const { commissioningId } = await params;
  await guardPage(`/publications/overview/${commissioningId}`);
  if (!/^[1-9]\d{0,9}$/.test(commissioningId)) notFound();
  const { upstreamToken } = await verifySession();
  const overview = await getCommissioningOverview(
    { token: upstreamToken, requestId: await requestId() },
    Number(commissioningId),
  ).catch((error: unknown) => {
    if (error instanceof UpstreamError && error.status === 404) notFound();
    throw error;
  });
  return (
    <div className="flex flex-1 flex-col gap-6">
      <PageHeader
        title={overview.commissioningTitle}
        description="Publications Overview: the commissioning's contracts and publications."
        actions={
          <Button asChild variant="outline">
            <Link href="/publications/overview">View All</Link>
          </Button>
        }
      />
      <CommissioningOverview overview={overview} />
    </div>
  );
}
