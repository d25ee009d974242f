import type { ExpenseStatus } from '@/lib/contract/enums';

/*
 * An expense's life, as plain data for the API and the page's buttons alike: submitted, then approved
 * or rejected by someone holding the Approve level, an approved one paid; a rejected one may be
 * corrected and submitted again. Only approved (and so paid) expenses count in reports.
 */

export const EXPENSE_MOVES: Record<ExpenseStatus, readonly ExpenseStatus[]> = {
  submitted: ['approved', 'rejected'],
  approved: ['paid'],
  rejected: ['submitted'],
  paid: [],
};

/** The moves that are decisions: they need the Approve level and record who decided and when. */
export const EXPENSE_DECISIONS: readonly ExpenseStatus[] = ['approved', 'rejected'];

/** What an expense may still be edited in: once approved, it is what was agreed. */
export const EDITABLE_EXPENSE_STATUSES: readonly ExpenseStatus[] = ['submitted', 'rejected'];

/** The expenses that count in reports and totals. */
export const COUNTED_EXPENSE_STATUSES: readonly ExpenseStatus[] = ['approved', 'paid'];

export const MAX_REJECTION_REASON = 500;

export function canMoveExpense(from: ExpenseStatus, to: ExpenseStatus): boolean {
  return EXPENSE_MOVES[from].includes(to);
}

/** The button that makes each move. */
export const EXPENSE_MOVE_LABELS: Record<ExpenseStatus, string> = {
  approved: 'Approve',
  rejected: 'Reject',
  paid: 'Mark paid',
  submitted: 'Submit again',
};
