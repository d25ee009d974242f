import { z } from '@hono/zod-openapi';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import {
  collectionSchema,
  publicationArea,
  publicationYearSchema,
  type Publication,
} from '@/lib/areas/publications';
import { publicationRef } from '@/lib/areas/refs';
import { okEnvelope, type FieldIssue } from '@/lib/contract/envelope';
import { PUBLICATION_FORMATS, type CollectionKind } from '@/lib/contract/enums';
import { themaQualifierScheme } from '@/lib/contract/taxonomies';
import { isbnBlockSchema } from '@/lib/contract/isbn-register';
import { insertRows, qualified } from '../db/bulk-insert';
import type { Tx } from '../db/client';
import { soldOrders } from '../db/sold-orders';
import {
  commissionings,
  contacts,
  contractPublications,
  contracts,
  currencies,
  orderLines,
  orders,
  praises,
  publicationContributors,
  publicationPrices,
  publicationPrintRuns,
  publications,
  publicationTaxonomyTerms,
  taxonomyTerms,
} from '../db/schema';
import type { UpstreamApp } from '../platform/app-type';
import { recordAudit } from '../platform/audit';
import { signedIn } from '../platform/context';
import { guardedRoute } from '../platform/guarded-route';
import {
  mountRoute,
  plural,
  readId,
  readJson,
  registerArea,
  rowsNaming,
  unprocessable,
  type AreaDomain,
  type WriteContext,
} from '../resources';
import { isbnBlockSummaries, recordIsbn, takeNextIsbn } from './isbn-register';
import * as column from './publication-columns';
import { registerChapterRoutes } from './publication-chapters';
import { registerCoverRoutes } from './publication-cover';
import { registerIsbnRegisterRoutes } from './isbn-register-routes';
import { registerPublicationFileRoutes } from './publication-files';
import { publicationRefColumns } from './refs';

/*
 * Publications' side of the API: a product of a work in one format, its prices and credits saved with
 * it, its ISBN entered in the firm's register (or taken from it), and the work's other formats, its
 * contracts and its sales by format on the record.
 */

type Values = Parameters<NonNullable<AreaDomain<typeof publicationArea>['check']>>[1];

async function check({ tx }: WriteContext, values: Values, before?: Publication): Promise<void> {
  const issues: FieldIssue[] = [];
  const [work] = await tx
    .select({ id: commissionings.id })
    .from(commissionings)
    .where(eq(commissionings.id, values.commissioningId));
  if (!work)
    issues.push({ path: 'commissioningId', message: `There is no commissioning ${values.commissioningId}` });
  const contactIds = [...new Set(values.contributors.map((credit) => credit.contactId))];
  if (contactIds.length > 0) {
    const found = await tx.select({ id: contacts.id }).from(contacts).where(inArray(contacts.id, contactIds));
    const known = new Set(found.map((row) => row.id));
    values.contributors.forEach((credit, index) => {
      if (!known.has(credit.contactId))
        issues.push({
          path: `contributors.${index}.contactId`,
          message: `There is no contact ${credit.contactId}`,
        });
    });
  }
  issues.push(...(await subjectIssues(tx, values.subjects)));
  issues.push(...(await imprintIssues(tx, values.imprintId, before?.imprintId ?? null)));
  const runCurrencies = [...new Set(values.printRuns.map((run) => run.currency))];
  if (runCurrencies.length > 0) {
    const kept = new Set(
      (
        await tx
          .select({ code: currencies.code })
          .from(currencies)
          .where(inArray(currencies.code, runCurrencies))
      ).map((row) => row.code),
    );
    values.printRuns.forEach((run, index) => {
      if (!kept.has(run.currency))
        issues.push({
          path: `printRuns.${index}.currency`,
          message: `The firm keeps no currency ${run.currency}`,
        });
    });
  }
  if (issues.length > 0) throw unprocessable(issues);
  // A publication saved without an ISBN takes the register's next free number here, so its row is written with it.
  if (values.isbn === null) values.isbn = before?.isbn ?? (await takeNextIsbn(tx)).isbn;
}

/** The imprint is a collection of kind imprint, and active unless the publication already has it. */
async function imprintIssues(tx: Tx, imprintId: number | null, before: number | null): Promise<FieldIssue[]> {
  if (imprintId === null) return [];
  const [term] = await tx
    .select({ kind: taxonomyTerms.kind, active: taxonomyTerms.active, label: taxonomyTerms.label })
    .from(taxonomyTerms)
    .where(eq(taxonomyTerms.id, imprintId));
  if (term?.kind !== 'imprint') return [{ path: 'imprintId', message: `There is no imprint ${imprintId}` }];
  if (!term.active && imprintId !== before)
    return [{ path: 'imprintId', message: `The imprint ${term.label} is retired: choose another` }];
  return [];
}

/** Subjects name terms that exist, with one main subject per scheme at most; an imprint is no collection to file under. */
async function subjectIssues(tx: Tx, subjects: Values['subjects']): Promise<FieldIssue[]> {
  if (subjects.length === 0) return [];
  const found = await tx
    .select({
      id: taxonomyTerms.id,
      scheme: taxonomyTerms.scheme,
      code: taxonomyTerms.code,
      label: taxonomyTerms.label,
      kind: taxonomyTerms.kind,
    })
    .from(taxonomyTerms)
    .where(
      inArray(
        taxonomyTerms.id,
        subjects.map((subject) => subject.termId),
      ),
    );
  const termOf = new Map(found.map((term) => [term.id, term]));
  const issues: FieldIssue[] = [];
  const mains = new Set<string>();
  subjects.forEach((subject, index) => {
    const term = termOf.get(subject.termId);
    const scheme = term?.scheme;
    if (!term || !scheme)
      issues.push({ path: `subjects.${index}.termId`, message: `There is no subject ${subject.termId}` });
    else if (term.kind === 'imprint')
      issues.push({
        path: `subjects.${index}.termId`,
        message: `${term.label} is an imprint: give it as the publication’s imprint, not as a collection`,
      });
    else if (subject.main && scheme === 'thema' && themaQualifierScheme(term.code))
      issues.push({
        path: `subjects.${index}.main`,
        message: `${term.code} is a Thema qualifier: it refines a subject and cannot be the main one`,
      });
    else if (subject.main && mains.has(scheme))
      issues.push({ path: `subjects.${index}.main`, message: 'Only one main subject per scheme' });
    else if (subject.main) mains.add(scheme);
  });
  return issues;
}

async function replaceRows(context: WriteContext, id: number, values: Values, before?: Publication) {
  const { tx, now } = context;
  const stamps = { createdAt: now, updatedAt: now };
  if (!before || JSON.stringify(before.prices) !== JSON.stringify(values.prices)) {
    await tx.delete(publicationPrices).where(eq(publicationPrices.publicationId, id));
    await insertRows(
      tx,
      publicationPrices,
      values.prices.map((price) => ({ publicationId: id, ...price, ...stamps })),
    );
  }
  if (!before || JSON.stringify(before.printRuns) !== JSON.stringify(values.printRuns)) {
    await tx.delete(publicationPrintRuns).where(eq(publicationPrintRuns.publicationId, id));
    // Kept in the order they were printed, as the record reads them back.
    const runs = values.printRuns.toSorted((a, b) => a.printedOn.localeCompare(b.printedOn));
    await insertRows(
      tx,
      publicationPrintRuns,
      runs.map((run) => ({ publicationId: id, ...run })),
    );
  }
  if (!before || JSON.stringify(before.contributors) !== JSON.stringify(values.contributors)) {
    await tx.delete(publicationContributors).where(eq(publicationContributors.publicationId, id));
    await insertRows(
      tx,
      publicationContributors,
      values.contributors.map((credit, index) => ({ publicationId: id, ...credit, position: index + 1 })),
    );
  }
  if (!before || JSON.stringify(before.subjects) !== JSON.stringify(values.subjects)) {
    await tx.delete(publicationTaxonomyTerms).where(eq(publicationTaxonomyTerms.publicationId, id));
    await insertRows(
      tx,
      publicationTaxonomyTerms,
      values.subjects.map((subject) => ({ publicationId: id, ...subject })),
    );
  }
  if (values.isbn !== null && values.isbn !== before?.isbn) await recordIsbn(tx, id, values.isbn, now);
}

async function related(tx: Tx, id: number) {
  const [self] = await tx
    .select({ commissioningId: publications.commissioningId, contractId: publications.contractId })
    .from(publications)
    .where(eq(publications.id, id));
  if (!self) return { formats: [], contracts: [], sales: [], praises: [] };
  const work = eq(publications.commissioningId, self.commissioningId);
  const [formats, linked, sales, praised] = await Promise.all([
    tx
      .select(publicationRefColumns)
      .from(publications)
      .where(work)
      .orderBy(asc(publications.publicationDate), asc(publications.id)),
    tx
      .select({
        contractId: contracts.id,
        reference: contracts.reference,
        type: contracts.type,
        status: contracts.status,
        signedDate: contracts.signedDate,
      })
      .from(contracts)
      // One list of ids, each side by its index: `in (…) or id = …` made the planner read every contract.
      .where(
        sql`${contracts.id} in (select l.contract_id from contract_publications l where l.publication_id = ${id}
          union all select ${self.contractId}::int)`,
      )
      .orderBy(asc(contracts.reference)),
    salesOfWork(tx, self.commissioningId),
    tx
      .select({
        praiseId: praises.id,
        source: praises.source,
        outlet: praises.outlet,
        quote: praises.quote,
        about: sql<
          string | null
        >`(select concat_ws(' ', k.first_name, k.last_name) from contacts k where k.id = ${qualified(praises.contributorId)})`,
        rightsCleared: praises.rightsCleared,
        position: praises.position,
      })
      .from(praises)
      .where(eq(praises.publicationId, id))
      .orderBy(asc(praises.position), asc(praises.id)),
  ]);
  return { formats, contracts: linked, sales, praises: praised };
}

/** Copies and revenue of the work's formats, per order currency, from the order lines. */
async function salesOfWork(tx: Tx, commissioningId: number) {
  const kept = sql`(${orderLines.quantity} - least(${orderLines.returnedQuantity}, ${orderLines.quantity}))`;
  return (
    tx
      .select({
        format: publications.format,
        currency: orders.currency,
        copiesSold: sql<number>`sum(${orderLines.quantity})::int`,
        copiesReturned: sql<number>`sum(least(${orderLines.returnedQuantity}, ${orderLines.quantity}))::int`,
        revenue:
          sql<number>`coalesce(round(sum(${kept} * ${orderLines.unitPrice} * (100 - ${orderLines.discountPercent}) / 100)), 0)::bigint`.mapWith(
            Number,
          ),
      })
      .from(orderLines)
      .innerJoin(publications, eq(publications.id, orderLines.publicationId))
      // Sales as every other figure counts them: confirmed orders and after, never drafts or cancelled ones.
      .innerJoin(orders, and(eq(orders.id, orderLines.orderId), soldOrders()))
      .where(eq(publications.commissioningId, commissioningId))
      .groupBy(publications.format, orders.currency)
      .orderBy(publications.format, orders.currency)
  );
}

const yearsRoute = guardedRoute(publicationArea.rights.view, {
  method: 'get',
  path: '/publications/publication-years',
  tags: ['publications'],
  summary: 'The years in which publications came out, with how many in each: the list’s year filter',
  responses: {
    200: {
      description: 'Newest first',
      content: {
        'application/json': {
          schema: okEnvelope(z.array(publicationYearSchema).meta({ id: 'PublicationYears' })),
        },
      },
    },
  },
});

const collectionsRoute = guardedRoute(publicationArea.rights.view, {
  method: 'get',
  path: '/publications/collections',
  tags: ['publications'],
  summary: 'The firm’s collections, series and imprints: the list’s collection filter',
  responses: {
    200: {
      description: 'By name',
      content: {
        'application/json': {
          schema: okEnvelope(z.array(collectionSchema).meta({ id: 'PublicationCollections' })),
        },
      },
    },
  },
});

const blocksRoute = guardedRoute(publicationArea.rights.view, {
  method: 'get',
  path: '/publications/isbn-blocks',
  tags: ['publications'],
  summary: 'The firm’s ISBN blocks: numbers assigned, reserved and free, and the next one handed out',
  responses: {
    200: {
      description: 'In the order numbers are taken from them',
      content: {
        'application/json': { schema: okEnvelope(z.array(isbnBlockSchema).meta({ id: 'IsbnBlocks' })) },
      },
    },
  },
});

const addFormatRequest = z
  .object({ format: z.enum(PUBLICATION_FORMATS, { error: 'Choose the product form' }) })
  .meta({ id: 'PublicationFormatRequest' });

const addFormatRoute = guardedRoute(publicationArea.rights.create, {
  method: 'post',
  path: '/publications/{publicationId}/formats',
  tags: ['publications'],
  summary: 'Another format of the same work: its metadata and credits copied, the next free ISBN taken',
  request: {
    params: z.object({ publicationId: z.string() }),
    body: { content: { 'application/json': { schema: addFormatRequest } } },
  },
  responses: {
    201: {
      description: 'The new format',
      content: {
        'application/json': { schema: okEnvelope(publicationRef.meta({ id: 'PublicationRef' })) },
      },
    },
  },
});

async function addFormat(
  context: WriteContext,
  sourceId: number,
  format: (typeof PUBLICATION_FORMATS)[number],
) {
  const { tx, now } = context;
  const [source] = await tx.select().from(publications).where(eq(publications.id, sourceId));
  if (!source)
    throw unprocessable([{ path: 'publicationId', message: `There is no publication ${sourceId}` }]);
  const { isbn } = await takeNextIsbn(tx);
  const [created] = await tx
    .insert(publications)
    .values({
      commissioningId: source.commissioningId,
      contractId: source.contractId,
      title: source.title,
      subtitle: source.subtitle,
      format,
      isbn,
      language: source.language,
      editionNumber: source.editionNumber,
      status: 'in_production',
      availability: '10',
      description: source.description,
      shortDescription: source.shortDescription,
      audience: source.audience,
      imprintId: source.imprintId,
      createdAt: now,
      updatedAt: now,
    })
    .returning(publicationRefColumns);
  if (!created) throw new Error('The format was not stored');
  await recordIsbn(tx, created.publicationId, isbn, now);
  await tx.execute(sql`insert into publication_contributors (publication_id, contact_id, role, position)
    select ${created.publicationId}, contact_id, role, position from publication_contributors where publication_id = ${sourceId}`);
  await tx.execute(sql`insert into publication_taxonomy_terms (publication_id, term_id, main, series_number)
    select ${created.publicationId}, term_id, main, series_number from publication_taxonomy_terms where publication_id = ${sourceId}`);
  await recordAudit(tx, {
    userId: context.user.userId,
    action: 'insert',
    entity: 'publications',
    entityId: created.publicationId,
    after: { title: created.title, format, isbn },
    requestId: context.requestId,
    at: now,
  });
  return created;
}

const domain: AreaDomain<typeof publicationArea> = {
  table: publications,
  columns: {
    commissioningTitle: column.commissioningTitle,
    imprintName: column.imprintName,
    credits: column.credits,
    prices: column.prices,
    printRuns: column.printRuns,
    contributors: column.contributors,
    subjects: column.subjects,
    subjectTerms: column.subjectTerms,
  },
  sorts: { isbn: sql`${publications.isbn}` },
  filters: column.listFilters,
  search: column.isbnOrContributorMatches,
  related,
  check,
  // An edition left empty is the first.
  row: (values, columns) => ({ ...columns, editionNumber: values.editionNumber ?? 1 }),
  afterWrite: replaceRows,
  dependents: [
    {
      count: rowsNaming(orderLines, orderLines.publicationId),
      describe: (n) => `sold on ${plural(n, 'order line')} (mark it out of print instead)`,
    },
    {
      count: rowsNaming(contractPublications, contractPublications.publicationId),
      describe: (n) => `covered by ${plural(n, 'contract')}`,
    },
  ],
  extend(api) {
    mountRoute(api, yearsRoute, async (c) => {
      const year = sql<number>`extract(year from ${publications.publicationDate})::int`;
      const rows = await c.var.deps.database.db
        .select({ year, count: count() })
        .from(publications)
        .where(isNotNull(publications.publicationDate))
        .groupBy(year)
        .orderBy(desc(year));
      return c.json({ success: true, data: rows }, 200);
    });
    mountRoute(api, collectionsRoute, async (c) => {
      const rows = await c.var.deps.database.db
        .select({
          id: taxonomyTerms.id,
          label: taxonomyTerms.label,
          kind: sql<CollectionKind>`${taxonomyTerms.kind}`,
        })
        .from(taxonomyTerms)
        .where(and(eq(taxonomyTerms.scheme, 'collection'), ne(taxonomyTerms.active, false)))
        .orderBy(asc(taxonomyTerms.label), asc(taxonomyTerms.id));
      return c.json({ success: true, data: rows }, 200);
    });
    mountRoute(api, blocksRoute, async (c) =>
      c.json({ success: true, data: await isbnBlockSummaries(c.var.deps.database.db) }, 200),
    );
    mountRoute(api, addFormatRoute, async (c) => {
      const id = readId(c, 'publicationId');
      const { format } = await readJson(c, addFormatRequest);
      const created = await c.var.deps.database.db.transaction((tx) =>
        addFormat(
          { tx, user: signedIn(c).user, now: c.var.deps.now(), requestId: c.var.requestId, deps: c.var.deps },
          id,
          format,
        ),
      );
      return c.json({ success: true, data: created }, 201);
    });
    registerCoverRoutes(api);
    registerChapterRoutes(api);
    registerIsbnRegisterRoutes(api);
    registerPublicationFileRoutes(api);
  },
};

export function registerPublicationRoutes(app: UpstreamApp): void {
  registerArea(app, publicationArea, domain);
}
