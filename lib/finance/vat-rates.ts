import type { TaxClass } from '@/lib/contract/enums';

/*
 * VAT rates of the EU member states by tax class, in per cent (printed books, e-books and audiobooks
 * where the state applies its reduced rate, and the standard rate for anything else). Kept here, in one
 * table, so that a change of law is one line; an invoice stores the rate it was issued with.
 */
export const EU_VAT_RATES: Readonly<Record<string, Readonly<Record<TaxClass, number>>>> = {
  AT: { printed_book: 10, ebook: 10, standard: 20 },
  BE: { printed_book: 6, ebook: 6, standard: 21 },
  BG: { printed_book: 9, ebook: 9, standard: 20 },
  CY: { printed_book: 5, ebook: 5, standard: 19 },
  CZ: { printed_book: 0, ebook: 0, standard: 21 },
  DE: { printed_book: 7, ebook: 7, standard: 19 },
  DK: { printed_book: 25, ebook: 25, standard: 25 },
  EE: { printed_book: 9, ebook: 9, standard: 22 },
  ES: { printed_book: 4, ebook: 4, standard: 21 },
  FI: { printed_book: 14, ebook: 14, standard: 25.5 },
  FR: { printed_book: 5.5, ebook: 5.5, standard: 20 },
  GR: { printed_book: 6, ebook: 6, standard: 24 },
  HR: { printed_book: 5, ebook: 5, standard: 25 },
  HU: { printed_book: 5, ebook: 5, standard: 27 },
  IE: { printed_book: 0, ebook: 9, standard: 23 },
  IT: { printed_book: 4, ebook: 4, standard: 22 },
  LT: { printed_book: 9, ebook: 9, standard: 21 },
  LU: { printed_book: 3, ebook: 3, standard: 17 },
  LV: { printed_book: 12, ebook: 12, standard: 21 },
  MT: { printed_book: 5, ebook: 5, standard: 18 },
  NL: { printed_book: 9, ebook: 9, standard: 21 },
  PL: { printed_book: 5, ebook: 5, standard: 23 },
  PT: { printed_book: 6, ebook: 6, standard: 23 },
  RO: { printed_book: 5, ebook: 5, standard: 19 },
  SE: { printed_book: 6, ebook: 6, standard: 25 },
  SI: { printed_book: 5, ebook: 5, standard: 22 },
  SK: { printed_book: 5, ebook: 5, standard: 23 },
};
