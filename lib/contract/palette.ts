import { z } from 'zod';
import { okEnvelope } from './envelope';

/** One page the command palette offers; `group` is the sidebar group it belongs to. */
export const paletteEntrySchema = z.object({ title: z.string(), url: z.string(), group: z.string() });
export type PaletteEntry = z.infer<typeof paletteEntrySchema>;

/** `GET /api/palette`: the pages the signed-in user may open, in the sidebar's order. */
export const paletteEntriesResponseSchema = okEnvelope(z.array(paletteEntrySchema));
