/**
 * How profit moves with copies sold, for the price calculator. Every figure is whole cents per copy,
 * so between breakpoints (a tier's threshold, the end of the print run, the copy that earns out the
 * advance) profit is a straight line and the break-even copy is found by division, not by trying
 * copy after copy.
 */
import { tierSlices, type RateTier } from '@/lib/royalties/engine';

export type PricedTier = RateTier & { royaltyPerCopy: number };

export interface ProfitModel {
  revenuePerCopy: number;
  costPerCopyPrinted: number;
  fixedCosts: number;
  printRun: number;
  advance: number;
  steps: readonly PricedTier[];
}

/** Royalties on the first `copies` copies, tier by tier. */
export function royaltiesFor(steps: readonly PricedTier[], copies: number): number {
  return tierSlices(steps, 0, copies).reduce(
    (sum, slice) => sum + slice.units * slice.tier.royaltyPerCopy,
    0,
  );
}

const productionCost = (model: ProfitModel, copies: number) =>
  model.fixedCosts + model.costPerCopyPrinted * Math.max(copies, model.printRun);

export function profitAt(model: ProfitModel, copies: number): number {
  const royalties = royaltiesFor(model.steps, copies);
  return copies * model.revenuePerCopy - productionCost(model, copies) - Math.max(model.advance, royalties);
}

/** The fewest copies whose royalties reach the advance: 0 without one, null if they never do. */
export function earnOutCopies(steps: readonly PricedTier[], advance: number): number | null {
  let earned = 0;
  for (const step of steps) {
    const still = advance - earned;
    if (still <= 0) return step.fromUnits;
    if (step.royaltyPerCopy > 0) {
      const needed = step.fromUnits + Math.ceil(still / step.royaltyPerCopy);
      if (step.toUnits === null || needed <= step.toUnits) return needed;
    }
    if (step.toUnits === null) return null;
    earned += (step.toUnits - step.fromUnits) * step.royaltyPerCopy;
  }
  return advance <= 0 ? 0 : null;
}

/** The fewest copies at which profit is zero or more; null if no number of copies gets there. */
export function breakEvenCopies(model: ProfitModel): number | null {
  const earnOut = earnOutCopies(model.steps, model.advance);
  const points = new Set<number>([0, model.printRun]);
  for (const step of model.steps) {
    points.add(step.fromUnits);
    if (step.toUnits !== null) points.add(step.toUnits);
  }
  if (earnOut !== null) points.add(earnOut);
  const sorted = [...points].sort((a, b) => a - b);

  for (const [index, start] of sorted.entries()) {
    const end = sorted[index + 1] ?? Number.POSITIVE_INFINITY;
    const profit = profitAt(model, start);
    if (profit >= 0) return start;
    // The copy after `start` adds the same to profit as every other copy up to `end`.
    const slope = profitAt(model, start + 1) - profit;
    if (slope <= 0) continue;
    const copies = start + Math.ceil(-profit / slope);
    if (copies < end) return copies;
  }
  return null;
}

export interface ScenarioFigures {
  name: 'low' | 'expected' | 'high';
  copies: number;
  revenue: number;
  productionCost: number;
  royalties: number;
  authorCost: number;
  profit: number;
}

export function scenarioResult(
  model: ProfitModel,
  name: ScenarioFigures['name'],
  copies: number,
): ScenarioFigures {
  const royalties = royaltiesFor(model.steps, copies);
  const revenue = copies * model.revenuePerCopy;
  const production = productionCost(model, copies);
  const authorCost = Math.max(model.advance, royalties);
  return {
    name,
    copies,
    revenue,
    productionCost: production,
    royalties,
    authorCost,
    profit: revenue - production - authorCost,
  };
}
