import { eq, sql, type SQL } from 'drizzle-orm';
import { qualified } from '../db/bulk-insert';
import { publications } from '../db/schema';

/*
 * Where a publication's fields live besides its own columns: its prices and credits as JSON in the
 * shapes of lib/areas/publication-rows.ts (keys in the schemas' order, so a stored row and a sent one
 * compare equal), and the list's filters and search. Subqueries name their tables by alias.
 */

const publicationId = qualified(publications.id);

export const commissioningTitle = sql<string>`(select k.title from commissionings k where k.id = ${qualified(publications.commissioningId)})`;

export const imprintName = sql<
  string | null
>`(select t.label from taxonomy_terms t where t.id = ${qualified(publications.imprintId)})`;

export const prices = sql`(
  select coalesce(json_agg(json_build_object(
      'currency', p.currency, 'territory', p.territory, 'priceType', p.price_type, 'taxClass', p.tax_class,
      'amount', p.amount) order by p.id), '[]'::json)
  from publication_prices p where p.publication_id = ${publicationId})`;

export const printRuns = sql`(
  select coalesce(json_agg(json_build_object(
      'printedOn', r.printed_on, 'quantity', r.quantity, 'printer', r.printer, 'unitCost', r.unit_cost,
      'currency', r.currency) order by r.printed_on, r.id), '[]'::json)
  from publication_print_runs r where r.publication_id = ${publicationId})`;

export const contributors = sql`(
  select coalesce(json_agg(json_build_object('contactId', c.contact_id, 'role', c.role) order by c.position), '[]'::json)
  from publication_contributors c where c.publication_id = ${publicationId})`;

export const credits = sql`(
  select coalesce(json_agg(json_build_object(
      'contactId', c.contact_id, 'role', c.role, 'name', concat_ws(' ', k.first_name, k.last_name))
    order by c.position), '[]'::json)
  from publication_contributors c join contacts k on k.id = c.contact_id where c.publication_id = ${publicationId})`;

export const subjects = sql`(
  select coalesce(json_agg(json_build_object('termId', l.term_id, 'main', l.main, 'seriesNumber', l.series_number)
    order by l.main desc, l.term_id), '[]'::json)
  from publication_taxonomy_terms l where l.publication_id = ${publicationId})`;

export const subjectTerms = sql`(
  select coalesce(json_agg(json_build_object('termId', l.term_id, 'main', l.main, 'seriesNumber', l.series_number,
      'scheme', t.scheme, 'code', t.code, 'label', t.label, 'name', concat_ws(' ', t.code, t.label))
    order by l.main desc, l.term_id), '[]'::json)
  from publication_taxonomy_terms l join taxonomy_terms t on t.id = l.term_id where l.publication_id = ${publicationId})`;

export const listFilters: Record<string, (value: unknown) => SQL | undefined> = {
  // A range rather than extract(year …), so that the index on the publication date serves it.
  publicationYear: (value) => {
    const year = String(value).padStart(4, '0');
    return sql`${publications.publicationDate} between ${`${year}-01-01`} and ${`${year}-12-31`}`;
  },
  // A series holds the publications filed in it; an imprint those published under it.
  collectionId: (value) =>
    sql`(${publications.id} in (select t.publication_id from publication_taxonomy_terms t where t.term_id = ${Number(value)})
      or ${publications.imprintId} = ${Number(value)})`,
  commissioningId: (value) => eq(publications.commissioningId, Number(value)),
};

/** ISBNs typed with hyphens or spaces, and contributors' names. */
export function isbnOrContributorMatches(pattern: string): SQL {
  const digits = pattern.replace(/[\s-]/g, '');
  return sql`(${publications.isbn} like ${digits}
    or ${publications.id} in (
      select c.publication_id from publication_contributors c join contacts k on k.id = c.contact_id
      where concat_ws(' ', k.first_name, k.last_name) ilike ${pattern}))`;
}
