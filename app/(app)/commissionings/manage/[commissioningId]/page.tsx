import { PUBLICATION_FORMAT } from '@/lib/contract/choices';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { CommissioningForm } from '@/components/commissionings/commissioning-form';
import {
  CommissioningContracts,
  CommissioningPublications,
  StatusTimeline,
} from '@/components/commissionings/commissioning-related';
import { commissioningTone } from '@/components/commissionings/status';
import { StatusActions } from '@/components/commissionings/status-actions';
import { DetailHeader } from '@/components/detail-page/detail-header';
import { DetailTabs } from '@/components/detail-page/detail-tabs';
import { formatDay } from '@/components/detail-page/format';
import { HistoryTab } from '@/components/detail-page/history-tab';
import { guardPage, requestId, verifySession } from '@/lib/auth/dal';
import {
  COMMISSIONING_FIELD_LABELS,
  COMMISSIONING_RIGHTS,
  COMMISSIONING_STATUS_LABELS,
  DECISION_RIGHTS,
} from '@/lib/contract/commissionings';
import { meetsGuard } from '@/lib/rights';
import { getCommissioning, listCommissioningEditors } from '@/lib/upstream/commissionings';
import { UpstreamError } from '@/lib/upstream/errors';

export const metadata: Metadata = { title: 'Commissioning' };

type Props = { params: Promise<{ commissioningId: string }> };

export default async function CommissioningPage({ params }: Props) {
  const { commissioningId } = await params;
  const user = await guardPage(`/commissionings/manage/${commissioningId}`);
  const id = /^\d{1,9}$/.test(commissioningId) ? Number(commissioningId) : 0;
  if (id < 1) notFound();
  const { upstreamToken } = await verifySession();
  const call = { token: upstreamToken, requestId: await requestId() };
  const [commissioning, editors] = await Promise.all([
    getCommissioning(call, id).catch((error: unknown) => {
      if (error instanceof UpstreamError && error.status === 404) notFound();
      throw error;
    }),
    listCommissioningEditors(call),
  ]);
  const canEdit = meetsGuard(user, COMMISSIONING_RIGHTS.update);

  return (
    <div className="space-y-6">
      <DetailHeader
        backHref="/commissionings/manage"
        backLabel="Commissionings"
        title={commissioning.commissioningTitle}
        status={{
          label: COMMISSIONING_STATUS_LABELS[commissioning.status],
          tone: commissioningTone(commissioning.status),
        }}
        facts={[
          `Editor ${commissioning.editorName}`,
          commissioning.authors.length > 0
            ? `By ${commissioning.authors.map((author) => author.name).join(', ')}`
            : null,
          `Created ${formatDay(commissioning.createdDate)}`,
          commissioning.decisionDate ? `Decided ${formatDay(commissioning.decisionDate)}` : null,
        ].filter(Boolean)}
        actions={
          canEdit ? (
            <StatusActions
              key={commissioning.version}
              commissioningId={commissioning.commissioningId}
              status={commissioning.status}
              version={commissioning.version}
              canDecide={meetsGuard(user, DECISION_RIGHTS)}
            />
          ) : null
        }
      />
      <DetailTabs
        tabs={[
          {
            value: 'details',
            label: 'Details',
            content: (
              <div className="max-w-4xl">
                <CommissioningForm
                  key={commissioning.version}
                  commissioning={commissioning}
                  editors={editors}
                  canEdit={canEdit}
                  canDelete={meetsGuard(user, COMMISSIONING_RIGHTS.delete)}
                />
              </div>
            ),
          },
          {
            value: 'status',
            label: 'Status changes',
            count: commissioning.statusChanges.length,
            content: <StatusTimeline commissioning={commissioning} />,
          },
          {
            value: 'contracts',
            label: 'Contracts',
            count: commissioning.contracts.length,
            content: <CommissioningContracts commissioning={commissioning} />,
          },
          {
            value: 'publications',
            label: 'Publications',
            count: commissioning.publications.length,
            content: <CommissioningPublications commissioning={commissioning} />,
          },
          {
            value: 'history',
            label: 'History',
            content: (
              <HistoryTab
                resource="commissionings"
                id={commissioning.commissioningId}
                fieldLabels={COMMISSIONING_FIELD_LABELS}
                valueLabels={{
                  status: COMMISSIONING_STATUS_LABELS,
                  expectedFormats: PUBLICATION_FORMAT.labels,
                }}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
