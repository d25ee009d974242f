import { sql, type SQL } from 'drizzle-orm';
import type { ProductFormDetail, PublicationFormat, PublicationStatus } from '@/lib/contract/enums';
import type { ProductFacts } from '@/lib/exports/preflight';
import type { Tx } from '../db/client';

/*
 * What the feeds read of the catalogue, a batch of products at a time: the pre-flight's facts in one
 * statement, then the rest of the ONIX record (credits, prices, subjects, cleared praises) in one
 * statement per kind for the whole batch. Nothing here reads per product.
 */

type Rows<T> = { rows: T[] };

const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

export type CatalogueFacts = ProductFacts & {
  feedVersion: number;
  doi: string | null;
  doiDeposited: boolean;
};

/** The pre-flight's facts of the products `where` picks, in `order`, at most `limit`. */
export async function readFacts(
  db: Tx,
  options: { where: SQL; order?: SQL; limit?: number; offset?: number },
): Promise<CatalogueFacts[]> {
  const result = await db.execute(sql`
    select p.id as "publicationId", p.title, p.format, p.isbn, p.status,
      p.publication_date::text as "publicationDate",
      length(btrim(regexp_replace(coalesce(p.description, ''), '<[^>]*>', '', 'g')))::int as "descriptionLength",
      (select count(*)::int from publication_contributors c where c.publication_id = p.id) as contributors,
      exists (select 1 from publications q where q.isbn = p.isbn and q.id <> p.id
        and q.status <> 'withdrawn') as "isbnShared",
      coalesce((select array_agg(pr.currency || ':' || pr.territory order by pr.currency, pr.territory)
        from publication_prices pr where pr.publication_id = p.id), '{}') as prices,
      exists (select 1 from publication_taxonomy_terms l join taxonomy_terms t on t.id = l.term_id
        where l.publication_id = p.id and l.main and t.scheme = 'thema') as "mainThema",
      exists (select 1 from publication_taxonomy_terms l join taxonomy_terms t on t.id = l.term_id
        where l.publication_id = p.id and l.main and t.scheme = 'bisac') as "mainBisac",
      f.mime_type as "coverType", f.width_px as "coverWidthPx", f.height_px as "coverHeightPx",
      p.feed_version::float8 as "feedVersion", p.doi, p.doi_registered_at is not null as "doiDeposited"
    from publications p left join stored_files f on f.id = p.cover_file_id
    where ${options.where}
    order by ${options.order ?? sql`p.id`}
    ${options.limit !== undefined ? sql`limit ${options.limit}` : sql``}
    ${options.offset ? sql`offset ${options.offset}` : sql``}`);
  return rowsOf<CatalogueFacts>(result);
}

export interface ProductRecord {
  publicationId: number;
  title: string;
  subtitle: string | null;
  format: PublicationFormat;
  formDetail: ProductFormDetail | null;
  isbn: string;
  doi: string | null;
  language: string;
  pages: number | null;
  durationMinutes: number | null;
  editionNumber: number;
  publicationDate: string | null;
  status: PublicationStatus;
  description: string | null;
  shortDescription: string | null;
  tableOfContents: string | null;
  heightMm: number | null;
  widthMm: number | null;
  thicknessMm: number | null;
  weightGrams: number | null;
  availability: string;
  /** The imprint it is published under, by name; null for the firm's own name. */
  imprint: string | null;
  coverType: string | null;
  coverWidthPx: number | null;
  coverHeightPx: number | null;
  contributors: {
    role: string;
    firstName: string | null;
    lastName: string;
    orcid: string | null;
    biography: string | null;
  }[];
  prices: { currency: string; amount: number; territory: string; priceType: string; taxClass: string }[];
  subjects: { scheme: string; code: string; label: string; main: boolean }[];
  collection: { title: string; number: number | null } | null;
  praises: { quote: string; source: string; outlet: string | null; quotedOn: string | null }[];
}

/** The ONIX records of these products, in the order of `ids`, in five statements whatever their number. */
export async function readProducts(db: Tx, ids: readonly number[]): Promise<ProductRecord[]> {
  if (ids.length === 0) return [];
  const list = sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  // One after another: a transaction's connection runs one statement at a time.
  const products = await db.execute(sql`
      select p.id as "publicationId", p.title, p.subtitle, p.format, p.form_detail as "formDetail", p.isbn, p.doi, p.language, p.pages,
        p.duration_minutes as "durationMinutes", p.edition_number as "editionNumber",
        p.publication_date::text as "publicationDate", p.status, p.description,
        p.short_description as "shortDescription", p.table_of_contents as "tableOfContents",
        p.height_mm as "heightMm", p.width_mm as "widthMm", p.thickness_mm as "thicknessMm",
        p.weight_grams as "weightGrams", p.availability, i.label as imprint, f.mime_type as "coverType",
        f.width_px as "coverWidthPx", f.height_px as "coverHeightPx"
      from publications p left join stored_files f on f.id = p.cover_file_id
        left join taxonomy_terms i on i.id = p.imprint_id
      where p.id in ${list}`);
  const contributors = await db.execute(sql`
      select c.publication_id as "publicationId", c.role, k.first_name as "firstName",
        k.last_name as "lastName", k.orcid, k.biography
      from publication_contributors c join contacts k on k.id = c.contact_id
      where c.publication_id in ${list} order by c.publication_id, c.position, c.id`);
  const prices = await db.execute(sql`
      select publication_id as "publicationId", currency, amount::float8 as amount, territory,
        price_type as "priceType", tax_class as "taxClass"
      from publication_prices where publication_id in ${list}
      order by publication_id, currency, territory, price_type`);
  const subjects = await db.execute(sql`
      select l.publication_id as "publicationId", t.scheme, t.code, t.label, l.main,
        l.series_number as "seriesNumber"
      from publication_taxonomy_terms l join taxonomy_terms t on t.id = l.term_id
      where l.publication_id in ${list} order by l.publication_id, l.main desc, t.scheme, t.code`);
  const praises = await db.execute(sql`
      select publication_id as "publicationId", quote, source, outlet, quoted_on::text as "quotedOn"
      from praises where publication_id in ${list} and rights_cleared
      order by publication_id, position, id`);

  const byProduct = <T extends { publicationId: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) {
      const list = map.get(row.publicationId);
      if (list) list.push(row);
      else map.set(row.publicationId, [row]);
    }
    return map;
  };
  const credits = byProduct(
    rowsOf<ProductRecord['contributors'][number] & { publicationId: number }>(contributors),
  );
  const amounts = byProduct(rowsOf<ProductRecord['prices'][number] & { publicationId: number }>(prices));
  const terms = byProduct(
    rowsOf<ProductRecord['subjects'][number] & { publicationId: number; seriesNumber: number | null }>(
      subjects,
    ),
  );
  const quotes = byProduct(rowsOf<ProductRecord['praises'][number] & { publicationId: number }>(praises));
  const records = new Map(
    rowsOf<Omit<ProductRecord, 'contributors' | 'prices' | 'subjects' | 'collection' | 'praises'>>(
      products,
    ).map((row) => {
      const filed = terms.get(row.publicationId) ?? [];
      const series = filed.find((term) => term.scheme === 'collection');
      const record: ProductRecord = {
        ...row,
        contributors: credits.get(row.publicationId) ?? [],
        prices: amounts.get(row.publicationId) ?? [],
        subjects: filed.filter((term) => term.scheme !== 'collection'),
        collection: series ? { title: series.label, number: series.seriesNumber } : null,
        praises: quotes.get(row.publicationId) ?? [],
      };
      return [row.publicationId, record] as const;
    }),
  );
  return ids.flatMap((id) => records.get(id) ?? []);
}
