import { PHYSICAL_FORMATS, type PublicationFormat, type TaxClass, type VatRule } from '@/lib/contract/enums';
import { EU_VAT_RATES } from './vat-rates';

/*
 * The VAT of an invoice line, from where the firm and the customer are and what is sold. Pure: the API
 * stores what it answers on each line when the invoice is saved, and the rate never changes once issued.
 */

/** Where the firm is established for VAT: the Netherlands, under this number. */
export const FIRM_COUNTRY = 'NL';
export const FIRM_VAT_NUMBER = 'NL859123456B01';

export const isEuCountry = (country: string) => country in EU_VAT_RATES;

/** Printed formats are printed books; digital ones (e-books, audio downloads) take the e-book class; a CD the standard. */
export function taxClassOf(format: PublicationFormat | null): TaxClass {
  if (format === null || format === 'AC') return 'standard';
  return (PHYSICAL_FORMATS as readonly string[]).includes(format) ? 'printed_book' : 'ebook';
}

export interface VatCustomer {
  /** ISO 3166-1 alpha-2; an unknown country is treated as the firm's own (the safe side). */
  country: string | null;
  /** The customer's VAT identification number, when it buys as a business. */
  vatNumber: string | null;
}

export interface VatTreatment {
  rule: VatRule;
  ratePercent: number;
}

/** A VAT number of an EU state starts with its code (Greece's with EL). */
function vatNumberOf(country: string, vatNumber: string | null): boolean {
  if (!vatNumber) return false;
  const prefix = vatNumber.replace(/\s/g, '').slice(0, 2).toUpperCase();
  return prefix === (country === 'GR' ? 'EL' : country);
}

/**
 * - the firm's own country: its rate for the class;
 * - another EU state, a business with a VAT number of that state: reverse charge, no VAT charged;
 * - another EU state, a consumer: that state's rate (distance sales through the One-Stop Shop);
 * - outside the EU: an export, no VAT.
 */
export function vatTreatment(customer: VatCustomer, taxClass: TaxClass): VatTreatment {
  const country = customer.country ?? FIRM_COUNTRY;
  if (country === FIRM_COUNTRY)
    return { rule: 'domestic', ratePercent: EU_VAT_RATES[FIRM_COUNTRY]?.[taxClass] ?? 0 };
  const rates = EU_VAT_RATES[country];
  if (!rates) return { rule: 'outside_eu', ratePercent: 0 };
  if (vatNumberOf(country, customer.vatNumber)) return { rule: 'reverse_charge', ratePercent: 0 };
  return { rule: 'eu_consumer', ratePercent: rates[taxClass] };
}

/** The VAT on a net amount in minor units, rounded half up per line. */
export const vatAmount = (net: number, ratePercent: number) =>
  Math.sign(net) * Math.round((Math.abs(net) * Math.round(ratePercent * 100)) / 10_000);
