import { z } from 'zod';

const state = z.enum(['up', 'down']);

export const upstreamHealthSchema = z.object({
  status: state,
  database: z.object({ kind: z.enum(['pglite', 'postgres']), status: state }),
});
export type UpstreamHealth = z.infer<typeof upstreamHealthSchema>;
