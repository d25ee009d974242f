import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { sniffFileType } from '@/upstream/files/sniff';
import { asc, desc, eq, getTableName, is, sql, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { contractTermsSchema } from '@/lib/areas/contracts';
import { CONTRACT_STATUSES, PUBLICATION_STATUSES } from '@/lib/contract/enums';
import { GROUP } from '@/lib/rights';
import { verifyPassword } from '@/upstream/auth/password';
import type { Database, Db } from '@/upstream/db/client';
import * as schema from '@/upstream/db/schema';
import {
  DEMO_PASSWORD,
  PLANTED_INCONSISTENCIES,
  isValidIsbn13,
  seedDatabase,
  type PlantedKind,
  type SeedSummary,
} from '@/upstream/db/seed';
import { memoryFileStore } from '@/upstream/files/store';
import { openTestDatabase } from '../support/test-database';
import { authorProfile, authorProposalList, authorSales, authorStatements } from '@/upstream/authors/read';

const TODAY = '2026-11-20';

const DEMO_ACCOUNTS: Record<string, number> = {
  admin: GROUP.SUPER_USERS,
  editor: GROUP.COMMISSIONING_EDITORS,
  cassistant: GROUP.COMMISSIONING_ASSISTANTS,
  finance: GROUP.FINANCIAL_MANAGER,
  fassistant: GROUP.FINANCIAL_ASSISTANTS,
  content: GROUP.CONTENT_EDITOR,
  marketing: GROUP.MARKETING_MANAGER,
  designer: GROUP.DESIGNER,
  developer: GROUP.DEVELOPERS,
  author: GROUP.AUTHORS,
  secure: GROUP.SUPER_USERS,
};

/** What each data-quality finding looks like in SQL: the ids of the offending rows. */
const FINDINGS: Record<PlantedKind, SQL> = {
  isbn_check_digit: sql`select id from publications where (10 - (
      (substr(isbn, 1, 1)::int + substr(isbn, 3, 1)::int + substr(isbn, 5, 1)::int + substr(isbn, 7, 1)::int + substr(isbn, 9, 1)::int + substr(isbn, 11, 1)::int)
      + 3 * (substr(isbn, 2, 1)::int + substr(isbn, 4, 1)::int + substr(isbn, 6, 1)::int + substr(isbn, 8, 1)::int + substr(isbn, 10, 1)::int + substr(isbn, 12, 1)::int)
    ) % 10) % 10 <> substr(isbn, 13, 1)::int`,
  isbn_duplicate: sql`select p.id from publications p where p.status = 'out_of_print'
    and exists (select 1 from publications q where q.isbn = p.isbn and q.id <> p.id)`,
  published_without_price: sql`select id from publications p where status = 'published'
    and not exists (select 1 from publication_prices pp where pp.publication_id = p.id)`,
  description_outside_onix_subset: sql`select id from publications where description like '%<font %'`,
  published_before_contract_signed: sql`select p.id from publications p join contracts c on c.id = p.contract_id
    where p.publication_date < c.signed_date`,
  contract_splits_not_100: sql`select contract_id as id from contract_parties group by contract_id having sum(split_percent) <> 100`,
  royalty_tiers_out_of_order: sql`select distinct contract_id as id from (
      select term.contract_id, tier.from_units, lag(tier.from_units) over (partition by tier.term_id order by tier.position) as previous
      from contract_royalty_tiers tier join contract_royalty_terms term on term.id = tier.term_id) t where from_units < previous`,
  invoice_total_mismatch: sql`select i.id from invoices i left join (
      select invoice_id, sum(net_amount) as net, sum(vat_amount) as vat from invoice_lines group by invoice_id) l on l.invoice_id = i.id
    where i.net_amount <> coalesce(l.net, 0) or i.vat_amount <> coalesce(l.vat, 0) or i.total_amount <> i.net_amount + i.vat_amount`,
  paid_invoice_without_payment_date: sql`select id from invoices where status = 'paid' and payment_date is null`,
  overdue_invoice_marked_sent: sql`select id from invoices where status = 'issued' and due_date < ${TODAY}`,
  returns_above_quantity: sql`select id from order_lines where returned_quantity > quantity`,
  order_without_exchange_rate: sql`select o.id from orders o where o.currency <> 'EUR' and not exists (
      select 1 from exchange_rates r where r.rate_date = o.order_date and r.from_currency = o.currency and r.to_currency = 'EUR')`,
  expense_without_category: sql`select id from expenses where category is null`,
  expense_without_supplier: sql`select id from expenses where supplier is null`,
  coupon_expired_but_active: sql`select id from coupons where active and valid_until < ${TODAY}`,
  coupon_over_usage_limit: sql`select id from coupons where usage_count > usage_limit`,
  contact_duplicate_email: sql`select c.id from contacts c where exists (
      select 1 from contacts d where lower(d.email) = lower(c.email) and d.id < c.id)`,
  newsletter_sent_without_recipients: sql`select id from newsletters n where status = 'sent'
    and not exists (select 1 from email_outbox o where o.newsletter_id = n.id)`,
  orphan_file: sql`select f.id from stored_files f where not exists (select 1 from publications where cover_file_id = f.id)
    and not exists (select 1 from contracts where document_file_id = f.id) and not exists (select 1 from proposals where manuscript_file_id = f.id)
    and not exists (select 1 from publication_exports where file_id = f.id) and not exists (select 1 from expenses where receipt_file_id = f.id)
    and not exists (select 1 from news where image_file_id = f.id) and not exists (select 1 from site_elements where f.id in (draft_image_file_id, published_image_file_id))`,
  rights_without_group: sql`select u.id from users u where exists (select 1 from user_rights r where r.user_id = u.id)
    and not exists (select 1 from user_groups g where g.user_id = u.id)`,
  royalty_run_not_approved: sql`select id from royalty_runs where status = 'draft' and period_end + 30 < ${TODAY}`,
};

const exported: unknown[] = Object.values(schema);
// The data versions count writes, which a second seeding makes too: bookkeeping, not content.
const TABLES = exported
  .filter((value): value is PgTable => is(value, PgTable))
  .filter((table) => getTableName(table) !== 'data_versions');

async function ids(db: Db, query: SQL): Promise<number[]> {
  const rows = await db
    .select({ id: sql<number>`found.id`.mapWith(Number) })
    .from(sql`(${query}) as found`)
    .orderBy(sql`found.id`);
  return rows.map((row) => row.id);
}

/** One checksum per table over every row's text, in the UTC zone so timestamps print the same everywhere. */
async function contentChecksums(db: Db): Promise<Record<string, string>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const sums: Record<string, string> = {};
    for (const table of TABLES) {
      const name = sql.identifier(getTableName(table));
      const [row] = await tx
        .select({ sum: sql<string>`md5(coalesce(string_agg(t::text, '|' order by t::text), ''))` })
        .from(sql`${name} as t`);
      sums[getTableName(table)] = row?.sum ?? '';
    }
    return sums;
  });
}

describe('demo seed', () => {
  let database: Database;
  let db: Db;
  let summary: SeedSummary;
  const store = memoryFileStore();

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    summary = await seedDatabase(db, { scale: 1, today: TODAY, fileStore: store });
  });

  afterAll(async () => {
    await database?.close();
  });

  it('builds a mid-size publisher', () => {
    expect(summary.users).toBe(40);
    // 400 generated, and the marketing manager, who reads each newsletter as a contact.
    expect(summary.contacts).toBe(401);
    expect(summary.commissionings).toBe(300);
    expect(summary.contracts).toBeGreaterThan(150);
    expect(summary.publications).toBeGreaterThan(300);
    expect(summary.order_lines).toBeGreaterThan(30_000);
    expect(summary.invoices).toBeGreaterThan(1_000);
    expect(summary.expenses).toBeGreaterThan(800);
  });

  it('creates the demo accounts in their groups, with the demo password', async () => {
    const rows = await db
      .select({
        userName: schema.users.userName,
        groupId: schema.userGroups.groupId,
        hash: schema.users.passwordHash,
      })
      .from(schema.users)
      .innerJoin(schema.userGroups, eq(schema.userGroups.userId, schema.users.id))
      .orderBy(asc(schema.users.id));
    for (const [userName, groupId] of Object.entries(DEMO_ACCOUNTS)) {
      expect(rows.filter((row) => row.userName === userName).map((row) => row.groupId)).toEqual([groupId]);
    }
    const admin = rows.find((row) => row.userName === 'admin');
    expect(admin && (await verifyPassword(DEMO_PASSWORD, admin.hash))).toBe(true);

    const [secure] = await db.select().from(schema.users).where(eq(schema.users.userName, 'secure'));
    expect(secure?.twoFactorEnabled).toBe(true);
    expect(secure?.email).toBe('secure@colophon.example');
  });

  it('gives the author account its contact: contracts, a statement of the locked run, sales and proposals', async () => {
    const [author] = await db.select().from(schema.users).where(eq(schema.users.userName, 'author'));
    const userId = author?.id ?? 0;
    const profile = await authorProfile(db, userId);
    expect(profile.linked).toBe(true);
    expect(profile.counts.contracts).toBeGreaterThan(0);
    expect(profile.counts.statements).toBeGreaterThan(0);
    expect(profile.counts.proposals).toBe(2);
    const statements = await authorStatements(db, userId);
    expect(statements.some((statement) => statement.runStatus === 'locked')).toBe(true);
    expect((await authorSales(db, userId, 'year')).length).toBeGreaterThan(0);
    const proposals = await authorProposalList(db, userId);
    expect(proposals.find((proposal) => proposal.sample)?.status).toBe('under_review');
    const runs = await db.select({ status: schema.royaltyRuns.status }).from(schema.royaltyRuns);
    expect(runs.map((run) => run.status).sort()).toEqual(['draft', 'locked']);
  });

  it('gives admin every section at level 5', async () => {
    const rights = await db
      .select({ sectionId: schema.userRights.sectionId, level: schema.userRights.level })
      .from(schema.userRights)
      .innerJoin(schema.users, eq(schema.users.id, schema.userRights.userId))
      .where(eq(schema.users.userName, 'admin'))
      .orderBy(asc(schema.userRights.sectionId));
    expect(rights).toEqual(Array.from({ length: 11 }, (_, i) => ({ sectionId: i + 1, level: 5 })));
  });

  it('gives every publication a valid ISBN-13 except the planted one', async () => {
    const planted = PLANTED_INCONSISTENCIES.find((entry) => entry.kind === 'isbn_check_digit');
    const rows = await db
      .select({ id: schema.publications.id, isbn: schema.publications.isbn })
      .from(schema.publications);
    const invalid = rows.filter((row) => !isValidIsbn13(row.isbn)).map((row) => row.id);
    expect(invalid).toEqual([planted?.id]);
  });

  it('holds every invoice status and numbers issued invoices without gaps', async () => {
    const statuses = await db.selectDistinct({ status: schema.invoices.status }).from(schema.invoices);
    expect(statuses.map((row) => row.status).sort()).toEqual([
      'credited',
      'draft',
      'issued',
      'overdue',
      'paid',
      'partly_paid',
    ]);
    // Gapless within each year of issue.
    const years = await db
      .select({
        count: sql<number>`count(${schema.invoices.number})`.mapWith(Number),
        max: sql<number>`max(${schema.invoices.number})`.mapWith(Number),
      })
      .from(schema.invoices)
      .where(sql`${schema.invoices.number} is not null`)
      .groupBy(schema.invoices.numberYear);
    expect(years.length).toBeGreaterThan(0);
    for (const year of years) expect(year.max).toBe(year.count);
  });

  it('invoices shipped orders only, as the product does: an issued invoice’s are invoiced', async () => {
    const billed = await db
      .select({ invoice: schema.invoices.status, order: schema.orders.status, n: sql<number>`count(*)::int` })
      .from(schema.invoiceOrders)
      .innerJoin(schema.invoices, eq(schema.invoices.id, schema.invoiceOrders.invoiceId))
      .innerJoin(schema.orders, eq(schema.orders.id, schema.invoiceOrders.orderId))
      .groupBy(schema.invoices.status, schema.orders.status);
    expect(billed.some((row) => row.invoice === 'draft' && row.order === 'shipped')).toBe(true);
    for (const row of billed)
      expect(`${row.invoice}: ${row.order}`).toBe(
        `${row.invoice}: ${row.invoice === 'draft' ? 'shipped' : 'invoiced'}`,
      );
  });

  it('holds publications in every status', async () => {
    const statuses = await db
      .selectDistinct({ status: schema.publications.status })
      .from(schema.publications);
    expect(statuses.map((row) => row.status).sort()).toEqual([...PUBLICATION_STATUSES].sort());
  });

  it('holds contracts in every status, with escalators, reserves, two-author splits and amendments', async () => {
    const statuses = await db.selectDistinct({ status: schema.contracts.status }).from(schema.contracts);
    expect(statuses.map((row) => row.status).sort()).toEqual([...CONTRACT_STATUSES].sort());
    const [facts] = await db
      .select({
        escalators: sql<number>`(select count(distinct term_id) from contract_royalty_tiers where position > 1)`,
        reserves: sql<number>`(select count(*) from contracts where reserve_against_returns_percent > 0)`,
        splits: sql<string[]>`(select array_agg(distinct split) from (
            select string_agg(split_percent::text, '/' order by id) as split from contract_parties
            where split_percent > 0 group by contract_id having count(*) = 2) s)`,
        amended: sql<number>`(select count(*) from contracts where amendment > 0)`,
        paid: sql<number>`(select count(*) from contract_instalments where paid_date is not null)`,
        unpaid: sql<number>`(select count(*) from contract_instalments where paid_date is null)`,
        // Sales in another currency than the contract's, which a statement converts at the period's rate.
        foreignSales: sql<number>`(select count(distinct k.id) from contracts k
            join contract_publications cp on cp.contract_id = k.id
            join order_lines l on l.publication_id = cp.publication_id
            join orders o on o.id = l.order_id where o.currency <> k.currency)`,
      })
      .from(sql`(select 1) as one`);
    expect(Number(facts?.escalators)).toBeGreaterThan(10);
    expect(Number(facts?.reserves)).toBeGreaterThan(10);
    expect(facts?.splits.sort()).toEqual(['50.00/50.00', '60.00/40.00']);
    expect(Number(facts?.amended)).toBeGreaterThan(0);
    expect(Number(facts?.paid)).toBeGreaterThan(0);
    expect(Number(facts?.unpaid)).toBeGreaterThan(0);
    expect(Number(facts?.foreignSales)).toBeGreaterThan(10);
  });

  it('keeps every signed version of the terms as the API reads it, and one more per amendment', async () => {
    const versions = await db
      .select({ number: schema.contractVersions.number, terms: schema.contractVersions.terms })
      .from(schema.contractVersions);
    expect(versions.filter((version) => !contractTermsSchema.safeParse(version.terms).success)).toEqual([]);
    const [counts] = await db
      .select({
        signed: sql<number>`count(*) filter (where ${schema.contracts.signedDate} is not null)`.mapWith(
          Number,
        ),
        amended: sql<number>`count(*) filter (where ${schema.contracts.amendment} = 1)`.mapWith(Number),
      })
      .from(schema.contracts);
    expect(versions.filter((version) => version.number === 0)).toHaveLength(counts?.signed ?? -1);
    expect(versions.filter((version) => version.number === 1)).toHaveLength(counts?.amended ?? -1);
  });

  it('keeps a rate for every day in both directions', async () => {
    const [row] = await db
      .select({
        days: sql<number>`count(distinct ${schema.exchangeRates.rateDate})`.mapWith(Number),
        rates: sql<number>`count(*)`.mapWith(Number),
      })
      .from(schema.exchangeRates);
    expect(row?.days).toBeGreaterThanOrEqual(1095);
    expect(row?.rates).toBe((row?.days ?? 0) * 4);
  });

  it.each(PLANTED_INCONSISTENCIES.map((entry) => [entry.kind, entry] as const))(
    'plants %s, and only there',
    async (kind, entry) => {
      expect(await ids(db, FINDINGS[kind])).toEqual([entry.id]);
    },
  );

  it('gives every stored file real bytes in the file store, of the type its row names', async () => {
    const files = await db.select().from(schema.storedFiles);
    expect(files.length).toBeGreaterThan(500);
    for (const file of files) {
      const bytes = await store.get(file.storageKey);
      expect(bytes, `${file.id} ${file.name}`).not.toBeNull();
      const content = bytes ?? new Uint8Array();
      expect(content.length).toBe(file.sizeBytes);
      expect(createHash('sha256').update(content).digest('hex')).toBe(file.checksum);
      // Text exports are not what uploads take; every other file is as the store would read it.
      if (!file.mimeType.startsWith('text/') && file.mimeType !== 'application/xml')
        expect(sniffFileType(content), file.name).toBe(file.mimeType);
    }
    const receipts = await db
      .select({ key: schema.storedFiles.storageKey })
      .from(schema.expenses)
      .innerJoin(schema.storedFiles, eq(schema.storedFiles.id, schema.expenses.receiptFileId))
      .orderBy(desc(schema.expenses.id))
      .limit(1);
    const latest = Buffer.from((await store.get(receipts[0]?.key ?? '')) ?? []).toString('latin1');
    expect(latest).toMatch(/Receipt of \d{4}-\d{2}-\d{2}/);
  });

  it('leaves the identity sequences past the seeded ids', async () => {
    const [created] = await db
      .insert(schema.contacts)
      .values({ lastName: 'Sequence', roles: ['author'] })
      .returning({ id: schema.contacts.id });
    expect(created?.id).toBe((summary.contacts ?? 0) + 1);
    await db.delete(schema.contacts).where(eq(schema.contacts.id, created?.id ?? 0));
  });

  it('gives the same data when run again', async () => {
    const first = await contentChecksums(db);
    await seedDatabase(db, { scale: 1, today: TODAY });
    expect(await contentChecksums(db)).toEqual(first);
  }, 120_000);
});
