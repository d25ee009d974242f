import { z } from 'zod';
import { optionalText } from './resource';
import { recordId, safeText } from './safe-input';

/** One of the firm's ISBN blocks in the register, with how its numbers stand. */
export const isbnBlockSchema = z.object({
  blockId: z.number().int(),
  prefix: z.string(),
  /** How many numbers the prefix leaves. */
  capacity: z.number().int(),
  assigned: z.number().int(),
  reserved: z.number().int(),
  /** Numbers never handed out, from the block's counter on, less those held already. */
  free: z.number().int(),
  /** The number the next publication saved without an ISBN will take. */
  nextIsbn: z.string().nullable(),
});
export type IsbnBlock = z.infer<typeof isbnBlockSchema>;

/** A block to add: its prefix as the agency gave it, hyphens allowed. */
export const isbnBlockInputSchema = z.object({
  prefix: safeText({ error: 'Enter the block’s prefix' }).trim().max(20, 'Enter at most 20 characters'),
});

/** A number held for a title not yet made, with why. */
export const isbnReservationSchema = z.object({
  isbn: z.string(),
  blockId: z.number().int(),
  note: z.string().nullable(),
  reservedAt: z.string(),
});
export type IsbnReservation = z.infer<typeof isbnReservationSchema>;

export const ISBN_NOTE_MAX = 300;

/** Reserving: the block's next free number, or one of its free numbers named. */
export const isbnReservationInputSchema = z.object({
  blockId: recordId('Choose the block'),
  isbn: optionalText(20),
  note: safeText({ error: 'Say what the number is held for' })
    .trim()
    .min(1, 'Say what the number is held for (the forthcoming title)')
    .max(ISBN_NOTE_MAX, `Keep the note under ${ISBN_NOTE_MAX + 1} characters`),
});
