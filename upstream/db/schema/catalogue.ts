import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  COLLECTION_KINDS,
  CONTRIBUTOR_ROLES,
  EXPORT_FORMATS,
  EXPORT_MODES,
  EXPORT_OUTCOMES,
  EXPORT_STATUSES,
  ISBN_STATES,
  PRICE_TERRITORIES,
  PRICE_TYPES,
  PRODUCT_AVAILABILITIES,
  PRODUCT_FORM_DETAILS,
  PUBLICATION_FORMATS,
  PUBLICATION_STATUSES,
  PRICE_TAX_RATES,
  TAXONOMY_SCHEMES,
} from '@/lib/contract/enums';
import { users } from './access';
import { identity, inList, money, versioned } from './columns';
import { contracts } from './contracts';
import { currencyCode } from './currencies';
import { storedFiles } from './files';
import { commissionings, contacts } from './publishing';

/** One product: a title in one format, identified by its own ISBN. */
export const publications = pgTable(
  'publications',
  {
    id: identity(),
    commissioningId: integer()
      .notNull()
      .references(() => commissionings.id, { onDelete: 'restrict' }),
    /** The contract that grants the right to publish this format. */
    contractId: integer().references(() => contracts.id, { onDelete: 'restrict' }),
    title: text().notNull(),
    subtitle: text(),
    /** ONIX code list 150. */
    format: text({ enum: PUBLICATION_FORMATS }).notNull(),
    /** ONIX code list 175: the file format of a digital or audio form (EPUB, PDF, MP3…). */
    formDetail: text({ enum: PRODUCT_FORM_DETAILS }),
    /** ISBN-13 as 13 digits, without hyphens. */
    isbn: char({ length: 13 }).notNull(),
    doi: text(),
    doiRegisteredAt: timestamp({ withTimezone: true }),
    /** ISO 639-2/B, as ONIX uses it (eng, ger, fre). */
    language: char({ length: 3 }).notNull().default('eng'),
    pages: integer(),
    /** For audiobooks: running time. */
    durationMinutes: integer(),
    editionNumber: smallint().notNull().default(1),
    publicationDate: date({ mode: 'string' }),
    status: text({ enum: PUBLICATION_STATUSES }).notNull().default('in_production'),
    description: text(),
    coverFileId: integer().references(() => storedFiles.id, { onDelete: 'set null' }),
    /** The ONIX XHTML subset, as the long description (`description`) is. */
    shortDescription: text(),
    tableOfContents: text(),
    audience: text(),
    illustrations: text(),
    heightMm: integer(),
    widthMm: integer(),
    thicknessMm: integer(),
    weightGrams: integer(),
    /** ONIX list 65. */
    availability: text({ enum: PRODUCT_AVAILABILITIES }).notNull().default('10'),
    /** The imprint it is published under: a collection term of kind imprint (ONIX `<Imprint>`). */
    imprintId: integer().references((): AnyPgColumn => taxonomyTerms.id, { onDelete: 'restrict' }),
    /**
     * The feeds' data version: moved (from `publication_feed_seq`, by triggers) whenever the product or
     * anything its ONIX record is made from changes (prices, credits and their contacts, subjects,
     * praises), so a delta feed takes exactly the products changed since a recipient's last run.
     */
    feedVersion: bigint({ mode: 'number' }).notNull().default(0),
    ...versioned(),
  },
  (t) => [
    /*
     * An ISBN belongs to one product for ever, but the agencies' rule is broken in practice by reissues that
     * recycle the number of an out-of-print edition. The database refuses two live products with one ISBN
     * (what would corrupt trade feeds and sales matching); a recycled number behind an out-of-print record
     * is for the data-quality check to report, since the fix (a new ISBN for the reissue) is an editorial act.
     */
    uniqueIndex('publications_isbn_live_key')
      .on(t.isbn)
      .where(sql`${t.status} <> 'out_of_print'`),
    index().on(t.isbn),
    index().on(t.commissioningId),
    index().on(t.contractId),
    index().on(t.coverFileId),
    index().on(t.status, t.publicationDate),
    index().on(t.publicationDate),
    index().on(t.title),
    index().on(t.doiRegisteredAt),
    index().on(t.imprintId),
    inList('publications_format_check', t.format, PUBLICATION_FORMATS),
    inList('publications_status_check', t.status, PUBLICATION_STATUSES),
    inList('publications_form_detail_check', t.formDetail, PRODUCT_FORM_DETAILS),
    // The check digit is deliberately not enforced here: legacy imports carry wrong ones, and the checks list them.
    check('publications_isbn_check', sql`${t.isbn} ~ '^97[89][0-9]{10}$'`),
    check('publications_doi_check', sql`${t.doi} ~ '^10\\.[0-9]{4,9}/\\S+$'`),
    check('publications_language_check', sql`${t.language} ~ '^[a-z]{3}$'`),
    check('publications_pages_check', sql`${t.pages} > 0`),
    check('publications_duration_check', sql`${t.durationMinutes} > 0`),
    check('publications_edition_check', sql`${t.editionNumber} > 0`),
    inList('publications_availability_check', t.availability, PRODUCT_AVAILABILITIES),
    check(
      'publications_measures_check',
      sql`${t.heightMm} > 0 and ${t.widthMm} > 0 and ${t.thicknessMm} > 0 and ${t.weightGrams} > 0`,
    ),
    index('publications_title_lower_id_idx').on(sql`lower(${t.title})`, t.id, t.title),
    index().on(t.isbn, t.id),
    index().on(t.publicationDate, t.id),
    index().on(t.createdAt, t.id),
    index().on(t.updatedAt, t.id),
    index().on(t.feedVersion),
  ],
);

/** A printing of a physical format: when, how many copies, by which printer, at what cost a copy. */
export const publicationPrintRuns = pgTable(
  'publication_print_runs',
  {
    id: identity(),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    printedOn: date({ mode: 'string' }).notNull(),
    quantity: integer().notNull(),
    printer: text().notNull(),
    /** What one copy cost, in minor units of `currency`. */
    unitCost: money().notNull(),
    currency: currencyCode().notNull(),
  },
  (t) => [
    index().on(t.publicationId, t.printedOn),
    check('publication_print_runs_quantity_check', sql`${t.quantity} > 0`),
    check('publication_print_runs_unit_cost_check', sql`${t.unitCost} >= 0`),
  ],
);

/** Who a publication credits, in the order of the credits, with their ONIX role (list 17). */
export const publicationContributors = pgTable(
  'publication_contributors',
  {
    id: identity(),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'restrict' }),
    role: text({ enum: CONTRIBUTOR_ROLES }).notNull(),
    position: smallint().notNull(),
  },
  (t) => [
    unique().on(t.publicationId, t.contactId, t.role),
    index().on(t.publicationId, t.position),
    index().on(t.contactId),
    inList('publication_contributors_role_check', t.role, CONTRIBUTOR_ROLES),
  ],
);

/**
 * A chapter of a book (an edited volume's contributions, a monograph's parts), in reading order, with its
 * pages and its own DOI: Crossref's deposit registers it as a `content_item` of the book. A DOI follows the
 * publications' rules and registry: unique across books and chapters, generated or typed, then deposited.
 */
export const publicationChapters = pgTable(
  'publication_chapters',
  {
    id: identity(),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    title: text().notNull(),
    subtitle: text(),
    firstPage: text(),
    lastPage: text(),
    doi: text(),
    doiRegisteredAt: timestamp({ withTimezone: true }),
    /**
     * The chapter's data version, from `publication_feed_seq` as the books' is: moved by triggers whenever
     * the chapter, its credits or a credited contact's name or ORCID change, so a delta deposit takes it.
     */
    feedVersion: bigint({ mode: 'number' }).notNull().default(0),
    ...versioned(),
  },
  (t) => [
    index().on(t.publicationId, t.position),
    uniqueIndex('publication_chapters_doi_key').on(t.doi),
    index().on(t.feedVersion),
    check('publication_chapters_position_check', sql`${t.position} > 0`),
    check('publication_chapters_doi_check', sql`${t.doi} ~ '^10\\.[0-9]{4,9}/\\S+$'`),
  ],
);

/** Who a chapter credits, in order, with their ONIX role (list 17); ORCID iDs come from the contacts. */
export const publicationChapterContributors = pgTable(
  'publication_chapter_contributors',
  {
    id: identity(),
    chapterId: integer()
      .notNull()
      .references(() => publicationChapters.id, { onDelete: 'cascade' }),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'restrict' }),
    role: text({ enum: CONTRIBUTOR_ROLES }).notNull(),
    position: smallint().notNull(),
  },
  (t) => [
    unique().on(t.chapterId, t.contactId, t.role),
    index().on(t.chapterId, t.position),
    index().on(t.contactId),
    inList('publication_chapter_contributors_role_check', t.role, CONTRIBUTOR_ROLES),
  ],
);

/** A range of ISBNs the agency gave the firm: every number that starts with `prefix`. */
export const isbnBlocks = pgTable(
  'isbn_blocks',
  {
    id: identity(),
    /** The digits every number of the block starts with (978 or 979, group, registrant). */
    prefix: text().notNull().unique(),
    /** The lowest title number never handed out: numbers are given in order and never again. */
    nextTitle: integer().notNull().default(0),
    ...versioned(),
  },
  (t) => [
    check('isbn_blocks_prefix_check', sql`${t.prefix} ~ '^97[89][0-9]{3,9}$'`),
    check('isbn_blocks_next_check', sql`${t.nextTitle} >= 0`),
  ],
);

/** The numbers of the register that are not free. A number once assigned stays so, even when its product goes. */
export const isbnNumbers = pgTable(
  'isbn_numbers',
  {
    isbn: char({ length: 13 }).primaryKey(),
    blockId: integer()
      .notNull()
      .references(() => isbnBlocks.id, { onDelete: 'restrict' }),
    state: text({ enum: ISBN_STATES }).notNull(),
    publicationId: integer().references(() => publications.id, { onDelete: 'set null' }),
    note: text(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.blockId, t.state),
    uniqueIndex('isbn_numbers_publication_key').on(t.publicationId),
    inList('isbn_numbers_state_check', t.state, ISBN_STATES),
  ],
);

/**
 * The publications a contract covers: the author's, and the translator's or illustrator's of the same
 * editions. `publications.contract_id` names the one contract that grants the right to publish.
 */
export const contractPublications = pgTable(
  'contract_publications',
  {
    contractId: integer()
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.publicationId] }), index().on(t.publicationId)],
);

/** Recommended retail price of a publication in one currency (ONIX price type 02, tax included where due). */
export const publicationPrices = pgTable(
  'publication_prices',
  {
    id: identity(),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    currency: currencyCode().notNull(),
    amount: money().notNull(),
    territory: text({ enum: PRICE_TERRITORIES }).notNull().default('WORLD'),
    /** ONIX list 58. */
    priceType: text({ enum: PRICE_TYPES }).notNull().default('02'),
    taxClass: text({ enum: PRICE_TAX_RATES }).notNull().default('zero'),
    ...versioned(),
  },
  (t) => [
    unique('publication_prices_product_price_key').on(t.publicationId, t.currency, t.territory, t.priceType),
    inList('publication_prices_territory_check', t.territory, PRICE_TERRITORIES),
    inList('publication_prices_type_check', t.priceType, PRICE_TYPES),
    inList('publication_prices_tax_check', t.taxClass, PRICE_TAX_RATES),
    index().on(t.currency),
    check('publication_prices_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Endorsements and review quotes used on covers and in marketing; quoting needs the source's permission. */
export const praises = pgTable(
  'praises',
  {
    id: identity(),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    quote: text().notNull(),
    /** Who said it: a person, or the outlet itself for an unsigned review. */
    source: text().notNull(),
    sourceRole: text(),
    outlet: text(),
    quotedOn: date({ mode: 'string' }),
    sourceUrl: text(),
    rightsCleared: boolean().notNull().default(false),
    position: smallint().notNull().default(1),
    /** The contributor the quote is about, when it praises a person rather than the book. */
    contributorId: integer().references(() => contacts.id, { onDelete: 'set null' }),
    ...versioned(),
  },
  (t) => [
    index().on(t.publicationId, t.position),
    index().on(t.contributorId),
    index().on(t.source),
    index('praises_source_lower_id_idx').on(sql`lower(${t.source})`, t.id, t.source),
    index().on(t.position, t.id),
    index().on(t.quotedOn, t.id),
    index().on(t.createdAt, t.id),
    index().on(t.updatedAt, t.id),
    check('praises_position_check', sql`${t.position} > 0`),
  ],
);

/** Codes of the subject schemes (Thema, BISAC, BIC), the firm's own subjects, and its collections and series. */
export const taxonomyTerms = pgTable(
  'taxonomy_terms',
  {
    id: identity(),
    scheme: text({ enum: TAXONOMY_SCHEMES }).notNull(),
    code: text().notNull(),
    label: text().notNull(),
    parentId: integer().references((): AnyPgColumn => taxonomyTerms.id, { onDelete: 'restrict' }),
    active: boolean().notNull().default(true),
    /** A collection's kind (series or imprint); null in every other scheme. */
    kind: text({ enum: COLLECTION_KINDS }),
    ...versioned(),
  },
  (t) => [
    unique().on(t.scheme, t.code),
    index().on(t.parentId),
    index().on(t.scheme, t.label),
    inList('taxonomy_terms_scheme_check', t.scheme, TAXONOMY_SCHEMES),
    inList('taxonomy_terms_kind_check', t.kind, COLLECTION_KINDS),
    check(
      'taxonomy_terms_collection_kind_check',
      sql`(${t.scheme} = 'collection') = (${t.kind} is not null)`,
    ),
  ],
);

export const publicationTaxonomyTerms = pgTable(
  'publication_taxonomy_terms',
  {
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    termId: integer()
      .notNull()
      .references(() => taxonomyTerms.id, { onDelete: 'restrict' }),
    /** The main subject of its scheme, which ONIX flags separately. */
    main: boolean().notNull().default(false),
    /** Number of the volume within a series. */
    seriesNumber: integer(),
  },
  (t) => [primaryKey({ columns: [t.publicationId, t.termId] }), index().on(t.termId)],
);

/** A metadata feed sent to a trade recipient (a data aggregator, a retailer, a library supplier). */
export const publicationExports = pgTable(
  'publication_exports',
  {
    id: identity(),
    recipient: text().notNull(),
    format: text({ enum: EXPORT_FORMATS }).notNull(),
    status: text({ enum: EXPORT_STATUSES }).notNull().default('queued'),
    mode: text({ enum: EXPORT_MODES }).notNull().default('full'),
    /** `publication_feed_seq` when the run read the catalogue: the next delta takes what moved past it. */
    feedVersion: bigint({ mode: 'number' }),
    includedCount: integer().notNull().default(0),
    deletedCount: integer().notNull().default(0),
    blockedCount: integer().notNull().default(0),
    /** SHA-256 of the file as sent, hex. */
    checksum: char({ length: 64 }),
    /** Where the file was delivered besides the file store (the recipient's folder), if anywhere. */
    deliveredTo: text(),
    fileId: integer().references(() => storedFiles.id, { onDelete: 'set null' }),
    requestedById: integer().references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp({ withTimezone: true }),
    error: text(),
    ...versioned(),
  },
  (t) => [
    index().on(t.createdAt),
    index().on(t.status, t.createdAt),
    index().on(t.recipient),
    index().on(t.fileId),
    index().on(t.requestedById),
    inList('publication_exports_format_check', t.format, EXPORT_FORMATS),
    inList('publication_exports_status_check', t.status, EXPORT_STATUSES),
    inList('publication_exports_mode_check', t.mode, EXPORT_MODES),
    index().on(t.recipient, t.format, t.createdAt),
    index('publication_exports_created_at_id_idx').on(t.createdAt, t.id),
  ],
);

export const publicationExportItems = pgTable(
  'publication_export_items',
  {
    exportId: integer()
      .notNull()
      .references(() => publicationExports.id, { onDelete: 'cascade' }),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    outcome: text({ enum: EXPORT_OUTCOMES }).notNull().default('included'),
    /** Why a blocked product was left out, one reason a line. */
    reasons: text(),
  },
  (t) => [
    primaryKey({ columns: [t.exportId, t.publicationId] }),
    index().on(t.publicationId),
    index().on(t.exportId, t.outcome),
    inList('publication_export_items_outcome_check', t.outcome, EXPORT_OUTCOMES),
  ],
);
