import { z } from 'zod';

/*
 * What PostgreSQL can store, checked where input enters: a text column refuses NUL, UTF-8 has no
 * encoding for half of a UTF-16 surrogate pair (node-postgres would silently swap it for U+FFFD),
 * and an `integer` key ends at 2^31 - 1. Caught here they answer 400 naming the field; caught by
 * the database they would answer 500.
 */

const MAX_RECORD_ID = 2_147_483_647;

const NUL_MESSAGE = 'Text cannot contain NUL characters';
const SURROGATE_MESSAGE = 'Text cannot contain unpaired surrogates';
export const RECORD_ID_MESSAGE = `Expected a record id from 1 to ${MAX_RECORD_ID}`;

// With the u flag a surrogate that belongs to a pair is read as part of its code point, so \p{Cs}
// matches only the unpaired ones.
const UNSTORABLE = /\u0000|\p{Cs}/u;

/** The first character of a text that cannot be stored, and why; null when all of it can. */
export function unstorableText(text: string): { index: number; message: string } | null {
  const index = text.search(UNSTORABLE);
  if (index < 0) return null;
  return { index, message: text[index] === '\u0000' ? NUL_MESSAGE : SURROGATE_MESSAGE };
}

/** The check every text input carries; usable on any string schema with `.check()`. */
const storableText = z.superRefine<string>((text, context) => {
  const problem = unstorableText(text);
  if (problem) context.addIssue({ code: 'custom', message: problem.message, input: text });
});

/** `z.string()` for input: the same parameters, refusing what the database cannot store. */
export const safeText = (params?: Parameters<typeof z.string>[0]) => z.string(params).check(storableText);

/** A record id in a JSON body: a whole number within the database's integer keys. */
export const recordId = (message: string = RECORD_ID_MESSAGE) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_RECORD_ID, RECORD_ID_MESSAGE);

/** A record id written as text (a path or a query parameter): digits only, then as `recordId`. */
export const recordIdText = (message: string = RECORD_ID_MESSAGE) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(recordId(message));
