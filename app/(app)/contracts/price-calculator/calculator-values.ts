import type { PriceCalculatorInput, SalesScenarios } from '@/lib/contracts/price-calculator';
import type { PublicationFormat } from '@/lib/contract/enums';
import { minorDigits, toMajor, toMinor } from '@/lib/format';
import type { RoyaltyTerm } from '@/lib/royalties/engine';

/*
 * The calculator's inputs as typed (amounts in the currency's major units, '' while empty) and as
 * `calculatePrice` and a saved scenario hold them (minor units). Pure and zod-free: the browser
 * recomputes on every keystroke.
 */

export type Typed = number | '';

export interface CalculatorValues {
  format: PublicationFormat;
  pageCount: Typed;
  printRun: Typed;
  costKind: 'given' | 'per_page';
  unitCost: Typed;
  perPageRate: Typed;
  fixedCosts: Typed;
  listPrice: Typed;
  averageDiscountPercent: Typed;
  /** Copies sold in each scenario; empty for the default (half, three quarters, all of the run). */
  low: Typed;
  expected: Typed;
  high: Typed;
}

/** What the calculator knows of the contract, read on the server. */
export interface CalculatorContract {
  contractId: number;
  currency: string;
  advance: number;
  /** The formats to price: the contract's, or those its terms name. */
  formats: PublicationFormat[];
  terms: RoyaltyTerm[];
}

const number = (value: Typed) => (value === '' ? Number.NaN : value);
/** Major units → minor, keeping fractions (a cost per page of 0.9 cents). */
const fractionalMinor = (value: Typed, currency: string) =>
  Math.round(number(value) * 10 ** minorDigits(currency) * 1e6) / 1e6;
const minor = (value: Typed, currency: string) => (value === '' ? Number.NaN : toMinor(value, currency));

/** The copies of each scenario, when any was typed; the others keep their defaults. */
export function typedScenarios(
  values: CalculatorValues,
  defaults: SalesScenarios,
): SalesScenarios | undefined {
  if (values.low === '' && values.expected === '' && values.high === '') return undefined;
  const or = (typed: Typed, fallback: number) => (typed === '' ? fallback : typed);
  return {
    low: or(values.low, defaults.low),
    expected: or(values.expected, defaults.expected),
    high: or(values.high, defaults.high),
  };
}

export function calculatorInput(
  values: CalculatorValues,
  contract: CalculatorContract,
  scenarios?: SalesScenarios,
): PriceCalculatorInput {
  const { currency } = contract;
  return {
    format: values.format,
    channel: null,
    pageCount: number(values.pageCount),
    printRun: number(values.printRun),
    cost:
      values.costKind === 'given'
        ? { kind: 'given', unitCost: minor(values.unitCost, currency) }
        : {
            kind: 'per_page',
            perPageRate: fractionalMinor(values.perPageRate, currency),
            fixedCosts: minor(values.fixedCosts, currency),
          },
    listPrice: minor(values.listPrice, currency),
    averageDiscountPercent: number(values.averageDiscountPercent),
    terms: contract.terms,
    advance: contract.advance,
    ...(scenarios ? { scenarios } : {}),
  };
}

/** A house hardback to start from: 320 pages, 3,000 copies at 0.9 cents a page plus 4,500 of fixed costs. */
export function startingValues(contract: CalculatorContract): CalculatorValues {
  return {
    format: contract.formats[0] ?? 'BB',
    pageCount: 320,
    printRun: 3000,
    costKind: 'per_page',
    unitCost: 3,
    perPageRate: 0.009,
    fixedCosts: 4500,
    listPrice: 20,
    averageDiscountPercent: 45,
    low: '',
    expected: '',
    high: '',
  };
}

/** The values to type again from a saved scenario's inputs. */
export function valuesOf(input: PriceCalculatorInput, currency: string): CalculatorValues {
  const major = (amount: number) => toMajor(amount, currency);
  const { cost, scenarios } = input;
  return {
    format: input.format,
    pageCount: input.pageCount,
    printRun: input.printRun,
    costKind: cost.kind,
    unitCost: cost.kind === 'given' ? major(cost.unitCost) : '',
    perPageRate:
      cost.kind === 'per_page'
        ? Math.round((cost.perPageRate / 10 ** minorDigits(currency)) * 1e8) / 1e8
        : '',
    fixedCosts: cost.kind === 'per_page' ? major(cost.fixedCosts) : '',
    listPrice: major(input.listPrice),
    averageDiscountPercent: input.averageDiscountPercent,
    low: scenarios?.low ?? '',
    expected: scenarios?.expected ?? '',
    high: scenarios?.high ?? '',
  };
}
