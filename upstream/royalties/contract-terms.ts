import type { ContractTerms } from '@/lib/areas/contracts';
import {
  tiersFromSteps,
  type PayeeShare,
  type RoyaltyContract,
  type RoyaltyTerm,
} from '@/lib/royalties/engine';

/** A term's name on statement lines: its place in the contract's list. */
export const termKey = (position: number) => `term-${position}`;

/**
 * A contract's terms in force as the engine reads them, with the payment below which its balance
 * waits for the next statement (the contract's as it is now: not a term, so it changes without an
 * amendment).
 */
export function royaltyContractOf(terms: ContractTerms, minimumPayment: number): RoyaltyContract {
  return {
    currency: terms.currency,
    terms: terms.royaltyTerms.map((term, index): RoyaltyTerm => ({
      id: termKey(index + 1),
      format: term.format,
      channel: term.channel,
      basis: term.basis,
      tiers: tiersFromSteps(term.escalators),
      ...(term.highDiscount ? { highDiscount: term.highDiscount } : {}),
    })),
    subsidiaryShares: Object.fromEntries(
      terms.subrights.map((subright) => [subright.right, subright.authorSharePercent]),
    ),
    reservePercent: terms.reservePercent ?? 0,
    reserveReleaseAfterPeriods: terms.reservePeriods ?? 1,
    minimumPayment,
  };
}

/**
 * Who is paid, and their share: the parties with a share above 0 (an agent's is 0), one entry per
 * contact even when a contact holds two roles, in the contract's order.
 */
export function payeesOf(terms: ContractTerms): PayeeShare[] {
  const shares = new Map<string, number>();
  for (const party of terms.parties) {
    if (party.sharePercent <= 0) continue;
    const payeeId = String(party.contactId);
    // Hundredths of a per cent, added as integers so 33.33 + 33.34 stays exact.
    shares.set(payeeId, (shares.get(payeeId) ?? 0) + Math.round(party.sharePercent * 100));
  }
  return [...shares].map(([payeeId, basisPoints]) => ({ payeeId, sharePercent: basisPoints / 100 }));
}
