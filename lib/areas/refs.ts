import { z } from 'zod';
import {
  COMMISSIONING_STATUSES,
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  PUBLICATION_FORMATS,
  PUBLICATION_STATUSES,
} from '@/lib/contract/enums';

/*
 * How one record names another wherever it is shown beside it: a related-records tab, a picker, a
 * dashboard card. Each belongs to the area of the record it points to, and moves into that area's
 * declaration when the area is built; the API answers these shapes for every link of its kind.
 */

export const publicationRef = z.object({
  publicationId: z.number().int(),
  title: z.string(),
  format: z.enum(PUBLICATION_FORMATS),
  isbn: z.string(),
  status: z.enum(PUBLICATION_STATUSES),
  publicationDate: z.string().nullable(),
});
export type PublicationRef = z.infer<typeof publicationRef>;

export const contractRef = z.object({
  contractId: z.number().int(),
  reference: z.string(),
  type: z.enum(CONTRACT_TYPES),
  status: z.enum(CONTRACT_STATUSES),
  signedDate: z.string().nullable(),
});
export type ContractRef = z.infer<typeof contractRef>;

export const commissioningRef = z.object({
  commissioningId: z.number().int(),
  commissioningTitle: z.string(),
  status: z.enum(COMMISSIONING_STATUSES),
  createdDate: z.string(),
});
export type CommissioningRef = z.infer<typeof commissioningRef>;

/** A person credited on a record (an author of a commissioning), in credit order. */
export const contactRef = z.object({ contactId: z.number().int(), name: z.string() });
export type ContactRef = z.infer<typeof contactRef>;
