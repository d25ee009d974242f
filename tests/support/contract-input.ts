import type { z } from 'zod';
import type { contractArea } from '@/lib/areas/contracts';

/*
 * Contracts as the API takes them, for the API and browser tests alike (types only, so that a
 * browser test loads nothing of the server).
 */

export type ContractInput = z.input<typeof contractArea.inputSchema>;
type RoyaltyTermInput = ContractInput['royaltyTerms'][number];

/** The worked example's hardback: 10%, 12.5% from 5,000 copies, 10% of net receipts at 52.5% discount or more. */
export const WORKED_HARDBACK_TERM: RoyaltyTermInput = {
  format: 'BB',
  channel: null,
  basis: 'list_price',
  escalators: [
    { fromUnits: 0, ratePercent: 10 },
    { fromUnits: 5000, ratePercent: 12.5 },
  ],
  highDiscount: { minDiscountPercent: 52.5, ratePercent: 10 },
};

/** A contract's input with the given fields, the rest empty: a draft to start from. */
export function contractInput(
  reference: string,
  commissioningId: number,
  overrides: Partial<ContractInput>,
): ContractInput {
  return {
    reference,
    commissioningId,
    type: 'author',
    parties: [],
    territory: 'world',
    territories: [],
    languages: ['eng'],
    formats: [],
    rightsGranted: ['print', 'ebook'],
    termYears: null,
    reversionConditions: null,
    deliveryDate: null,
    optionOnNextWork: false,
    optionTerms: null,
    advanceAmount: null,
    currency: 'EUR',
    instalments: [],
    royaltyTerms: [],
    reservePercent: null,
    reservePeriods: 1,
    minimumPayment: null,
    subrights: [],
    publicationIds: [],
    notes: null,
    ...overrides,
  };
}
