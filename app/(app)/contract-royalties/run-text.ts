import { ROYALTY_RUN_STATUS, choiceLabel, choiceTone } from '@/lib/contract/choices';
import type { RoyaltyRunStatus } from '@/lib/contract/enums';
import { formatDateTime, formatMoney } from '@/lib/format';

/** How a run's status and totals read on the runs, a run and a contract's statements. */

export const runStatus = (status: RoyaltyRunStatus) => ({
  label: choiceLabel(ROYALTY_RUN_STATUS, status),
  tone: choiceTone(ROYALTY_RUN_STATUS, status),
});

/** A draft, or a failed run, is deleted to run its period again. */
export const runDeletable = (status: RoyaltyRunStatus) => status === 'draft' || status === 'failed';

/** What a run pays, one amount per currency: "€2,105.00 · $40.00". */
export function totalsText(totals: readonly { currency: string; amount: number }[]): string {
  if (totals.length === 0) return 'Nothing';
  return totals.map((total) => formatMoney(total.amount, total.currency)).join(' · ');
}

/** Who did something to a run and when: "Approved 12 Jul 2025, 09:00 UTC by Maya Finch". */
export function stamped(what: string, at: string | null, by: string | null): string | null {
  if (!at) return null;
  return `${what} ${formatDateTime(at)}${by ? ` by ${by}` : ''}`;
}
