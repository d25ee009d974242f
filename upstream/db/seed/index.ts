import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { GROUP } from '@/lib/rights';
import type { Db, Tx } from '../client';
import * as schema from '../schema';
import { generateCatalogue } from './catalogue';
import { generateChapters } from './chapters';
import { generateCommissionings } from './commissionings';
import { generateComments } from './comments';
import { generateContacts, writeContacts } from './contacts';
import { generateContent } from './content';
import { generateSiteElements } from './site-elements';
import { generateTasks } from './tasks';
import { createContext, type SeedOptions } from './context';
import { settleContracts } from './contract-lives';
import { seedContractVersions } from './contract-versions';
import { generateContracts } from './contracts';
import { couponTitles, generateCoupons } from './coupons';
import { parseDay } from './dates';
import { generateExpenses } from './expenses';
import { FileRegistry, writeFiles } from './files';
import { RowWriter } from './insert';
import { InvoiceBuilder } from './invoices';
import { generateOperations } from './operations';
import { generateOrders, returnsOf } from './orders';
import { addProductForms, generatePrintRuns } from './product-forms';
import { completeProducts } from './products';
import {
  plantCatalogue,
  plantContacts,
  plantContracts,
  plantCouponUsage,
  plantCoupons,
  plantExpenses,
  plantInvoices,
  plantNewsletters,
  plantOrders,
  plantOrphanFile,
} from './planted';
import { seedCurrencies, seedEmailTypes, seedTaxonomies } from './reference';
import { generateSubsidiaryIncome, seedRoyaltyRun } from './royalties';
import { seedStaff } from './staff';
import { seedGroupRights } from './group-rights';
// The authors area.
import { addAuthorSample, seedAuthorArea } from './authors';

export { PLANTED_IDS, PLANTED_INCONSISTENCIES, type PlantedInconsistency, type PlantedKind } from './planted';
export { DEMO_PASSWORD } from './staff';
export { STAFF } from './staff-list';
export { isValidIsbn13, isbn13CheckDigit } from './isbn';
export type { SeedOptions } from './context';

/** Rows written per table. */
export type SeedSummary = Record<string, number>;

const exported: unknown[] = Object.values(schema);
const TABLES = exported.filter((value): value is PgTable => is(value, PgTable));

/**
 * Empties the database and fills it with a deterministic mid-size publisher: the same options give the
 * same rows, byte for byte, on PGlite and PostgreSQL. All of it happens in one transaction.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedSummary> {
  parseDay(options.today);
  if (!Number.isFinite(options.scale) || options.scale <= 0 || options.scale > 1000)
    throw new Error(`Invalid scale: ${options.scale}`);

  return db.transaction(async (tx) => {
    await truncateAll(tx);
    const writer = new RowWriter(tx);
    const context = createContext(options, writer);
    const files = new FileRegistry();
    plantOrphanFile(context, files);

    const staff = await seedStaff(context);
    await seedGroupRights(context);
    await seedCurrencies(context);
    const taxonomy = await seedTaxonomies(context);
    const emailTypeIds = await seedEmailTypes(context);

    const people = generateContacts(context);
    const commissioningData = generateCommissionings(context, staff, people, files);
    const contractData = generateContracts(context, commissioningData.plans, files);
    const catalogue = generateCatalogue(
      context,
      commissioningData.plans,
      contractData,
      taxonomy,
      staff,
      files,
    );
    // Every product form and its details, and the print runs of the physical formats.
    addProductForms(catalogue, taxonomy);
    const printRuns = generatePrintRuns(context, catalogue);
    const firstPublicationOf = new Map<number, number>();
    for (const publication of catalogue.publications) {
      if (publication.id && !firstPublicationOf.has(publication.commissioningId))
        firstPublicationOf.set(publication.commissioningId, publication.id);
    }
    const expenseRows = generateExpenses(
      context,
      commissioningData.plans,
      firstPublicationOf,
      staff,
      files,
      contractData,
    );
    const content = generateContent(
      context,
      staff,
      people,
      commissioningData,
      emailTypeIds,
      files,
      catalogue.publications,
    );
    const couponRows = generateCoupons(context);

    plantContacts(people);
    plantContracts(contractData);
    plantCatalogue(context, catalogue, catalogue.saleItems, contractData);
    const products = completeProducts(context, catalogue, commissioningData.plans);
    const signerId = staff.byGroup(GROUP.SUPER_USERS)[0] ?? 1;
    settleContracts(context, contractData, commissioningData.plans, catalogue.publications, signerId);
    plantExpenses(expenseRows);
    plantCoupons(couponRows);
    plantNewsletters(content);

    const authorSampleId = addAuthorSample(context, files, staff.ids.get('author') ?? null);
    await writer.insert(schema.storedFiles, files.rows);
    if (options.fileStore) await writeFiles(options.fileStore, files);
    await writeContacts(context, people);
    await writer.insert(schema.proposals, commissioningData.proposals);
    await writer.insert(schema.commissionings, commissioningData.rows);
    await writer.insert(schema.commissioningStatusChanges, commissioningData.changes);
    await writer.insert(schema.editorReviews, commissioningData.reviews);
    await writer.insert(schema.contracts, contractData.contracts);
    await writer.insert(schema.contractParties, contractData.parties);
    await writer.insert(schema.contractRoyaltyTerms, contractData.terms);
    await writer.insert(schema.contractRoyaltyTiers, contractData.tiers);
    await writer.insert(schema.contractInstalments, contractData.instalments);
    await writer.insert(schema.contractSubrights, contractData.subrights);
    await writer.insert(schema.subsidiaryIncome, generateSubsidiaryIncome(context, contractData));
    await writer.insert(schema.contractStatusChanges, contractData.statusChanges);
    await writer.insert(schema.publications, catalogue.publications);
    await writer.insert(schema.contractPublications, contractData.publications);
    writer.counts.contract_versions = await seedContractVersions(context, tx, contractData, signerId);
    await writer.insert(schema.publicationPrices, catalogue.prices);
    await writer.insert(schema.publicationPrintRuns, printRuns);
    await writer.insert(schema.praises, catalogue.praises);
    await writer.insert(schema.publicationTaxonomyTerms, catalogue.terms);
    await writer.insert(schema.publicationExports, catalogue.exports);
    await writer.insert(schema.publicationExportItems, catalogue.exportItems);
    await writer.insert(schema.publicationContributors, products.contributors);
    const chapters = generateChapters(catalogue.publications, people);
    await writer.insert(schema.publicationChapters, chapters.chapters);
    await writer.insert(schema.publicationChapterContributors, chapters.contributors);
    await writer.insert(schema.isbnBlocks, products.blocks);
    await writer.insert(schema.isbnNumbers, products.numbers);
    await writer.insert(schema.expenses, expenseRows);
    await writer.insert(schema.news, content.news);
    await writer.insert(schema.siteElements, generateSiteElements(context, people, catalogue.publications));
    await writer.insert(
      schema.tasks,
      generateTasks(context, staff, {
        contracts: contractData.contracts,
        publications: catalogue.publications,
        commissionings: commissioningData.rows,
        expenses: expenseRows,
        newsletters: content.newsletters,
        people,
      }),
    );
    await writer.insert(schema.newsletters, content.newsletters);
    await writer.insert(schema.newsletterPublications, content.newsletterPublications);
    content.outbox.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
    await writer.insert(
      schema.emailOutbox,
      content.outbox.map((message, index) => ({ ...message, id: index + 1 })),
    );
    await writer.insert(schema.coupons, couponRows);
    await writer.insert(schema.couponPublications, couponTitles(couponRows, catalogue.publications));

    // Orders are the bulk: generated and written a month at a time, feeding the invoices as they go.
    const publicationInfo = new Map(
      catalogue.publications.map((row) => [row.id ?? 0, { title: row.title, format: row.format }]),
    );
    const invoiceBuilder = new InvoiceBuilder(context, publicationInfo);
    for await (const chunk of generateOrders(context, catalogue.saleItems, couponRows)) {
      plantOrders(chunk);
      // First: issuing an order's invoice marks the order invoiced.
      invoiceBuilder.add(chunk);
      await writer.insert(schema.orders, chunk.orders);
      await writer.insert(schema.orderLines, chunk.lines);
      await writer.insert(schema.orderReturns, returnsOf(chunk, context.today));
    }
    await tx.execute(sql`
      update coupons set usage_count = used.n
      from (select coupon_id, count(*)::int as n from orders where coupon_id is not null group by coupon_id) as used
      where coupons.id = used.coupon_id`);
    await plantCouponUsage(tx);

    const invoiceData = invoiceBuilder.finish();
    plantInvoices(context, invoiceData.invoices);
    await writer.insert(schema.invoices, invoiceData.invoices);
    await writer.insert(schema.invoiceLines, invoiceData.lines);
    await writer.insert(schema.invoiceOrders, invoiceData.orders);
    await writer.insert(schema.invoicePayments, invoiceData.payments);
    await writer.insert(schema.creditNotes, invoiceData.creditNotes);
    await writer.insert(schema.creditNoteLines, invoiceData.creditLines);
    await writer.insert(schema.numberSequences, invoiceData.sequences);

    const demoComments = generateComments(context, staff, {
      commissioningId: commissioningData.rows[0]?.id,
      contractId: contractData.contracts[0]?.id,
      newsId: content.news[0]?.id,
      invoiceId: invoiceData.invoices[0]?.id,
      publicationId: catalogue.publications[0]?.id,
    });
    await writer.insert(schema.comments, demoComments.comments);
    await writer.insert(schema.commentMentions, demoComments.mentions);

    const operations = generateOperations(
      context,
      staff,
      [
        ...commissioningData.changes.map((change) => ({
          ...change,
          entity: 'commissionings' as const,
          entityId: change.commissioningId,
        })),
        ...contractData.statusChanges.map((change) => ({
          ...change,
          entity: 'contracts' as const,
          entityId: change.contractId,
        })),
      ],
      invoiceData.invoices,
    );
    await writer.insert(schema.requestLog, operations.requests);
    await writer.insert(schema.aiJobs, operations.jobs);
    await writer.insert(schema.auditLog, operations.audit);

    // The demo's completed export runs sent the catalogue as it stands: the next delta starts from here.
    await tx.execute(sql`update publication_exports set feed_version =
      (select case when is_called then last_value else 0 end from publication_feed_seq) where status = 'completed'`);
    await resetIdentities(tx);
    // After the identities are past the seeded rows: the run is written as the API writes one.
    const financeManager = staff.byGroup(GROUP.FINANCIAL_MANAGER)[0] ?? signerId;
    Object.assign(writer.counts, await seedRoyaltyRun(tx, context, financeManager));
    const authorId = staff.ids.get('author');
    if (authorId) {
      const authorRows = await seedAuthorArea(tx, context, authorId, authorSampleId);
      Object.assign(writer.counts, authorRows);
      writer.counts.proposals = (writer.counts.proposals ?? 0) + (authorRows.author_proposals ?? 0);
    }
    return Object.fromEntries(
      TABLES.map((table) => getTableName(table))
        .sort()
        .map((name) => [name, writer.counts[name] ?? 0]),
    );
  });
}

async function truncateAll(tx: Tx): Promise<void> {
  const names = TABLES.map((table) => sql.identifier(getTableName(table)));
  await tx.execute(sql`truncate table ${sql.join(names, sql`, `)} restart identity cascade`);
}

/** Rows were written with their ids, so each identity sequence is moved past the highest one. */
async function resetIdentities(tx: Tx): Promise<void> {
  for (const table of TABLES) {
    const name = getTableName(table);
    for (const column of Object.values(getTableColumns(table))) {
      if (!column.generatedIdentity) continue;
      // The column object carries the TypeScript key; the database name is its snake_case form.
      const columnName =
        column.name === 'id' ? 'id' : column.name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
      await tx.execute(sql`
        select setval(pg_get_serial_sequence(${`"${name}"`}, ${columnName}),
          coalesce((select max(${sql.identifier(columnName)}) from ${sql.identifier(name)}), 0) + 1, false)`);
    }
  }
}
