import type { ProposalStatus } from '@/lib/contract/enums';

/*
 * A proposal's triage, as plain data the browser reads too: new → under review (or shortlisted) →
 * accepted or declined, each decision with its reason. Accepting one creates its commissioning.
 */

export const PROPOSAL_MOVES: Record<ProposalStatus, readonly ProposalStatus[]> = {
  received: ['under_review', 'rejected'],
  under_review: ['shortlisted', 'accepted', 'rejected'],
  shortlisted: ['accepted', 'rejected'],
  accepted: [],
  rejected: ['under_review'],
};

export const PROPOSAL_MOVE_LABELS: Partial<Record<ProposalStatus, string>> = {
  under_review: 'Start review',
  shortlisted: 'Shortlist',
  accepted: 'Accept',
  rejected: 'Decline',
};

/** Decisions are told to the author with a reason. */
export const DECISIONS: readonly ProposalStatus[] = ['accepted', 'rejected'];

export const canMoveProposal = (from: ProposalStatus, to: ProposalStatus): boolean =>
  PROPOSAL_MOVES[from].includes(to);

export const PROPOSALS_HREF = '/cms/proposals';
