/**
 * The profit and loss of a title under a contract, for the price calculator. Pure and quick: the
 * screen recomputes it on every keystroke. Royalties come from the contract's terms through the
 * royalty engine's own term lookup and tier arithmetic, so the calculator and the statements agree.
 *
 * Cost model: the printer bills the whole print run (fixed costs plus a cost per copy printed), and
 * copies sold beyond the run are reprinted at the cost per copy. The author is paid the larger of the
 * advance and the royalties earned. Profit at N copies sold is therefore
 *   N × revenue per copy − (fixed + cost per copy × max(N, print run)) − max(advance, royalties(N)).
 *
 * Rounding: net receipts per copy, the cost per copy and each tier's royalty per copy are rounded to
 * the cent once (half away from zero, as in the engine), and every total is copies × those figures;
 * a projection per copy, where statements round per line.
 */
import type { OrderChannel, PublicationFormat, RoyaltyBasis } from '@/lib/contract/enums';
import {
  checkTerms,
  countsTowardEscalator,
  findTerm,
  isHighDiscount,
  tierSlices,
  type RoyaltyTerm,
} from '@/lib/royalties/engine';
import { decimal, multiplyAndRound, percentOf, roundHalfUp } from '@/lib/royalties/money';
import {
  breakEvenCopies,
  earnOutCopies,
  scenarioResult,
  type ProfitModel,
  type ScenarioFigures,
} from './price-calculator-curve';

export type UnitCostInput =
  /** The cost per copy printed, fixed costs included. */
  | { kind: 'given'; unitCost: number }
  /** Priced per page (cents, fractions allowed) plus fixed costs (cents) spread over the print run. */
  | { kind: 'per_page'; perPageRate: number; fixedCosts: number };

export interface SalesScenarios {
  low: number;
  expected: number;
  high: number;
}

export interface PriceCalculatorInput {
  format: PublicationFormat;
  /** The channel whose terms apply; none for home sales under the format's general terms. */
  channel?: OrderChannel | null;
  pageCount: number;
  printRun: number;
  cost: UnitCostInput;
  listPrice: number;
  averageDiscountPercent: number;
  terms: readonly RoyaltyTerm[];
  advance: number;
  /** Copies sold in each scenario; by default half, three quarters and all of the print run. */
  scenarios?: SalesScenarios;
}

/** The royalty on copies from `fromUnits` to `toUnits`: one per escalator tier, or one for all copies. */
export interface RoyaltyStep {
  fromUnits: number;
  toUnits: number | null;
  rule: 'escalator' | 'high_discount';
  basis: RoyaltyBasis;
  ratePercent: number;
  royaltyPerCopy: number;
  /** Revenue per copy − unit cost − royalty per copy. */
  grossMarginPerCopy: number;
}

export type ScenarioResult = ScenarioFigures;

export interface PriceCalculation {
  revenuePerCopy: number;
  /** Cost per copy printed without the fixed costs: what a reprinted copy costs. */
  costPerCopyPrinted: number;
  fixedCosts: number;
  /** The print run's cost spread over its copies. */
  unitCost: number;
  printRunCost: number;
  royaltySteps: RoyaltyStep[];
  /** At the first step's rate. */
  grossMarginPerCopy: number;
  /** Copies to sell to cover the print run, the fixed costs and the advance; null if never. */
  breakEvenCopies: number | null;
  breakEvenWithinPrintRun: boolean;
  /** Copies whose royalties earn out the advance; 0 without one, null if never. */
  earnOutCopies: number | null;
  scenarios: ScenarioResult[];
}

export interface PriceIssue {
  field: keyof PriceCalculatorInput;
  message: string;
}

export type PriceCalculatorResult =
  { ok: true; value: PriceCalculation } | { ok: false; issues: PriceIssue[] };

const isWhole = (value: number, min: number) => Number.isSafeInteger(value) && value >= min;

function checkInput(input: PriceCalculatorInput): PriceIssue[] {
  const issues: PriceIssue[] = [];
  const need = (ok: boolean, field: PriceIssue['field'], message: string) => {
    if (!ok) issues.push({ field, message });
  };
  need(isWhole(input.printRun, 1), 'printRun', 'The print run should be a whole number above 0.');
  need(isWhole(input.pageCount, 0), 'pageCount', 'The page count should be a whole number.');
  need(isWhole(input.listPrice, 0), 'listPrice', 'The list price should be whole cents.');
  const discount = input.averageDiscountPercent;
  need(
    Number.isFinite(discount) && discount >= 0 && discount <= 100,
    'averageDiscountPercent',
    'The discount should be 0–100%.',
  );
  need(isWhole(input.advance, 0), 'advance', 'The advance should be whole cents.');
  const { cost } = input;
  if (cost.kind === 'given') need(isWhole(cost.unitCost, 0), 'cost', 'The unit cost should be whole cents.');
  else {
    need(
      Number.isFinite(cost.perPageRate) && cost.perPageRate >= 0,
      'cost',
      'The per-page rate should be 0 or more.',
    );
    need(isWhole(cost.fixedCosts, 0), 'cost', 'The fixed costs should be whole cents.');
  }
  for (const message of checkTerms(input.terms)) need(false, 'terms', `${message}.`);
  const term = findTerm(input.terms, input.format, input.channel ?? null);
  need(term !== undefined, 'terms', `The contract has no royalty term for ${input.format}.`);
  const scenarios = input.scenarios;
  if (scenarios) {
    const whole = [scenarios.low, scenarios.expected, scenarios.high].every((copies) => isWhole(copies, 0));
    need(whole, 'scenarios', 'Each scenario should be a whole number of copies.');
  }
  return issues;
}

/** What the title earns the author per copy, step by step, under the term that applies to it. */
function royaltySteps(
  term: RoyaltyTerm,
  input: PriceCalculatorInput,
  revenuePerCopy: number,
  unitCost: number,
) {
  const step = (
    rule: RoyaltyStep['rule'],
    basis: RoyaltyBasis,
    ratePercent: number,
    fromUnits: number,
    toUnits: number | null,
  ): RoyaltyStep => {
    const royaltyPerCopy = percentOf(basis === 'list_price' ? input.listPrice : revenuePerCopy, ratePercent);
    const grossMarginPerCopy = revenuePerCopy - unitCost - royaltyPerCopy;
    return { fromUnits, toUnits, rule, basis, ratePercent, royaltyPerCopy, grossMarginPerCopy };
  };
  if (term.highDiscount && isHighDiscount(term, input.averageDiscountPercent)) {
    return [step('high_discount', 'net_receipts', term.highDiscount.ratePercent, 0, null)];
  }
  if (!countsTowardEscalator(term)) {
    // Such copies never move the escalator, so every one of them earns the rate of the first.
    const first = tierSlices(term.tiers, 0, 1)[0]?.tier;
    return first ? [step('escalator', term.basis, first.ratePercent, 0, null)] : [];
  }
  return term.tiers.map((tier) =>
    step('escalator', term.basis, tier.ratePercent, tier.fromUnits, tier.toUnits),
  );
}

/** The title's P&L, or the reasons it cannot be worked out yet (each with the field to show it beside). */
export function calculatePrice(input: PriceCalculatorInput): PriceCalculatorResult {
  const issues = checkInput(input);
  const term = findTerm(input.terms, input.format, input.channel ?? null);
  if (issues.length > 0 || !term) return { ok: false, issues };

  const discount = decimal(input.averageDiscountPercent);
  const scale = 100n * discount.denominator;
  const revenuePerCopy = roundHalfUp(BigInt(input.listPrice) * (scale - discount.numerator), scale);
  const { cost, printRun } = input;
  const costPerCopyPrinted =
    cost.kind === 'given' ? cost.unitCost : multiplyAndRound(input.pageCount, cost.perPageRate);
  const fixedCosts = cost.kind === 'given' ? 0 : cost.fixedCosts;
  const printRunCost = fixedCosts + costPerCopyPrinted * printRun;
  const unitCost = roundHalfUp(BigInt(printRunCost), BigInt(printRun));
  const steps = royaltySteps(term, input, revenuePerCopy, unitCost);

  const model: ProfitModel = {
    revenuePerCopy,
    costPerCopyPrinted,
    fixedCosts,
    printRun,
    advance: input.advance,
    steps,
  };
  const breakEven = breakEvenCopies(model);
  const scenarios = input.scenarios ?? {
    low: Math.round(printRun / 2),
    expected: Math.round((printRun * 3) / 4),
    high: printRun,
  };
  return {
    ok: true,
    value: {
      revenuePerCopy,
      costPerCopyPrinted,
      fixedCosts,
      unitCost,
      printRunCost,
      royaltySteps: steps,
      grossMarginPerCopy: steps[0]?.grossMarginPerCopy ?? revenuePerCopy - unitCost,
      breakEvenCopies: breakEven,
      breakEvenWithinPrintRun: breakEven !== null && breakEven <= printRun,
      earnOutCopies: earnOutCopies(steps, input.advance),
      scenarios: (['low', 'expected', 'high'] as const).map((name) =>
        scenarioResult(model, name, scenarios[name]),
      ),
    },
  };
}
