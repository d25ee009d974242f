import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { COMMISSIONING_STATUSES, CONTACT_ROLES, PUBLICATION_FORMATS } from '@/lib/contract/enums';
import { users } from './access';
import {
  allInList,
  bigIdentity,
  between,
  identity,
  inList,
  positionIn,
  searchIndex,
  versioned,
} from './columns';
import { proposals } from './content';

/** Authors, translators, illustrators, agents and reviewers: the people and firms the list is made with. */
export const contacts = pgTable(
  'contacts',
  {
    id: identity(),
    firstName: text(),
    lastName: text().notNull(),
    organisation: text(),
    /** One person often works in several roles (an author who also translates). */
    roles: text({ enum: CONTACT_ROLES }).array().notNull(),
    // Not unique: duplicates arrive with imports and merges, and are a data-quality finding rather than an error.
    email: text(),
    phone: text(),
    addressLine1: text(),
    addressLine2: text(),
    city: text(),
    postcode: text(),
    region: text(),
    /** ISO 3166-1 alpha-2. */
    country: char({ length: 2 }),
    orcid: text(),
    biography: text(),
    notes: text(),
    /** The day the contact agreed to receive the firm's newsletters. */
    newsletterConsentAt: date({ mode: 'string' }),
    /** The day they asked to receive no more; a later consent counts again. */
    newsletterUnsubscribedAt: date({ mode: 'string' }),
    ...versioned(),
  },
  (t) => [
    index().on(t.lastName, t.firstName),
    index('contacts_newsletter_consent_index')
      .on(t.id)
      .where(
        sql`${t.newsletterConsentAt} is not null and (${t.newsletterUnsubscribedAt} is null or ${t.newsletterUnsubscribedAt} < ${t.newsletterConsentAt})`,
      ),
    // Each sort of the list, by its value then the id (upstream/resources/list.ts, listOrder); the name
    // key is case-insensitive, last name first.
    index('contacts_name_sort_index').on(
      sql`lower(${t.lastName} || ' ' || coalesce(${t.firstName}, ''))`,
      t.id,
      t.lastName,
      t.firstName,
    ),
    index('contacts_email_lower_index').on(sql`lower(${t.email})`, t.id, t.email),
    index('contacts_organisation_sort_index').on(sql`lower(${t.organisation})`, t.id, t.organisation),
    index('contacts_country_sort_index').on(sql`lower(${t.country})`, t.id, t.country),
    index('contacts_created_at_sort_index').on(t.createdAt, t.id),
    index('contacts_updated_at_sort_index').on(t.updatedAt, t.id),
    index('contacts_roles_index').using('gin', t.roles),
    searchIndex('contacts_first_name_search_index', t.firstName),
    searchIndex('contacts_last_name_search_index', t.lastName),
    searchIndex('contacts_organisation_search_index', t.organisation),
    searchIndex('contacts_orcid_search_index', t.orcid),
    searchIndex('contacts_email_search_index', t.email),
    allInList('contacts_roles_check', t.roles, CONTACT_ROLES),
    check('contacts_roles_not_empty_check', sql`cardinality(${t.roles}) > 0`),
    check('contacts_orcid_check', sql`${t.orcid} ~ '^[0-9]{4}-[0-9]{4}-[0-9]{4}-[0-9]{3}[0-9X]$'`),
    check('contacts_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);

/** A book the firm considers or has taken on, from proposal to publication, owned by one commissioning editor. */
export const commissionings = pgTable(
  'commissionings',
  {
    id: identity(),
    title: text().notNull(),
    editorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The author or lead contributor the book is discussed with. */
    leadContactId: integer().references(() => contacts.id, { onDelete: 'restrict' }),
    /** The submitted manuscript it grew from, when it came in unsolicited. */
    proposalId: integer().references(() => proposals.id, { onDelete: 'set null' }),
    synopsis: text(),
    status: text({ enum: COMMISSIONING_STATUSES }).notNull().default('proposal'),
    /** When the board approved or declined it. */
    decisionDate: date({ mode: 'string' }),
    expectedDeliveryDate: date({ mode: 'string' }),
    estimatedWordCount: integer(),
    /** The formats the firm means to publish it in (ONIX code list 150). */
    expectedFormats: text({ enum: PUBLICATION_FORMATS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    expectedPublicationDate: date({ mode: 'string' }),
    notes: text(),
    ...versioned(),
  },
  (t) => [
    index().on(t.editorId),
    index().on(t.leadContactId),
    index().on(t.proposalId),
    index().on(t.status, t.createdAt),
    index().on(t.title),
    // Each sort of the list, by its value then the id (upstream/resources/list.ts, listOrder). Titles are
    // compared and sorted without regard to case (the list, the import's duplicate check).
    index('commissionings_title_lower_index').on(sql`lower(${t.title})`, t.id, t.title),
    index('commissionings_status_sort_index').on(
      positionIn(COMMISSIONING_STATUSES, t.status),
      t.id,
      t.status,
    ),
    index('commissionings_created_at_sort_index').on(t.createdAt, t.id),
    index('commissionings_updated_at_sort_index').on(t.updatedAt, t.id),
    index('commissionings_expected_publication_date_sort_index').on(t.expectedPublicationDate, t.id),
    inList('commissionings_status_check', t.status, COMMISSIONING_STATUSES),
    allInList('commissionings_expected_formats_check', t.expectedFormats, PUBLICATION_FORMATS),
    check('commissionings_word_count_check', sql`${t.estimatedWordCount} > 0`),
  ],
);

/**
 * Authors of a commissioning after its lead contact (co-authors, contributors credited as authors),
 * in credit order. The lead stays on the commissioning itself, so a book always has one person to
 * talk to.
 */
export const commissioningCoAuthors = pgTable(
  'commissioning_co_authors',
  {
    commissioningId: integer()
      .notNull()
      .references(() => commissionings.id, { onDelete: 'cascade' }),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'restrict' }),
    /** Credit order from 1, after the lead. */
    position: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.commissioningId, t.contactId] }),
    index().on(t.contactId),
    check('commissioning_co_authors_position_check', sql`${t.position} > 0`),
  ],
);

/** Every move along the pipeline, for the history and the editors' response times. */
export const commissioningStatusChanges = pgTable(
  'commissioning_status_changes',
  {
    id: bigIdentity(),
    commissioningId: integer().notNull(),
    /** Null for the first entry, when the commissioning was created. */
    fromStatus: text({ enum: COMMISSIONING_STATUSES }),
    toStatus: text({ enum: COMMISSIONING_STATUSES }).notNull(),
    changedById: integer().references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Named by hand: the generated name exceeds PostgreSQL's 63 characters.
    foreignKey({
      name: 'commissioning_status_changes_commissioning_fk',
      columns: [t.commissioningId],
      foreignColumns: [commissionings.id],
    }).onDelete('cascade'),
    index().on(t.commissioningId, t.changedAt),
    index().on(t.changedById),
    index().on(t.changedAt),
    inList('commissioning_status_changes_from_check', t.fromStatus, COMMISSIONING_STATUSES),
    inList('commissioning_status_changes_to_check', t.toStatus, COMMISSIONING_STATUSES),
  ],
);

/** An author's or reviewer's rating of working with a commissioning editor (the dashboard's satisfaction score). */
export const editorReviews = pgTable(
  'editor_reviews',
  {
    id: identity(),
    editorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewerContactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    commissioningId: integer().references(() => commissionings.id, { onDelete: 'set null' }),
    rating: smallint().notNull(),
    comment: text(),
    reviewedOn: date({ mode: 'string' }).notNull(),
    ...versioned(),
  },
  (t) => [
    index().on(t.editorId, t.reviewedOn),
    index().on(t.reviewerContactId),
    index().on(t.commissioningId),
    between('editor_reviews_rating_check', t.rating, 1, 5),
  ],
);
