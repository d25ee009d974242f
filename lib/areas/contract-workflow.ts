import { CONTRACT_STATUS, choiceLabel } from '@/lib/contract/choices';
import type { ContractStatus } from '@/lib/contract/enums';
import type { ContractValues } from './contracts';

/*
 * A contract's life as plain data, for the API that enforces it and the buttons and form that offer
 * it; the declaration (`contracts.ts`) holds the schemas.
 */

/**
 * draft → sent → signed → active → ended or reverted. A sent contract can come back to draft for
 * changes; a signed one can end, or its rights revert, before it is ever active. Ended and reverted
 * are final.
 */
export const CONTRACT_TRANSITIONS: Record<ContractStatus, readonly ContractStatus[]> = {
  draft: ['sent'],
  sent: ['signed', 'draft'],
  signed: ['active', 'ended', 'reverted'],
  active: ['ended', 'reverted'],
  ended: [],
  reverted: [],
};

/** Moves that bind the firm, which need `rights.sign` (Approve) rather than Edit. */
export const BINDING_STATUSES: readonly ContractStatus[] = ['signed', 'ended', 'reverted'];

/** From signature on, the terms change only by amendment. */
export const LOCKED_STATUSES: readonly ContractStatus[] = ['signed', 'active', 'ended', 'reverted'];

/** Statuses in which an amendment can still be made: a contract that has ended is history. */
export const AMENDABLE_STATUSES: readonly ContractStatus[] = ['signed', 'active'];

/** The statuses that close a contract, and date it ended. */
export const CLOSING_STATUSES: readonly ContractStatus[] = ['ended', 'reverted'];

/** The fields that say which contract it is: fixed once it is signed, even by an amendment. */
export const IDENTITY_FIELDS = [
  'reference',
  'commissioningId',
] as const satisfies readonly (keyof ContractValues)[];

/**
 * The terms: locked from signature, changed only by an amendment. The rest of the record (the notes,
 * the linked publications, when each instalment fell due and was paid) is administration.
 */
export const TERM_FIELDS = [
  'type',
  'parties',
  'territory',
  'territories',
  'languages',
  'formats',
  'rightsGranted',
  'termYears',
  'reversionConditions',
  'deliveryDate',
  'optionOnNextWork',
  'optionTerms',
  'advanceAmount',
  'currency',
  'instalments',
  'royaltyTerms',
  'reservePercent',
  'reservePeriods',
  'subrights',
] as const satisfies readonly (keyof ContractValues)[];
export type TermField = (typeof TERM_FIELDS)[number];

export function canMoveContract(from: ContractStatus, to: ContractStatus): boolean {
  return CONTRACT_TRANSITIONS[from].includes(to);
}

export const isLocked = (status: ContractStatus) => LOCKED_STATUSES.includes(status);

export const contractStatusLabel = (status: ContractStatus) => choiceLabel(CONTRACT_STATUS, status);
