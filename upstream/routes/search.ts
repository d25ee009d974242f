import { PUBLICATION_FORMAT } from '@/lib/contract/choices';
import type { z } from '@hono/zod-openapi';
import { asc, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import { type CommissioningStatus, type ContractStatus } from '@/lib/contract/enums';
import { hyphenatedIsbn, readIsbn } from '@/lib/contract/isbn';
import {
  SEARCH_KIND_LABELS,
  SEARCH_KINDS,
  SEARCH_RESULTS_PER_KIND,
  searchQuerySchema,
  searchResponseSchema,
  searchResultUrl,
  type SearchGroup,
  type SearchKind,
  type SearchResult,
} from '@/lib/contract/search';
import { REQUIRE, meetsGuard, type Guard, type RightsHolder } from '@/lib/rights';
import type { UpstreamApp } from '../platform/app-type';
import type { Db } from '../db/client';
import { commissionings, contacts, contracts, invoices, publications } from '../db/schema';
import { signedIn } from '../platform/context';
import { errorResponses } from '../platform/envelope';
import { guardedRoute, SIGNED_IN } from '../platform/guarded-route';

/**
 * Which kinds a user's search covers. A result is only worth offering when its page opens for the
 * user, so each kind needs exactly what the web app's guard of that page needs (the navigation's
 * group and entry requirements, all of which must pass):
 *
 * | Kind          | Page                             | Needs                                           |
 * |---------------|----------------------------------|-------------------------------------------------|
 * | publication   | /publications/manage/{id}        | Publishing (section 1 at 3)                     |
 * | commissioning | /commissionings/manage/{id}      | Publishing (section 1 at 3)                     |
 * | contact       | /contacts/manage/{id}            | Contacts (section 1 at 3)                       |
 * | contract      | /contracts/manage/{id}           | Publishing (1 at 3) and Contracts (2 at 3)      |
 * | invoice       | /invoices/manage/{id}            | Financial (4 at 5) and Invoices (4 at 5 or 6 at 3) |
 *
 * Viewing levels alone (section 1 at 2 for a designer, say) would offer records whose pages answer
 * 403. `tests/api/search.test.ts` checks this table against the navigation's page guards.
 */
export const SEARCH_GUARDS: Record<SearchKind, Guard> = {
  publication: [REQUIRE.publishing],
  commissioning: [REQUIRE.publishing],
  contact: [REQUIRE.contacts],
  contract: [REQUIRE.publishing, REQUIRE.contracts],
  invoice: [REQUIRE.financial, REQUIRE.invoices],
};

export function searchableKinds(user: RightsHolder): SearchKind[] {
  return SEARCH_KINDS.filter((kind) => meetsGuard(user, SEARCH_GUARDS[kind]));
}

/** What the user typed, made safe for LIKE: `%`, `_` and the escape character itself match literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

interface Terms {
  /** Anywhere in the text. */
  contains: string;
  /** At the start of the text: ranked first. */
  startsWith: string;
  /** The query as ISBN digits when it is one (hyphens and spaces dropped), else null. */
  isbnDigits: string | null;
  /** The query as an invoice number when it is one (`1234` or `#1234`), else null. */
  invoiceNumber: number | null;
}

function termsOf(query: string): Terms {
  const escaped = escapeLike(query);
  const typed = readIsbn(query);
  // An ISBN-10 is looked up as the ISBN-13 the firm keeps.
  const digits = 'isbn' in typed ? typed.isbn : query.replace(/[\s-]/g, '');
  const number = /^#?\d{1,9}$/.test(query) ? Number(query.replace('#', '')) : null;
  return {
    contains: `%${escaped}%`,
    startsWith: `${escaped}%`,
    isbnDigits: /^\d{3,13}$/.test(digits) ? digits : null,
    invoiceNumber: number !== null && number > 0 ? number : null,
  };
}

function humanize(value: CommissioningStatus | ContractStatus): string {
  const words = value.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function result(kind: SearchKind, id: number, title: string, subtitle: string | null): SearchResult {
  return { kind, id, title, subtitle, url: searchResultUrl(kind, id) };
}

/*
 * Titles, names and references are matched anywhere in the text (ILIKE '%…%'), which no B-tree
 * index serves; at the firm's size (thousands of rows per table) a scan answers within
 * milliseconds. Trigram (pg_trgm GIN) indexes on these columns would keep it fast at a larger
 * scale. Exact ISBNs use the ISBN index; ISBN prefixes and invoice numbers are cheap either way.
 */

async function searchPublications(db: Db, terms: Terms): Promise<SearchResult[]> {
  const { isbnDigits } = terms;
  const isbnMatch =
    isbnDigits === null
      ? undefined
      : isbnDigits.length === 13
        ? eq(publications.isbn, isbnDigits)
        : like(publications.isbn, `${isbnDigits}%`);
  const rank: SQL<number> =
    isbnDigits === null
      ? sql`case when ${publications.title} ilike ${terms.startsWith} then 0 else 1 end`
      : sql`case when ${publications.isbn} like ${`${isbnDigits}%`} then 0 when ${publications.title} ilike ${terms.startsWith} then 1 else 2 end`;
  const rows = await db
    .select({
      id: publications.id,
      title: publications.title,
      isbn: publications.isbn,
      format: publications.format,
    })
    .from(publications)
    .where(or(ilike(publications.title, terms.contains), isbnMatch))
    .orderBy(rank, asc(publications.title), asc(publications.id))
    .limit(SEARCH_RESULTS_PER_KIND);
  return rows.map((row) =>
    result(
      'publication',
      row.id,
      row.title,
      `ISBN ${hyphenatedIsbn(row.isbn)} · ${PUBLICATION_FORMAT.labels[row.format]}`,
    ),
  );
}

async function searchContacts(db: Db, terms: Terms): Promise<SearchResult[]> {
  const fullName = sql<string>`concat_ws(' ', ${contacts.firstName}, ${contacts.lastName})`;
  const rows = await db
    .select({
      id: contacts.id,
      name: fullName,
      organisation: contacts.organisation,
      email: contacts.email,
    })
    .from(contacts)
    .where(
      or(
        ilike(fullName, terms.contains),
        ilike(contacts.organisation, terms.contains),
        ilike(contacts.email, terms.contains),
      ),
    )
    .orderBy(
      sql`case when ${contacts.lastName} ilike ${terms.startsWith} or ${fullName} ilike ${terms.startsWith} then 0 else 1 end`,
      asc(contacts.lastName),
      asc(contacts.firstName),
      asc(contacts.id),
    )
    .limit(SEARCH_RESULTS_PER_KIND);
  return rows.map((row) => result('contact', row.id, row.name, row.organisation ?? row.email));
}

async function searchCommissionings(db: Db, terms: Terms): Promise<SearchResult[]> {
  const rows = await db
    .select({ id: commissionings.id, title: commissionings.title, status: commissionings.status })
    .from(commissionings)
    .where(ilike(commissionings.title, terms.contains))
    .orderBy(
      sql`case when ${commissionings.title} ilike ${terms.startsWith} then 0 else 1 end`,
      asc(commissionings.title),
      asc(commissionings.id),
    )
    .limit(SEARCH_RESULTS_PER_KIND);
  return rows.map((row) => result('commissioning', row.id, row.title, humanize(row.status)));
}

async function searchContracts(db: Db, terms: Terms): Promise<SearchResult[]> {
  const rows = await db
    .select({
      id: contracts.id,
      reference: contracts.reference,
      status: contracts.status,
      commissioningTitle: commissionings.title,
    })
    .from(contracts)
    .innerJoin(commissionings, eq(commissionings.id, contracts.commissioningId))
    .where(or(ilike(contracts.reference, terms.contains), ilike(commissionings.title, terms.contains)))
    .orderBy(
      sql`case when ${contracts.reference} ilike ${terms.startsWith} then 0 else 1 end`,
      desc(contracts.createdAt),
      desc(contracts.id),
    )
    .limit(SEARCH_RESULTS_PER_KIND);
  return rows.map((row) =>
    result('contract', row.id, row.reference, `${row.commissioningTitle} · ${humanize(row.status)}`),
  );
}

async function searchInvoices(db: Db, terms: Terms): Promise<SearchResult[]> {
  const numberMatch = terms.invoiceNumber === null ? undefined : eq(invoices.number, terms.invoiceNumber);
  const rows = await db
    .select({ id: invoices.id, number: invoices.number, customerName: invoices.customerName })
    .from(invoices)
    .where(or(ilike(invoices.customerName, terms.contains), numberMatch))
    .orderBy(
      ...(numberMatch ? [sql`case when ${numberMatch} then 0 else 1 end`] : []),
      desc(invoices.issueDate),
      desc(invoices.id),
    )
    .limit(SEARCH_RESULTS_PER_KIND);
  return rows.map((row) =>
    result(
      'invoice',
      row.id,
      row.number === null ? `Draft invoice (record ${row.id})` : `Invoice ${row.number}`,
      row.customerName,
    ),
  );
}

const SEARCHES: Record<SearchKind, (db: Db, terms: Terms) => Promise<SearchResult[]>> = {
  publication: searchPublications,
  contact: searchContacts,
  commissioning: searchCommissionings,
  contract: searchContracts,
  invoice: searchInvoices,
};

export async function searchRecords(db: Db, user: RightsHolder, query: string): Promise<SearchGroup[]> {
  const terms = termsOf(query);
  const kinds = searchableKinds(user);
  const found = await Promise.all(kinds.map((kind) => SEARCHES[kind](db, terms)));
  return kinds.flatMap((kind, index) => {
    const results = found[index] ?? [];
    return results.length > 0 ? [{ kind, label: SEARCH_KIND_LABELS[kind], results }] : [];
  });
}

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const searchRoute = guardedRoute(SIGNED_IN, {
  method: 'get',
  path: '/search',
  tags: ['search'],
  summary: 'Find publications, contacts, commissionings, contracts and invoices',
  description:
    'Matches publication titles and ISBNs (with or without hyphens), contact names, organisations and ' +
    'addresses, commissioning titles, contract references and their commissioning titles, invoice ' +
    `customers and numbers; at most ${SEARCH_RESULTS_PER_KIND} per kind. Open to every signed-in user, ` +
    'but each kind is searched only when the user may open its pages.',
  // The shared schemas are used as they are, not renamed with `.openapi()`: zod 4 gives that method
  // only to schemas built after @hono/zod-openapi loaded, and the web app may load them first.
  request: { query: searchQuerySchema },
  responses: {
    200: json(searchResponseSchema, 'Matches grouped by kind'),
    ...errorResponses(400),
  },
});

export function registerSearchRoutes(app: UpstreamApp): void {
  app.openapi(searchRoute, async (c) => {
    const { q } = c.req.valid('query');
    const groups = await searchRecords(c.var.deps.database.db, signedIn(c).user, q);
    return c.json({ success: true as const, data: { query: q, groups } }, 200);
  });
}
