import { COMMISSIONING_STATUS, choiceLabel } from '@/lib/contract/choices';
import type { CommissioningStatus } from '@/lib/contract/enums';

/*
 * The commissioning pipeline's rules as plain data, for the API that enforces them and the buttons
 * that offer them; the area's declaration (`commissionings.ts`) holds the schemas.
 */

/**
 * proposal → under review → approved → contracted → in production → published, or declined while it
 * is still being decided. A proposal can be sent back from review, and a declined one reopened as a
 * proposal; nothing leaves "published".
 */
export const COMMISSIONING_TRANSITIONS: Record<CommissioningStatus, readonly CommissioningStatus[]> = {
  proposal: ['under_review', 'declined'],
  under_review: ['approved', 'declined', 'proposal'],
  approved: ['contracted', 'declined'],
  contracted: ['in_production'],
  in_production: ['published'],
  published: [],
  declined: ['proposal'],
};

/** Approving and declining are decisions, which need `rights.decide` (Approve); other moves need Edit. */
export const DECISION_STATUSES: readonly CommissioningStatus[] = ['approved', 'declined'];

export function canMove(from: CommissioningStatus, to: CommissioningStatus): boolean {
  return COMMISSIONING_TRANSITIONS[from].includes(to);
}

export const statusLabel = (status: CommissioningStatus) => choiceLabel(COMMISSIONING_STATUS, status);
