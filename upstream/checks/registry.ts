import { sql, type SQL } from 'drizzle-orm';
import type { DiscrepancySection } from '@/lib/contract/discrepancies';
import { OUTSIDE_ONIX_SUBSET_PATTERN } from '@/lib/contract/onix-xhtml';
import { isReferenced } from '../files/references';

/** What a check needs to know about the moment it runs. */
export interface CheckContext {
  /** The day the checks run, `YYYY-MM-DD` in UTC (the API's clock, which tests move). */
  today: string;
}

/**
 * One data-quality check. `findings` is the single query that defines it: it selects the offending records
 * as `id` (the record's key, shown as the Unique ID) and `resolve_id` (the key of the page that corrects
 * it, usually the same). The count and the rows are both derived from it, so they can never disagree.
 */
export interface DataCheck {
  /** Stable and never reused: it is the `discrepancyId` of the API and the URL. */
  id: number;
  /** Stable name, recorded in `check_runs.check_id`. */
  key: string;
  title: string;
  section: DiscrepancySection;
  /** Counts the offending records without fetching them. */
  countSql(context: CheckContext): SQL;
  /** The offending records, `id` and `resolve_id`, in key order. */
  rowsSql(context: CheckContext): SQL;
  /** Counts the records the check examines: the denominator of the data-consistency figure. */
  populationSql: SQL;
  resolveUrl(resolveId: number): string | null;
}

/** The page where a record of each section is corrected (spec section 2.2 routes). */
const RESOLVE_PAGE: Record<DiscrepancySection, (id: number) => string> = {
  Publications: (id) => `/publications/manage/${id}`,
  Commissionings: (id) => `/commissionings/manage/${id}`,
  Contracts: (id) => `/contracts/manage/${id}`,
  Invoices: (id) => `/invoices/manage/${id}`,
  Orders: (id) => `/orders/manage/${id}`,
  Expenses: (id) => `/expenses/manage/${id}`,
  Coupons: (id) => `/administration/coupons/${id}`,
  Contacts: (id) => `/contacts/manage/${id}`,
  Newsletters: (id) => `/marketing/newsletters/${id}`,
  // A file is corrected among the orphans (attached or deleted), a user in the rights editor, opened on them.
  Files: () => '/cms/orphan-files',
  Users: (id) => `/user-authorization?userId=${id}`,
};

interface CheckDefinition {
  id: number;
  key: string;
  title: string;
  section: DiscrepancySection;
  /** The table whose rows the check examines. */
  examines: string;
  findings: (context: CheckContext) => SQL;
  /** Where a finding is corrected, when not on its section's record page. */
  resolve?: (id: number) => string;
}

function defineCheck(definition: CheckDefinition): DataCheck {
  const { findings, examines, resolve, ...identity } = definition;
  const page = resolve ?? RESOLVE_PAGE[definition.section];
  return {
    ...identity,
    countSql: (context) => sql`select count(*) from (${findings(context)}) as findings`,
    rowsSql: (context) =>
      sql`select findings.id, findings.resolve_id from (${findings(context)}) as findings order by findings.id`,
    populationSql: sql`select count(*) from ${sql.identifier(examines)}`,
    resolveUrl: (resolveId) => page(resolveId),
  };
}

/**
 * Whether an ISBN-13 (13 digits, as stored) has the right check digit: the first twelve digits weighted
 * 1, 3, 1, 3…, and the check digit bringing the sum to a multiple of 10.
 */
export const validIsbn = (isbn: SQL): SQL => sql`((10 - (
    select sum(substr(${isbn}, n.k, 1)::int * case when n.k % 2 = 1 then 1 else 3 end) from generate_series(1, 12) as n(k)
  ) % 10) % 10 = substr(${isbn}, 13, 1)::int)`;

const PUBLISHED = sql`('published', 'out_of_print')`;
const CONTRACTED = sql`('contracted', 'in_production', 'published')`;

/**
 * The data-quality checks, in the order the checker lists them. Every check is one SQL query; the seeded
 * demo data plants one inconsistency for most of them (`upstream/db/seed/planted.ts`), and
 * `tests/api/discrepancies.test.ts` shows each check firing on a bad record and not on a good one.
 */
export const CHECKS: readonly DataCheck[] = [
  // Publications
  defineCheck({
    id: 1,
    key: 'isbn-check-digit',
    title: 'ISBN with a wrong check digit',
    section: 'Publications',
    examines: 'publications',
    findings: () =>
      sql`select p.id, p.id as resolve_id from publications p where not ${validIsbn(sql`p.isbn`)}`,
  }),
  defineCheck({
    id: 2,
    key: 'isbn-duplicate',
    title: 'ISBN already used by another publication',
    section: 'Publications',
    examines: 'publications',
    // The record that took the number later is the one to correct; the first holder keeps it.
    findings: () => sql`
      select p.id, p.id as resolve_id from publications p
      where exists (select 1 from publications q where q.isbn = p.isbn and q.id < p.id)`,
  }),
  defineCheck({
    id: 3,
    key: 'published-without-price',
    title: 'Published publication without a price',
    section: 'Publications',
    examines: 'publications',
    findings: () => sql`
      select p.id, p.id as resolve_id from publications p
      where p.status = 'published' and not exists (select 1 from publication_prices pp where pp.publication_id = p.id)`,
  }),
  defineCheck({
    id: 4,
    key: 'published-without-date',
    title: 'Published publication without a publication date',
    section: 'Publications',
    examines: 'publications',
    findings: () => sql`
      select p.id, p.id as resolve_id from publications p
      where p.status in ${PUBLISHED} and p.publication_date is null`,
  }),
  defineCheck({
    id: 33,
    key: 'description-outside-onix-subset',
    title: 'Description with markup outside ONIX’s XHTML subset',
    section: 'Publications',
    examines: 'publications',
    // Only texts with a tag reach the regular expression, which costs five times the scan at scale 20.
    findings: () => sql`
      select p.id, p.id as resolve_id from publications p
      cross join lateral (select concat_ws(' ', p.short_description, p.description, p.table_of_contents) as texts) t
      where t.texts like '%<%' and t.texts ~* ${OUTSIDE_ONIX_SUBSET_PATTERN}`,
  }),
  defineCheck({
    id: 5,
    key: 'published-before-contract-signed',
    title: 'Publication date before its contract was signed',
    section: 'Publications',
    examines: 'publications',
    findings: () => sql`
      select p.id, p.id as resolve_id from publications p join contracts c on c.id = p.contract_id
      where p.publication_date < c.signed_date`,
  }),
  defineCheck({
    id: 6,
    key: 'published-without-contract',
    title: 'Published publication without a contract',
    section: 'Publications',
    examines: 'publications',
    findings: () => sql`
      select p.id, p.id as resolve_id from publications p
      where p.status in ${PUBLISHED} and p.contract_id is null`,
  }),

  // Commissionings
  defineCheck({
    id: 7,
    key: 'contracted-without-signed-contract',
    title: 'Commissioning past contract stage without a signed contract',
    section: 'Commissionings',
    examines: 'commissionings',
    findings: () => sql`
      select c.id, c.id as resolve_id from commissionings c
      where c.status in ${CONTRACTED}
        and not exists (select 1 from contracts k where k.commissioning_id = c.id and k.signed_date is not null)`,
  }),
  defineCheck({
    id: 8,
    key: 'published-commissioning-without-publication',
    title: 'Commissioning marked published with no published edition',
    section: 'Commissionings',
    examines: 'commissionings',
    findings: () => sql`
      select c.id, c.id as resolve_id from commissionings c
      where c.status = 'published'
        and not exists (select 1 from publications p where p.commissioning_id = c.id and p.status in ${PUBLISHED})`,
  }),

  // Contracts
  defineCheck({
    id: 9,
    key: 'signed-contract-without-parties',
    title: 'Signed contract without parties',
    section: 'Contracts',
    examines: 'contracts',
    findings: () => sql`
      select k.id, k.id as resolve_id from contracts k
      where k.signed_date is not null and not exists (select 1 from contract_parties cp where cp.contract_id = k.id)`,
  }),
  defineCheck({
    id: 10,
    key: 'contract-splits-not-100',
    title: 'Royalty splits of the parties do not total 100%',
    section: 'Contracts',
    examines: 'contracts',
    findings: () => sql`
      select cp.contract_id as id, cp.contract_id as resolve_id from contract_parties cp
      group by cp.contract_id having sum(cp.split_percent) <> 100`,
  }),
  defineCheck({
    id: 11,
    key: 'signed-contract-before-approval',
    title: 'Signed contract for a commissioning not yet contracted',
    section: 'Contracts',
    examines: 'contracts',
    findings: () => sql`
      select k.id, k.id as resolve_id from contracts k join commissionings c on c.id = k.commissioning_id
      where k.signed_date is not null and c.status not in ${CONTRACTED}`,
  }),
  defineCheck({
    id: 12,
    key: 'royalty-tiers-out-of-order',
    title: 'Royalty escalator tiers out of order',
    section: 'Contracts',
    examines: 'contracts',
    // Read in position order, each tier of one royalty term must start at more units than the one before.
    findings: () => sql`
      select distinct t.contract_id as id, t.contract_id as resolve_id from (
        select term.contract_id, tier.from_units,
               lag(tier.from_units) over (partition by tier.term_id order by tier.position) as previous_from
        from contract_royalty_tiers tier join contract_royalty_terms term on term.id = tier.term_id) t
      where t.from_units <= t.previous_from`,
  }),
  defineCheck({
    id: 13,
    key: 'instalments-not-advance',
    title: 'Advance instalments do not add up to the advance',
    section: 'Contracts',
    examines: 'contracts',
    findings: () => sql`
      select k.id, k.id as resolve_id from contracts k
      where k.advance_amount <> coalesce((select sum(ci.amount) from contract_instalments ci where ci.contract_id = k.id), 0)`,
  }),

  defineCheck({
    id: 30,
    key: 'sales-without-royalty-term',
    title: 'Sales of a format the contract has no royalty term for',
    section: 'Contracts',
    examines: 'contracts',
    // A royalty run holds such a contract back: the engine will not guess a rate for the sale. The
    // channels each publication sold through are gathered first, once, rather than line by line.
    findings: () => sql`
      select distinct cp.contract_id as id, cp.contract_id as resolve_id
      from (select distinct l.publication_id, o.channel from order_lines l
            join orders o on o.id = l.order_id where o.status not in ('draft', 'cancelled')) sold
      join contract_publications cp on cp.publication_id = sold.publication_id
      join publications p on p.id = sold.publication_id
      join contracts k on k.id = cp.contract_id and k.signed_date is not null
      where not exists (
        select 1 from contract_royalty_terms t
        where t.contract_id = cp.contract_id and (t.format is null or t.format = p.format)
          and (t.channel is null or t.channel = sold.channel))`,
  }),
  defineCheck({
    id: 32,
    key: 'royalty-run-not-approved',
    title: 'Royalty run still a draft 30 days after its period ended',
    section: 'Contracts',
    examines: 'royalty_runs',
    findings: ({ today }) => sql`
      select r.id, r.id as resolve_id from royalty_runs r
      where r.status = 'draft' and r.period_end + 30 < ${today}::date`,
    resolve: (id) => `/contract-royalties/${id}`,
  }),

  // Invoices
  defineCheck({
    id: 14,
    key: 'invoice-total-mismatch',
    title: 'Invoice totals differ from its lines',
    section: 'Invoices',
    examines: 'invoices',
    findings: () => sql`
      select i.id, i.id as resolve_id from invoices i
      left join (select invoice_id, sum(net_amount) as net, sum(vat_amount) as vat from invoice_lines group by invoice_id) l
        on l.invoice_id = i.id
      where i.net_amount <> coalesce(l.net, 0) or i.vat_amount <> coalesce(l.vat, 0)
         or i.total_amount <> i.net_amount + i.vat_amount`,
  }),
  defineCheck({
    id: 15,
    key: 'paid-invoice-without-payment-date',
    title: 'Paid invoice without a payment date',
    section: 'Invoices',
    examines: 'invoices',
    findings: () => sql`
      select i.id, i.id as resolve_id from invoices i where i.status = 'paid' and i.payment_date is null`,
  }),
  defineCheck({
    id: 16,
    key: 'overdue-invoice-marked-sent',
    title: 'Overdue invoice still marked issued',
    section: 'Invoices',
    examines: 'invoices',
    findings: ({ today }) => sql`
      select i.id, i.id as resolve_id from invoices i where i.status in ('issued', 'partly_paid') and i.due_date < ${today}::date`,
  }),
  defineCheck({
    id: 17,
    key: 'unpaid-invoice-with-payment-date',
    title: 'Unpaid invoice with a payment date',
    section: 'Invoices',
    examines: 'invoices',
    findings: () => sql`
      select i.id, i.id as resolve_id from invoices i where i.status <> 'paid' and i.payment_date is not null`,
  }),

  // Orders
  defineCheck({
    id: 18,
    key: 'returns-above-quantity',
    title: 'Order line with more returns than copies ordered',
    section: 'Orders',
    examines: 'order_lines',
    findings: () => sql`
      select l.id, l.order_id as resolve_id from order_lines l where l.returned_quantity > l.quantity`,
  }),
  defineCheck({
    id: 19,
    key: 'order-without-exchange-rate',
    title: 'Order in a currency with no exchange rate on its date',
    section: 'Orders',
    examines: 'orders',
    // The firm's base currency is euro: every other currency needs a rate to or from EUR on or before the
    // order date, the rate every conversion takes (upstream/currencies/rate-on.ts).
    findings: () => sql`
      select o.id, o.id as resolve_id from orders o
      where o.currency <> 'EUR' and not exists (
        select 1 from exchange_rates r
        where r.rate_date <= o.order_date
          and ((r.from_currency = o.currency and r.to_currency = 'EUR') or (r.from_currency = 'EUR' and r.to_currency = o.currency)))`,
  }),

  // Expenses
  defineCheck({
    id: 20,
    key: 'expense-without-category',
    title: 'Expense without a category',
    section: 'Expenses',
    examines: 'expenses',
    findings: () => sql`select e.id, e.id as resolve_id from expenses e where e.category is null`,
  }),
  defineCheck({
    id: 21,
    key: 'expense-without-supplier',
    title: 'Expense without a supplier',
    section: 'Expenses',
    examines: 'expenses',
    findings: () => sql`
      select e.id, e.id as resolve_id from expenses e where e.supplier is null or btrim(e.supplier) = ''`,
  }),
  defineCheck({
    id: 22,
    key: 'expense-approved-without-approver',
    title: 'Approved expense without an approver',
    section: 'Expenses',
    examines: 'expenses',
    findings: () => sql`
      select e.id, e.id as resolve_id from expenses e
      where e.status in ('approved', 'paid') and e.approved_by_id is null`,
  }),

  // Coupons
  defineCheck({
    id: 23,
    key: 'coupon-expired-but-active',
    title: 'Coupon expired but still active',
    section: 'Coupons',
    examines: 'coupons',
    findings: ({ today }) => sql`
      select c.id, c.id as resolve_id from coupons c where c.active and c.valid_until < ${today}::date`,
  }),
  defineCheck({
    id: 24,
    key: 'coupon-over-usage-limit',
    title: 'Coupon used beyond its limit',
    section: 'Coupons',
    examines: 'coupons',
    findings: () => sql`
      select c.id, c.id as resolve_id from coupons c where c.usage_limit is not null and c.usage_count > c.usage_limit`,
  }),

  // Contacts
  defineCheck({
    id: 25,
    key: 'contact-duplicate-email',
    title: 'Contact with the email address of another contact',
    section: 'Contacts',
    examines: 'contacts',
    // The later record is the duplicate; addresses compare without case, as mail servers do.
    findings: () => sql`
      select c.id, c.id as resolve_id from contacts c
      where c.email is not null
        and exists (select 1 from contacts d where lower(d.email) = lower(c.email) and d.id < c.id)`,
  }),

  defineCheck({
    id: 31,
    key: 'payee-without-address',
    title: 'Payee of a signed contract without a postal address',
    section: 'Contacts',
    examines: 'contacts',
    // Statements go by post to those who take no email; a royalty run needs somewhere to send them.
    findings: () => sql`
      select c.id, c.id as resolve_id from contacts c
      where (coalesce(btrim(c.address_line1), '') = '' or coalesce(btrim(c.city), '') = '' or c.country is null)
        and exists (
          select 1 from contract_parties cp join contracts k on k.id = cp.contract_id
          where cp.contact_id = c.id and cp.split_percent > 0 and k.signed_date is not null)`,
  }),

  // Newsletters
  defineCheck({
    id: 26,
    key: 'newsletter-sent-without-recipients',
    title: 'Newsletter sent without recipients',
    section: 'Newsletters',
    examines: 'newsletters',
    findings: () => sql`
      select n.id, n.id as resolve_id from newsletters n
      where n.status = 'sent' and not exists (select 1 from email_outbox o where o.newsletter_id = n.id)`,
  }),
  defineCheck({
    id: 27,
    key: 'newsletter-sent-without-date',
    title: 'Newsletter marked sent without a sending time',
    section: 'Newsletters',
    examines: 'newsletters',
    findings: () => sql`
      select n.id, n.id as resolve_id from newsletters n where n.status = 'sent' and n.sent_at is null`,
  }),

  // Files
  defineCheck({
    id: 28,
    key: 'orphan-file',
    title: 'Stored file referenced by no record',
    section: 'Files',
    examines: 'stored_files',
    findings: () => sql`
      select f.id, f.id as resolve_id from stored_files f
      where not ${isReferenced(sql`f.id`)}`,
  }),

  // Users
  defineCheck({
    id: 29,
    key: 'rights-without-group',
    title: 'User with rights but no group',
    section: 'Users',
    examines: 'users',
    findings: () => sql`
      select u.id, u.id as resolve_id from users u
      where exists (select 1 from user_rights r where r.user_id = u.id)
        and not exists (select 1 from user_groups g where g.user_id = u.id)`,
  }),
];

export function findCheck(id: number): DataCheck | undefined {
  return CHECKS.find((check) => check.id === id);
}

export function checksOfSection(section: DiscrepancySection): DataCheck[] {
  return CHECKS.filter((check) => check.section === section);
}
