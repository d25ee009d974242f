import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { ORDER_CHANNELS, ROYALTY_BASES, ROYALTY_STATEMENT_STATUSES } from '@/lib/contract/enums';
import { publications } from './catalogue';
import { identity, inList, money, percent, versioned } from './columns';
import { contracts } from './contracts';
import { currencyCode } from './currencies';
import { contacts } from './publishing';

/**
 * What one payee of a contract earned in one accounting period. Earnings first repay the advance
 * (`openingBalance` is the unearned advance carried in, negative while unearned); a reserve is held back
 * against returns and released later; what is left is payable.
 */
export const royaltyStatements = pgTable(
  'royalty_statements',
  {
    id: identity(),
    contractId: integer()
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'restrict' }),
    periodStart: date({ mode: 'string' }).notNull(),
    periodEnd: date({ mode: 'string' }).notNull(),
    currency: currencyCode().notNull(),
    status: text({ enum: ROYALTY_STATEMENT_STATUSES }).notNull().default('draft'),
    openingBalance: money().notNull().default(0),
    earnedAmount: money().notNull().default(0),
    reserveHeld: money().notNull().default(0),
    reserveReleased: money().notNull().default(0),
    closingBalance: money().notNull().default(0),
    amountPayable: money().notNull().default(0),
    issuedDate: date({ mode: 'string' }),
    paidDate: date({ mode: 'string' }),
    ...versioned(),
  },
  (t) => [
    unique().on(t.contractId, t.contactId, t.periodStart),
    index().on(t.contactId),
    index().on(t.periodEnd),
    index().on(t.status, t.periodEnd),
    index().on(t.currency),
    inList('royalty_statements_status_check', t.status, ROYALTY_STATEMENT_STATUSES),
    check('royalty_statements_period_check', sql`${t.periodEnd} >= ${t.periodStart}`),
    check('royalty_statements_payable_check', sql`${t.amountPayable} >= 0`),
  ],
);

export const royaltyStatementLines = pgTable(
  'royalty_statement_lines',
  {
    id: identity(),
    statementId: integer()
      .notNull()
      .references(() => royaltyStatements.id, { onDelete: 'cascade' }),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'restrict' }),
    channel: text({ enum: ORDER_CHANNELS }),
    unitsSold: integer().notNull(),
    unitsReturned: integer().notNull().default(0),
    basis: text({ enum: ROYALTY_BASES }).notNull(),
    /** List price or net receipts the rate applies to, for all units of the line. */
    baseAmount: money().notNull(),
    ratePercent: percent().notNull(),
    /** This payee's share of the royalty that `ratePercent` of `baseAmount` comes to. */
    royaltyAmount: money().notNull(),
    ...versioned(),
  },
  (t) => [
    index().on(t.statementId),
    index().on(t.publicationId),
    inList('royalty_statement_lines_channel_check', t.channel, ORDER_CHANNELS),
    inList('royalty_statement_lines_basis_check', t.basis, ROYALTY_BASES),
    check('royalty_statement_lines_units_check', sql`${t.unitsSold} >= 0 and ${t.unitsReturned} >= 0`),
    check('royalty_statement_lines_rate_check', sql`${t.ratePercent} between 0 and 100`),
  ],
);
