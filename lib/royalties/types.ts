import type { OrderChannel, PublicationFormat, RoyaltyBasis, SubsidiaryRight } from '@/lib/contract/enums';
import type { RateTier, RoyaltyTerm } from './terms';

// Inputs. Amounts are integer cents in the row's own currency unless said otherwise.

/** What a contract says about earning, holding back and paying royalties. */
export interface RoyaltyContract {
  /** The currency statements are drawn in; other currencies are converted with the period's rates. */
  currency: string;
  terms: readonly RoyaltyTerm[];
  /** The author's share, in per cent, of what the publisher received for each right it licensed. */
  subsidiaryShares: Partial<Record<SubsidiaryRight, number>>;
  /** Per cent of each period's net earnings held back against returns; 0 for none. */
  reservePercent: number;
  /** Statements after which a reserve is released in full; 1 (the default) means the next one. */
  reserveReleaseAfterPeriods?: number;
  /** A positive balance below this is carried forward instead of paid (cents, contract currency). */
  minimumPayment?: number;
}

/** One row of sales (an order line, or a sum of them); `id` is what the statement's lines point back to. */
export interface SaleRow {
  id: string;
  format: PublicationFormat;
  channel: OrderChannel;
  /** Copies sold, a positive whole number. */
  units: number;
  currency: string;
  unitListPrice: number;
  /** What the publisher received per copy. */
  unitNetReceipts: number;
  /** The trade discount given, which decides the high-discount rule. */
  discountPercent: number;
}

/** Copies returned, debited at the rate and base they were earned at (read from the earlier statement). */
export interface ReturnRow {
  id: string;
  format: PublicationFormat;
  channel: OrderChannel;
  units: number;
  currency: string;
  basis: RoyaltyBasis;
  /** The list price or net receipts per copy the sale earned on. */
  unitBaseAmount: number;
  earnedRatePercent: number;
}

export interface SubsidiaryIncomeRow {
  id: string;
  right: SubsidiaryRight;
  /** Who licensed it, for the statement ("German translation, Hanser"). */
  description?: string;
  /** What the publisher received. */
  amount: number;
  currency: string;
}

export interface RoyaltyPeriod {
  id: string;
  sales: readonly SaleRow[];
  returns?: readonly ReturnRow[];
  subsidiaryIncome?: readonly SubsidiaryIncomeRow[];
  /** Units of the contract currency one unit of each other currency is worth in this period. */
  exchangeRates?: Readonly<Record<string, number>>;
  /** Instalments of the advance paid during the period (cents, contract currency): debited. */
  advancePaid?: number;
}

/** A reserve still held, released when `periodsLeft` reaches 0. */
export interface HeldReserve {
  periodId: string;
  amount: number;
  /** Statements still to come before the one that releases it, plus one. */
  periodsLeft: number;
}

/** What one statement hands to the next. */
export interface RoyaltyState {
  /** Negative while the advance is unearned; a positive balance carried below the minimum payment. */
  balance: number;
  /** Gross home copies sold to date per format: where each escalator stands. */
  escalatorUnits: Partial<Record<PublicationFormat, number>>;
  reserves: readonly HeldReserve[];
}

// Output: every figure of a statement, each line with the input rows behind it.

export interface LineSource {
  rowId: string;
  units: number;
}

/** The money part of a copies line, the same for sales and returns. */
interface CopiesLine {
  /** Stable within a statement; groups rows that share every figure below but units. */
  key: string;
  format: PublicationFormat;
  channel: OrderChannel;
  basis: RoyaltyBasis;
  units: number;
  currency: string;
  /** Per copy, in `currency`. */
  unitBaseAmount: number;
  /** 1 in the contract currency. */
  exchangeRate: number;
  /** units × unitBaseAmount × exchangeRate, in the contract currency. */
  baseAmount: number;
  ratePercent: number;
  /** baseAmount × ratePercent; negative on return lines. */
  royalty: number;
  sources: LineSource[];
}

export interface SalesLine extends CopiesLine {
  termId: string;
  rule: 'escalator' | 'high_discount';
  /** The escalator step, null under the high-discount rule. */
  tier: (RateTier & { index: number }) | null;
}

export type ReturnLine = CopiesLine;

export interface SubsidiaryLine {
  rowId: string;
  right: SubsidiaryRight;
  description: string | null;
  currency: string;
  amountReceived: number;
  exchangeRate: number;
  /** amountReceived × exchangeRate, in the contract currency. */
  baseAmount: number;
  sharePercent: number;
  royalty: number;
}

export interface RoyaltyStatement {
  periodId: string;
  currency: string;
  openingBalance: number;
  sales: SalesLine[];
  salesTotal: number;
  returns: ReturnLine[];
  /** Zero or negative. */
  returnsTotal: number;
  /** Royalties on copies after returns: what the reserve is taken from. */
  netEarnings: number;
  subsidiary: SubsidiaryLine[];
  subsidiaryTotal: number;
  reservePercent: number;
  reserveHeld: number;
  reserveReleased: number;
  /** Which earlier periods' reserves were released, for the drill-down. */
  reservesReleased: { periodId: string; amount: number }[];
  advancePaid: number;
  /** netEarnings − reserveHeld + reserveReleased + subsidiaryTotal. */
  credit: number;
  /** Of the credit, what went to earning out the advance. */
  advanceRecouped: number;
  /** openingBalance − advancePaid + credit. */
  closingBalance: number;
  minimumPayment: number;
  payable: number;
  /** closingBalance − payable: the next statement's opening balance. */
  carriedForward: number;
  nextState: RoyaltyState;
}
