import type { z } from 'zod';
import { publicationArea } from '@/lib/areas/publications';

export type PublicationInput = z.input<typeof publicationArea.inputSchema>;

/**
 * A publication as its form sends it with only what is required filled in (an in-production hardback,
 * the next free ISBN): each test adds the fields it is about.
 */
export function publicationInput(
  fields: Pick<PublicationInput, 'title' | 'commissioningId'> & Partial<PublicationInput>,
): PublicationInput {
  return {
    subtitle: null,
    format: 'BB',
    formDetail: null,
    isbn: null,
    status: 'in_production',
    publicationDate: '2027-03-05',
    language: 'eng',
    editionNumber: null,
    imprintId: null,
    availability: '10',
    pages: 320,
    durationMinutes: null,
    heightMm: null,
    widthMm: null,
    thicknessMm: null,
    weightGrams: null,
    illustrations: null,
    audience: null,
    shortDescription: null,
    description: null,
    tableOfContents: null,
    prices: [],
    printRuns: [],
    contributors: [],
    subjects: [],
    ...fields,
  };
}
