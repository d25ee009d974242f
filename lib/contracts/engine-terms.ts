import type { RoyaltyTerm as ContractRoyaltyTerm } from '@/lib/areas/contract-terms';
import { tiersFromSteps, type RoyaltyTerm } from '@/lib/royalties/engine';

/**
 * A contract's royalty terms as the royalty engine and the price calculator read them: each
 * escalator step runs until the next one starts. Zod-free, for the browser's calculator.
 */
export function engineTerms(terms: readonly ContractRoyaltyTerm[]): RoyaltyTerm[] {
  return terms.map((term, index) => ({
    // Unique within the contract, in the contract's own order: what a statement line names.
    id: `term-${index + 1}`,
    format: term.format,
    channel: term.channel,
    basis: term.basis,
    tiers: tiersFromSteps(term.escalators),
    ...(term.highDiscount ? { highDiscount: term.highDiscount } : {}),
  }));
}
