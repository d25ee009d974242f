import { z } from 'zod';
import {
  CONTRACT_PARTY_ROLES,
  INSTALMENT_TRIGGERS,
  ORDER_CHANNELS,
  PUBLICATION_FORMATS,
  ROYALTY_BASES,
  SUBSIDIARY_RIGHTS,
} from '@/lib/contract/enums';
import { recordId, safeText } from '@/lib/contract/safe-input';
import { hasTwoDecimalsAtMost, isIsoDate } from '@/lib/contract/storable';

/*
 * The rows a contract holds with its terms, each checked on its own: parties, instalments of the
 * advance, royalty terms with their escalators, subsidiary rights, and the codes of its territory and
 * languages. Rules across rows (shares that total 100%, instalments that make up the advance) are the
 * declaration's (`contracts.ts`). No schema here transforms its input, so each also describes the answer.
 */

export const MAX_PARTIES = 20;
export const MAX_INSTALMENTS = 10;
export const MAX_ROYALTY_TERMS = 40;
export const MAX_ESCALATOR_STEPS = 10;
export const MAX_COUNTRIES = 250;
export const MAX_LANGUAGES = 50;
export const MAX_ADVANCE = 1_000_000_000_00;
/** Unless a contract says otherwise, no payment below 50 of its currency (minor units). */
export const DEFAULT_MINIMUM_PAYMENT = 50_00;
const MAX_UNITS = 1_000_000_000;

/** Hundredths of a per cent, in which shares are added up exactly. */
export const basisPoints = (percent: number) => Math.round(percent * 100);

/** A percentage from `min` to 100 with up to two decimals. */
function percentFrom(min: 0 | 'above 0', message: string) {
  return z
    .number({ error: message })
    .refine(
      (value) => (min === 0 ? value >= 0 : value > 0) && value <= 100 && hasTwoDecimalsAtMost(value),
      message,
    );
}

const RATE_MESSAGE = 'Enter a rate from 0 to 100%, with up to two decimals';
const rate = percentFrom(0, RATE_MESSAGE);

/** A day as YYYY-MM-DD, or null; the widget sends null for an empty day. */
const day = safeText({ error: 'Please enter a date as YYYY-MM-DD' })
  .refine(isIsoDate, 'Please enter a date as YYYY-MM-DD')
  .nullable();

export const partyRow = z.object({
  contactId: recordId('Choose the contact'),
  role: z.enum(CONTRACT_PARTY_ROLES, { error: 'Choose the party’s role' }),
  /** The party's share of every royalty the contract earns; an agent's is usually 0. */
  sharePercent: percentFrom(0, 'Enter a share from 0 to 100%, with up to two decimals'),
});
export type ContractParty = z.infer<typeof partyRow>;

export const instalmentRow = z.object({
  trigger: z.enum(INSTALMENT_TRIGGERS, { error: 'Choose when the instalment falls due' }),
  amount: z
    .number({ error: 'Enter the amount' })
    .int('Enter the amount in minor units (cents)')
    .min(1, 'Enter an amount above zero')
    .max(MAX_ADVANCE, 'Enter a smaller amount'),
  /** Set once the event has happened; not a term, so it may change on a signed contract. */
  dueDate: day,
  /** The day it was paid; unpaid while null. Not a term either. */
  paidDate: day,
});
export type ContractInstalment = z.infer<typeof instalmentRow>;

export const escalatorStep = z.object({
  /** Copies sold to date (gross home sales, across periods) from which `ratePercent` applies. */
  fromUnits: z
    .number({ error: 'Enter a number of copies' })
    .int('Enter a whole number of copies')
    .min(0, 'Enter a number of copies from 0')
    .max(MAX_UNITS, 'Enter fewer copies'),
  ratePercent: rate,
});

/** A royalty term as stored and answered: older data may break the rules the input keeps. */
export const royaltyTermShape = z.object({
  /** Null: every format without a term of its own. */
  format: z.enum(PUBLICATION_FORMATS, { error: 'Choose a format, or none for every format' }).nullable(),
  /** Null: every channel without a term of its own. */
  channel: z.enum(ORDER_CHANNELS, { error: 'Choose a channel, or none for every channel' }).nullable(),
  basis: z.enum(ROYALTY_BASES, { error: 'Choose list price or net receipts' }),
  escalators: z
    .array(escalatorStep, { error: 'Give the rate' })
    .min(1, 'Give the rate')
    .max(MAX_ESCALATOR_STEPS, `At most ${MAX_ESCALATOR_STEPS} steps`),
  /** Sales at `minDiscountPercent` discount or more earn `ratePercent` of net receipts instead. */
  highDiscount: z
    .object({
      minDiscountPercent: percentFrom('above 0', 'Enter a discount above 0 and up to 100%'),
      ratePercent: rate,
    })
    .nullable(),
});

export const royaltyTermRow = royaltyTermShape.superRefine((term, context) => {
  term.escalators.forEach((step, index) => {
    const previous = term.escalators[index - 1];
    if (index === 0 && step.fromUnits !== 0)
      context.addIssue({
        code: 'custom',
        path: ['escalators', 0, 'fromUnits'],
        message: 'The first rate applies from the first copy: start it at 0',
      });
    if (previous && step.fromUnits <= previous.fromUnits)
      context.addIssue({
        code: 'custom',
        path: ['escalators', index, 'fromUnits'],
        message: `Start this step above ${previous.fromUnits.toLocaleString('en-GB')} copies, where the one before starts`,
      });
  });
});
export type RoyaltyTerm = z.infer<typeof royaltyTermShape>;

export const subrightRow = z.object({
  right: z.enum(SUBSIDIARY_RIGHTS, { error: 'Choose the right' }),
  /** The author's share of what the publisher receives for it. */
  authorSharePercent: percentFrom(0, 'Enter a share from 0 to 100%, with up to two decimals'),
});
export type ContractSubright = z.infer<typeof subrightRow>;

export const countryCode = safeText({ error: 'Use two-letter country codes (GB, FR, US)' }).regex(
  /^[A-Z]{2}$/,
  'Use two-letter country codes in capitals (GB, FR, US)',
);

export const languageCode = safeText({ error: 'Use three-letter language codes (eng, ger, fre)' }).regex(
  /^[a-z]{3}$/,
  'Use three-letter language codes in small letters (eng, ger, fre)',
);

/** The positions of values that repeat an earlier one, by their key. */
export function repeats<T>(rows: readonly T[], key: (row: T) => string): number[] {
  const seen = new Set<string>();
  return rows.flatMap((row, index) => {
    const value = key(row);
    if (seen.has(value)) return [index];
    seen.add(value);
    return [];
  });
}
