import { publications } from '../db/schema';

/** The columns of `publicationRef` (lib/areas/refs.ts), for every query that names publications. */
export const publicationRefColumns = {
  publicationId: publications.id,
  title: publications.title,
  format: publications.format,
  isbn: publications.isbn,
  status: publications.status,
  publicationDate: publications.publicationDate,
};
