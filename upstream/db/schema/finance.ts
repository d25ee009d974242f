import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import {
  DISCOUNT_TYPES,
  EXPENSE_CATEGORIES,
  EXPENSE_STATUSES,
  INVOICE_STATUSES,
  ORDER_CHANNELS,
  ORDER_STATUSES,
  PAYMENT_TERMS,
  TAX_CLASSES,
  VAT_RULES,
} from '@/lib/contract/enums';
import { users } from './access';
import { publications } from './catalogue';
import { contacts } from './publishing';
import { identity, inList, money, percent, searchIndex, versioned } from './columns';
import { contracts } from './contracts';
import { currencyCode } from './currencies';
import { emailOutbox } from './content';
import { storedFiles } from './files';

export const coupons = pgTable(
  'coupons',
  {
    id: identity(),
    /** Stored upper-case; customers type it in any case. */
    code: text().notNull().unique(),
    description: text(),
    discountType: text({ enum: DISCOUNT_TYPES }).notNull(),
    percentOff: percent(),
    amountOff: money(),
    /** Currency of a fixed discount. */
    currency: currencyCode(),
    validFrom: date({ mode: 'string' }).notNull(),
    validUntil: date({ mode: 'string' }),
    /** Null for unlimited use. */
    usageLimit: integer(),
    usageCount: integer().notNull().default(0),
    /** Off: only the publications linked in coupon_publications. */
    appliesToAll: boolean().notNull().default(true),
    active: boolean().notNull().default(true),
    ...versioned(),
  },
  (t) => [
    // Each sort of the list, by its value then the id (upstream/resources/list.ts, listOrder).
    index('coupons_code_sort_index').on(sql`lower(${t.code})`, t.id, t.code),
    index('coupons_percent_off_sort_index').on(t.percentOff, t.id),
    index('coupons_valid_from_sort_index').on(t.validFrom, t.id),
    index('coupons_valid_until_sort_index').on(t.validUntil, t.id),
    index('coupons_usage_count_sort_index').on(t.usageCount, t.id),
    index('coupons_created_at_sort_index').on(t.createdAt, t.id),
    index('coupons_updated_at_sort_index').on(t.updatedAt, t.id),
    index().on(t.currency),
    inList('coupons_discount_type_check', t.discountType, DISCOUNT_TYPES),
    check('coupons_code_check', sql`${t.code} ~ '^[A-Z0-9-]{3,32}$'`),
    check(
      'coupons_discount_check',
      sql`(${t.discountType} = 'percent' and ${t.percentOff} > 0 and ${t.percentOff} <= 100 and ${t.amountOff} is null)
        or (${t.discountType} = 'fixed' and ${t.amountOff} > 0 and ${t.currency} is not null and ${t.percentOff} is null)`,
    ),
    check('coupons_validity_check', sql`${t.validUntil} is null or ${t.validUntil} >= ${t.validFrom}`),
    check(
      'coupons_usage_check',
      sql`${t.usageCount} >= 0 and (${t.usageLimit} is null or ${t.usageLimit} > 0)`,
    ),
  ],
);

/** The titles a coupon is limited to, when it does not apply to all. */
export const couponPublications = pgTable(
  'coupon_publications',
  {
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.publicationId] }), index().on(t.publicationId)],
);

export const orders = pgTable(
  'orders',
  {
    id: identity(),
    /**
     * The firm's order number, e.g. SO-2025-004211: the year and the id, written once the id is known
     * (a new row holds a placeholder until then, within the same transaction).
     */
    orderNumber: text()
      .notNull()
      .unique()
      .default(sql`('SO-NEW-' || gen_random_uuid())`),
    channel: text({ enum: ORDER_CHANNELS }).notNull(),
    customerName: text().notNull(),
    customerEmail: text(),
    /** ISO 3166-1 alpha-2 of the delivery address. */
    customerCountry: char({ length: 2 }),
    /** The customer's own purchase order reference. */
    customerReference: text(),
    currency: currencyCode().notNull(),
    orderDate: date({ mode: 'string' }).notNull(),
    status: text({ enum: ORDER_STATUSES }).notNull().default('draft'),
    /** Why it was cancelled; set only on a cancelled order. */
    cancelReason: text(),
    paymentTerms: text({ enum: PAYMENT_TERMS }).notNull().default('net_30'),
    /** The customer's account among the contacts (a trade account or a person); null for a walk-in buyer. */
    contactId: integer().references(() => contacts.id, { onDelete: 'restrict' }),
    shippingAddress: text(),
    billingAddress: text(),
    couponId: integer().references(() => coupons.id, { onDelete: 'set null' }),
    notes: text(),
    /*
     * Totals of the order's lines, kept by triggers on order_lines (migration 0001) so that sales figures
     * over months of orders read one row per order instead of every line. Never written by the API.
     */
    copiesOrdered: bigint({ mode: 'number' }).notNull().default(0),
    copiesReturned: bigint({ mode: 'number' }).notNull().default(0),
    /** Copies kept at the unit price less the discount, in the order currency's minor units, unrounded. */
    netSales: numeric({ mode: 'string' }).notNull().default('0'),
    ...versioned(),
  },
  (t) => [
    index().on(t.orderDate),
    index().on(t.status, t.orderDate),
    index().on(t.channel, t.orderDate),
    index().on(t.currency, t.orderDate),
    index().on(t.customerName),
    index().on(t.couponId),
    index().on(t.contactId),
    // Each sort of the orders list, by its value then the id (upstream/resources/list.ts, listOrder).
    index('orders_order_number_sort_index').on(sql`lower(${t.orderNumber})`, t.id, t.orderNumber),
    index('orders_customer_name_sort_index').on(sql`lower(${t.customerName})`, t.id, t.customerName),
    searchIndex('orders_order_number_search_index', t.orderNumber),
    searchIndex('orders_customer_name_search_index', t.customerName),
    searchIndex('orders_customer_reference_search_index', t.customerReference),
    index('orders_order_date_sort_index').on(t.orderDate, t.id),
    index('orders_net_sales_sort_index').on(t.netSales, t.id),
    index('orders_created_at_sort_index').on(t.createdAt, t.id),
    index('orders_updated_at_sort_index').on(t.updatedAt, t.id),
    inList('orders_channel_check', t.channel, ORDER_CHANNELS),
    inList('orders_status_check', t.status, ORDER_STATUSES),
    inList('orders_payment_terms_check', t.paymentTerms, PAYMENT_TERMS),
    check('orders_cancel_reason_check', sql`(${t.status} = 'cancelled') = (${t.cancelReason} is not null)`),
  ],
);

/** Prices are in the order's currency. Returns are recorded on the line they come back against. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: identity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'restrict' }),
    quantity: integer().notNull(),
    unitPrice: money().notNull(),
    discountPercent: percent().notNull().default('0'),
    returnedQuantity: integer().notNull().default(0),
    ...versioned(),
  },
  (t) => [
    index().on(t.orderId),
    index().on(t.publicationId),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
    check('order_lines_unit_price_check', sql`${t.unitPrice} >= 0`),
    check('order_lines_discount_check', sql`${t.discountPercent} between 0 and 100`),
    // Returns above the quantity are a business inconsistency the data-quality checks report, not refused here.
    check('order_lines_returned_check', sql`${t.returnedQuantity} >= 0`),
  ],
);

/**
 * Copies that came back against an order's line, one row per line of a return. The line's
 * `returned_quantity` (what royalties and the figures read) is their sum, raised in the same transaction.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: identity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    returnDate: date({ mode: 'string' }).notNull(),
    reason: text(),
    recordedById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...versioned(),
  },
  (t) => [
    index().on(t.orderId, t.returnDate),
    // The sales report reads a period's returns by their day.
    index().on(t.returnDate),
    index().on(t.orderLineId),
    index().on(t.recordedById),
    check('order_returns_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * Invoices are numbered without gaps when issued (a tax requirement): drafts have no number yet, and an
 * issued invoice is voided, never deleted. `number_sequences` hands out the next number under a row lock.
 * The totals are stored as issued, in minor units of the invoice currency.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: identity(),
    /** Gapless within `numberYear`, the year of issue: printed as 2026-000123. */
    number: integer(),
    numberYear: smallint(),
    orderId: integer().references(() => orders.id, { onDelete: 'restrict' }),
    customerName: text().notNull(),
    customerAddress: text(),
    customerEmail: text(),
    customerVatNumber: text(),
    /** ISO 3166-1 alpha-2 of the customer, which with the VAT number decides each line's VAT. */
    customerCountry: char({ length: 2 }),
    /** Days from issue to the due date. */
    paymentDays: smallint().notNull().default(30),
    currency: currencyCode().notNull(),
    status: text({ enum: INVOICE_STATUSES }).notNull().default('draft'),
    issueDate: date({ mode: 'string' }),
    dueDate: date({ mode: 'string' }),
    paymentDate: date({ mode: 'string' }),
    netAmount: money().notNull().default(0),
    vatAmount: money().notNull().default(0),
    totalAmount: money().notNull().default(0),
    /** Sum of the payments recorded. */
    paidAmount: money().notNull().default(0),
    /** Sum of the credit notes' totals against it. */
    creditedAmount: money().notNull().default(0),
    notes: text(),
    ...versioned(),
  },
  (t) => [
    unique('invoices_number_unique').on(t.numberYear, t.number),
    index().on(t.status, t.dueDate),
    index().on(t.issueDate),
    index().on(t.dueDate),
    index().on(t.orderId),
    index().on(t.customerName),
    index().on(t.currency),
    inList('invoices_status_check', t.status, INVOICE_STATUSES),
    check('invoices_number_check', sql`${t.number} > 0`),
    // Each sort of the invoices list, by its value then the id (upstream/resources/list.ts, listOrder).
    index('invoices_number_sort_index').on(t.numberYear, t.number, t.id),
    index('invoices_customer_name_sort_index').on(sql`lower(${t.customerName})`, t.id, t.customerName),
    index('invoices_issue_date_sort_index').on(t.issueDate, t.id),
    index('invoices_due_date_sort_index').on(t.dueDate, t.id),
    index('invoices_total_amount_sort_index').on(t.totalAmount, t.id),
    index('invoices_created_at_sort_index').on(t.createdAt, t.id),
    index('invoices_updated_at_sort_index').on(t.updatedAt, t.id),
    check(
      'invoices_issued_check',
      sql`${t.status} = 'draft' or (${t.number} is not null and ${t.issueDate} is not null and ${t.dueDate} is not null)`,
    ),
    check(
      'invoices_due_check',
      sql`${t.dueDate} is null or ${t.issueDate} is null or ${t.dueDate} >= ${t.issueDate}`,
    ),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: identity(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    description: text().notNull(),
    publicationId: integer().references(() => publications.id, { onDelete: 'restrict' }),
    quantity: integer().notNull(),
    unitPrice: money().notNull(),
    discountPercent: percent().notNull().default('0'),
    /** Net of discount, before VAT. */
    netAmount: money().notNull(),
    taxClass: text({ enum: TAX_CLASSES }).notNull().default('standard'),
    vatRule: text({ enum: VAT_RULES }).notNull().default('domestic'),
    vatRate: percent().notNull(),
    vatAmount: money().notNull(),
    /** The order line it bills, when it came from an order. */
    orderLineId: integer().references(() => orderLines.id, { onDelete: 'restrict' }),
    ...versioned(),
  },
  (t) => [
    unique().on(t.invoiceId, t.position),
    index().on(t.orderLineId),
    inList('invoice_lines_tax_class_check', t.taxClass, TAX_CLASSES),
    inList('invoice_lines_vat_rule_check', t.vatRule, VAT_RULES),
    index().on(t.publicationId),
    check('invoice_lines_quantity_check', sql`${t.quantity} > 0`),
    check('invoice_lines_vat_rate_check', sql`${t.vatRate} between 0 and 100`),
    check('invoice_lines_discount_check', sql`${t.discountPercent} between 0 and 100`),
  ],
);

/** The orders an invoice bills (one or more shipped orders of one customer and currency). */
export const invoiceOrders = pgTable(
  'invoice_orders',
  {
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.orderId] }), index().on(t.orderId)],
);

/** Money received against an issued invoice; its `paid_amount` is their sum. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: identity(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    amount: money().notNull(),
    paidOn: date({ mode: 'string' }).notNull(),
    reference: text(),
    recordedById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...versioned(),
  },
  (t) => [
    index().on(t.invoiceId, t.paidOn),
    index().on(t.recordedById),
    check('invoice_payments_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * A correction of an issued invoice: it reverses lines of it, wholly or in part, at the rates they were
 * issued with. Numbered without gaps per year in a sequence of its own (CN-2026-000012) when made.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: identity(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    number: integer().notNull(),
    numberYear: smallint().notNull(),
    issueDate: date({ mode: 'string' }).notNull(),
    reason: text().notNull(),
    /** Positive amounts, taken off the invoice. */
    netAmount: money().notNull(),
    vatAmount: money().notNull(),
    totalAmount: money().notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...versioned(),
  },
  (t) => [
    unique('credit_notes_number_unique').on(t.numberYear, t.number),
    index().on(t.invoiceId),
    // Tax Reports read a period's credit notes by their day.
    index().on(t.issueDate),
    index().on(t.createdById),
  ],
);

export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: identity(),
    creditNoteId: integer()
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    invoiceLineId: integer()
      .notNull()
      .references(() => invoiceLines.id, { onDelete: 'restrict' }),
    quantity: integer().notNull(),
    netAmount: money().notNull(),
    vatAmount: money().notNull(),
    ...versioned(),
  },
  (t) => [
    index().on(t.creditNoteId),
    index().on(t.invoiceLineId),
    check('credit_note_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** Each time an invoice's PDF was emailed: to whom, by whom, and the outbox message that carries it. */
export const invoiceEmails = pgTable(
  'invoice_emails',
  {
    id: identity(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    outboxId: integer().references(() => emailOutbox.id, { onDelete: 'set null' }),
    recipient: text().notNull(),
    sentById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...versioned(),
  },
  (t) => [index().on(t.invoiceId), index().on(t.outboxId), index().on(t.sentById)],
);

/** Gapless counters (invoice numbers): take the row `for update`, increment, commit with the document. */
export const numberSequences = pgTable('number_sequences', {
  key: text().primaryKey(),
  lastValue: integer().notNull().default(0),
});

export const expenses = pgTable(
  'expenses',
  {
    id: identity(),
    // Category and supplier may be missing on imported records; the data-quality checks list them.
    category: text({ enum: EXPENSE_CATEGORIES }),
    supplier: text(),
    description: text(),
    amount: money().notNull(),
    currency: currencyCode().notNull(),
    expenseDate: date({ mode: 'string' }).notNull(),
    publicationId: integer().references(() => publications.id, { onDelete: 'restrict' }),
    status: text({ enum: EXPENSE_STATUSES }).notNull().default('submitted'),
    receiptFileId: integer().references(() => storedFiles.id, { onDelete: 'set null' }),
    submittedById: integer().references(() => users.id, { onDelete: 'set null' }),
    approvedById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The supplier as a contact (a translator paid a fee); `supplier` keeps the name as on the receipt. */
    supplierContactId: integer().references(() => contacts.id, { onDelete: 'restrict' }),
    /** The contract the cost falls under (a translation fee), besides or instead of a publication. */
    contractId: integer().references(() => contracts.id, { onDelete: 'restrict' }),
    /** VAT included in the amount, in the same currency's minor units. */
    vatAmount: money().notNull().default(0),
    rejectedById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** When it was approved or rejected. */
    decidedAt: timestamp({ withTimezone: true }),
    rejectionReason: text(),
    ...versioned(),
  },
  (t) => [
    // Each sort of the list, by its value then the id (upstream/resources/list.ts, listOrder).
    index('expenses_expense_date_sort_index').on(t.expenseDate, t.id),
    index('expenses_supplier_sort_index').on(sql`lower(${t.supplier})`, t.id, t.supplier),
    index('expenses_amount_sort_index').on(t.amount, t.id),
    index('expenses_created_at_sort_index').on(t.createdAt, t.id),
    index('expenses_updated_at_sort_index').on(t.updatedAt, t.id),
    index().on(t.supplierContactId),
    index().on(t.contractId),
    index().on(t.rejectedById),
    index().on(t.expenseDate),
    index().on(t.category, t.expenseDate),
    index().on(t.status, t.expenseDate),
    index().on(t.supplier),
    index().on(t.publicationId),
    index().on(t.currency),
    index().on(t.receiptFileId),
    index().on(t.submittedById),
    index().on(t.approvedById),
    inList('expenses_category_check', t.category, EXPENSE_CATEGORIES),
    inList('expenses_status_check', t.status, EXPENSE_STATUSES),
    check('expenses_amount_check', sql`${t.amount} > 0`),
    check('expenses_vat_check', sql`${t.vatAmount} >= 0 and ${t.vatAmount} < ${t.amount}`),
  ],
);
