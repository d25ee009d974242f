/** How many records one link may name: the schemas enforce them, the pickers in the browser show them. */
export const MAX_AUTHORS = 20;
export const MAX_COUPON_PUBLICATIONS = 500;
export const MAX_CONTRACT_PUBLICATIONS = 100;
