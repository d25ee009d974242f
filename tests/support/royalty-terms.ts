import type { RoyaltyTerm } from '@/lib/royalties/engine';

/**
 * The hardback term of the worked example: 10% of list price on the first 5,000 copies and
 * 12.5% after, 10% of net receipts at a discount of 52.5% or more.
 */
export const WORKED_HARDBACK: RoyaltyTerm = {
  id: 'hardback',
  format: 'BB',
  channel: null,
  basis: 'list_price',
  tiers: [
    { fromUnits: 0, toUnits: 5000, ratePercent: 10 },
    { fromUnits: 5000, toUnits: null, ratePercent: 12.5 },
  ],
  highDiscount: { minDiscountPercent: 52.5, ratePercent: 10 },
};
