import { z } from 'zod';
import { currencyCodeInput } from './currency-input';
import { requiredText } from './resource';
import { safeText } from './safe-input';

/** The largest rates file read: the ECB's whole history since 1999 is about 600 kB. */
export const MAX_RATES_FILE_CHARACTERS = 5_000_000;

export const ecbImportRequestSchema = z.object({
  fileName: safeText({ error: 'Name the file' }).trim().min(1, 'Name the file').max(255),
  content: safeText({ error: 'Choose a file' })
    .min(1, 'The file is empty')
    .max(MAX_RATES_FILE_CHARACTERS, 'The file is too large for a rates file'),
});
export type EcbImportRequest = z.infer<typeof ecbImportRequestSchema>;

export const ecbImportResultSchema = z.object({
  days: z.number().int(),
  /** Rows written: each day's EUR→X and its inverse X→EUR. */
  rates: z.number().int(),
  /** Of those, how many replaced a rate already kept for that day. */
  replaced: z.number().int(),
  firstDay: z.string(),
  lastDay: z.string(),
  currencies: z.array(z.string()),
  /** Currencies of the file the firm does not keep, left out. */
  skipped: z.array(z.string()),
});
export type EcbImportResult = z.infer<typeof ecbImportResultSchema>;

export const currencySchema = z.object({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  minorUnits: z.number().int(),
  active: z.boolean(),
  /** The latest rate to or from EUR, as any conversion today would use it. */
  latestRate: z
    .object({ exchangeRateId: z.number().int(), rateDate: z.string(), toEuro: z.string() })
    .nullable(),
});
export type Currency = z.infer<typeof currencySchema>;

/** The exchange-rate record a conversion used: the latest rate to or from EUR on or before the day. */
export const rateUsedSchema = z.object({
  exchangeRateId: z.number().int(),
  rateDate: z.string(),
  fromCurrency: z.string(),
  toCurrency: z.string(),
  /** As stored, to eight decimals. */
  rate: z.string(),
  /** Units of EUR per unit of the other currency: the rate, or its inverse when stored from EUR. */
  toEuro: z.string(),
});
export type RateUsed = z.infer<typeof rateUsedSchema>;

/** A currency the firm starts keeping: its ISO 4217 code, name, symbol and digits after the point. */
export const currencyInputSchema = z.object({
  code: currencyCodeInput('Please enter the ISO 4217 code'),
  name: requiredText(60, 'Please enter the name'),
  symbol: requiredText(5, 'Please enter the symbol'),
  minorUnits: z
    .number({ error: 'Enter the digits after the decimal point, 0 to 4' })
    .int('Enter the digits after the decimal point, 0 to 4')
    .min(0, 'Enter the digits after the decimal point, 0 to 4')
    .max(4, 'Enter the digits after the decimal point, 0 to 4'),
});
export type CurrencyInput = z.input<typeof currencyInputSchema>;
