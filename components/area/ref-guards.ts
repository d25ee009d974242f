import type { PublicationRef } from '@/lib/areas/refs';
import { isRecord } from '@/lib/bff/parser';
import { PUBLICATION_FORMAT } from '@/lib/contract/choices';

/*
 * The browser's checks of how the API names one record beside another (lib/areas/refs.ts), without
 * zod: pickers and lists read them from the answers of other areas.
 */

export function isPublicationRef(value: unknown): value is PublicationRef {
  return (
    isRecord(value) &&
    Number.isInteger(value.publicationId) &&
    typeof value.title === 'string' &&
    typeof value.isbn === 'string' &&
    typeof value.format === 'string' &&
    (PUBLICATION_FORMAT.values as readonly string[]).includes(value.format)
  );
}

/** The publications a record names (a coupon's titles, a contract's editions). */
export function publicationsOf(record: Record<string, unknown> | undefined): PublicationRef[] {
  const named = record?.publications;
  return Array.isArray(named) ? named.filter(isPublicationRef) : [];
}
