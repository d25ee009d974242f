import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations create (pg_trgm, behind the lists' search indexes): PGlite links an
 * extension's code only when it is opened with it, so every opening of a data folder passes these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
