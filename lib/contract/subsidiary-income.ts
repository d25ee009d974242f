import { z } from 'zod';
import { MAX_ADVANCE } from '@/lib/areas/contract-terms';
import { ROYALTY_RUN_STATUSES, SUBSIDIARY_RIGHTS } from './enums';
import { requiredDate, requiredText, versionSchema } from './resource';

/*
 * What a contract's licences brought in (`contracts/{contractId}/subsidiary-income`): the right, the
 * licensee, the day it was received and the amount in the currency it was paid in. The royalty run of
 * the period it came in gives the author the contract's share of it; from then on it is part of a
 * statement and no longer changes.
 */

export const subsidiaryIncomeInputSchema = z.object({
  right: z.enum(SUBSIDIARY_RIGHTS, { error: 'Choose the right that was licensed' }),
  licensee: requiredText(200, 'Say who took the licence (Hanser, German translation)'),
  receivedDate: requiredDate('Enter the day the income was received'),
  amount: z
    .number({ error: 'Enter the amount received' })
    .int('Enter the amount in minor units (cents)')
    .min(1, 'Enter an amount above zero')
    .max(MAX_ADVANCE, 'Enter a smaller amount'),
  currency: requiredText(3, 'Enter the currency it was paid in')
    .transform((code) => code.toUpperCase())
    .refine((code) => /^[A-Z]{3}$/.test(code), 'Use the three-letter ISO 4217 code (EUR, GBP, USD)'),
});
export type SubsidiaryIncomeInput = z.infer<typeof subsidiaryIncomeInputSchema>;

export const subsidiaryIncomeUpdateSchema = subsidiaryIncomeInputSchema.extend({ version: versionSchema });
export type SubsidiaryIncomeUpdate = z.infer<typeof subsidiaryIncomeUpdateSchema>;

export const subsidiaryIncomeSchema = z.object({
  incomeId: z.number().int(),
  contractId: z.number().int(),
  right: z.enum(SUBSIDIARY_RIGHTS),
  licensee: z.string(),
  receivedDate: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** The run whose statements share it out; null until a run has counted it. */
  accountedIn: z
    .object({
      runId: z.number().int(),
      periodStart: z.string(),
      periodEnd: z.string(),
      status: z.enum(ROYALTY_RUN_STATUSES),
    })
    .nullable(),
  version: z.number().int(),
});
export type SubsidiaryIncome = z.infer<typeof subsidiaryIncomeSchema>;
