'use client';

import * as React from 'react';

import { lazyDialog } from '@/components/ui/lazy-dialog';
import { Button } from '@/components/ui/button';
import { BINDING_STATUSES, CLOSING_STATUSES, CONTRACT_TRANSITIONS } from '@/lib/areas/contract-workflow';
import type { ContractStatus } from '@/lib/contract/enums';
import { AmendButton } from './amendment';
import { MOVE_LABELS } from './status-moves';

const StatusDialog = lazyDialog(() => import('./status-dialog').then((module) => module.StatusDialog));

/**
 * The next steps of the contract's life as buttons, each asking the day it took effect; moves that
 * bind the firm (signing, ending, reverting) only for those with the Approve right, as the API
 * requires. Amend for a signed contract, with the same right.
 */
export function ContractActions({
  contractId,
  status,
  version,
  canSign,
  canAmend,
}: {
  contractId: number;
  status: ContractStatus;
  version: number;
  canSign: boolean;
  canAmend: boolean;
}) {
  // A fresh dialog for each move (its date and messages start afresh), kept while it closes.
  const [dialog, setDialog] = React.useState({ move: 'sent' as ContractStatus, open: false, round: 0 });
  const moves = CONTRACT_TRANSITIONS[status].filter((to) => canSign || !BINDING_STATUSES.includes(to));
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="The contract’s life">
      {moves.map((to) => (
        <Button
          key={to}
          variant={to === 'draft' || CLOSING_STATUSES.includes(to) ? 'outline' : 'default'}
          onClick={() => setDialog((last) => ({ move: to, open: true, round: last.round + 1 }))}
        >
          {MOVE_LABELS[to]}
        </Button>
      ))}
      {canAmend ? <AmendButton showTab="terms" /> : null}
      <StatusDialog
        key={dialog.round}
        open={dialog.open}
        onOpenChange={(open) => setDialog((last) => ({ ...last, open }))}
        contractId={contractId}
        move={dialog.move}
        version={version}
      />
    </div>
  );
}
