import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  EMAIL_STATUSES,
  NEWS_STATUSES,
  NEWSLETTER_AUDIENCES,
  NEWSLETTER_STATUSES,
  PROPOSAL_STATUSES,
  SITE_ELEMENT_TYPES,
} from '@/lib/contract/enums';
import { users } from './access';
import { bigIdentity, bytes, identity, inList, versioned } from './columns';
import { storedFiles } from './files';
import { publications } from './catalogue';
import { contacts } from './publishing';

export const news = pgTable(
  'news',
  {
    id: identity(),
    title: text().notNull(),
    slug: text().notNull().unique(),
    summary: text(),
    body: text().notNull(),
    status: text({ enum: NEWS_STATUSES }).notNull().default('draft'),
    publishedAt: timestamp({ withTimezone: true }),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    imageFileId: integer().references(() => storedFiles.id, { onDelete: 'set null' }),
    ...versioned(),
  },
  (t) => [
    index().on(t.status, t.publishedAt),
    index().on(t.authorId),
    index().on(t.imageFileId),
    index('news_title_sort_index').on(sql`lower(${t.title})`, t.id, t.title),
    index('news_slug_sort_index').on(sql`lower(${t.slug})`, t.id, t.slug),
    index('news_published_at_sort_index').on(t.publishedAt, t.id),
    index('news_created_at_sort_index').on(t.createdAt, t.id),
    index('news_updated_at_sort_index').on(t.updatedAt, t.id),
    inList('news_status_check', t.status, NEWS_STATUSES),
    check('news_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * Reusable content blocks of the firm's website (a banner, featured books, an author spotlight): the
 * draft staff edit, and the version the public content API serves (null until published).
 */
export const siteElements = pgTable(
  'site_elements',
  {
    id: identity(),
    key: text().notNull().unique(),
    type: text({ enum: SITE_ELEMENT_TYPES }).notNull(),
    title: text().notNull(),
    content: jsonb().notNull(),
    publishedContent: jsonb(),
    publishedAt: timestamp({ withTimezone: true }),
    // A banner's image in the draft and in the published version, as columns with foreign keys: the file
    // store then counts the image as held (never an orphan) and refuses to delete it.
    draftImageFileId: integer()
      .generatedAlwaysAs(sql`(content ->> 'imageFileId')::integer`)
      .references(() => storedFiles.id),
    publishedImageFileId: integer()
      .generatedAlwaysAs(sql`(published_content ->> 'imageFileId')::integer`)
      .references(() => storedFiles.id),
    ...versioned(),
  },
  (t) => [
    index().on(t.draftImageFileId),
    index().on(t.publishedImageFileId),
    index('site_elements_title_sort_index').on(sql`lower(${t.title})`, t.id, t.title),
    index('site_elements_key_sort_index').on(sql`lower(${t.key})`, t.id, t.key),
    index('site_elements_published_at_sort_index').on(t.publishedAt, t.id),
    index('site_elements_created_at_sort_index').on(t.createdAt, t.id),
    index('site_elements_updated_at_sort_index').on(t.updatedAt, t.id),
    inList('site_elements_type_check', t.type, SITE_ELEMENT_TYPES),
    check('site_elements_key_check', sql`${t.key} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('site_elements_published_check', sql`(${t.publishedContent} is null) = (${t.publishedAt} is null)`),
  ],
);

/** Manuscripts submitted to the firm, before anyone has commissioned them. */
export const proposals = pgTable(
  'proposals',
  {
    id: identity(),
    title: text().notNull(),
    authorName: text().notNull(),
    email: text().notNull(),
    synopsis: text(),
    genre: text(),
    wordCount: integer(),
    manuscriptFileId: integer().references(() => storedFiles.id, { onDelete: 'set null' }),
    status: text({ enum: PROPOSAL_STATUSES }).notNull().default('received'),
    assignedEditorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Why it was accepted or declined, as told to the author. */
    decisionReason: text(),
    decidedAt: timestamp({ withTimezone: true }),
    ...versioned(),
  },
  (t) => [
    index().on(t.status, t.createdAt),
    index('proposals_title_sort_index').on(sql`lower(${t.title})`, t.id, t.title),
    index('proposals_author_name_sort_index').on(sql`lower(${t.authorName})`, t.id, t.authorName),
    index('proposals_genre_sort_index').on(sql`lower(${t.genre})`, t.id, t.genre),
    index('proposals_created_at_sort_index').on(t.createdAt, t.id),
    index('proposals_updated_at_sort_index').on(t.updatedAt, t.id),
    index().on(t.createdAt),
    index().on(t.manuscriptFileId),
    index().on(t.assignedEditorId),
    inList('proposals_status_check', t.status, PROPOSAL_STATUSES),
    check('proposals_word_count_check', sql`${t.wordCount} > 0`),
  ],
);

/** Templates of the mails the system sends; `{{placeholders}}` are filled in when a message is queued. */
export const emailTypes = pgTable(
  'email_types',
  {
    id: identity(),
    key: text().notNull().unique(),
    name: text().notNull(),
    description: text(),
    subject: text().notNull(),
    bodyText: text().notNull(),
    bodyHtml: text(),
    active: boolean().notNull().default(true),
    ...versioned(),
  },
  (t) => [index().on(t.name), check('email_types_key_check', sql`${t.key} ~ '^[a-z0-9_]+$'`)],
);

export const newsletters = pgTable(
  'newsletters',
  {
    id: identity(),
    subject: text().notNull(),
    body: text().notNull(),
    audience: text({ enum: NEWSLETTER_AUDIENCES }).notNull(),
    status: text({ enum: NEWSLETTER_STATUSES }).notNull().default('draft'),
    scheduledAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...versioned(),
  },
  (t) => [
    index().on(t.status, t.scheduledAt),
    index().on(t.status, t.sentAt),
    index().on(t.createdAt),
    index().on(t.createdById),
    inList('newsletters_audience_check', t.audience, NEWSLETTER_AUDIENCES),
    inList('newsletters_status_check', t.status, NEWSLETTER_STATUSES),
  ],
);

/** The publications a newsletter presents, in its order; their cleared praises go with them. */
export const newsletterPublications = pgTable(
  'newsletter_publications',
  {
    newsletterId: integer()
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.newsletterId, t.publicationId] }), index().on(t.publicationId)],
);

/** Secrets the API signs links with (a newsletter's unsubscribe link), made on first use. */
export const signingKeys = pgTable('signing_keys', {
  name: text().primaryKey(),
  secret: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Every message sent or waiting to be sent; a newsletter's recipients are its rows here. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigIdentity(),
    toAddress: text().notNull(),
    toName: text(),
    subject: text().notNull(),
    bodyText: text().notNull(),
    bodyHtml: text(),
    emailTypeId: integer().references(() => emailTypes.id, { onDelete: 'set null' }),
    newsletterId: integer().references(() => newsletters.id, { onDelete: 'cascade' }),
    /** The contact a newsletter went to, whose consent it was sent under. */
    contactId: integer().references(() => contacts.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: EMAIL_STATUSES }).notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /** Until when one server process is delivering it, by the database's clock; the others leave it. */
    claimedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.status, t.createdAt),
    index().on(t.newsletterId, t.id),
    index().on(t.newsletterId, t.status),
    index().on(t.contactId),
    index().on(t.emailTypeId),
    index().on(t.userId),
    index().on(t.createdAt),
    inList('email_outbox_status_check', t.status, EMAIL_STATUSES),
    check('email_outbox_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/** Files sent with a message of the outbox (a royalty statement's PDF), kept with it as they were sent. */
export const emailAttachments = pgTable(
  'email_attachments',
  {
    id: bigIdentity(),
    outboxId: bigint({ mode: 'number' })
      .notNull()
      .references(() => emailOutbox.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    mimeType: text().notNull(),
    content: bytes().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.outboxId)],
);
