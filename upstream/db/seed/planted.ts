import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import type { CatalogueData, SaleItem } from './catalogue';
import type { ContactPools } from './contacts';
import type { ContractData } from './contracts';
import type { ContentData } from './content';
import type { SeedContext } from './context';
import { addDays } from './dates';
import type { ExpenseRow } from './expenses';
import type { FileRegistry } from './files';
import { MIME } from './files';
import type { InvoiceRow } from './invoices';
import { isbn13CheckDigit } from './isbn';
import type { RowOf } from './insert';
import type { OrderChunk } from './orders';
import type { coupons, publications } from '../schema';
import { PLANTED_USER_NAME, STAFF } from './staff-list';

export type PlantedKind =
  | 'isbn_check_digit'
  | 'isbn_duplicate'
  | 'published_without_price'
  | 'description_outside_onix_subset'
  | 'published_before_contract_signed'
  | 'contract_splits_not_100'
  | 'royalty_tiers_out_of_order'
  | 'invoice_total_mismatch'
  | 'paid_invoice_without_payment_date'
  | 'overdue_invoice_marked_sent'
  | 'returns_above_quantity'
  | 'order_without_exchange_rate'
  | 'expense_without_category'
  | 'expense_without_supplier'
  | 'coupon_expired_but_active'
  | 'coupon_over_usage_limit'
  | 'contact_duplicate_email'
  | 'newsletter_sent_without_recipients'
  | 'orphan_file'
  | 'rights_without_group'
  | 'royalty_run_not_approved';

export interface PlantedInconsistency {
  kind: PlantedKind;
  /** Table name. */
  entity: string;
  id?: number;
  description: string;
}

/**
 * Which records are planted. The ids are fixed and low, so they exist at every scale; the generators'
 * other rows are consistent, so each data-quality check should find exactly these.
 */
export const PLANTED_IDS = {
  isbnCheckDigit: 3,
  isbnOriginal: 5,
  isbnDuplicate: 6,
  publishedWithoutPrice: 8,
  publishedBeforeContract: 10,
  descriptionOutsideSubset: 12,
  splitsContract: 2,
  tiersContract: 3,
  invoiceTotal: 3,
  invoicePaidUndated: 5,
  invoiceOverdueSent: 7,
  orderLineReturns: 42,
  orderWithoutRate: 17,
  expenseWithoutCategory: 9,
  expenseWithoutSupplier: 10,
  couponExpiredActive: 2,
  couponOverLimit: 3,
  contactOriginal: 10,
  contactDuplicateEmail: 11,
  newsletterWithoutRecipients: 2,
  orphanFile: 1,
  userWithoutGroup: STAFF.findIndex((member) => member.userName === PLANTED_USER_NAME) + 1,
  /** The demo's run of the last half-year (`royalties.ts`), after the locked one before it, left a draft. */
  royaltyRun: 2,
} as const;

const P = PLANTED_IDS;

export const PLANTED_INCONSISTENCIES: readonly PlantedInconsistency[] = [
  {
    kind: 'isbn_check_digit',
    entity: 'publications',
    id: P.isbnCheckDigit,
    description: 'ISBN-13 whose check digit is wrong (off by one)',
  },
  {
    kind: 'isbn_duplicate',
    entity: 'publications',
    id: P.isbnDuplicate,
    description: `Out-of-print record reusing the ISBN of publication ${P.isbnOriginal}`,
  },
  {
    kind: 'published_without_price',
    entity: 'publications',
    id: P.publishedWithoutPrice,
    description: 'Published, but no price in any currency',
  },
  {
    kind: 'description_outside_onix_subset',
    entity: 'publications',
    id: P.descriptionOutsideSubset,
    description: 'Long description pasted from a web page, with a <font> element retailers refuse',
  },
  {
    kind: 'published_before_contract_signed',
    entity: 'publications',
    id: P.publishedBeforeContract,
    description: 'Publication date 45 days before its contract was signed',
  },
  {
    kind: 'contract_splits_not_100',
    entity: 'contracts',
    id: P.splitsContract,
    description: 'Royalty splits of the parties total 10 points less than 100%',
  },
  {
    kind: 'royalty_tiers_out_of_order',
    entity: 'contracts',
    id: P.tiersContract,
    description: 'Escalator tier 1 starts at more units than tier 2',
  },
  {
    kind: 'invoice_total_mismatch',
    entity: 'invoices',
    id: P.invoiceTotal,
    description: 'Stored total is 10.00 more than net plus VAT of its lines',
  },
  {
    kind: 'paid_invoice_without_payment_date',
    entity: 'invoices',
    id: P.invoicePaidUndated,
    description: 'Status paid, payment date missing',
  },
  {
    kind: 'overdue_invoice_marked_sent',
    entity: 'invoices',
    id: P.invoiceOverdueSent,
    description: 'Due date long past, unpaid, still marked issued instead of overdue',
  },
  {
    kind: 'returns_above_quantity',
    entity: 'order_lines',
    id: P.orderLineReturns,
    description: 'Three more copies returned than were ordered',
  },
  {
    kind: 'order_without_exchange_rate',
    entity: 'orders',
    id: P.orderWithoutRate,
    description: 'Order in CHF, a currency with no exchange rate on its date',
  },
  {
    kind: 'expense_without_category',
    entity: 'expenses',
    id: P.expenseWithoutCategory,
    description: 'Expense with no category',
  },
  {
    kind: 'expense_without_supplier',
    entity: 'expenses',
    id: P.expenseWithoutSupplier,
    description: 'Expense with no supplier',
  },
  {
    kind: 'coupon_expired_but_active',
    entity: 'coupons',
    id: P.couponExpiredActive,
    description: 'Validity ended, coupon still active',
  },
  {
    kind: 'coupon_over_usage_limit',
    entity: 'coupons',
    id: P.couponOverLimit,
    description: 'Used more times than its usage limit',
  },
  {
    kind: 'contact_duplicate_email',
    entity: 'contacts',
    id: P.contactDuplicateEmail,
    description: `Same email address as contact ${P.contactOriginal}`,
  },
  {
    kind: 'newsletter_sent_without_recipients',
    entity: 'newsletters',
    id: P.newsletterWithoutRecipients,
    description: 'Marked sent, but no message in the outbox',
  },
  {
    kind: 'orphan_file',
    entity: 'stored_files',
    id: P.orphanFile,
    description: 'Stored file that no record refers to',
  },
  {
    kind: 'rights_without_group',
    entity: 'users',
    id: P.userWithoutGroup,
    description: 'User holding rights while in no group',
  },
  {
    kind: 'royalty_run_not_approved',
    entity: 'royalty_runs',
    id: P.royaltyRun,
    description:
      'The run of the last half-year, still a draft more than 30 days after the period ended (from the ' +
      'second month of a half-year on: before, it is not late yet)',
  },
];

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Planted record missing: ${what}`);
  return value;
}

/** The orphan must be the first file registered, so it gets id 1. */
export function plantOrphanFile(context: SeedContext, files: FileRegistry): void {
  if (files.rows.length > 0) throw new Error('The orphan file must be registered first');
  files.add({
    name: 'catalogue-draft-old.pdf',
    mimeType: MIME.pdf,
    uploadedById: 1,
    createdAt: new Date(`${context.start}T10:00:00Z`),
  });
}

export function plantContacts(people: ContactPools): void {
  const original = need(people.rows[P.contactOriginal - 1], 'contact');
  const duplicate = need(people.rows[P.contactDuplicateEmail - 1], 'duplicate contact');
  duplicate.email = original.email;
}

export function plantContracts(data: ContractData): void {
  const parties = data.parties.filter(
    (party) => party.contractId === P.splitsContract && Number(party.splitPercent) > 0,
  );
  const first = need(parties[0], 'contract party');
  first.splitPercent = (Number(first.splitPercent) - 10).toFixed(2);

  const termIds = new Set(
    data.terms.filter((term) => term.contractId === P.tiersContract).map((term) => term.id),
  );
  const tiers = data.tiers.filter((tier) => termIds.has(tier.termId));
  const byTerm = new Map<number, typeof tiers>();
  for (const tier of tiers) byTerm.set(tier.termId, [...(byTerm.get(tier.termId) ?? []), tier]);
  const [lower, upper] = [...byTerm.values()].find((ladder) => ladder.length > 1) ?? [];
  if (lower && upper) {
    lower.position = 2;
    upper.position = 1;
  } else {
    const only = need(tiers[0], 'royalty tier');
    only.position = 2;
    data.tiers.push({
      ...only,
      id: data.tiers.length + 1,
      position: 1,
      fromUnits: 5000,
      ratePercent: (Number(only.ratePercent) + 2).toFixed(2),
    });
  }
}

/** Catalogue plants; the sale list is kept in step so that orders follow the records as stored. */
export function plantCatalogue(
  context: SeedContext,
  data: CatalogueData,
  saleItems: SaleItem[],
  contracts: ContractData,
): void {
  const publication = (id: number) => need(data.publications[id - 1], `publication ${id}`);
  const sale = (id: number) => saleItems.find((item) => item.id === id);
  const pastDate = (row: RowOf<typeof publications>, fallbackDaysAgo: number) => {
    if (!row.publicationDate || row.publicationDate > context.today)
      row.publicationDate = addDays(context.today, -fallbackDaysAgo);
    return row.publicationDate;
  };

  const wrong = publication(P.isbnCheckDigit);
  const first12 = wrong.isbn.slice(0, 12);
  wrong.isbn = `${first12}${(isbn13CheckDigit(first12) + 1) % 10}`;

  const duplicate = publication(P.isbnDuplicate);
  duplicate.isbn = publication(P.isbnOriginal).isbn;
  duplicate.status = 'out_of_print';
  const duplicateFrom = pastDate(duplicate, 500);
  const duplicateSale = sale(P.isbnDuplicate);
  if (duplicateSale) {
    duplicateSale.from = duplicateFrom;
    duplicateSale.until =
      addDays(duplicateFrom, 365) < context.today ? addDays(duplicateFrom, 365) : context.today;
  }

  const unpriced = publication(P.publishedWithoutPrice);
  unpriced.status = 'published';
  pastDate(unpriced, 300);
  data.prices = data.prices.filter((price) => price.publicationId !== P.publishedWithoutPrice);
  const unpricedSale = sale(P.publishedWithoutPrice);
  if (unpricedSale) unpricedSale.prices = {};

  const pasted = publication(P.descriptionOutsideSubset);
  pasted.description = `<p><font color="#990000">New edition.</font> ${pasted.description ?? ''}</p>`;

  const early = publication(P.publishedBeforeContract);
  const contract = need(
    early.contractId ? contracts.contracts[early.contractId - 1] : undefined,
    'contract of publication',
  );
  const signed = need(contract.signedDate ?? undefined, 'signed date');
  early.publicationDate = addDays(signed, -45);
  early.status = 'published';
  const earlySale = sale(P.publishedBeforeContract);
  if (earlySale) earlySale.from = early.publicationDate;
}

export function plantExpenses(rows: ExpenseRow[]): void {
  need(rows[P.expenseWithoutCategory - 1], 'expense').category = null;
  need(rows[P.expenseWithoutSupplier - 1], 'expense').supplier = null;
}

export function plantCoupons(rows: RowOf<typeof coupons>[]): void {
  const expired = need(rows[P.couponExpiredActive - 1], 'coupon');
  if (!expired.validUntil) throw new Error('The planted expired coupon needs an end date');
  expired.active = true;
}

/** Once the orders are in, the over-used coupon's limit is set below its count. */
export async function plantCouponUsage(tx: Tx): Promise<void> {
  await tx.execute(
    sql`update coupons set usage_count = greatest(usage_count, 6), usage_limit = greatest(usage_count, 6) - 5 where id = ${P.couponOverLimit}`,
  );
}

/** Orders are generated month by month; this runs on each month's batch before it is written. */
export function plantOrders(chunk: OrderChunk): void {
  const line = chunk.lines.find((candidate) => candidate.id === P.orderLineReturns);
  if (line) line.returnedQuantity = line.quantity + 3;
  const order = chunk.orders.find((candidate) => candidate.id === P.orderWithoutRate);
  if (order) {
    order.currency = 'CHF';
    order.customerName = 'Buchhandlung am See';
    order.customerCountry = 'CH';
    order.channel = 'export';
    order.couponId = null;
    for (const orderLine of chunk.lines) {
      if (orderLine.orderId === order.id) orderLine.discountPercent = '45.00';
    }
  }
}

export function plantInvoices(context: SeedContext, rows: InvoiceRow[]): void {
  const total = need(rows[P.invoiceTotal - 1], 'invoice');
  total.totalAmount += 1000;

  const undated = need(rows[P.invoicePaidUndated - 1], 'invoice');
  undated.status = 'paid';
  undated.paymentDate = null;

  const overdue = need(rows[P.invoiceOverdueSent - 1], 'invoice');
  if (!overdue.dueDate || overdue.dueDate >= context.today)
    throw new Error('The planted overdue invoice must be past its due date');
  overdue.status = 'issued';
  overdue.paymentDate = null;
}

export function plantNewsletters(content: ContentData): void {
  content.outbox = content.outbox.filter((message) => message.newsletterId !== P.newsletterWithoutRecipients);
}
