import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import {
  ORDER_CHANNELS,
  PUBLICATION_FORMATS,
  ROYALTY_BASES,
  ROYALTY_LINE_KINDS,
  ROYALTY_RULES,
  ROYALTY_RUN_STATUSES,
  SUBSIDIARY_RIGHTS,
} from '@/lib/contract/enums';
import { users } from './access';
import { identity, inList, money, percent, timestamps, versioned } from './columns';
import { contracts } from './contracts';
import { currencyCode } from './currencies';
import { orderLines } from './finance';
import { contacts } from './publishing';

/**
 * What the publisher received for a subsidiary right it licensed (a translation, an audio licence),
 * in the currency it was paid in. The royalty run of the period it was received in gives the author
 * the contract's share of it.
 */
export const subsidiaryIncome = pgTable(
  'subsidiary_income',
  {
    id: identity(),
    contractId: integer()
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    right: text({ enum: SUBSIDIARY_RIGHTS }).notNull(),
    receivedDate: date({ mode: 'string' }).notNull(),
    amount: money().notNull(),
    currency: currencyCode().notNull(),
    /** Who licensed what ("German translation, Hanser"), printed on the statement. */
    description: text(),
    ...versioned(),
  },
  (t) => [
    index().on(t.contractId, t.receivedDate),
    index().on(t.receivedDate),
    index().on(t.currency),
    inList('subsidiary_income_right_check', t.right, SUBSIDIARY_RIGHTS),
    check('subsidiary_income_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * One accounting period's royalty run: calculating → draft (or failed, with its error message) →
 * approved → locked. A locked run and everything under it never change again; what turns out wrong is
 * corrected in the next period. Runs follow one another without gaps or overlaps, and a new one starts
 * only once the one before is locked.
 */
export const royaltyRuns = pgTable(
  'royalty_runs',
  {
    id: identity(),
    periodStart: date({ mode: 'string' }).notNull().unique(),
    periodEnd: date({ mode: 'string' }).notNull(),
    status: text({ enum: ROYALTY_RUN_STATUSES }).notNull().default('draft'),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp({ withTimezone: true }),
    approvedById: integer().references(() => users.id, { onDelete: 'set null' }),
    lockedAt: timestamp({ withTimezone: true }),
    lockedById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Why the calculation failed: set on a failed run only. */
    errorMessage: text(),
    ...versioned(),
  },
  (t) => [
    // The list's sort, by its value then the id (upstream/resources/list.ts, listOrder).
    index('royalty_runs_period_start_sort_index').on(t.periodStart, t.id),
    index().on(t.status, t.periodEnd),
    index().on(t.createdById),
    index().on(t.approvedById),
    index().on(t.lockedById),
    inList('royalty_runs_status_check', t.status, ROYALTY_RUN_STATUSES),
    check('royalty_runs_period_check', sql`${t.periodEnd} >= ${t.periodStart}`),
    check(
      'royalty_runs_approved_check',
      sql`${t.status} in ('draft', 'calculating', 'failed') or ${t.approvedAt} is not null`,
    ),
    check('royalty_runs_error_check', sql`(${t.status} = 'failed') = (${t.errorMessage} is not null)`),
    check('royalty_runs_locked_check', sql`(${t.status} = 'locked') = (${t.lockedAt} is not null)`),
  ],
);

/**
 * One contract in one run: the rates its sales were converted at, the state its statement started
 * from and the state it hands to the next run (balance, escalator copies, reserves held: the engine's
 * `RoyaltyState`). A contract whose statement could not be drawn (a sale without a term, shares that
 * do not add up) is kept with its `issues` and no statements, so the run says why it was held back.
 */
export const royaltyRunContracts = pgTable(
  'royalty_run_contracts',
  {
    id: identity(),
    runId: integer()
      .notNull()
      .references(() => royaltyRuns.id, { onDelete: 'cascade' }),
    contractId: integer()
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    currency: currencyCode().notNull(),
    /** Units of the contract currency per unit of each other currency, over the period. */
    exchangeRates: jsonb().notNull(),
    reservePercent: percent().notNull(),
    minimumPayment: money().notNull(),
    openingState: jsonb().notNull(),
    /** Null when the contract was held back. */
    closingState: jsonb(),
    issues: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [
    unique().on(t.runId, t.contractId),
    index().on(t.contractId),
    index().on(t.currency),
    // The runs list counts each run's held-back contracts: a few among thousands.
    index('royalty_run_contracts_held_back_index')
      .on(t.runId)
      .where(sql`cardinality(${t.issues}) > 0`),
    check(
      'royalty_run_contracts_held_back_check',
      sql`(${t.closingState} is null) = (cardinality(${t.issues}) > 0)`,
    ),
  ],
);

/**
 * The lines of a contract's statement in a run, with the contract's whole royalty on each: copies sold
 * by format, channel, rule and tier; copies returned at the rate they earned; a licence's income. The
 * payees' parts of each line are on their statements (`line_royalties`).
 */
export const royaltyStatementLines = pgTable(
  'royalty_statement_lines',
  {
    id: identity(),
    runContractId: integer()
      .notNull()
      .references(() => royaltyRunContracts.id, { onDelete: 'cascade' }),
    /** From 1, in the statement's order: sales, returns, subsidiary income. */
    position: smallint().notNull(),
    kind: text({ enum: ROYALTY_LINE_KINDS }).notNull(),
    format: text({ enum: PUBLICATION_FORMATS }),
    channel: text({ enum: ORDER_CHANNELS }),
    /** Which of the contract's terms a sale fell under (its position, as the engine names it). */
    termKey: text(),
    rule: text({ enum: ROYALTY_RULES }),
    tierIndex: smallint(),
    tierFromUnits: integer(),
    tierToUnits: integer(),
    basis: text({ enum: ROYALTY_BASES }),
    units: integer(),
    /** The currency the copies were sold in, or the licence paid in. */
    currency: currencyCode().notNull(),
    unitBaseAmount: money(),
    exchangeRate: numeric({ precision: 18, scale: 8 }).notNull(),
    /** In the contract currency. */
    baseAmount: money().notNull(),
    /** The royalty rate, or the author's share of a licence's income. */
    ratePercent: percent().notNull(),
    /** The contract's royalty on the line; negative for returns. */
    royalty: money().notNull(),
    subsidiaryRight: text({ enum: SUBSIDIARY_RIGHTS }),
    subsidiaryIncomeId: integer().references(() => subsidiaryIncome.id, { onDelete: 'restrict' }),
    description: text(),
    amountReceived: money(),
  },
  (t) => [
    unique().on(t.runContractId, t.position),
    index().on(t.subsidiaryIncomeId),
    index().on(t.currency),
    inList('royalty_statement_lines_kind_check', t.kind, ROYALTY_LINE_KINDS),
    inList('royalty_statement_lines_format_check', t.format, PUBLICATION_FORMATS),
    inList('royalty_statement_lines_channel_check', t.channel, ORDER_CHANNELS),
    inList('royalty_statement_lines_rule_check', t.rule, ROYALTY_RULES),
    inList('royalty_statement_lines_basis_check', t.basis, ROYALTY_BASES),
    inList('royalty_statement_lines_right_check', t.subsidiaryRight, SUBSIDIARY_RIGHTS),
    check('royalty_statement_lines_position_check', sql`${t.position} > 0`),
    check('royalty_statement_lines_rate_check', sql`${t.ratePercent} between 0 and 100`),
    check(
      'royalty_statement_lines_shape_check',
      sql`case when ${t.kind} = 'subsidiary'
        then ${t.subsidiaryRight} is not null and ${t.subsidiaryIncomeId} is not null and ${t.amountReceived} is not null
        else ${t.format} is not null and ${t.channel} is not null and ${t.basis} is not null and ${t.units} > 0
          and ${t.unitBaseAmount} is not null and (${t.kind} = 'return' or ${t.rule} is not null) end`,
    ),
  ],
);

/**
 * The order lines behind a sales or returns line, and how many of each one's copies it counts (a
 * quarter of a million rows a run at the benchmark's scale). They go with their line when a draft run
 * is deleted; an order line a run counted is kept (an order once accounted for is cancelled, not
 * deleted).
 */
export const royaltyLineSources = pgTable(
  'royalty_line_sources',
  {
    lineId: integer()
      .notNull()
      .references(() => royaltyStatementLines.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'restrict' }),
    units: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lineId, t.orderLineId] }),
    index().on(t.orderLineId),
    check('royalty_line_sources_units_check', sql`${t.units} > 0`),
  ],
);

/**
 * What one payee of a contract is owed for one run: their share of every line and figure of the
 * contract's statement (the engine's `splitStatement`), in the contract's currency. Earnings first
 * repay the advance (the balance is negative while it is unearned); a reserve is held back against
 * returns and released later; what is left is payable, unless it is below the minimum payment.
 */
export const royaltyStatements = pgTable(
  'royalty_statements',
  {
    id: identity(),
    runId: integer()
      .notNull()
      .references(() => royaltyRuns.id, { onDelete: 'cascade' }),
    runContractId: integer()
      .notNull()
      .references(() => royaltyRunContracts.id, { onDelete: 'cascade' }),
    contractId: integer()
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'restrict' }),
    sharePercent: percent().notNull(),
    /** The contract's reference and the payee's name as the statement was drawn, which its run's list sorts by. */
    contractReference: text().notNull().default(''),
    payeeName: text().notNull().default(''),
    currency: currencyCode().notNull(),
    openingBalance: money().notNull(),
    salesTotal: money().notNull(),
    returnsTotal: money().notNull(),
    netEarnings: money().notNull(),
    subsidiaryTotal: money().notNull(),
    reserveHeld: money().notNull(),
    reserveReleased: money().notNull(),
    advancePaid: money().notNull(),
    credit: money().notNull(),
    advanceRecouped: money().notNull(),
    closingBalance: money().notNull(),
    payable: money().notNull(),
    carriedForward: money().notNull(),
    /** The payee's part of each line of the contract's statement, in the lines' order. */
    lineRoyalties: bigint({ mode: 'number' }).array().notNull(),
    /** Which earlier periods' reserves were released, and the payee's part of each. */
    reservesReleased: jsonb().notNull(),
    ...versioned(),
  },
  (t) => [
    unique().on(t.runContractId, t.contactId),
    index().on(t.runId),
    // Each sort of a run's statements, within the run, by its value then the id (royaltyStatementSource).
    index('royalty_statements_reference_sort_index').on(t.runId, sql`lower(${t.contractReference})`, t.id),
    index('royalty_statements_payee_sort_index').on(t.runId, sql`lower(${t.payeeName})`, t.id),
    index('royalty_statements_payable_sort_index').on(t.runId, t.payable, t.id),
    // The runs list totals each run's payable by currency from the index alone.
    index('royalty_statements_run_totals_index').on(t.runId, t.currency, t.payable),
    index().on(t.contractId),
    index().on(t.contactId),
    index().on(t.currency),
    check('royalty_statements_share_check', sql`${t.sharePercent} > 0 and ${t.sharePercent} <= 100`),
    check('royalty_statements_payable_check', sql`${t.payable} >= 0`),
  ],
);
