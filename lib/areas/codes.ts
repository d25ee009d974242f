import { optionalText, requiredText } from '@/lib/contract/resource';

/** Codes as people type them, kept in capitals: an ISO 4217 currency, required. */
export const currencyCodeInput = (missing: string) =>
  requiredText(3, missing)
    .transform((code) => code.toUpperCase())
    .refine((code) => /^[A-Z]{3}$/.test(code), 'Use the three-letter ISO 4217 code (EUR, GBP, USD)');

/** An ISO 3166-1 alpha-2 country, or empty. */
export const countryCodeInput = optionalText(2)
  .transform((code) => code?.toUpperCase() ?? null)
  .refine((code) => code === null || /^[A-Z]{2}$/.test(code), 'Use the two-letter country code (NL, GB, US)');
