import { z } from 'zod';

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
