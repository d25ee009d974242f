'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { DECISIONS, PROPOSAL_MOVE_LABELS, PROPOSAL_MOVES } from '@/lib/areas/proposal-workflow';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { hasId, okOf } from '@/lib/bff/parser';
import type { ProposalStatus } from '@/lib/contract/enums';

const DecisionDialog = lazyDialog(() => import('./decision-dialog').then((module) => module.DecisionDialog));

const movedProposal = okOf(hasId('proposalId'));

export interface ProposalMove {
  proposalId: number;
  version: number;
}

/** Sends a step of the triage; the API's refusal is thrown as an `ApiError`. */
export async function sendProposalMove(
  move: ProposalMove,
  status: ProposalStatus,
  reason?: string,
  editorId?: number,
) {
  await fetchJson(`/api/proposals/${move.proposalId}/status`, movedProposal, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status, reason, editorId, version: move.version }),
  });
}

/** The triage's next steps; Accept and Decline ask for the reason first. */
export function ProposalActions({ status, ...move }: ProposalMove & { status: ProposalStatus }) {
  const router = useRouter();
  const [moving, setMoving] = React.useState<ProposalStatus | null>(null);
  const [deciding, setDeciding] = React.useState<{ to: ProposalStatus; open: boolean }>({
    to: 'accepted',
    open: false,
  });

  async function go(to: ProposalStatus) {
    setMoving(to);
    try {
      await sendProposalMove(move, to);
      toast.success(to === 'under_review' ? 'Under review' : 'Shortlisted');
      router.refresh();
    } catch (error) {
      toast.error('The proposal was not changed', {
        description: error instanceof ApiError ? error.message : 'The server could not be reached.',
      });
    } finally {
      setMoving(null);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Triage">
      {PROPOSAL_MOVES[status].map((to) => (
        <Button
          key={to}
          variant={to === 'rejected' ? 'outline' : 'default'}
          disabled={moving !== null}
          onClick={() => (DECISIONS.includes(to) ? setDeciding({ to, open: true }) : void go(to))}
        >
          {moving === to ? <Spinner label="" /> : null}
          {to === 'under_review' && status === 'rejected' ? 'Review again' : PROPOSAL_MOVE_LABELS[to]}
        </Button>
      ))}
      <DecisionDialog
        key={deciding.to}
        open={deciding.open}
        onOpenChange={(open) => setDeciding((last) => ({ ...last, open }))}
        move={move}
        to={deciding.to}
      />
    </div>
  );
}
