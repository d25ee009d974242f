import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import {
  CONTRACT_PARTY_ROLES,
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  INSTALMENT_TRIGGERS,
  PUBLICATION_FORMATS,
  RIGHTS_GRANTED,
  ROYALTY_BASES,
  SUBSIDIARY_RIGHTS,
} from '@/lib/contract/enums';
import { allInList, identity, inList, money, percent, versioned } from './columns';
import { currencyCode } from './currencies';
import { storedFiles } from './files';
import { commissionings, contacts } from './publishing';

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
    /** Licence term; null for the full term of copyright. */
    termYears: smallint(),
    advanceAmount: money().notNull().default(0),
    currency: currencyCode().notNull(),
    /** Share of royalties held back against bookshop returns, released in a later statement. */
    reserveAgainstReturnsPercent: percent().notNull().default('0'),
    /** ISO 3166-1 alpha-2 codes, or WORLD. */
    territories: text().array().notNull(),
    rightsGranted: text({ enum: RIGHTS_GRANTED }).array().notNull(),
    documentFileId: integer().references(() => storedFiles.id, { onDelete: 'set null' }),
    notes: text(),
    ...versioned(),
  },
  (t) => [
    index().on(t.commissioningId),
    index().on(t.status, t.signedDate),
    index().on(t.signedDate),
    index().on(t.currency),
    index().on(t.documentFileId),
    index().on(t.createdAt),
    inList('contracts_type_check', t.type, CONTRACT_TYPES),
    inList('contracts_status_check', t.status, CONTRACT_STATUSES),
    allInList('contracts_rights_granted_check', t.rightsGranted, RIGHTS_GRANTED),
    check('contracts_advance_check', sql`${t.advanceAmount} >= 0`),
    check('contracts_reserve_check', sql`${t.reserveAgainstReturnsPercent} between 0 and 100`),
    check('contracts_term_check', sql`${t.termYears} > 0`),
    check('contracts_signed_check', sql`${t.status} in ('draft', 'sent') or ${t.signedDate} is not null`),
  ],
);

/**
 * The contacts a contract is made with, and each one's share of the royalties. The shares of one
 * contract should total 100; that is a data-quality check rather than a constraint, because parties
 * are edited one at a time.
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
 * Royalty escalator: the rate rises with cumulative units sold. A tier applies to one format, or to
 * every format when `format` is null; tiers are read in `position` order and should rise in `fromUnits`.
 */
export const contractRoyaltyTiers = pgTable(
  'contract_royalty_tiers',
  {
    id: identity(),
    contractId: integer()
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    format: text({ enum: PUBLICATION_FORMATS }),
    position: smallint().notNull(),
    fromUnits: integer().notNull(),
    /** Exclusive upper bound; null for the open-ended top tier. */
    toUnits: integer(),
    basis: text({ enum: ROYALTY_BASES }).notNull(),
    ratePercent: percent().notNull(),
    ...versioned(),
  },
  (t) => [
    unique().on(t.contractId, t.format, t.position).nullsNotDistinct(),
    inList('contract_royalty_tiers_format_check', t.format, PUBLICATION_FORMATS),
    inList('contract_royalty_tiers_basis_check', t.basis, ROYALTY_BASES),
    check(
      'contract_royalty_tiers_units_check',
      sql`${t.fromUnits} >= 0 and (${t.toUnits} is null or ${t.toUnits} > ${t.fromUnits})`,
    ),
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
