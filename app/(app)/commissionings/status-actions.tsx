'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toast';
import { toastWriteFailure } from '@/components/entity-form/write-failure-toast';

import { ConfirmDialog } from '@/components/entity-form/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { fetchJson } from '@/lib/bff/fetch-json';
import {
  COMMISSIONING_TRANSITIONS,
  DECISION_STATUSES,
  statusLabel,
} from '@/lib/areas/commissioning-pipeline';
import { hasId, okOf } from '@/lib/bff/parser';
import type { CommissioningStatus } from '@/lib/contract/enums';

/** What each move is called on its button, from where it starts. */
function moveLabel(from: CommissioningStatus, to: CommissioningStatus): string {
  if (to === 'under_review') return 'Send to review';
  if (to === 'approved') return 'Approve';
  if (to === 'declined') return 'Decline';
  if (to === 'contracted') return 'Mark as contracted';
  if (to === 'in_production') return 'Start production';
  if (to === 'published') return 'Mark as published';
  return from === 'declined' ? 'Reopen as proposal' : 'Back to proposal';
}

const movedRecord = okOf(hasId('commissioningId'));

/** The pipeline's next steps from the current status, as buttons; decisions need the Approve right. */
export function StatusActions({
  commissioningId,
  status,
  version,
  canDecide,
}: {
  commissioningId: number;
  status: CommissioningStatus;
  version: number;
  canDecide: boolean;
}) {
  const router = useRouter();
  const [moving, setMoving] = React.useState<CommissioningStatus | null>(null);
  const [confirmDecline, setConfirmDecline] = React.useState(false);
  const moves = COMMISSIONING_TRANSITIONS[status].filter(
    (to) => canDecide || !DECISION_STATUSES.includes(to),
  );

  async function move(to: CommissioningStatus): Promise<boolean> {
    setMoving(to);
    try {
      await fetchJson(`/api/commissionings/${commissioningId}/status`, movedRecord, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: to, version }),
      });
      toast.success(`Moved to ${statusLabel(to)}`);
      router.refresh();
      return true;
    } catch (error) {
      toastWriteFailure('The status was not changed', error, () => router.refresh());
      return false;
    } finally {
      setMoving(null);
    }
  }

  if (moves.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Move along the pipeline">
      {moves.map((to) => (
        <Button
          key={to}
          variant={to === 'declined' || to === 'proposal' ? 'outline' : 'default'}
          disabled={moving !== null}
          onClick={() => (to === 'declined' ? setConfirmDecline(true) : void move(to))}
        >
          {moving === to ? <Spinner label="" /> : null}
          {moveLabel(status, to)}
        </Button>
      ))}
      <ConfirmDialog
        open={confirmDecline}
        onOpenChange={setConfirmDecline}
        title="Decline this commissioning?"
        description="It leaves the pipeline; it can be reopened as a proposal later."
        confirmLabel="Decline"
        onConfirm={() => move('declined')}
      />
    </div>
  );
}
