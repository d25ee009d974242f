import { sql, type SQL } from 'drizzle-orm';
import {
  PHYSICAL_FORMATS,
  type ExportMode,
  type PublicationFormat,
  type PublicationLanguage,
} from '@/lib/contract/enums';
import { hyphenatedIsbn, isValidIsbn13 } from '@/lib/contract/isbn';
import type { Blocker } from '@/lib/exports/recipients';
import type { Tx } from '../db/client';
import { readFacts, readProducts, type ProductRecord } from './catalogue';
import { FEED_BATCH, type FeedOutcome } from './onix';
import { element as el, xmlText, type TextSink } from './sink';

/*
 * Crossref's deposit for the books that carry a DOI (schema 5.3.1, the `book` content type with its
 * `book_metadata`): titles, contributors with their ORCID iDs, ISBNs, publication date and the
 * resource URL the DOI resolves to; then each chapter with a DOI as a `content_item` of its book
 * (contributors, titles, number, date, pages, DOI and resource URL). A full deposit sends every DOI; a
 * delta those not yet deposited and those whose record changed since the last deposit (a book whose
 * chapter changed goes with that chapter only). Written a batch at a time.
 */

export const CROSSREF_NAMESPACE = 'http://www.crossref.org/schema/5.3.1';
const SCHEMA_LOCATION = `${CROSSREF_NAMESPACE} https://www.crossref.org/schemas/crossref5.3.1.xsd`;

export interface DepositOptions {
  mode: ExportMode;
  sinceVersion: number;
  untilVersion: number;
  now: Date;
  depositor: { name: string; email: string };
  publicUrl: string;
  batchId: string;
}

/** List 17 roles in Crossref's words; the rest are not credited in a deposit. */
const CROSSREF_ROLE: Record<string, string> = {
  A01: 'author',
  B01: 'editor',
  B06: 'translator',
};

type Credit = Pick<ProductRecord['contributors'][number], 'role' | 'firstName' | 'lastName' | 'orcid'>;

function contributors(credits: readonly Credit[]): string {
  const credited = credits.filter((credit) => CROSSREF_ROLE[credit.role]);
  if (credited.length === 0) return '';
  return `<contributors>${credited
    .map(
      (credit, index) =>
        `<person_name sequence="${index === 0 ? 'first' : 'additional'}" contributor_role="${CROSSREF_ROLE[credit.role]}">` +
        `${el('given_name', credit.firstName)}${el('surname', credit.lastName)}` +
        `${credit.orcid ? el('ORCID', `https://orcid.org/${credit.orcid}`) : ''}</person_name>`,
    )
    .join('')}</contributors>`;
}

/** Crossref names languages by ISO 639-1; the catalogue stores ONIX list 74 (ISO 639-2/B). */
const CROSSREF_LANGUAGE = new Map<string, string>(
  Object.entries({ eng: 'en', ger: 'de', fre: 'fr', spa: 'es', ita: 'it', dut: 'nl' } satisfies Record<
    PublicationLanguage,
    string
  >),
);

const isPhysical = (product: ProductRecord) =>
  (PHYSICAL_FORMATS as readonly PublicationFormat[]).includes(product.format);

function publicationDate(product: ProductRecord): string {
  if (!product.publicationDate) return '';
  const [year, month, day] = product.publicationDate.split('-');
  const media = isPhysical(product) ? 'print' : 'online';
  return `<publication_date media_type="${media}">${el('month', month)}${el('day', day)}${el('year', year)}</publication_date>`;
}

/** The page the book's DOI resolves to on the public site; its chapters' pages sit under it. */
const bookUrl = (product: Pick<ProductRecord, 'isbn'>, options: Pick<DepositOptions, 'publicUrl'>) =>
  `${options.publicUrl}/books/${product.isbn}`;

/** A chapter's page: named by its record, so that a new order of the chapters keeps every address. */
export const chapterUrl = (
  product: Pick<ProductRecord, 'isbn'>,
  chapterId: number,
  options: Pick<DepositOptions, 'publicUrl'>,
) => `${bookUrl(product, options)}/chapters/${chapterId}`;

const doiData = (doi: string, resource: string) =>
  `<doi_data>${el('doi', doi)}${el('resource', resource)}</doi_data>`;

/** An edited volume credits its editors and no author. */
const bookType = (product: ProductRecord) =>
  product.contributors.some((credit) => credit.role === 'B01') &&
  !product.contributors.some((credit) => credit.role === 'A01')
    ? 'edited_book'
    : 'monograph';

/** A chapter as Crossref's `content_item`, its elements in the schema's order. */
function chapterRecord(product: ProductRecord, chapter: DepositChapter, options: DepositOptions): string {
  const pages = chapter.firstPage
    ? `<pages>${el('first_page', chapter.firstPage)}${el('last_page', chapter.lastPage)}</pages>`
    : '';
  return (
    `<content_item component_type="chapter">${contributors(chapter.contributors)}` +
    `<titles>${el('title', chapter.title)}${el('subtitle', chapter.subtitle)}</titles>` +
    `${el('component_number', chapter.position)}${publicationDate(product)}${pages}` +
    `${doiData(chapter.doi, chapterUrl(product, chapter.chapterId, options))}</content_item>`
  );
}

export function bookRecord(
  product: ProductRecord,
  options: DepositOptions,
  chapters: readonly DepositChapter[] = [],
): string {
  const media = isPhysical(product) ? 'print' : 'electronic';
  const language = CROSSREF_LANGUAGE.get(product.language);
  return (
    `<book book_type="${bookType(product)}"><book_metadata${language ? ` language="${language}"` : ''}>` +
    `${contributors(product.contributors)}` +
    `<titles>${el('title', product.title)}${el('subtitle', product.subtitle)}</titles>` +
    `${el('edition_number', product.editionNumber)}${publicationDate(product)}` +
    `${el('isbn', hyphenatedIsbn(product.isbn), ` media_type="${media}"`)}` +
    `<publisher>${el('publisher_name', options.depositor.name)}</publisher>` +
    `${product.doi ? doiData(product.doi, bookUrl(product, options)) : ''}` +
    `</book_metadata>${chapters.map((chapter) => chapterRecord(product, chapter, options)).join('')}</book>\n`
  );
}

export interface DepositChapter {
  publicationId: number;
  chapterId: number;
  position: number;
  title: string;
  subtitle: string | null;
  firstPage: string | null;
  lastPage: string | null;
  doi: string;
  contributors: Credit[];
}

/** The chapters with a DOI a deposit sends: in a delta those not yet deposited or changed since the last run. */
function chapterScope(options: DepositOptions): SQL {
  const changed =
    options.mode === 'delta'
      ? sql`(ch.doi_registered_at is null or ch.feed_version > ${options.sinceVersion})`
      : sql`true`;
  return sql`ch.doi is not null and ch.feed_version <= ${options.untilVersion} and ${changed}`;
}

/** The chapters these books send, by book, in reading order: two statements whatever their number. */
async function readChapters(
  db: Tx,
  ids: readonly number[],
  options: DepositOptions,
): Promise<Map<number, DepositChapter[]>> {
  const byBook = new Map<number, DepositChapter[]>();
  if (ids.length === 0) return byBook;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const chapters = rowsOf<Omit<DepositChapter, 'contributors'>>(
    await db.execute(sql`
      select ch.publication_id as "publicationId", ch.id as "chapterId", ch.position, ch.title, ch.subtitle,
        ch.first_page as "firstPage", ch.last_page as "lastPage", ch.doi
      from publication_chapters ch
      where ch.publication_id in (${list}) and ${chapterScope(options)}
      order by ch.publication_id, ch.position, ch.id`),
  );
  if (chapters.length === 0) return byBook;
  const credits = rowsOf<Credit & { chapterId: number }>(
    await db.execute(sql`
      select c.chapter_id as "chapterId", c.role, k.first_name as "firstName", k.last_name as "lastName", k.orcid
      from publication_chapter_contributors c join contacts k on k.id = c.contact_id
      where c.chapter_id in (${sql.join(
        chapters.map((chapter) => sql`${chapter.chapterId}`),
        sql`, `,
      )})
      order by c.chapter_id, c.position, c.id`),
  );
  const creditsOf = new Map<number, Credit[]>();
  for (const { chapterId, ...credit } of credits)
    creditsOf.set(chapterId, [...(creditsOf.get(chapterId) ?? []), credit]);
  for (const chapter of chapters)
    byBook.set(chapter.publicationId, [
      ...(byBook.get(chapter.publicationId) ?? []),
      { ...chapter, contributors: creditsOf.get(chapter.chapterId) ?? [] },
    ]);
  return byBook;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

function blockersOf(facts: { isbn: string; title: string }): Blocker[] {
  const blockers: Blocker[] = [];
  if (!isValidIsbn13(facts.isbn)) blockers.push({ kind: 'isbn', message: 'The ISBN is not valid' });
  if (!facts.title.trim()) blockers.push({ kind: 'title', message: 'No title' });
  return blockers;
}

/** Writes the deposit to `sink` and hands each batch's outcomes to `onBatch`. */
export async function writeCrossrefDeposit(
  db: Tx,
  options: DepositOptions,
  sink: TextSink,
  onBatch: (outcomes: FeedOutcome[]) => Promise<void> = async () => {},
): Promise<void> {
  const stamp = options.now.getTime() * 1000;
  await sink.write(
    `<?xml version="1.0" encoding="UTF-8"?>\n<doi_batch version="5.3.1" xmlns="${CROSSREF_NAMESPACE}" ` +
      `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${SCHEMA_LOCATION}">\n` +
      `<head>${el('doi_batch_id', options.batchId)}<timestamp>${stamp}</timestamp>` +
      `<depositor>${el('depositor_name', options.depositor.name)}${el('email_address', options.depositor.email)}</depositor>` +
      `${el('registrant', options.depositor.name)}</head>\n<body>\n`,
  );
  const bookScope =
    options.mode === 'delta'
      ? sql`(p.doi_registered_at is null or p.feed_version > ${options.sinceVersion})`
      : sql`true`;
  // A book goes when its own DOI is due, or when one of its chapters' is.
  const scope = sql`((p.doi is not null and p.feed_version <= ${options.untilVersion} and ${bookScope})
    or exists (select 1 from publication_chapters ch where ch.publication_id = p.id and ${chapterScope(options)}))`;
  let after = 0;
  for (;;) {
    const facts = await readFacts(db, {
      where: sql`p.id > ${after} and p.status <> 'withdrawn' and ${scope}`,
      limit: FEED_BATCH,
    });
    if (facts.length === 0) break;
    const outcomes: FeedOutcome[] = [];
    const send: number[] = [];
    for (const fact of facts) {
      const reasons = blockersOf(fact);
      if (reasons.length > 0)
        outcomes.push({ publicationId: fact.publicationId, outcome: 'blocked', reasons });
      else send.push(fact.publicationId);
    }
    let text = '';
    const products = await readProducts(db, send);
    const chapters = await readChapters(db, send, options);
    for (const product of products) {
      text += bookRecord(product, options, chapters.get(product.publicationId));
      outcomes.push({ publicationId: product.publicationId, outcome: 'included', reasons: [] });
    }
    await sink.write(text);
    await onBatch(outcomes);
    after = facts[facts.length - 1]?.publicationId ?? after;
    if (facts.length < FEED_BATCH) break;
  }
  await sink.write(`</body>\n</doi_batch>\n`);
}

export { xmlText };
