/*
 * What PostgreSQL can store, as plain checks the browser may run without the schemas: a text column
 * refuses NUL, UTF-8 has no encoding for half of a UTF-16 surrogate pair, an `integer` key ends at
 * 2^31 - 1, and a day must exist. `safe-input.ts` and `resource.ts` build the API's schemas on them.
 */

export const MAX_RECORD_ID = 2_147_483_647;

const NUL_MESSAGE = 'Text cannot contain NUL characters';
const SURROGATE_MESSAGE = 'Text cannot contain unpaired surrogates';

// With the u flag a surrogate that belongs to a pair is read as part of its code point, so \p{Cs}
// matches only the unpaired ones.
const UNSTORABLE = /\u0000|\p{Cs}/u;

/** The first character of a text that cannot be stored, and why; null when all of it can. */
export function unstorableText(text: string): { index: number; message: string } | null {
  const index = text.search(UNSTORABLE);
  if (index < 0) return null;
  return { index, message: text[index] === '\u0000' ? NUL_MESSAGE : SURROGATE_MESSAGE };
}

/** A record id written as text: up to ten digits, from 1 to the largest key. */
export function isRecordIdText(text: string): boolean {
  if (!/^\d{1,10}$/.test(text)) return false;
  const id = Number(text);
  return id >= 1 && id <= MAX_RECORD_ID;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as YYYY-MM-DD that exists (no 31 February). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Whether a number has at most two decimals, as a numeric(…, 2) column keeps it. Compared within a
 * millionth, since binary floats miss most decimals (19.99 * 100 is 1998.9999999999998).
 */
export function hasTwoDecimalsAtMost(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}
