import { z } from 'zod';
import { EXPORT_TARGET_KEYS, EXPORT_TARGETS } from '@/lib/exports/recipients';
import {
  EXPORT_FORMATS,
  EXPORT_MODES,
  EXPORT_STATUSES,
  PUBLICATION_FORMATS,
  PUBLICATION_STATUSES,
} from './enums';
import { defineList, enumFilter } from './list-query';

/*
 * Publication exports (`/publications/exports`): the readiness matrix of products against the
 * recipients, export runs and their files. Recipients are declared in `lib/exports/recipients.ts`.
 */

const targetLabels = Object.fromEntries(EXPORT_TARGETS.map((target) => [target.key, target.name])) as Record<
  string,
  string
>;

export const exportRunCreateSchema = z.object({
  target: z.enum(EXPORT_TARGET_KEYS, { error: 'Choose a recipient' }),
  mode: z.enum(EXPORT_MODES, { error: 'Choose a full file or the changes since the last run' }),
});
export type ExportRunCreate = z.infer<typeof exportRunCreateSchema>;

export const exportRunList = defineList({
  sortFields: ['createdAt'],
  defaultSort: '-createdAt',
  defaultPageSize: 10,
  filters: {
    target: enumFilter('Recipient', EXPORT_TARGET_KEYS, targetLabels),
  },
  searchHint: 'the recipient or the day (2026-11)',
});

export const exportRunSummarySchema = z.object({
  runId: z.number().int(),
  target: z.string(),
  format: z.enum(EXPORT_FORMATS),
  mode: z.enum(EXPORT_MODES),
  status: z.enum(EXPORT_STATUSES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  requestedBy: z.string().nullable(),
  includedCount: z.number().int(),
  deletedCount: z.number().int(),
  blockedCount: z.number().int(),
  checksum: z.string().nullable(),
  fileId: z.number().int().nullable(),
  fileName: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  deliveredTo: z.string().nullable(),
  error: z.string().nullable(),
});
export type ExportRunSummary = z.infer<typeof exportRunSummarySchema>;

export const exportRunSchema = exportRunSummarySchema.extend({
  /** The products left out, with why (the first 500). */
  blocked: z.array(
    z.object({
      publicationId: z.number().int(),
      title: z.string(),
      isbn: z.string(),
      reasons: z.string(),
    }),
  ),
});
export type ExportRun = z.infer<typeof exportRunSchema>;

const blockerSchema = z.object({ kind: z.string(), message: z.string(), href: z.string() });

export const readinessCellSchema = z.object({
  target: z.string(),
  /** False when the recipient does not take the product's format. */
  taken: z.boolean(),
  blockers: z.array(blockerSchema),
});

export const readinessRowSchema = z.object({
  publicationId: z.number().int(),
  title: z.string(),
  isbn: z.string(),
  format: z.enum(PUBLICATION_FORMATS),
  status: z.enum(PUBLICATION_STATUSES),
  doi: z.string().nullable(),
  doiState: z.enum(['none', 'generated', 'deposited']),
  cells: z.array(readinessCellSchema),
});
export type ReadinessRow = z.infer<typeof readinessRowSchema>;

export const readinessList = defineList({
  sortFields: ['title'],
  defaultSort: 'title',
  defaultPageSize: 25,
  filters: {
    status: enumFilter('Status', PUBLICATION_STATUSES, {
      in_production: 'In production',
      published: 'Published',
      out_of_print: 'Out of print',
      withdrawn: 'Withdrawn',
    }),
  },
  searchHint: 'title or ISBN',
});

export const doiSchema = z.object({
  publicationId: z.number().int(),
  doi: z.string().nullable(),
  doiState: z.enum(['none', 'generated', 'deposited']),
});
