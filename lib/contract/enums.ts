/**
 * Every status and kind list of the data model, shared by the database schema (which refuses other
 * values with check constraints), the upstream API's validation and the web app's labels and filters.
 */

// Staff and access

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export const FONTS = ['inter', 'manrope', 'system'] as const;
export type Font = (typeof FONTS)[number];

/** The rows-per-page and date-format choices of the display settings. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DATE_FORMATS = ['iso', 'day_month_year', 'month_day_year'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export const LOGIN_FAILURE_REASONS = [
  'unknown_user',
  'wrong_password',
  'inactive',
  'wrong_code',
  'code_expired',
  'too_many_attempts',
] as const;
export type LoginFailureReason = (typeof LOGIN_FAILURE_REASONS)[number];

export const SIGN_IN_CODE_PURPOSES = ['two_factor'] as const;
export type SignInCodePurpose = (typeof SIGN_IN_CODE_PURPOSES)[number];

export const ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

// Publishing

export const CONTACT_ROLES = ['author', 'translator', 'illustrator', 'agent', 'reviewer'] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

export const COMMISSIONING_STATUSES = [
  'proposal',
  'under_review',
  'approved',
  'contracted',
  'in_production',
  'published',
  'declined',
] as const;
export type CommissioningStatus = (typeof COMMISSIONING_STATUSES)[number];

export const CONTRACT_TYPES = ['author', 'translation', 'illustration', 'editor', 'licence'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** draft → sent → signed → active → ended or reverted; a signed contract's terms change only by amendment. */
export const CONTRACT_STATUSES = ['draft', 'sent', 'signed', 'active', 'ended', 'reverted'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Where a contract's rights run: the world, the English-speaking world, or the countries it names. */
export const CONTRACT_TERRITORIES = ['world', 'world_english', 'named_countries'] as const;
export type ContractTerritory = (typeof CONTRACT_TERRITORIES)[number];

export const CONTRACT_PARTY_ROLES = [
  'author',
  'co_author',
  'translator',
  'illustrator',
  'editor',
  'agent',
  'licensor',
] as const;
export type ContractPartyRole = (typeof CONTRACT_PARTY_ROLES)[number];

export const ROYALTY_BASES = ['list_price', 'net_receipts'] as const;
export type RoyaltyBasis = (typeof ROYALTY_BASES)[number];

/** When an instalment of the advance falls due, in the order a contract usually lists them. */
export const INSTALMENT_TRIGGERS = [
  'signature',
  'delivery',
  'acceptance',
  'publication',
  'paperback_publication',
] as const;
export type InstalmentTrigger = (typeof INSTALMENT_TRIGGERS)[number];

/** Primary rights the publisher is granted. */
export const RIGHTS_GRANTED = ['print', 'ebook', 'audio', 'large_print', 'book_club', 'anthology'] as const;
export type RightGranted = (typeof RIGHTS_GRANTED)[number];

/** Subsidiary rights the publisher licenses on, whose income is split with the author. */
export const SUBSIDIARY_RIGHTS = [
  'translation',
  'us_edition',
  'first_serial',
  'second_serial',
  'audio_licence',
  'film_tv',
  'paperback_licence',
  'book_club',
] as const;
export type SubsidiaryRight = (typeof SUBSIDIARY_RIGHTS)[number];

/**
 * ONIX code list 150 (product form): the forms this firm publishes, codes as EDItEUR's list
 * (`ONIX_BookProduct_CodeLists.xsd`, List150) has them — hardback, paperback, spiral bound, board book,
 * digital (unspecified delivery, download and online, download only), audio download and CD-Audio.
 */
export const PUBLICATION_FORMATS = ['BB', 'BC', 'BE', 'BH', 'EA', 'EB', 'ED', 'AJ', 'AC'] as const;
export type PublicationFormat = (typeof PUBLICATION_FORMATS)[number];

/** Forms that are made as objects: printed (or pressed) in print runs, weighed and measured. */
export const PHYSICAL_FORMATS = [
  'BB',
  'BC',
  'BE',
  'BH',
  'AC',
] as const satisfies readonly PublicationFormat[];
/** Forms that are sound: they have a running time rather than pages. */
export const AUDIO_FORMATS = ['AJ', 'AC'] as const satisfies readonly PublicationFormat[];

/**
 * ONIX code list 175 (product form detail), the details the firm gives its digital and audio forms:
 * the file format of an e-book (EPUB, PDF, Amazon Kindle, Mobipocket) or of a recording.
 */
export const PRODUCT_FORM_DETAILS = ['E101', 'E107', 'E116', 'E127', 'A101', 'A103', 'A109'] as const;
export type ProductFormDetail = (typeof PRODUCT_FORM_DETAILS)[number];

const EBOOK_DETAILS = ['E101', 'E107', 'E116', 'E127'] as const satisfies readonly ProductFormDetail[];

/** Which details (list 175) go with which form (list 150); a form without any takes none. */
export const FORM_DETAILS_OF: Record<PublicationFormat, readonly ProductFormDetail[]> = {
  BB: [],
  BC: [],
  BE: [],
  BH: [],
  EA: EBOOK_DETAILS,
  EB: EBOOK_DETAILS,
  ED: EBOOK_DETAILS,
  AJ: ['A103', 'A109'],
  AC: ['A101'],
};

/** Withdrawn: taken off sale for good; the trade feeds send it as a delete (ONIX notification 05). */
export const PUBLICATION_STATUSES = ['in_production', 'published', 'out_of_print', 'withdrawn'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export const TAXONOMY_SCHEMES = ['thema', 'bisac', 'bic', 'subject', 'collection'] as const;
export type TaxonomyScheme = (typeof TAXONOMY_SCHEMES)[number];

/** The schemes that are the firm's own, edited on their pages; Thema, BISAC and BIC are only imported. */
export const EDITABLE_SCHEMES = ['subject', 'collection'] as const;
export type EditableScheme = (typeof EDITABLE_SCHEMES)[number];

/** What a collection is: a series a book is numbered in, or an imprint it is published under. */
export const COLLECTION_KINDS = ['series', 'imprint'] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];

export const EXPORT_FORMATS = ['onix_3_0', 'csv', 'crossref'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** A feed of the whole catalogue a recipient takes, or of what changed since its last run. */
export const EXPORT_MODES = ['full', 'delta'] as const;
export type ExportMode = (typeof EXPORT_MODES)[number];

/** What a run did with a product: sent it, sent it as a delete, or left it out for what blocks it. */
export const EXPORT_OUTCOMES = ['included', 'deleted', 'blocked'] as const;
export type ExportOutcome = (typeof EXPORT_OUTCOMES)[number];

// Finance

export const ORDER_CHANNELS = ['trade', 'wholesale', 'online_retail', 'direct', 'library', 'export'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** draft → confirmed → shipped → invoiced, or cancelled (with a reason) before it ships. */
export const ORDER_STATUSES = ['draft', 'confirmed', 'shipped', 'invoiced', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Orders that sold nothing: not yet confirmed, or called off. Sales figures and royalties leave them out. */
export const UNSOLD_ORDER_STATUSES = ['draft', 'cancelled'] as const satisfies readonly OrderStatus[];

/** When the customer pays: before shipping, or so many days after the invoice. */
export const PAYMENT_TERMS = ['prepaid', 'net_30', 'net_60', 'net_90'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

/**
 * draft → issued (numbered) → partly paid or paid as payments come in; overdue once past its due date
 * unpaid; credited when credit notes reverse all of it. Only a draft changes: an issued invoice is kept.
 */
export const INVOICE_STATUSES = ['draft', 'issued', 'partly_paid', 'paid', 'overdue', 'credited'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** How a line's VAT is chosen: printed books and e-books often have reduced rates; anything else the standard one. */
export const TAX_CLASSES = ['printed_book', 'ebook', 'standard'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

/** Why a line bears the VAT it does (lib/finance/vat.ts). */
export const VAT_RULES = ['domestic', 'eu_consumer', 'reverse_charge', 'outside_eu'] as const;
export type VatRule = (typeof VAT_RULES)[number];

export const EXPENSE_CATEGORIES = [
  'printing',
  'editorial',
  'translation',
  'design',
  'typesetting',
  'proofreading',
  'marketing',
  'distribution',
  'events',
  'software',
  'office',
  'travel',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const EXPENSE_STATUSES = ['submitted', 'approved', 'paid', 'rejected'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];

export const DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** What a coupon is worth today: computed from its dates, usage and switch, never stored. */
export const COUPON_STATES = ['active', 'scheduled', 'expired', 'used_up', 'inactive'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** A royalty run's life: computed as a draft, approved, then locked for good (corrections go in the next period). */
export const ROYALTY_RUN_STATUSES = ['draft', 'approved', 'locked', 'calculating', 'failed'] as const;
export type RoyaltyRunStatus = (typeof ROYALTY_RUN_STATUSES)[number];

/** What a statement line accounts for: copies sold, copies returned, or a licence's income. */
export const ROYALTY_LINE_KINDS = ['sale', 'return', 'subsidiary'] as const;
export type RoyaltyLineKind = (typeof ROYALTY_LINE_KINDS)[number];

/** How the copies of a sales line earned: on the term's escalator, or under its high-discount rule. */
export const ROYALTY_RULES = ['escalator', 'high_discount'] as const;
export type RoyaltyRule = (typeof ROYALTY_RULES)[number];

// Content and marketing

export const NEWS_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** What a website element is: each type has its own content (lib/contract/site-element-content.ts). */
export const SITE_ELEMENT_TYPES = ['banner', 'featured-books', 'author-spotlight'] as const;
export type SiteElementType = (typeof SITE_ELEMENT_TYPES)[number];

// Tasks

/** A task's life: open, being worked, then done or cancelled (either reopened when it was not over). */
export const TASK_STATUSES = ['open', 'in_progress', 'done', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** The statuses of a task still to be done: the ones "my tasks" and "overdue" count. */
export const OPEN_TASK_STATUSES = ['open', 'in_progress'] as const satisfies readonly TaskStatus[];

export const TASK_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** The records a task can be about: those with a page and a reference shape (lib/areas/refs.ts). */
/** Records a task names in their own area's reference shape (lib/areas/refs.ts). */
export const TASK_REF_KINDS = ['publication', 'contract', 'commissioning', 'contact'] as const;
/** Records a task names by their number and title alone. */
export const TASK_NAMED_KINDS = [
  'royalty_run',
  'order',
  'invoice',
  'expense',
  'coupon',
  'proposal',
  'news',
  'newsletter',
] as const;
export const TASK_RECORD_KINDS = [...TASK_REF_KINDS, ...TASK_NAMED_KINDS] as const;
export type TaskRecordKind = (typeof TASK_RECORD_KINDS)[number];

/** Where an element stands: never published, served as it is, or served while its draft has moved on. */
export const SITE_ELEMENT_STATES = ['draft', 'published', 'changed'] as const;
export type SiteElementState = (typeof SITE_ELEMENT_STATES)[number];

export const PROPOSAL_STATUSES = ['received', 'under_review', 'shortlisted', 'accepted', 'rejected'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const NEWSLETTER_AUDIENCES = ['all_contacts', 'authors', 'agents', 'reviewers', 'staff'] as const;
export type NewsletterAudience = (typeof NEWSLETTER_AUDIENCES)[number];

export const NEWSLETTER_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

// Operations

export const AUDIT_ACTIONS = ['insert', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AI_JOB_KINDS = [
  'metadata_enrichment',
  'subject_classification',
  'description_drafting',
  'keyword_generation',
] as const;
export type AiJobKind = (typeof AI_JOB_KINDS)[number];

export const AI_JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type AiJobStatus = (typeof AI_JOB_STATUSES)[number];

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

// Administration

/** A staff account's state: signing in, invited and yet to choose a password, or switched off. */
export const STAFF_STATUSES = ['active', 'invited', 'inactive'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
// Publications: products, prices, contributors (ONIX code lists)

/** ONIX list 65, the states a trade partner acts on. */
export const PRODUCT_AVAILABILITIES = ['10', '20', '21', '31', '40', '51'] as const;
export type ProductAvailability = (typeof PRODUCT_AVAILABILITIES)[number];

/** ONIX list 58: recommended retail price without or with tax, fixed retail price with tax. */
export const PRICE_TYPES = ['01', '02', '04'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** ONIX list 62 in words: the VAT rate a price carries in its territory. */
export const PRICE_TAX_RATES = ['standard', 'reduced', 'zero', 'exempt'] as const;
export type PriceTaxRate = (typeof PRICE_TAX_RATES)[number];

/** Where a price holds: a country (ISO 3166-1) or the rest of the world. */
export const PRICE_TERRITORIES = [
  'WORLD',
  'GB',
  'IE',
  'US',
  'CA',
  'DE',
  'FR',
  'NL',
  'AU',
  'EUROZONE',
] as const;
export type PriceTerritory = (typeof PRICE_TERRITORIES)[number];

/** ONIX list 17: author, editor, translator, illustrator, foreword, introduction, read by. */
export const CONTRIBUTOR_ROLES = ['A01', 'B01', 'B06', 'A12', 'A23', 'A24', 'E07'] as const;
export type ContributorRole = (typeof CONTRIBUTOR_ROLES)[number];

/** A number of the firm's ISBN register that is not free: held back for a title, or given to a product. */
export const ISBN_STATES = ['reserved', 'assigned'] as const;
export type IsbnState = (typeof ISBN_STATES)[number];

/** ISO 639-2/B, as ONIX uses it: the languages the firm publishes in. */
export const PUBLICATION_LANGUAGES = ['eng', 'ger', 'fre', 'spa', 'ita', 'dut'] as const;
export type PublicationLanguage = (typeof PUBLICATION_LANGUAGES)[number];
