import { z } from 'zod';
import type { PriceCalculatorInput } from '@/lib/contracts/price-calculator';
import { ORDER_CHANNELS, PUBLICATION_FORMATS, ROYALTY_BASES } from './enums';
import { requiredText } from './resource';
import { safeText } from './safe-input';

/*
 * Price calculator scenarios saved to a contract, and the contract's actual sales to compare them
 * with. `inputs` is the calculator's own input (`lib/contracts/price-calculator.ts`); this schema checks
 * its shape and bounds, and the API then asks the calculator whether it can work the figures out.
 */

const MAX_COPIES = 100_000_000;
const MAX_MONEY = 1_000_000_000_00;
const MAX_TERMS = 40;
const MAX_TIERS = 10;

const wholeCopies = (what: string, min = 0) =>
  z
    .number({ error: `Enter ${what}` })
    .int(`Enter ${what} as a whole number`)
    .min(min, `Enter ${what} from ${min}`)
    .max(MAX_COPIES, `Enter fewer ${what}`);

const cents = (what: string) =>
  z
    .number({ error: `Enter ${what}` })
    .int(`Enter ${what} in minor units (cents)`)
    .min(0, `Enter ${what} from 0`)
    .max(MAX_MONEY, `Enter a smaller ${what}`);

const percent = (what: string) =>
  z
    .number({ error: `Enter ${what}` })
    .min(0, `Enter ${what} from 0 to 100%`)
    .max(100, `Enter ${what} from 0 to 100%`);

const tierSchema = z.object({
  fromUnits: wholeCopies('the copies a rate starts from'),
  toUnits: wholeCopies('the copies a rate ends at').nullable(),
  ratePercent: percent('the rate'),
});

const termSchema = z.object({
  id: safeText().min(1).max(40),
  format: z.enum(PUBLICATION_FORMATS).nullable(),
  channel: z.enum(ORDER_CHANNELS).nullable(),
  basis: z.enum(ROYALTY_BASES),
  tiers: z.array(tierSchema).min(1, 'Give the rate').max(MAX_TIERS, `At most ${MAX_TIERS} steps`),
  highDiscount: z
    .object({ minDiscountPercent: percent('the discount'), ratePercent: percent('the rate') })
    .optional(),
  countsTowardEscalator: z.boolean().optional(),
});

const costSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('given'), unitCost: cents('the unit cost') }),
  z.object({
    kind: z.literal('per_page'),
    /** Cents per page, fractions allowed (0.8 of a cent a page). */
    perPageRate: z
      .number({ error: 'Enter the cost per page' })
      .min(0, 'Enter the cost per page from 0')
      .max(MAX_MONEY, 'Enter a smaller cost per page'),
    fixedCosts: cents('the fixed costs'),
  }),
]);

export const priceCalculatorInputSchema = z.object({
  format: z.enum(PUBLICATION_FORMATS, { error: 'Choose a format' }),
  channel: z.enum(ORDER_CHANNELS).nullable().optional(),
  pageCount: wholeCopies('the page count'),
  printRun: wholeCopies('the print run', 1),
  cost: costSchema,
  listPrice: cents('the list price'),
  averageDiscountPercent: percent('the average discount'),
  terms: z.array(termSchema).max(MAX_TERMS, `At most ${MAX_TERMS} royalty terms`),
  advance: cents('the advance'),
  scenarios: z
    .object({
      low: wholeCopies('the copies sold'),
      expected: wholeCopies('the copies sold'),
      high: wholeCopies('the copies sold'),
    })
    .optional(),
}) satisfies z.ZodType<PriceCalculatorInput>;

export const priceScenarioCreateSchema = z.object({
  name: requiredText(120, 'Name the scenario'),
  inputs: priceCalculatorInputSchema,
});
export type PriceScenarioCreate = z.infer<typeof priceScenarioCreateSchema>;

export const priceScenarioSchema = z.object({
  scenarioId: z.number().int(),
  name: z.string(),
  inputs: priceCalculatorInputSchema,
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type PriceScenario = z.infer<typeof priceScenarioSchema>;

/** What the contract's publications actually sold, for comparing a scenario with. */
export const contractSalesSchema = z.object({
  /** The contract's; every amount is in its minor units. */
  currency: z.string(),
  formats: z.array(
    z.object({
      format: z.enum(PUBLICATION_FORMATS),
      unitsSold: z.number().int(),
      unitsReturned: z.number().int(),
      netReceipts: z.number().int(),
    }),
  ),
  totalUnits: z.number().int(),
  totalNetReceipts: z.number().int(),
});
export type ContractSales = z.infer<typeof contractSalesSchema>;
