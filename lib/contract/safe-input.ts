import { z } from 'zod';
import { MAX_RECORD_ID, unstorableText } from './storable';

/*
 * What PostgreSQL can store (`storable.ts`), checked where input enters: caught here it answers 400
 * naming the field (node-postgres would silently swap a lone surrogate for U+FFFD); caught by the
 * database it would answer 500.
 */

export const RECORD_ID_MESSAGE = `Expected a record id from 1 to ${MAX_RECORD_ID}`;

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
