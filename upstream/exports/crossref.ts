import { sql } from 'drizzle-orm';
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
 * resource URL the DOI resolves to. A full deposit sends every DOI; a delta those not yet deposited
 * and those whose record changed since the last deposit. Written a batch at a time.
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

function contributors(product: ProductRecord): string {
  const credited = product.contributors.filter((credit) => CROSSREF_ROLE[credit.role]);
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

export function bookRecord(product: ProductRecord, options: DepositOptions): string {
  const media = isPhysical(product) ? 'print' : 'electronic';
  const language = CROSSREF_LANGUAGE.get(product.language);
  return (
    `<book book_type="monograph"><book_metadata${language ? ` language="${language}"` : ''}>${contributors(product)}` +
    `<titles>${el('title', product.title)}${el('subtitle', product.subtitle)}</titles>` +
    `${el('edition_number', product.editionNumber)}${publicationDate(product)}` +
    `${el('isbn', hyphenatedIsbn(product.isbn), ` media_type="${media}"`)}` +
    `<publisher>${el('publisher_name', options.depositor.name)}</publisher>` +
    `<doi_data>${el('doi', product.doi)}${el('resource', `${options.publicUrl}/books/${product.isbn}`)}</doi_data>` +
    `</book_metadata></book>\n`
  );
}

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
  const scope =
    options.mode === 'delta'
      ? sql`(p.doi_registered_at is null or p.feed_version > ${options.sinceVersion})`
      : sql`true`;
  let after = 0;
  for (;;) {
    const facts = await readFacts(db, {
      where: sql`p.id > ${after} and p.doi is not null and p.status <> 'withdrawn'
        and p.feed_version <= ${options.untilVersion} and ${scope}`,
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
    for (const product of await readProducts(db, send)) {
      text += bookRecord(product, options);
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
