import { requiredText } from './resource';

/** An ISO 4217 code as people type it (eur, Eur), kept in capitals. */
export const currencyCodeInput = (missing: string) =>
  requiredText(3, missing)
    .transform((code) => code.toUpperCase())
    .refine((code) => /^[A-Z]{3}$/.test(code), 'Use the three-letter ISO 4217 code (EUR, GBP, USD)');

/** Exchange rates keep eight decimals (numeric(18, 8)): ten digits before the point at most. */
export const RATE_SHAPE = /^\d{1,10}(\.\d{1,8})?$/;

/** A rate as typed (1.0854, 1,0854), checked as an exact decimal above zero and kept as text. */
export const rateInput = requiredText(20, 'Please enter the rate')
  .transform((text) => text.replace(',', '.'))
  .refine((text) => RATE_SHAPE.test(text), 'Enter the rate as a number with up to eight decimals (1.0854)')
  .refine((text) => /[1-9]/.test(text), 'The rate must be above zero');
