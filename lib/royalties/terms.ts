import type { OrderChannel, PublicationFormat, RoyaltyBasis } from '@/lib/contract/enums';
import { compareDecimals } from './money';

/** One step of an escalator: the rate for copies `fromUnits` (inclusive) to `toUnits` (exclusive). */
export interface RateTier {
  fromUnits: number;
  /** Null for the open-ended top tier. */
  toUnits: number | null;
  ratePercent: number;
}

/** Deep-discount sales earn their own (lower) rate, always on net receipts. */
export interface HighDiscountRule {
  /** Sales at this discount or more fall under the rule. */
  minDiscountPercent: number;
  ratePercent: number;
}

/** How one format (or every format), sold through one channel (or every channel), earns royalties. */
export interface RoyaltyTerm {
  /** Names the term on statement lines; unique within the contract. */
  id: string;
  /** Null: every format without a term of its own. */
  format: PublicationFormat | null;
  /** Null: every channel without a term of its own. */
  channel: OrderChannel | null;
  basis: RoyaltyBasis;
  /** The escalator; a flat rate is one tier from 0 with `toUnits: null`. */
  tiers: readonly RateTier[];
  highDiscount?: HighDiscountRule;
  /**
   * Whether copies sold under this term move the format's escalator. Defaults to true for a term
   * without a channel (home sales) and false for a channel's own rule (export, say), because
   * thresholds count gross home copies only.
   */
  countsTowardEscalator?: boolean;
}

export const countsTowardEscalator = (term: RoyaltyTerm): boolean =>
  term.countsTowardEscalator ?? term.channel === null;

/**
 * The term for a sale: the most specific match wins, a channel's own rule before a format's (an
 * export rule is the exception to a format's home terms, not the other way round).
 */
export function findTerm(
  terms: readonly RoyaltyTerm[],
  format: PublicationFormat,
  channel: OrderChannel | null,
): RoyaltyTerm | undefined {
  let best: RoyaltyTerm | undefined;
  let bestScore = -1;
  for (const term of terms) {
    if (term.format !== null && term.format !== format) continue;
    if (term.channel !== null && term.channel !== channel) continue;
    const score = (term.channel === null ? 0 : 2) + (term.format === null ? 0 : 1);
    if (score > bestScore) {
      best = term;
      bestScore = score;
    }
  }
  return best;
}

export const isHighDiscount = (term: RoyaltyTerm, discountPercent: number): boolean =>
  term.highDiscount !== undefined &&
  compareDecimals(discountPercent, term.highDiscount.minDiscountPercent) >= 0;

/** The part of a run of copies that falls in one tier. */
export interface TierSlice<Tier extends RateTier = RateTier> {
  tierIndex: number;
  tier: Tier;
  units: number;
}

/**
 * Splits `units` copies, sold after `unitsBefore` copies to date, across the escalator: the copy at
 * position p (counting from 0) earns the rate of the tier with fromUnits ≤ p < toUnits.
 */
export function tierSlices<Tier extends RateTier>(
  tiers: readonly Tier[],
  unitsBefore: number,
  units: number,
): TierSlice<Tier>[] {
  const slices: TierSlice<Tier>[] = [];
  const end = unitsBefore + units;
  tiers.forEach((tier, tierIndex) => {
    const from = Math.max(unitsBefore, tier.fromUnits);
    const to = Math.min(end, tier.toUnits ?? Number.POSITIVE_INFINITY);
    if (to > from) slices.push({ tierIndex, tier, units: to - from });
  });
  return slices;
}

/**
 * Tiers from escalator steps stored as thresholds only (each step runs until the next one starts), in
 * the order the contract lists them.
 */
export function tiersFromSteps(steps: readonly { fromUnits: number; ratePercent: number }[]): RateTier[] {
  return steps.map((step, index) => ({
    fromUnits: step.fromUnits,
    toUnits: steps[index + 1]?.fromUnits ?? null,
    ratePercent: step.ratePercent,
  }));
}

const validPercent = (value: number) => Number.isFinite(value) && value >= 0 && value <= 100;
const validCount = (value: number) => Number.isSafeInteger(value) && value >= 0;

/** Why an escalator cannot be read, or nothing: tiers start at 0, follow on without gaps, end open. */
export function checkTiers(tiers: readonly RateTier[]): string[] {
  if (tiers.length === 0) return ['has no tiers'];
  const issues: string[] = [];
  let expectedFrom = 0;
  tiers.forEach((tier, index) => {
    const name = `tier ${index + 1}`;
    if (!validCount(tier.fromUnits) || tier.fromUnits !== expectedFrom) {
      issues.push(`${name} should start at ${expectedFrom} copies`);
    }
    if (!validPercent(tier.ratePercent)) issues.push(`${name} has a rate outside 0–100%`);
    const last = index === tiers.length - 1;
    if (last && tier.toUnits !== null) issues.push(`${name}, the last, should be open-ended`);
    if (!last && (tier.toUnits === null || !validCount(tier.toUnits) || tier.toUnits <= tier.fromUnits)) {
      issues.push(`${name} should end above its start`);
    }
    expectedFrom = tier.toUnits ?? expectedFrom;
  });
  return issues;
}

/** Every reason a contract's royalty terms cannot be applied, or nothing. */
export function checkTerms(terms: readonly RoyaltyTerm[]): string[] {
  const issues: string[] = [];
  const seen = new Set<string>();
  for (const term of terms) {
    const name = `Term ${term.id}`;
    const scope = `${term.format ?? '*'}|${term.channel ?? '*'}`;
    if (seen.has(scope)) issues.push(`${name} repeats another term's format and channel`);
    seen.add(scope);
    for (const issue of checkTiers(term.tiers)) issues.push(`${name} ${issue}`);
    const rule = term.highDiscount;
    if (rule && (!validPercent(rule.minDiscountPercent) || !validPercent(rule.ratePercent))) {
      issues.push(`${name} has a high-discount rule outside 0–100%`);
    }
  }
  if (new Set(terms.map((term) => term.id)).size !== terms.length) issues.push('Term ids repeat');
  return issues;
}
