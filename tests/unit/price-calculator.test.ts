import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculatePrice,
  type PriceCalculation,
  type PriceCalculatorInput,
} from '@/lib/contracts/price-calculator';
import { profitAt } from '@/lib/contracts/price-calculator-curve';
import { computeRoyaltyStatement, initialRoyaltyState, type RoyaltyTerm } from '@/lib/royalties/engine';
import { WORKED_HARDBACK } from '../support/royalty-terms';

const STEEP: RoyaltyTerm = {
  id: 'steep',
  format: 'BC',
  channel: null,
  basis: 'list_price',
  tiers: [
    { fromUnits: 0, toUnits: 1000, ratePercent: 10 },
    { fromUnits: 1000, toUnits: null, ratePercent: 15 },
  ],
};

/** A €20 hardback of 320 pages: 3,000 copies at 0.9 cents a page plus €4,500 of fixed costs, €5,000 advance. */
const HARDBACK_TITLE: PriceCalculatorInput = {
  format: 'BB',
  pageCount: 320,
  printRun: 3000,
  cost: { kind: 'per_page', perPageRate: 0.9, fixedCosts: 450_000 },
  listPrice: 2000,
  averageDiscountPercent: 45,
  terms: [WORKED_HARDBACK],
  advance: 500_000,
};

function calculation(input: PriceCalculatorInput): PriceCalculation {
  const result = calculatePrice(input);
  if (!result.ok) throw new Error(`Unexpected issues: ${JSON.stringify(result.issues)}`);
  return result.value;
}

describe('calculatePrice: costs, revenue and royalties per copy', () => {
  const value = calculation(HARDBACK_TITLE);

  it('spreads the fixed costs over the print run', () => {
    expect(value).toMatchObject({
      revenuePerCopy: 1100, // €20 less 45%
      costPerCopyPrinted: 288, // 320 pages × 0.9 cents
      fixedCosts: 450_000,
      printRunCost: 1_314_000, // 4,500 + 3,000 × 2.88
      unitCost: 438, // 13,140 / 3,000
    });
  });

  it('gives the royalty and the gross margin per copy for each tier of the escalator', () => {
    expect(value.royaltySteps).toEqual([
      {
        fromUnits: 0,
        toUnits: 5000,
        rule: 'escalator',
        basis: 'list_price',
        ratePercent: 10,
        royaltyPerCopy: 200,
        grossMarginPerCopy: 462, // 11.00 − 4.38 − 2.00
      },
      {
        fromUnits: 5000,
        toUnits: null,
        rule: 'escalator',
        basis: 'list_price',
        ratePercent: 12.5,
        royaltyPerCopy: 250,
        grossMarginPerCopy: 412,
      },
    ]);
    expect(value.grossMarginPerCopy).toBe(462);
  });

  it('finds the copies that earn out the advance and the break-even', () => {
    // 5,000 / 2.00 a copy = 2,500 copies.
    expect(value.earnOutCopies).toBe(2500);
    // Before earn-out the author costs the advance: 11.00 N ≥ 13,140 + 5,000 → N ≥ 1,649.09.
    expect(value.breakEvenCopies).toBe(1650);
    expect(value.breakEvenWithinPrintRun).toBe(true);
  });

  it('works out profit at half, three quarters and all of the print run by default', () => {
    expect(value.scenarios).toEqual([
      {
        name: 'low',
        copies: 1500,
        revenue: 1_650_000,
        productionCost: 1_314_000,
        royalties: 300_000,
        authorCost: 500_000,
        profit: -164_000,
      },
      {
        name: 'expected',
        copies: 2250,
        revenue: 2_475_000,
        productionCost: 1_314_000,
        royalties: 450_000,
        authorCost: 500_000,
        profit: 661_000,
      },
      {
        name: 'high',
        copies: 3000,
        revenue: 3_300_000,
        productionCost: 1_314_000,
        royalties: 600_000,
        authorCost: 600_000,
        profit: 1_386_000,
      },
    ]);
  });

  it('reprints copies sold beyond the run at the cost per copy, and crosses the escalator', () => {
    const scenarios = calculation({
      ...HARDBACK_TITLE,
      scenarios: { low: 0, expected: 4000, high: 6000 },
    }).scenarios;
    expect(scenarios.map((s) => [s.copies, s.productionCost, s.royalties, s.profit])).toEqual([
      [0, 1_314_000, 0, -1_814_000],
      [4000, 1_602_000, 800_000, 1_998_000], // 4,500 + 4,000 × 2.88; royalties over the advance
      [6000, 2_178_000, 1_250_000, 3_172_000], // 5,000 × 2.00 + 1,000 × 2.50
    ]);
  });

  it('projects the same royalties as the engine’s statement for the same copies', () => {
    const statement = computeRoyaltyStatement(
      { currency: 'EUR', terms: [WORKED_HARDBACK], subsidiaryShares: {}, reservePercent: 0 },
      {
        id: 'P',
        sales: [
          {
            id: 's',
            format: 'BB',
            channel: 'trade',
            units: 6000,
            currency: 'EUR',
            unitListPrice: 2000,
            unitNetReceipts: 1100,
            discountPercent: 45,
          },
        ],
      },
      initialRoyaltyState(),
    );
    expect(statement.salesTotal).toBe(1_250_000);
  });
});

describe('calculatePrice: break-even across the breakpoints', () => {
  /** A €15 paperback at 50% discount costing €5.00 a copy, 10% then 15% of list, €1,000 advance. */
  const paperback: PriceCalculatorInput = {
    format: 'BC',
    pageCount: 256,
    printRun: 2000,
    cost: { kind: 'given', unitCost: 500 },
    listPrice: 1500,
    averageDiscountPercent: 50,
    terms: [STEEP],
    advance: 100_000,
  };

  it('finds it past the earn-out and the escalator’s threshold', () => {
    const value = calculation(paperback);
    expect(value).toMatchObject({
      revenuePerCopy: 750,
      unitCost: 500,
      printRunCost: 1_000_000,
      fixedCosts: 0,
    });
    expect(value.royaltySteps.map((step) => step.royaltyPerCopy)).toEqual([150, 225]);
    // 1,000 / 1.50 = 666.7 → 667 copies.
    expect(value.earnOutCopies).toBe(667);
    // From 1,000 copies: 7.50 N − 10,000 − (1,500 + 2.25 (N − 1,000)) ≥ 0 → N ≥ 1,761.9.
    expect(value.breakEvenCopies).toBe(1762);
    expect(value.breakEvenWithinPrintRun).toBe(true);
  });

  it('finds it beyond the print run, where each copy costs a reprint', () => {
    const value = calculation({
      ...paperback,
      printRun: 1000,
      pageCount: 200,
      cost: { kind: 'per_page', perPageRate: 1, fixedCosts: 800_000 },
    });
    expect(value).toMatchObject({ costPerCopyPrinted: 200, printRunCost: 1_000_000, unitCost: 1000 });
    expect(value.grossMarginPerCopy).toBe(-400);
    // Beyond 1,000: each copy adds 7.50 − 2.00 − 2.25 = 3.25 to a loss of 4,000 → 1,230.8 more copies.
    expect(value.breakEvenCopies).toBe(2231);
    expect(value.breakEvenWithinPrintRun).toBe(false);
  });

  it('says never when no number of copies covers the costs', () => {
    const value = calculation({
      ...HARDBACK_TITLE,
      cost: { kind: 'given', unitCost: 500 },
      printRun: 1000,
      listPrice: 1000,
      averageDiscountPercent: 60,
      advance: 0,
    });
    // At 60% the high-discount rule applies to every copy: 10% of the 4.00 received.
    expect(value.royaltySteps).toEqual([
      {
        fromUnits: 0,
        toUnits: null,
        rule: 'high_discount',
        basis: 'net_receipts',
        ratePercent: 10,
        royaltyPerCopy: 40,
        grossMarginPerCopy: -140,
      },
    ]);
    expect(value.earnOutCopies).toBe(0);
    expect(value.breakEvenCopies).toBeNull();
    expect(value.breakEvenWithinPrintRun).toBe(false);
  });

  it('says never for an advance that royalties cannot earn out', () => {
    const free: RoyaltyTerm = { ...STEEP, tiers: [{ fromUnits: 0, toUnits: null, ratePercent: 0 }] };
    const value = calculation({ ...paperback, terms: [free] });
    expect(value.earnOutCopies).toBeNull();
    // 7.50 N ≥ 10,000 + 1,000 → 1,466.7.
    expect(value.breakEvenCopies).toBe(1467);
  });

  it('breaks even at 0 copies when there is nothing to cover', () => {
    const value = calculation({ ...paperback, cost: { kind: 'given', unitCost: 0 }, advance: 0 });
    expect(value.breakEvenCopies).toBe(0);
  });
});

describe('calculatePrice: break-even against copy-by-copy counting', () => {
  it('is the first number of copies whose profit is zero or more', () => {
    const BOUND = 8000;
    const input = fc.record({
      printRun: fc.integer({ min: 1, max: 4000 }),
      unitCost: fc.integer({ min: 0, max: 800 }),
      fixedCosts: fc.integer({ min: 0, max: 500_000 }),
      listPrice: fc.integer({ min: 0, max: 3000 }),
      discount: fc.integer({ min: 0, max: 70 }),
      threshold: fc.integer({ min: 1, max: 5000 }),
      rates: fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 25 })),
      advance: fc.integer({ min: 0, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(input, (draw) => {
        const value = calculation({
          format: 'BB',
          pageCount: 100,
          printRun: draw.printRun,
          cost: { kind: 'per_page', perPageRate: draw.unitCost / 100, fixedCosts: draw.fixedCosts },
          listPrice: draw.listPrice,
          averageDiscountPercent: draw.discount,
          advance: draw.advance,
          terms: [
            {
              ...WORKED_HARDBACK,
              tiers: [
                { fromUnits: 0, toUnits: draw.threshold, ratePercent: draw.rates[0] },
                { fromUnits: draw.threshold, toUnits: null, ratePercent: draw.rates[1] },
              ],
            },
          ],
        });
        const model = { ...value, printRun: draw.printRun, advance: draw.advance, steps: value.royaltySteps };
        let counted: number | null = null;
        for (let copies = 0; copies <= BOUND && counted === null; copies += 1) {
          if (profitAt(model, copies) >= 0) counted = copies;
        }
        if (counted !== null) expect(value.breakEvenCopies).toBe(counted);
        else if (value.breakEvenCopies !== null) expect(value.breakEvenCopies).toBeGreaterThan(BOUND);
      }),
      { numRuns: 150 },
    );
  });
});

describe('calculatePrice: terms and rounding', () => {
  it('keeps a channel’s own escalating rule at its first rate, as its copies never move the escalator', () => {
    const exportTerm: RoyaltyTerm = {
      id: 'export',
      format: null,
      channel: 'export',
      basis: 'net_receipts',
      tiers: [
        { fromUnits: 0, toUnits: 1000, ratePercent: 6 },
        { fromUnits: 1000, toUnits: null, ratePercent: 8 },
      ],
    };
    const value = calculation({ ...HARDBACK_TITLE, channel: 'export', terms: [WORKED_HARDBACK, exportTerm] });
    expect(
      value.royaltySteps.map((step) => [step.fromUnits, step.toUnits, step.ratePercent, step.royaltyPerCopy]),
    ).toEqual([[0, null, 6, 66]]);
  });

  it('rounds net receipts and royalty per copy half up to the cent', () => {
    const value = calculation({
      ...HARDBACK_TITLE,
      listPrice: 1001,
      averageDiscountPercent: 50,
      terms: [
        {
          ...WORKED_HARDBACK,
          basis: 'net_receipts',
          tiers: [{ fromUnits: 0, toUnits: null, ratePercent: 12.5 }],
        },
      ],
    });
    expect(value.revenuePerCopy).toBe(501); // 5.005 → 5.01
    expect(value.royaltySteps[0]?.royaltyPerCopy).toBe(63); // 12.5% of 5.01 = 0.62625 → 0.63
    // 0.85 cents × 333 pages = 283.05 → 2.83 a copy.
    const perPage = calculation({
      ...HARDBACK_TITLE,
      pageCount: 333,
      cost: { kind: 'per_page', perPageRate: 0.85, fixedCosts: 1 },
    });
    expect(perPage.costPerCopyPrinted).toBe(283);
    expect(perPage.unitCost).toBe(283); // (849,001) / 3,000 = 283.0003
  });
});

describe('calculatePrice: inputs it cannot use yet', () => {
  it('names each field to show the problem beside', () => {
    const result = calculatePrice({
      ...HARDBACK_TITLE,
      format: 'EB',
      printRun: 0,
      averageDiscountPercent: 120,
      advance: -1,
      cost: { kind: 'given', unitCost: 1.5 },
      scenarios: { low: 1, expected: 2.5, high: 3 },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.field)).toEqual([
      'printRun',
      'averageDiscountPercent',
      'advance',
      'cost',
      'terms',
      'scenarios',
    ]);
    expect(result.issues.find((issue) => issue.field === 'terms')?.message).toBe(
      'The contract has no royalty term for EB.',
    );
  });

  it('reports terms the engine cannot read', () => {
    const broken: RoyaltyTerm = {
      ...WORKED_HARDBACK,
      tiers: [{ fromUnits: 10, toUnits: null, ratePercent: 10 }],
    };
    const result = calculatePrice({ ...HARDBACK_TITLE, terms: [broken] });
    expect(result).toEqual({
      ok: false,
      issues: [{ field: 'terms', message: 'Term hardback tier 1 should start at 0 copies.' }],
    });
  });
});
