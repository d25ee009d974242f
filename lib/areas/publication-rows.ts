import { z } from 'zod';
import {
  CONTRIBUTOR_ROLES,
  PRICE_TERRITORIES,
  PRICE_TYPES,
  PRICE_TAX_RATES,
  TAXONOMY_SCHEMES,
} from '@/lib/contract/enums';
import { recordId, safeText } from '@/lib/contract/safe-input';
import { isIsoDate } from '@/lib/contract/storable';

/*
 * The rows a publication saves with itself: its prices and its credits. No schema here transforms its
 * input, so each also describes the answer.
 */

export const MAX_PRICES = 40;
export const MAX_CONTRIBUTORS = 30;
const MAX_PRICE = 1_000_000_00;

export const priceRow = z.object({
  currency: z
    .string({ error: 'Enter the currency' })
    .regex(/^[A-Z]{3}$/, 'Use the three-letter ISO 4217 code (EUR, GBP, USD)'),
  territory: z.enum(PRICE_TERRITORIES, { error: 'Choose where the price holds' }),
  priceType: z.enum(PRICE_TYPES, { error: 'Choose the kind of price' }),
  taxClass: z.enum(PRICE_TAX_RATES, { error: 'Choose the tax rate class' }),
  amount: z
    .number({ error: 'Enter the price' })
    .int('Enter the price in minor units (cents)')
    .min(1, 'Enter a price above zero')
    .max(MAX_PRICE, 'Enter a smaller price'),
});
export type PublicationPrice = z.infer<typeof priceRow>;

export const MAX_PRINT_RUNS = 100;

/** A printing of a physical format: the day, the copies, the printer and what one copy cost. */
export const printRunRow = z.object({
  printedOn: safeText({ error: 'Enter the day it was printed' }).refine(
    isIsoDate,
    'Enter the day as YYYY-MM-DD',
  ),
  quantity: z
    .number({ error: 'Enter how many copies were printed' })
    .int('Enter a whole number of copies')
    .min(1, 'Enter at least one copy')
    .max(10_000_000, 'Enter at most 10,000,000 copies'),
  printer: safeText({ error: 'Enter the printer' })
    .trim()
    .min(1, 'Enter the printer')
    .max(200, 'Keep the printer under 201 characters'),
  unitCost: z
    .number({ error: 'Enter the cost of one copy' })
    .int('Enter the cost in minor units (cents)')
    .min(0, 'Enter a cost of zero or more')
    .max(MAX_PRICE, 'Enter a smaller cost'),
  currency: z
    .string({ error: 'Enter the currency' })
    .regex(/^[A-Z]{3}$/, 'Use the three-letter ISO 4217 code (EUR, GBP, USD)'),
});
export type PublicationPrintRun = z.infer<typeof printRunRow>;

export const contributorRow = z.object({
  contactId: recordId('Choose the contact'),
  role: z.enum(CONTRIBUTOR_ROLES, { error: 'Choose the contributor’s role' }),
});
export type PublicationContributor = z.infer<typeof contributorRow>;

/** A credit as the record shows it: the contact's name beside the row. */
export const creditSchema = contributorRow.extend({ name: z.string() });

export const MAX_SUBJECTS = 50;

/** A term of a subject scheme or a collection the publication is filed under; one main per scheme. */
export const subjectRow = z.object({
  termId: recordId('Choose the subject'),
  main: z.boolean({ error: 'Expected yes or no' }),
  /** The volume's number, for a series. */
  seriesNumber: z
    .number({ error: 'Enter the number in the series' })
    .int('Enter a whole number')
    .min(1, 'Enter a number from 1')
    .max(9_999, 'Enter a number up to 9,999')
    .nullable(),
});
export type PublicationSubject = z.infer<typeof subjectRow>;

/** A subject as the record shows it: its scheme, code and heading beside the row. */
export const subjectTermSchema = subjectRow.extend({
  scheme: z.enum(TAXONOMY_SCHEMES),
  code: z.string(),
  label: z.string(),
  /** Code and heading, as History names it. */
  name: z.string(),
});
