import { z } from 'zod';
import { okEnvelope } from './envelope';
import { recordIdText, safeText } from './safe-input';

/**
 * The data-quality checker (spec sections 2.9, 3 and 7). Each check is one SQL query registered in
 * `upstream/checks`; a section groups the checks of one kind of record, and its name is a single word so
 * that it can stand in a path (`discrepancies/counts/{section}`).
 */
export const DISCREPANCY_SECTIONS = [
  'Publications',
  'Commissionings',
  'Contracts',
  'Invoices',
  'Orders',
  'Expenses',
  'Coupons',
  'Contacts',
  'Newsletters',
  'Files',
  'Users',
] as const;
export type DiscrepancySection = (typeof DISCREPANCY_SECTIONS)[number];

export function discrepancySectionOf(value: string): DiscrepancySection | undefined {
  return DISCREPANCY_SECTIONS.find((section) => section.toLowerCase() === value.toLowerCase());
}

export const discrepancySchema = z.object({
  discrepancyId: z.number().int().positive(),
  discrepancyTitle: z.string(),
  discrepancySection: z.enum(DISCREPANCY_SECTIONS),
});
export type Discrepancy = z.infer<typeof discrepancySchema>;

export const discrepancyCountSchema = z.object({
  discrepancyId: z.number().int().positive(),
  discrepancySection: z.enum(DISCREPANCY_SECTIONS),
  issueCount: z.number().int().min(0),
});
export type DiscrepancyCount = z.infer<typeof discrepancyCountSchema>;

export const discrepancyResultSchema = z.object({
  /** 1-based position in the results. */
  index: z.number().int().positive(),
  section: z.enum(DISCREPANCY_SECTIONS),
  /** The offending record's key (a publication id, an order line id…), as text. */
  uniqueID: z.string(),
  /** The page where the record is corrected, or null when it has none. */
  resolveURL: z.string().nullable(),
});
export type DiscrepancyResult = z.infer<typeof discrepancyResultSchema>;

export const discrepancyListResponseSchema = okEnvelope(z.array(discrepancySchema));
export const discrepancyCountsResponseSchema = okEnvelope(z.array(discrepancyCountSchema));
export const discrepancyResultsResponseSchema = okEnvelope(z.array(discrepancyResultSchema));

export const discrepancyIdParamSchema = z.object({ id: recordIdText() });
export const discrepancySectionParamSchema = z.object({ section: safeText().min(1).max(40) });
