import { z } from 'zod';
import { ROYALTY_RUN_STATUS } from './choices';
import {
  ORDER_CHANNELS,
  PUBLICATION_FORMATS,
  ROYALTY_BASES,
  ROYALTY_RULES,
  ROYALTY_RUN_STATUSES,
  SUBSIDIARY_RIGHTS,
} from './enums';
import { enumFilter, defineList } from './list-query';
import { requiredDate } from './resource';

/*
 * Royalty runs and their statements (Contract Royalties, `/contract-royalties`): the requests and
 * answers of `royalty-runs` and `royalty-statements`. Money is integer minor units of the statement's
 * currency (the contract's); rates and shares are percentages as numbers (12.5).
 */

/** A run covers at most a year: statements go out at least once a year. */
export const MAX_RUN_DAYS = 366;

export const royaltyRunCreateSchema = z
  .object({
    periodStart: requiredDate('Enter the first day of the period'),
    periodEnd: requiredDate('Enter the last day of the period'),
  })
  .refine((period) => period.periodEnd >= period.periodStart, {
    path: ['periodEnd'],
    message: 'The period ends on or after the day it starts',
  });
export type RoyaltyRunCreate = z.infer<typeof royaltyRunCreateSchema>;

export const royaltyRunList = defineList({
  sortFields: ['periodStart'],
  defaultSort: '-periodStart',
  filters: {
    status: enumFilter('Status', ROYALTY_RUN_STATUSES, ROYALTY_RUN_STATUS.labels),
  },
  searchHint: 'the period’s days (2025, 2025-07)',
});

const amountSchema = z.object({ currency: z.string(), amount: z.number().int() });

export const royaltyRunSummarySchema = z.object({
  runId: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.enum(ROYALTY_RUN_STATUSES),
  statementCount: z.number().int(),
  /** Contracts whose statements could not be drawn; the run's detail says why. */
  heldBackCount: z.number().int(),
  /** What the run pays, per currency, by currency code. */
  totalsPayable: z.array(amountSchema),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
  lockedAt: z.string().nullable(),
  lockedBy: z.string().nullable(),
  /** Why the calculation failed, on a failed run. */
  errorMessage: z.string().nullable(),
  version: z.number().int(),
});
export type RoyaltyRunSummary = z.infer<typeof royaltyRunSummarySchema>;

export const royaltyStatementSummarySchema = z.object({
  statementId: z.number().int(),
  payee: z.object({ contactId: z.number().int(), name: z.string() }),
  contract: z.object({ contractId: z.number().int(), reference: z.string() }),
  sharePercent: z.number(),
  currency: z.string(),
  openingBalance: z.number().int(),
  /** Royalties earned in the period: sales less returns, plus subsidiary income. */
  earned: z.number().int(),
  advancePaid: z.number().int(),
  reserveHeld: z.number().int(),
  reserveReleased: z.number().int(),
  recouped: z.number().int(),
  closingBalance: z.number().int(),
  payable: z.number().int(),
  /** The run's. */
  status: z.enum(ROYALTY_RUN_STATUSES),
});
export type RoyaltyStatementSummary = z.infer<typeof royaltyStatementSummarySchema>;

/** A statement among a contract's, with the run that drew it: the contract's Statements tab. */
export const contractStatementSchema = royaltyStatementSummarySchema.extend({
  runId: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
});
export type ContractStatement = z.infer<typeof contractStatementSchema>;

export const heldBackContractSchema = z.object({
  contractId: z.number().int(),
  reference: z.string(),
  issues: z.array(z.string()),
});
export type HeldBackContract = z.infer<typeof heldBackContractSchema>;

export const royaltyRunSchema = royaltyRunSummarySchema.extend({
  heldBack: z.array(heldBackContractSchema),
});

/** A run's statements (`royalty-runs/{runId}/statements`), by contract reference unless sorted otherwise. */
export const runStatementList = defineList({
  sortFields: ['reference', 'payee', 'payable'],
  defaultSort: 'reference',
  filters: {},
  searchHint: 'contract references and payees',
});
export type RoyaltyRun = z.infer<typeof royaltyRunSchema>;

// ---------------------------------------------------------------------------------------------
// One statement, every figure

const copiesLine = {
  lineId: z.number().int(),
  format: z.enum(PUBLICATION_FORMATS),
  channel: z.enum(ORDER_CHANNELS),
  basis: z.enum(ROYALTY_BASES),
  units: z.number().int(),
  /** The currency the copies were sold in. */
  currency: z.string(),
  /** List price or net receipts per copy, in `currency`. */
  unitBaseAmount: z.number().int(),
  /** Into the statement's currency; 1 for its own. */
  exchangeRate: z.number(),
  /** units × unitBaseAmount × exchangeRate, in the statement's currency. */
  baseAmount: z.number().int(),
  ratePercent: z.number(),
  /** The payee's part of the royalty; negative on returns. */
  royalty: z.number().int(),
};

export const royaltySalesLineSchema = z.object({
  ...copiesLine,
  rule: z.enum(ROYALTY_RULES),
  /** The escalator's step, null under the high-discount rule. */
  tier: z
    .object({
      index: z.number().int(),
      fromUnits: z.number().int(),
      toUnits: z.number().int().nullable(),
      ratePercent: z.number(),
    })
    .nullable(),
});
export type RoyaltySalesLine = z.infer<typeof royaltySalesLineSchema>;

export const royaltyReturnLineSchema = z.object(copiesLine);
export type RoyaltyReturnLine = z.infer<typeof royaltyReturnLineSchema>;

export const royaltySubsidiaryLineSchema = z.object({
  lineId: z.number().int(),
  right: z.enum(SUBSIDIARY_RIGHTS),
  description: z.string().nullable(),
  currency: z.string(),
  amountReceived: z.number().int(),
  exchangeRate: z.number(),
  baseAmount: z.number().int(),
  sharePercent: z.number(),
  royalty: z.number().int(),
});
export type RoyaltySubsidiaryLine = z.infer<typeof royaltySubsidiaryLineSchema>;

export const royaltyPayeeSchema = z.object({
  contactId: z.number().int(),
  name: z.string(),
  organisation: z.string().nullable(),
  email: z.string().nullable(),
  /** The postal address, one line each; empty when none is recorded. */
  address: z.array(z.string()),
});

export const royaltyStatementSchema = z.object({
  statementId: z.number().int(),
  runId: z.number().int(),
  status: z.enum(ROYALTY_RUN_STATUSES),
  periodStart: z.string(),
  periodEnd: z.string(),
  payee: royaltyPayeeSchema,
  contract: z.object({ contractId: z.number().int(), reference: z.string(), title: z.string() }),
  sharePercent: z.number(),
  currency: z.string(),
  /** The period's rates into the statement's currency of the other currencies it sold in. */
  exchangeRates: z.array(z.object({ currency: z.string(), rate: z.number() })),
  openingBalance: z.number().int(),
  sales: z.array(royaltySalesLineSchema),
  salesTotal: z.number().int(),
  returns: z.array(royaltyReturnLineSchema),
  returnsTotal: z.number().int(),
  netEarnings: z.number().int(),
  subsidiary: z.array(royaltySubsidiaryLineSchema),
  subsidiaryTotal: z.number().int(),
  reservePercent: z.number(),
  reserveHeld: z.number().int(),
  reserveReleased: z.number().int(),
  reservesReleased: z.array(z.object({ periodId: z.string(), amount: z.number().int() })),
  advancePaid: z.number().int(),
  credit: z.number().int(),
  advanceRecouped: z.number().int(),
  closingBalance: z.number().int(),
  minimumPayment: z.number().int(),
  payable: z.number().int(),
  carriedForward: z.number().int(),
});
export type RoyaltyStatement = z.infer<typeof royaltyStatementSchema>;

/** One order line behind a sales or returns figure: `units` are the ones the figure counts. */
export const royaltySaleRowSchema = z.object({
  orderLineId: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  orderDate: z.string(),
  customerName: z.string(),
  format: z.enum(PUBLICATION_FORMATS),
  channel: z.enum(ORDER_CHANNELS),
  /** The delivery country (ISO 3166-1 alpha-2), when the order has one. */
  territory: z.string().nullable(),
  units: z.number().int(),
  currency: z.string(),
  unitPrice: z.number().int(),
  discountPercent: z.number(),
  /** units × unitPrice less the discount, in the order's currency. */
  netAmount: z.number().int(),
});
export type RoyaltySaleRow = z.infer<typeof royaltySaleRowSchema>;

export const royaltyStatementMailSchema = z.object({
  outboxId: z.number().int(),
  to: z.string(),
  fileName: z.string(),
});
export type RoyaltyStatementMail = z.infer<typeof royaltyStatementMailSchema>;
