import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';

import { CommissioningForm } from '@/components/commissionings/commissioning-form';
import { DetailHeader } from '@/components/detail-page/detail-header';
import { guardPage, requestId, verifySession } from '@/lib/auth/dal';
import { COMMISSIONING_RIGHTS } from '@/lib/contract/commissionings';
import { meetsGuard } from '@/lib/rights';
import { listCommissioningEditors } from '@/lib/upstream/commissionings';

export const metadata: Metadata = { title: 'New commissioning' };

export default async function NewCommissioningPage() {
  const user = await guardPage('/commissionings/manage/new');
  if (!meetsGuard(user, COMMISSIONING_RIGHTS.create)) forbidden();
  const { upstreamToken } = await verifySession();
  const editors = await listCommissioningEditors({ token: upstreamToken, requestId: await requestId() });
  return (
    <div className="max-w-4xl space-y-6">
      <DetailHeader backHref="/commissionings/manage" backLabel="Commissionings" title="New commissioning" />
      <p className="text-sm text-muted-foreground">A new commissioning starts as a proposal.</p>
      <CommissioningForm editors={editors} canEdit canDelete={false} />
    </div>
  );
}
