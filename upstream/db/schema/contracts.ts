import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CONTRACT_PARTY_ROLES,
  CONTRACT_STATUSES,
  CONTRACT_TERRITORIES,
  CONTRACT_TYPES,
  INSTALMENT_TRIGGERS,
  ORDER_CHANNELS,
  PUBLICATION_FORMATS,
  RIGHTS_GRANTED,
  ROYALTY_BASES,
  SUBSIDIARY_RIGHTS,
} from '@/lib/contract/enums';
import { DEFAULT_MINIMUM_PAYMENT } from '@/lib/areas/contract-terms';
import { users } from './access';
import { allInList, bigIdentity, identity, inList, money, percent, positionIn, versioned } from './columns';
import { currencyCode } from './currencies';
import { storedFiles } from './files';
import { commissionings, contacts } from './publishing';

/**
 * A contract, from draft to its end. Its terms (everything but the notes, the linked publications and
 * when instalments fall due and are paid) are locked once it is signed: an amendment changes them,
 * keeping each signed version in `contract_versions`. These columns and the term tables below hold the
 * version in force.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: identity(),
    /** The firm's contract number, e.g. C-2024-0117. */
    reference: text().notNull().unique(),
    commissioningId: integer()
      .notNull()
      .references(() => commissionings.id, { onDelete: 'restrict' }),
    type: text({ enum: CONTRACT_TYPES }).notNull(),
    status: text({ enum: CONTRACT_STATUSES }).notNull().default('draft'),
    signedDate: date({ mode: 'string' }),
    /** The day it ended or its rights reverted. */
    endedDate: date({ mode: 'string' }),
    /** The amendment in force: 0 for the terms as signed. */
    amendment: smallint().notNull().default(0),
    territory: text({ enum: CONTRACT_TERRITORIES }).notNull().default('world'),
    /** ISO 3166-1 alpha-2 codes of a named-countries territory; empty otherwise. */
    territories: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** ISO 639-2/B codes (eng, ger) the rights cover; empty for every language. */
    languages: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The formats the contract covers (ONIX code list 150). */
    formats: text({ enum: PUBLICATION_FORMATS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rightsGranted: text({ enum: RIGHTS_GRANTED }).array().notNull(),
    /** Licence term; null for the full term of copyright. */
    termYears: smallint(),
    /** When the rights go back to the author (out of print for 18 months, say). */
    reversionConditions: text(),
    /** When the manuscript is due. */
    deliveryDate: date({ mode: 'string' }),
    optionOnNextWork: boolean().notNull().default(false),
    optionTerms: text(),
    advanceAmount: money().notNull().default(0),
    currency: currencyCode().notNull(),
    /** Share of each period's net earnings held back against bookshop returns. */
    reserveAgainstReturnsPercent: percent().notNull().default('0'),
    /** Statements a reserve is held for before it is released: 1 releases it in the next one. */
    reservePeriods: smallint().notNull().default(1),
    /** No payment below this (minor units of `currency`): the balance waits for the next statement. */
    minimumPayment: money().notNull().default(DEFAULT_MINIMUM_PAYMENT),
    documentFileId: integer().references(() => storedFiles.id, { onDelete: 'set null' }),
    notes: text(),
    ...versioned(),
  },
  (t) => [
    index().on(t.commissioningId),
    index().on(t.status, t.signedDate),
    index().on(t.currency),
    index().on(t.documentFileId),
    // Each sort of the list, by its value then the id (upstream/resources/list.ts, listOrder): references
    // without regard to case, statuses in the order of a contract's life. The signing date's also serves
    // the year filter.
    index('contracts_reference_sort_index').on(sql`lower(${t.reference})`, t.id, t.reference),
    index('contracts_status_sort_index').on(positionIn(CONTRACT_STATUSES, t.status), t.id, t.status),
    index('contracts_signed_date_sort_index').on(t.signedDate, t.id),
    index('contracts_delivery_date_sort_index').on(t.deliveryDate, t.id),
    index('contracts_created_at_sort_index').on(t.createdAt, t.id),
    index('contracts_updated_at_sort_index').on(t.updatedAt, t.id),
    inList('contracts_type_check', t.type, CONTRACT_TYPES),
    inList('contracts_status_check', t.status, CONTRACT_STATUSES),
    inList('contracts_territory_check', t.territory, CONTRACT_TERRITORIES),
    allInList('contracts_rights_granted_check', t.rightsGranted, RIGHTS_GRANTED),
    allInList('contracts_formats_check', t.formats, PUBLICATION_FORMATS),
    check(
      'contracts_territories_check',
      sql`array_to_string(${t.territories}, ',') ~ '^([A-Z]{2}(,[A-Z]{2})*)?$' and (${t.territory} = 'named_countries') = (cardinality(${t.territories}) > 0)`,
    ),
    check(
      'contracts_languages_check',
      sql`array_to_string(${t.languages}, ',') ~ '^([a-z]{3}(,[a-z]{3})*)?$'`,
    ),
    check('contracts_advance_check', sql`${t.advanceAmount} >= 0`),
    check('contracts_reserve_check', sql`${t.reserveAgainstReturnsPercent} between 0 and 100`),
    check('contracts_reserve_periods_check', sql`${t.reservePeriods} between 1 and 20`),
    check('contracts_minimum_payment_check', sql`${t.minimumPayment} >= 0`),
    check('contracts_term_check', sql`${t.termYears} > 0`),
    check('contracts_amendment_check', sql`${t.amendment} >= 0`),
    check('contracts_option_check', sql`${t.optionOnNextWork} or ${t.optionTerms} is null`),
    check('contracts_signed_check', sql`${t.status} in ('draft', 'sent') or ${t.signedDate} is not null`),
    check(
      'contracts_ended_check',
      sql`(${t.status} in ('ended', 'reverted')) = (${t.endedDate} is not null)`,
    ),
  ],
);

/**
 * The contacts a contract is made with, and each one's share of the royalties (an agent's is 0: the
 * agent takes commission from the author's). The API refuses shares that do not total 100; the
 * database does not, since a check across rows would need a trigger, and the data-quality checks report
 * what older data or a direct write left behind.
 */
export const contractParties = pgTable(
  'contract_parties',
  {
    id: identity(),
    contractId: integer()
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'restrict' }),
    role: text({ enum: CONTRACT_PARTY_ROLES }).notNull(),
    splitPercent: percent().notNull(),
    ...versioned(),
  },
  (t) => [
    unique().on(t.contractId, t.contactId, t.role),
    index().on(t.contactId),
    inList('contract_parties_role_check', t.role, CONTRACT_PARTY_ROLES),
    check('contract_parties_split_check', sql`${t.splitPercent} between 0 and 100`),
  ],
);

/**
 * How one format (or every format, when null) sold through one channel (or every channel, when null)
 * earns royalties: on list price or net receipts, at the rates of its escalator, and at a lower rate on
 * net receipts for sales at a high discount. The most specific term applies to a sale.
 */
export const contractRoyaltyTerms = pgTable(
  'contract_royalty_terms',
  {
    id: identity(),
    contractId: integer()
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** The order the contract lists them in, from 1. */
    position: smallint().notNull(),
    format: text({ enum: PUBLICATION_FORMATS }),
    channel: text({ enum: ORDER_CHANNELS }),
    basis: text({ enum: ROYALTY_BASES }).notNull(),
    /** Sales at this discount or more earn `highDiscountRatePercent` of net receipts instead. */
    highDiscountPercent: percent(),
    highDiscountRatePercent: percent(),
    ...versioned(),
  },
  (t) => [
    unique().on(t.contractId, t.format, t.channel).nullsNotDistinct(),
    unique().on(t.contractId, t.position),
    inList('contract_royalty_terms_format_check', t.format, PUBLICATION_FORMATS),
    inList('contract_royalty_terms_channel_check', t.channel, ORDER_CHANNELS),
    inList('contract_royalty_terms_basis_check', t.basis, ROYALTY_BASES),
    check('contract_royalty_terms_position_check', sql`${t.position} > 0`),
    check(
      'contract_royalty_terms_high_discount_check',
      sql`(${t.highDiscountPercent} is null) = (${t.highDiscountRatePercent} is null)
        and ${t.highDiscountPercent} > 0 and ${t.highDiscountPercent} <= 100
        and ${t.highDiscountRatePercent} between 0 and 100`,
    ),
  ],
);

/**
 * The escalator of a royalty term: from `fromUnits` copies sold (counted across periods) the rate is
 * `ratePercent`, until the next step's threshold. Steps are read in `position` order; the first starts at 0.
 */
export const contractRoyaltyTiers = pgTable(
  'contract_royalty_tiers',
  {
    id: identity(),
    termId: integer()
      .notNull()
      .references(() => contractRoyaltyTerms.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    fromUnits: integer().notNull(),
    ratePercent: percent().notNull(),
    ...versioned(),
  },
  (t) => [
    unique().on(t.termId, t.position),
    check('contract_royalty_tiers_units_check', sql`${t.fromUnits} >= 0`),
    check('contract_royalty_tiers_rate_check', sql`${t.ratePercent} between 0 and 100`),
  ],
);

/** The advance is paid in instalments, each on a contractual event; the amounts are in the contract's currency. */
export const contractInstalments = pgTable(
  'contract_instalments',
  {
    id: identity(),
    contractId: integer()
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    trigger: text({ enum: INSTALMENT_TRIGGERS }).notNull(),
    amount: money().notNull(),
    dueDate: date({ mode: 'string' }),
    paidDate: date({ mode: 'string' }),
    ...versioned(),
  },
  (t) => [
    unique().on(t.contractId, t.position),
    index().on(t.dueDate),
    // The contracts report reads the instalments paid in a period.
    index().on(t.paidDate),
    inList('contract_instalments_trigger_check', t.trigger, INSTALMENT_TRIGGERS),
    check('contract_instalments_amount_check', sql`${t.amount} > 0`),
  ],
);

/** The author's share of income from each subsidiary right the firm licenses on. */
export const contractSubrights = pgTable(
  'contract_subrights',
  {
    id: identity(),
    contractId: integer()
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    right: text({ enum: SUBSIDIARY_RIGHTS }).notNull(),
    authorSharePercent: percent().notNull(),
    ...versioned(),
  },
  (t) => [
    unique().on(t.contractId, t.right),
    inList('contract_subrights_right_check', t.right, SUBSIDIARY_RIGHTS),
    check('contract_subrights_share_check', sql`${t.authorSharePercent} between 0 and 100`),
  ],
);

/**
 * Every signed version of a contract's terms: number 0 as signed, then one per amendment, each with the
 * terms it put in force (the contract's term fields as the API answers them). Never changed afterwards.
 */
export const contractVersions = pgTable(
  'contract_versions',
  {
    id: identity(),
    contractId: integer()
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    number: smallint().notNull(),
    /** From when these terms apply: the signing date, or the amendment's. */
    effectiveDate: date({ mode: 'string' }).notNull(),
    /** Why the terms were amended; null for the version as signed. */
    reason: text(),
    terms: jsonb().notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.contractId, t.number),
    index().on(t.createdById),
    check('contract_versions_number_check', sql`${t.number} >= 0`),
    check('contract_versions_reason_check', sql`(${t.number} = 0) = (${t.reason} is null)`),
  ],
);

/** Every move of a contract's status, with the day it took effect (the signing date, say) and who recorded it. */
export const contractStatusChanges = pgTable(
  'contract_status_changes',
  {
    id: bigIdentity(),
    contractId: integer()
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** Null for the first entry, when the contract was drawn up. */
    fromStatus: text({ enum: CONTRACT_STATUSES }),
    toStatus: text({ enum: CONTRACT_STATUSES }).notNull(),
    effectiveDate: date({ mode: 'string' }).notNull(),
    changedById: integer().references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.contractId, t.changedAt),
    index().on(t.changedById),
    inList('contract_status_changes_from_check', t.fromStatus, CONTRACT_STATUSES),
    inList('contract_status_changes_to_check', t.toStatus, CONTRACT_STATUSES),
  ],
);

/**
 * Price calculator scenarios saved to a contract: the calculator's inputs as the screen had them
 * (`lib/contract/price-scenario.ts`), to reopen and to compare with what the title actually sold.
 */
export const contractPriceScenarios = pgTable(
  'contract_price_scenarios',
  {
    id: identity(),
    contractId: integer()
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    inputs: jsonb().notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contract_price_scenarios_name_key').on(t.contractId, sql`lower(${t.name})`),
    index().on(t.contractId, t.createdAt),
    index().on(t.createdById),
  ],
);
